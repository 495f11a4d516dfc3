import { describe, expect, it } from 'vitest';
import { ArgumentError, redirect, RouteSet } from '../../src/index.js';

/** Runs a redirect endpoint as the dispatcher does and answers where it sent the request, and how. */
function follow(endpoint: unknown, params: Record<string, unknown>, request: unknown = {}) {
  const calls: unknown[][] = [];
  (endpoint as (context: unknown) => void)({ params, request, redirectTo: (...args: unknown[]) => calls.push(args) });
  expect(calls).toHaveLength(1);
  return calls[0]!;
}

describe('redirect endpoints', () => {
  it('answer 301 to the path unless told, to any host, and say their target and status', () => {
    const endpoint = redirect('/new');
    expect(follow(endpoint, {})).toEqual(['/new', { status: 301, allowOtherHost: true }]);
    expect({ ...endpoint }).toEqual({ redirect: '/new', status: 301 });
    const found = redirect('/found', { status: 302 });
    expect(follow(found, {})).toEqual(['/found', { status: 302, allowOtherHost: true }]);
    expect({ ...found }).toEqual({ redirect: '/found', status: 302 });
  });

  it('put params in: %{name} and :name, URI-escaped; a :name that is no param (a port) stays as written', () => {
    expect(follow(redirect('/a/%{id}/:slug_2'), { id: 'x y/z', slug_2: 7 })[0]).toBe('/a/x%20y%2Fz/7');
    expect(follow(redirect('http://host:8080/:id'), { id: 1 })[0]).toBe('http://host:8080/1');
    expect(follow(redirect('/p/:id'), { id: null })[0]).toBe('/p/:id');
    expect(follow(redirect('/p/:1x'), { '1x': 'no' })[0]).toBe('/p/:1x');
    expect(follow(redirect('/p/%{id}%{id}'), { id: 'a' })[0]).toBe('/p/aa');
  });

  it('a %{name} with no param to put in is an ArgumentError naming the path and the param', () => {
    const endpoint = redirect('/p/%{id}');
    expect(() => follow(endpoint, {})).toThrow(ArgumentError);
    expect(() => follow(endpoint, { id: null })).toThrow('redirect "/p/%{id}": no param "id" to put in');
  });

  it('a function target gets the params and the request', () => {
    const request = { host: 'h' };
    const endpoint = redirect((params, req) => `/to/${String(params.id)}/${(req as { host: string }).host}`, { status: 307 });
    expect(follow(endpoint, { id: 5 }, request)).toEqual(['/to/5/h', { status: 307, allowOtherHost: true }]);
  });

  it('refuses targets that are neither a path nor a function, and statuses outside 300-399 or not integers', () => {
    expect(() => redirect(5 as never)).toThrow('redirect: expected a path string or a function (params, request) => path, got 5');
    for (const status of [299, 400, 301.5, Number.NaN]) expect(() => redirect('/x', { status })).toThrow(ArgumentError);
    expect(() => redirect('/x', { status: 200 })).toThrow('redirect "/x": status must be a 3xx code, got 200');
    for (const status of [300, 399]) expect(follow(redirect('/x', { status }), {})[1]).toEqual({ status, allowOtherHost: true });
  });

  it('the block DSL hands out the same endpoints', () => {
    const set = new RouteSet().draw((r) => {
      r.get('old/:id', { to: r.redirect('/new/%{id}', { status: 308 }) });
      r.get('plain', { to: r.redirect('/p') });
    });
    expect(follow(set.routes[0]!.endpoint, { id: 'q' })).toEqual(['/new/q', { status: 308, allowOtherHost: true }]);
    expect(follow(set.routes[1]!.endpoint, {})).toEqual(['/p', { status: 301, allowOtherHost: true }]);
  });
});

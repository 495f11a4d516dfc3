import { describe, expect, it } from 'vitest';
import { ArgumentError, RoutingError, createReferenceMatcher, type RequestContext } from '../../../src/index.js';
import { drawn, lines } from '../../support.js';

/** Rails' example: a class whose instances answer `matches(request)`. */
class PermitList {
  readonly seen: RequestContext[] = [];
  constructor(private readonly ips: readonly string[]) {}
  matches(request: RequestContext): boolean {
    this.seen.push(request);
    return this.ips.includes(request.ip ?? '');
  }
}

const allowed = { ip: '1.2.3.4' };
const refused = { ip: '9.9.9.9' };

describe('constraint objects', () => {
  it('takes a class instance with matches(request) on a route, a scope, a resource and r.constraints', () => {
    const permit = new PermitList(['1.2.3.4']);
    const set = drawn((r) => {
      r.get('one', { to: 'x#one', constraints: permit });
      r.scope({ constraints: permit }, () => r.get('two', { to: 'x#two' }));
      r.resources('secrets', { only: 'index', constraints: permit });
      r.constraints(permit, () => r.get('three', { to: 'x#three' }));
    });
    for (const path of ['/one', '/two', '/secrets', '/three']) {
      expect(set.recognize('GET', path, allowed), path).toMatchObject({ controller: expect.any(String) });
      expect(() => set.recognize('GET', path, refused), path).toThrow(RoutingError);
    }
    // The method runs on its object (`this` is the instance) with the request context as given, and the path.
    expect(permit.seen).toContainEqual({ ...allowed, path: '/one', query: '' });
  });

  it('takes an object literal with matches, and a call(request) method when there is no matches', () => {
    const set = drawn((r) => {
      r.get('a', { to: 'x#a', constraints: { matches: (req: RequestContext) => req.subdomain === 'api' } });
      r.get('b', { to: 'x#b', constraints: { call: (req: RequestContext) => req.subdomain === 'api' } as never });
    });
    expect(set.recognize('GET', '/a', { subdomain: 'api' })).toEqual({ controller: 'x', action: 'a' });
    expect(() => set.recognize('GET', '/a', { subdomain: 'www' })).toThrow(RoutingError);
    expect(set.recognize('GET', '/b', { subdomain: 'api' })).toEqual({ controller: 'x', action: 'b' });
    expect(() => set.recognize('GET', '/b', { subdomain: 'www' })).toThrow(RoutingError);
  });

  it('asks matches before call, and reads any truthy answer as a match', () => {
    const both = { matches: () => 1, call: () => false };
    const set = drawn((r) => r.get('a', { to: 'x#a', constraints: both as never }));
    expect(set.recognize('GET', '/a', {})).toEqual({ controller: 'x', action: 'a' });
  });

  it.each([
    ['the default engine', undefined],
    ['the reference engine', createReferenceMatcher],
  ])("gives a function or call of two parameters the path params (fixed ones under them) and the request, as Rails' arity rule does (%s)", (_engine, matcher) => {
    const seen: unknown[] = [];
    const set = drawn((r) => {
      r.get('posts/:id', {
        to: 'posts#show',
        defaults: { page: 'one' },
        // Typed as written: TypeScript infers both parameters (test/types/good-declarations.ts).
        constraints: (params, request) => {
          seen.push([params, request]);
          return params.id === '5';
        },
      });
      r.scope({ constraints: { call: (params: { id?: string }, request: RequestContext) => params.id === '6' && request.subdomain === 'api' } as never }, () =>
        r.get('notes/:id', { to: 'notes#show' }),
      );
    }, { matcher });
    expect(set.recognize('GET', '/posts/5', { subdomain: 'x' })).toEqual({ controller: 'posts', action: 'show', page: 'one', id: '5' });
    expect(seen).toEqual([[{ controller: 'posts', action: 'show', page: 'one', id: '5' }, { subdomain: 'x', path: '/posts/5', query: '' }]]);
    expect(() => set.recognize('GET', '/posts/4', {})).toThrow(RoutingError);
    expect(set.recognize('GET', '/notes/6', { subdomain: 'api' })).toMatchObject({ id: '6' });
    expect(() => set.recognize('GET', '/notes/6', { subdomain: 'www' })).toThrow(RoutingError);
    expect(() => set.recognize('GET', '/notes/7', { subdomain: 'api' })).toThrow(RoutingError);
  });

  it('calls matches with the request only, whatever its arity, and reads call and matches only when they are functions', () => {
    const seen: unknown[] = [];
    const set = drawn((r) => {
      r.get('a', { to: 'x#a', constraints: { matches: (request: unknown, extra: unknown) => seen.push([request, extra]) > 0 } as never });
      r.get('b', { to: 'x#b', constraints: { call: 'not a function', id: /\d+/ } as never });
    });
    expect(set.recognize('GET', '/a', { ip: '1' })).toEqual({ controller: 'x', action: 'a' });
    expect(seen).toEqual([[{ ip: '1', path: '/a', query: '' }, undefined]]);
    expect(set.routes[1]!.guards).toHaveLength(0);
  });

  it('takes an object without a prototype as param constraints', () => {
    const constraints = Object.assign(Object.create(null) as object, { id: /\d+/ });
    const set = drawn((r) => r.get('x/:id', { to: 'x#show', constraints: constraints as never }));
    expect(set.routes[0]!.requirements).toEqual({ id: /\d+/ });
  });

  it('keeps a hash whose key is named matches a param constraint', () => {
    const set = drawn((r) => r.get(':matches', { to: 'x#show', constraints: { matches: /\d+/ } }));
    expect(set.routes[0]!.requirements).toEqual({ matches: /\d+/ });
    expect(() => set.recognize('GET', '/abc')).toThrow(RoutingError);
  });

  it('combines with the enclosing constraints: every guard must pass', () => {
    const set = drawn((r) =>
      r.constraints(new PermitList(['1.2.3.4']), () => r.get('a', { to: 'x#a', constraints: { matches: (req: RequestContext) => req.subdomain === 'api' } })),
    );
    expect(set.recognize('GET', '/a', { ip: '1.2.3.4', subdomain: 'api' })).toEqual({ controller: 'x', action: 'a' });
    expect(() => set.recognize('GET', '/a', { ip: '1.2.3.4', subdomain: 'www' })).toThrow(RoutingError);
    expect(() => set.recognize('GET', '/a', { ip: '9.9.9.9', subdomain: 'api' })).toThrow(RoutingError);
  });

  it('refuses an instance with neither method, and values that are no constraint, where they are declared', () => {
    class Forgotten {}
    expect(() => drawn((r) => r.get('a', { to: 'x#a', constraints: new Forgotten() as never }))).toThrow(
      new ArgumentError(
        'Invalid constraint (route "a"): an instance of Forgotten must be an object of param → regexp, a function of the request, or an object with a matches(request) method',
      ),
    );
    expect(() => drawn((r) => r.get('a', { to: 'x#a', constraints: 'api' as never }))).toThrow('Invalid constraint (route "a"): "api" must be');
    expect(() => drawn((r) => r.get('a', { to: 'x#a', constraints: /x/ as never }))).toThrow('Invalid constraint (route "a"): /x/ must be');
    expect(() => drawn((r) => r.scope({ constraints: [] as never }, () => {}))).toThrow('Invalid constraint (constraints of a scope): [] must be');
    expect(() => drawn((r) => r.constraints(Object.create({ matches: 1 }) as never, () => {}))).toThrow('Invalid constraint (constraints of a scope): {} must be');
    // An object whose prototype has no constructor is shown as what it holds.
    const bare = Object.assign(Object.create(Object.create(null) as object) as object, { a: 1 });
    expect(() => drawn((r) => r.constraints(bare as never, () => {}))).toThrow('Invalid constraint (constraints of a scope): {"a":1} must be');
    expect(() => drawn((r) => r.get('a', { to: 'x#a', constraints: 5 as never }))).toThrow('Invalid constraint (route "a"): 5 must be');
  });

  it('leaves the route table as without a guard', () => {
    const set = drawn((r) => r.get('a', { to: 'x#a', constraints: new PermitList([]) }));
    expect(lines(set)).toEqual(['GET /a(.:format) x#a a']);
    expect(set.routes[0]!.guards).toHaveLength(1);
  });
});

// The 6.1 runner finds each kind of difference, as run.mjs would, and the strict ones run.mjs does not look
// for. Played under the default profile with facts of the library's own (3.2) behaviour, so that these tests
// do not wait for the 6.1 profile.
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/core.js';
import { check, type Failure } from './runner.mjs';

const base = () => ({
  name: 'runner self-test',
  style: 'block',
  draw: [
    { call: 'resources', args: ['posts'], options: { only: ['index', 'show'], constraints: { id: { regexp: '\\d+' } } } },
    { call: 'get', args: ['feed'], options: { to: 'feed#show', format: { regexp: 'rss|atom' } } },
  ],
  routes: [
    { verb: 'GET', path: '/posts(.:format)', controller: 'posts', action: 'index', name: 'posts' },
    { verb: 'GET', path: '/posts/:id(.:format)', controller: 'posts', action: 'show', name: 'post', requirements: { id: { regexp: '\\d+' } } },
    { verb: 'GET', path: '/feed(.:format)', controller: 'feed', action: 'show', name: 'feed', requirements: { format: { regexp: 'rss|atom' } } },
  ] as Record<string, unknown>[],
  recognize: [
    { verb: 'GET', path: '/posts/1', expect: { controller: 'posts', action: 'show', id: '1' } as Record<string, string | null> },
    { verb: 'DELETE', path: '/posts/1', error: 'RoutingError' },
  ] as Record<string, unknown>[],
  generate: [{ helper: 'post_path', args: ['5'], expect: '/posts/5' }] as Record<string, unknown>[],
  generate_errors: [
    { helper: 'post_path', args: [], error: 'UrlGenerationError', message: 'missing required keys: [:id]' },
    { helper: 'nothing_path', args: [], error: 'NoMethodError', message: 'no helper nothing_path' },
  ] as Record<string, unknown>[],
});
const kinds = (fails: Failure[]) => fails.map((f) => `${f.kind}${f.strict ? ' strict' : ''}`);

describe('oracle61 runner', () => {
  it('passes a scenario that holds', () => {
    expect(check(lib, base())).toEqual([]);
  });

  it('finds a difference in the table', () => {
    const s = base();
    s.routes[0] = { ...s.routes[0], verb: 'PATCH' };
    expect(kinds(check(lib, s))).toEqual(['route table']);
    s.routes.pop();
    expect(check(lib, s)[0]?.detail).toMatch(/^3 rows, want 2; first difference #0/);
  });

  it('compares requirements and defaults the scenario lists, and the absent ones strictly', () => {
    const s = base();
    s.routes[1] = { ...s.routes[1], requirements: { id: { regexp: '\\w+' } } };
    expect(kinds(check(lib, s))).toEqual(['route table']);
    const t = base();
    delete t.routes[2]!.requirements;
    t.routes[0] = { ...t.routes[0], defaults: { format: 'json' } };
    expect(kinds(check(lib, t))).toEqual(['route table', 'route table strict']);
  });

  it('finds a recognition that differs, matches where it must not, or raises where it must match', () => {
    const s = base();
    s.recognize[0] = { ...s.recognize[0], expect: { controller: 'posts', action: 'show', id: '2' } };
    s.recognize[1] = { verb: 'GET', path: '/posts/1', error: 'RoutingError' };
    s.recognize.push({ verb: 'GET', path: '/nothing', expect: { controller: 'x', action: 'y' } });
    const details = check(lib, s).map((f) => f.detail);
    expect(details).toHaveLength(3);
    expect(details[0]).toMatch(/^GET \/posts\/1: got \{.*"id":"1"\} want \{.*"id":"2"\}$/);
    expect(details[1]).toMatch(/^GET \/posts\/1: matched \{.*\}, want RoutingError$/);
    expect(details[2]).toMatch(/^GET \/nothing: raised RoutingError/);
  });

  it("wants Rails' nil as null, not as missing (run.mjs) nor as the text null (strict)", () => {
    const s = base();
    s.recognize[0] = { ...s.recognize[0], expect: { controller: 'posts', action: 'show', id: '1', format: null } };
    expect(kinds(check(lib, s))).toEqual(['recognition']);
    expect(check(lib, s)[0]?.detail).toContain('want {"action":"show","controller":"posts","format":"null","id":"1"}');
  });

  it('finds a helper that gives another URL, throws, or is missing', () => {
    const s = base();
    s.generate = [
      { helper: 'post_path', args: ['5'], expect: '/posts/6' },
      { helper: 'post_path', args: [], expect: '/posts' },
      { helper: 'postings_path', args: [], expect: '/postings' },
    ];
    const details = check(lib, s).map((f) => f.detail);
    expect(details).toHaveLength(3);
    expect(details[0]).toBe('post_path(["5"]) got /posts/5 want /posts/6');
    expect(details[1]).toMatch(/^post_path\(\[\]\) threw UrlGenerationError: .* want \/posts$/);
    // Reading a helper no route has throws (with the nearest names), as run.mjs reports it.
    expect(details[2]).toMatch(/^postings_path\(\[\]\) threw UrlGenerationError: No helper postings_path: .*did you mean posts_path\?, want \/postings$/);
  });

  it('finds a helper call that gives a URL where Rails raises (strict)', () => {
    const s = base();
    s.generate_errors = [{ helper: 'post_path', args: ['5'], error: 'UrlGenerationError', message: 'x' }, { helper: 'posts_path', args: [], error: 'NoMethodError', message: 'x' }];
    expect(kinds(check(lib, s))).toEqual(['generation strict', 'generation strict']);
  });

  it('checks the draw error: raised, its class, its message', () => {
    const ok = base();
    expect(kinds(check(lib, { ...ok, draw_error: { error: 'ArgumentError', message: 'x' } }))).toEqual(['draw error']);
    const bad = { ...ok, draw: [{ call: 'get', args: ['x'], options: { on: 'sideways', to: 'a#b' } }] };
    expect(check(lib, { ...bad, draw_error: { error: 'ArgumentError', message: 'sideways' } })).toEqual([]);
    expect(kinds(check(lib, { ...bad, draw_error: { error: 'RoutingError', message: 'no such text' } }))).toEqual(['draw error', 'draw error']);
    expect(kinds(check(lib, bad))).toEqual(['draw error']);
  });

  it('reports a broken scenario as a runner error', () => {
    expect(kinds(check(lib, { ...base(), draw: [{ call: 'nonsense' }] }))).toEqual(['draw error']);
    expect(kinds(check(lib, { ...base(), recognize: [{ verb: 'GET', path: '/posts/1' }] }))).toEqual(['runner']);
  });
});

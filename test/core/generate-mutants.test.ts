import { describe, expect, it } from 'vitest';
import { ArgumentError, asParams, RouteSet, UrlGenerationError } from '../../src/index.js';
import { CompiledRoute } from '../../src/generate/compiled-route.js';
import { Route } from '../../src/route.js';
import { QUICK_ARITY } from '../../src/generate/quick-call.js';
import { candidatePositions } from '../../src/generate/route-index.js';
import { showValue } from '../../src/generate/show-value.js';
import { withUrlDefaults, type UrlHelpers } from '../../src/generate/url-helpers.js';
import { optionsStart, readsAsUrlParams, splitArgs } from '../../src/generate/read-args.js';
import { isRow, readsAsParams } from '../../src/generate/as-params.js';
import { planPath } from '../../src/generate/path-plan.js';
import { parsePattern } from '../../src/pattern/parse.js';
import { drawn, Post } from '../support.js';

// Edge cases of generation, one behaviour per test: which routes urlFor considers, how arguments are read,
// how errors show values, what a request's helpers read. Route sets are drawn inside each test.

describe('urlFor candidates', () => {
  it('considers a route with a fixed controller and an :action segment for any action', () => {
    const set = drawn((r) => {
      r.match('posts/:action', { controller: 'posts', defaults: { action: 'index' } });
    });
    expect(set.urlFor({ controller: 'posts', action: 'edit' })).toBe('/posts/edit');
    expect(set.urlFor({ controller: 'posts', action: 'show' })).toBe('/posts/show');
  });

  it('files routes by fixed controller and action, and keeps the others for any params', () => {
    const set = drawn((r) => {
      r.match('generic/:controller/:action/:id');
      r.match('a/:id', { to: 'posts#show' });
      r.match('b/:id', { to: 'posts#edit' });
      r.match('c/:id', { to: 'users#show' });
      r.match('d/:id', { to: 'posts#show' });
      r.match('open/:action/:id', { controller: 'posts' });
    });
    const routes = set.routes;
    const at = (params: Record<string, unknown>) => candidatePositions(routes, params);
    expect(at({ controller: 'posts', action: 'show' })).toEqual([0, 1, 4, 5]);
    expect(at({ controller: 'posts', action: 'edit' })).toEqual([0, 2, 5]);
    expect(at({ controller: 'users', action: 'show' })).toEqual([0, 3, 5]);
    expect(at({ controller: 'users', action: 'edit' })).toEqual([0, 5]);
    expect(at({ controller: 'posts' })).toEqual([0, 5]);
    expect(at({ action: 'show' })).toEqual([0, 5]);
    // Asked again: the same answer from the index already built.
    expect(at({ controller: 'posts', action: 'show' })).toEqual([0, 1, 4, 5]);
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1 })).toBe('/a/1');
    expect(set.urlFor({ controller: 'posts', action: 'list', id: 1 })).toBe('/open/list/1');
    expect(set.urlFor({ controller: 'users', action: 'show', id: 2 })).toBe('/c/2');
    expect(set.urlFor({ controller: 'users', action: 'list', id: 3 })).toBe('/generic/users/list/3');
  });

  it('merges filed routes with open ones declared before, between and after them', () => {
    const set = drawn((r) => {
      r.match('a/:id', { to: 'posts#show' });
      r.match('x/:controller/:action/:id');
      r.match('b/:id', { to: 'posts#show' });
      r.match('c/:id', { to: 'posts#show' });
      r.match('y/:controller/:action/:id');
    });
    expect(candidatePositions(set.routes, { controller: 'posts', action: 'show' })).toEqual([0, 1, 2, 3, 4]);
    const only = drawn((r) => {
      r.match('a/:id', { to: 'posts#show' });
      r.match('b/:id', { to: 'posts#show' });
    });
    expect(candidatePositions(only.routes, { controller: 'posts', action: 'show' })).toEqual([0, 1]);
    expect(candidatePositions(only.routes, { controller: 'posts', action: 'edit' })).toEqual([]);
  });

  it('reads the controller and action given as records by their text', () => {
    const set = drawn((r) => r.match('a/:id', { to: 'posts#show' }));
    expect(candidatePositions(set.routes, { controller: { toParam: () => 'posts' }, action: 'show' })).toEqual([0]);
  });
});

describe('urlFor filling a route', () => {
  it('fills :action from the index it stands for when a later param extends the path', () => {
    const set = drawn((r) => r.match(':controller(/:action(/:id))'));
    expect(set.urlFor({ controller: 'photos', action: 'index', id: 1 })).toBe('/photos/index/1');
    expect(set.urlFor({ controller: 'photos', id: 1 })).toBe('/photos/index/1');
    expect(set.urlFor({ controller: 'photos', action: 'index' })).toBe('/photos');
  });

  it('sends params no segment takes to the query, leaving out fixed ones', () => {
    const set = drawn((r) => r.match('a(/:id)', { to: 'posts#show', defaults: { lang: 'en' } }));
    expect(set.urlFor({ controller: 'posts', action: 'show', lang: 'en', id: 3, q: 'x' })).toBe('/a/3?q=x');
    expect(set.urlFor({ controller: 'posts', action: 'show', lang: 'en', q: 'x' })).toBe('/a?q=x');
  });

  it('refuses a route whose fixed params differ, and takes the next', () => {
    const set = drawn((r) => {
      r.match('en/:id', { to: 'posts#show', defaults: { lang: 'en' } });
      r.match('any/:id', { to: 'posts#show' });
    });
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, lang: 'fr' })).toBe('/any/1?lang=fr');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, lang: 'en' })).toBe('/en/1');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1 })).toBe('/any/1');
  });

  it('scores only params with a value; a null one fills nothing', () => {
    const set = drawn((r) => {
      r.match('one/:id', { to: 'posts#show' });
      r.match('two/:id(/:slug)', { to: 'posts#show' });
    });
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, slug: 'x' })).toBe('/two/1/x');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, slug: null })).toBe('/one/1');
  });

  it('says which named route is missing, and which params matched none', () => {
    const set = drawn((r) => r.get('posts/:id', { to: 'posts#show', as: 'post' }));
    expect(() => set.urlFor({ use_route: 'nope' })).toThrow('No route is named "nope"');
    expect(() => set.urlFor({ use_route: 'post' })).toThrow(UrlGenerationError);
    expect(() => set.urlFor({ use_route: 'post' })).toThrow(/^Route "post" cannot be generated: :id is missing \(route /);
    expect(() => set.urlFor({ use_route: 'post', page: 1 })).toThrow(/:id is missing; given :page \(route /);
    expect(() => set.urlFor({ controller: 'users', id: 1 })).toThrow('No route matches {"action":"index","controller":"users","id":1}');
    expect(set.urlFor({ use_route: 'post', id: 5, page: 2 })).toBe('/posts/5?page=2');
  });

  it('hints at the params given, fixed ones left out', () => {
    const set = drawn((r) => r.get('posts/:id/:slug', { to: 'posts#show', as: 'post' }));
    expect(() => set.urlFor({ use_route: 'post', controller: 'posts', action: 'show', slug: 's', page: 1 })).toThrow(/: :id is missing; given :slug, :page \(route /);
    expect(() => set.urlFor({ use_route: 'post', controller: 'posts' })).toThrow(/: :id is missing, :slug is missing \(route /);
    expect(() => set.urlFor({ use_route: 'post', id: 'x' })).toThrow(/^Route "post" cannot be generated: :slug is missing; given :id \(route GET \/posts\/:id\/:slug\(\.:format\) posts#show\)$/);
  });

  it('takes the set’s URL options under the call’s', () => {
    const set = new RouteSet({ defaultUrlOptions: { host: 'd.example', protocol: 'https' } }).draw((r) => r.get('posts/:id', { to: 'posts#show', as: 'post' }));
    expect(set.urlFor({ use_route: 'post', id: 1 })).toBe('https://d.example/posts/1');
    expect(set.urlFor({ use_route: 'post', id: 1, protocol: 'http' })).toBe('http://d.example/posts/1');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, host: 'c.example' })).toBe('https://c.example/posts/1');
  });

  it('names an invalid value with its requirement, and gives no hint when nothing is missing', () => {
    const set = drawn((r) => r.get('posts/:id', { to: 'posts#show', as: 'post', constraints: { id: /\d+/ } }));
    expect(() => set.urlFor({ use_route: 'post', id: 'x', page: 1 })).toThrow(/^Route "post" cannot be generated: :id "x" does not match \/\\d\+\/ \(route /);
  });

  it('takes user and password as credentials only together', () => {
    const set = drawn((r) => r.get('posts/:id', { to: 'posts#show', as: 'post' }));
    expect(set.urlFor({ use_route: 'post', id: 1, user: 'u', password: 'p', host: 'h' })).toBe('http://u:p@h/posts/1');
    expect(set.urlFor({ use_route: 'post', id: 1, user: 'u', host: 'h' })).toBe('http://h/posts/1?user=u');
    expect(set.urlFor({ use_route: 'post', id: 1, password: 'p', host: 'h' })).toBe('http://h/posts/1?password=p');
  });
});

describe('helper arguments', () => {
  it('say how many positional args a helper takes, and that it takes none', () => {
    const set = drawn((r) => {
      r.get('posts/:id', { to: 'posts#show', as: 'post', format: false });
      r.get('about', { to: 'pages#about', as: 'about', format: false });
    });
    const h = set.helpers;
    expect(() => h.post_path!(1, 2)).toThrow(ArgumentError);
    expect(() => h.post_path!(1, 2)).toThrow('post_path takes at most 1 positional argument(s) (:id), got 2; args read as :id = 1, (unused) = 2');
    expect(() => h.about_path!(1)).toThrow('about_path takes at most 0 positional argument(s) (none), got 1; args read as (unused) = 1');
    expect(() => h.about_url!(1, 2)).toThrow('about_url takes at most 0 positional argument(s) (none), got 2');
  });

  it('drop trailing nulls, and read positional args before the options', () => {
    const set = drawn((r) => r.get('posts/:id(/:slug)', { to: 'posts#show', as: 'post', format: false }));
    const h = set.helpers;
    expect(h.post_path!(1, null)).toBe('/posts/1');
    expect(h.post_path!(1, undefined, { page: 2 })).toBe('/posts/1?page=2');
    expect(h.post_path!(1, 'x', undefined)).toBe('/posts/1/x');
    expect(h.hash_for_post_path!(1, null, null)).toEqual({ controller: 'posts', action: 'show', use_route: 'post', only_path: true, id: 1 });
  });

  it('show records, rows and other values as they were read', () => {
    const set = drawn((r) => r.get('a/:x/b/:y/c/:z', { to: 'pages#show', as: 'abc', format: false }));
    const h = set.helpers;
    class Anonymous {}
    const bare = Object.create(Object.create(null) as object) as object;
    expect(() => h.abc_path!({ id: 1, n: 'r' }, 'x')).toThrow(/args read as :x = record \{"id":1, …\}, :y = "x"/);
    expect(() => h.abc_path!({ id: 1 }, 'x')).toThrow(/args read as :x = record \{"id":1\}, :y = "x"/);
    expect(() => h.abc_path!({ toParam: () => 'p', n: 1 })).toThrow(/args read as :x = record \{toParam\(\) "p", …\}$|args read as :x = record \{toParam\(\) "p", …\} \(route/);
    expect(() => h.abc_path!({ toParam: () => 'q' }, { n: 1 })).toThrow(/args read as :x = record \{toParam\(\) "q"\}, params \{ n \}/);
    expect(() => h.abc_path!({ n: 1 }, 'x')).toThrow(/args read as :x = record \{…\}, :y = "x"/);
    expect(() => h.abc_path!({}, 'x')).toThrow(/args read as :x = record \{\}, :y = "x"/);
    expect(() => h.abc_path!(new Post(4, 's'), [1, 2])).toThrow(/args read as :x = record Post \(4-s\), :y = \[1,2\]/);
    expect(() => h.abc_path!(new Anonymous())).toThrow(/args read as :x = record Anonymous \(undefined\)/);
    expect(() => h.abc_path!(bare)).toThrow(/args read as :x = record object \(undefined\)/);
  });

  it('list the params given by name in how they were read', () => {
    const set = drawn((r) => r.get('a/:x/b/:y', { to: 'pages#show', as: 'ab', format: false }));
    expect(() => set.helpers.ab_path!(1, { q: 1, r: 2 })).toThrow(/; args read as :x = 1, params \{ q, r \} \(route /);
    expect(() => set.helpers.ab_path!({ q: 1 })).toThrow(/; args read as params \{ q \} \(route /);
  });

  it('fill the params without a value in the options when fewer args are given', () => {
    const set = drawn((r) => r.get('a/:x/b/:y/c/:z', { to: 'pages#show', as: 'abc', format: false }));
    expect(set.helpers.abc_path!(3, { x: 1, y: 2 })).toBe('/a/1/b/2/c/3');
    expect(set.helpers.abc_path!(1, 2, 3, {})).toBe('/a/1/b/2/c/3');
  });
});

describe('reading arguments', () => {
  it('tells URL params from records', () => {
    expect(readsAsUrlParams({ controller: 'x', id: 1 })).toBe(true);
    expect(readsAsUrlParams({ action: 'x', id: 1 })).toBe(true);
    expect(readsAsUrlParams({ use_route: 'r', id: 1 })).toBe(true);
    // A row with a column named like a URL option (a servers table) is a row.
    expect(readsAsUrlParams({ host: 'h', id: 1 })).toBe(false);
    expect(readsAsUrlParams({ id: 1, title: 't' })).toBe(false);
    expect(readsAsUrlParams({ toParam: () => 'x' })).toBe(false);
    expect(readsAsUrlParams({ title: 't' })).toBe(true);
    // A row not saved is a row (the record's route gets it: a new record's).
    expect(readsAsUrlParams({ id: null })).toBe(false);
    expect(readsAsUrlParams(asParams({ id: 1, title: 't' }))).toBe(true);
    expect(readsAsUrlParams(Object.assign(Object.create(null) as Record<string, unknown>, { id: 1, action: 'a' }))).toBe(true);
    expect(isRow({ id: 0 })).toBe(true);
    expect(isRow({ id: undefined })).toBe(true);
    expect(isRow({ toParam: 'x' })).toBe(false);
    expect(isRow({ toParam: () => 1 })).toBe(true);
    expect(isRow({ title: 'x' })).toBe(false);
    expect(isRow(asParams({ id: 1 }))).toBe(false);
  });

  it('reads a row as params only when every key names a param, a fixed param or a URL option', () => {
    expect(readsAsParams({ id: 1, page: 2 }, ['id'], {})).toBe(false);
    expect(readsAsParams({ id: 1, format: 'x' }, ['id', 'format'], {})).toBe(true);
    expect(readsAsParams({ format: 'x', id: 1 }, ['id', 'format'], {})).toBe(true);
    expect(readsAsParams({ id: 1, host: 'h', use_route: 'x', anchor: 'a' }, ['id'], {})).toBe(true);
    expect(readsAsParams({ id: 1, controller: 'c' }, ['id'], { controller: 'c' })).toBe(true);
    // Fixed params by own key: a column named like an inherited member is no param.
    expect(readsAsParams({ id: 1, toString: 'c' }, ['id'], {})).toBe(false);
    expect(readsAsParams({ page: 2 }, [], {})).toBe(true);
    expect(readsAsParams({ id: 1 }, [], {})).toBe(false);
    expect(readsAsParams(asParams({ id: 1, page: 2 }), ['id'], {})).toBe(true);
  });

  it('splits trailing URL options, then a last plain object, without a route', () => {
    expect(optionsStart([1, { a: 1 }])).toBe(1);
    expect(optionsStart([1, { a: 1 }, { host: 'h' }])).toBe(1);
    expect(optionsStart([1, { host: 'h' }, { anchor: 'x' }])).toBe(1);
    expect(optionsStart([{ host: 'h' }])).toBe(0);
    expect(optionsStart([1, {}])).toBe(1);
    expect(optionsStart([1, 2, {}, {}])).toBe(3);
    expect(optionsStart([])).toBe(0);
    expect(optionsStart([1, 2])).toBe(2);
    expect(splitArgs([1, { a: 1 }, { host: 'h' }])).toEqual({ positional: [1], options: { a: 1, host: 'h' } });
    expect(splitArgs([new Post(1), { use_route: 'x' }])).toEqual({ positional: [new Post(1)], options: { use_route: 'x' } });
  });

  it('reads the last plain object as params unless it is a row, and every object before it by position', () => {
    const set = drawn((r) => r.resources('posts', () => r.resources('comments')));
    const route = set.namedRoutes.get('post_comments')!;
    expect(optionsStart([{ id: 1 }], route)).toBe(1);
    expect(optionsStart([{ id: 1 }, { id: 2 }], route)).toBe(2);
    expect(optionsStart([1, { id: 3 }], route)).toBe(2);
    expect(optionsStart([null, { id: 3 }], route)).toBe(2);
    expect(optionsStart([{ post_id: 1 }], route)).toBe(0);
    expect(optionsStart([{ post_id: 1, format: 'json', host: 'h', controller: 'comments' }], route)).toBe(0);
    // :id is no param of this route: an object with one is a row.
    expect(optionsStart([{ id: 1, format: 'json' }], route)).toBe(1);
    expect(optionsStart([{ title: 'x' }], route)).toBe(0);
    expect(optionsStart([asParams({ id: 1 })], route)).toBe(0);
    expect(optionsStart([{ id: 1 }, { host: 'h' }], route)).toBe(1);
    expect(optionsStart([{ id: 1 }, { page: 1 }], route)).toBe(1);
    expect(optionsStart([{ id: 1 }, { host: 'h' }, { anchor: 'a' }], route)).toBe(1);
    const post = set.namedRoutes.get('post')!;
    expect(optionsStart([{ id: 1, format: 'json' }], post)).toBe(0);
    expect(optionsStart([{ id: 1, page: 2 }], post)).toBe(1);
    expect(optionsStart([{ id: 1, page: 2 }])).toBe(0);
  });
});

describe('showValue', () => {
  it('writes JSON, a BigInt with its n, and falls back to the text', () => {
    expect(showValue('a')).toBe('"a"');
    expect(showValue({ n: 1n, s: 'x' })).toBe('{"n":"1n","s":"x"}');
    expect(showValue(undefined)).toBe('undefined');
    expect(showValue(() => 1)).toBe('() => 1');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(showValue(cycle)).toBe('[object Object]');
  });
});

describe('path plans', () => {
  it('write each group whose params are present, as literals around the values', () => {
    const ast = parsePattern('/a/:x(/b/:y)(.:f)');
    expect(planPath(ast, ['x', 'y', 'f'], 0b001)).toEqual({ literals: ['/a/', ''], slots: [0] });
    expect(planPath(ast, ['x', 'y', 'f'], 0b011)).toEqual({ literals: ['/a/', '/b/', ''], slots: [0, 1] });
    expect(planPath(ast, ['x', 'y', 'f'], 0b101)).toEqual({ literals: ['/a/', '.', ''], slots: [0, 2] });
    expect(planPath(ast, ['x', 'y', 'f'], 0b110)).toBeNull();
    expect(planPath(parsePattern('/é'), [], 0)).toEqual({ literals: ['/%C3%A9'], slots: [] });
  });

  it('give back what a failed group placed, and skip groups that place nothing', () => {
    const ast = parsePattern('/a(/:x/:y)(/:z)(/s)');
    expect(planPath(ast, ['x', 'y', 'z'], 0b100)).toEqual({ literals: ['/a/', ''], slots: [2] });
    // A present param its group could not place still counts as given: the group after is written.
    expect(planPath(ast, ['x', 'y', 'z'], 0b101)).toEqual({ literals: ['/a/', '/s'], slots: [2] });
    expect(planPath(ast, ['x', 'y', 'z'], 0b000)).toEqual({ literals: ['/a'], slots: [] });
    expect(planPath(ast, ['x', 'y', 'z'], 0b111)).toEqual({ literals: ['/a/', '/', '/', ''], slots: [0, 1, 2] });
    // A group that fails after placing a param gives it back: a later group without params is still written.
    expect(planPath(parsePattern('/a(/:b/:c)(/x)'), ['b', 'c'], 0b01)).toEqual({ literals: ['/a/x'], slots: [] });
  });
});

describe('a request’s helpers', () => {
  it('generate under the request’s defaults, and read other keys as the set’s', () => {
    const set = new RouteSet({ defaultUrlOptions: { host: 'set.example' } }).draw((r) => r.get('posts/:id', { to: 'posts#show', as: 'post' }));
    const helpers = withUrlDefaults(set.helpers as UrlHelpers, { host: 'req.example', protocol: 'https' });
    expect(helpers.post_url!(1)).toBe('https://req.example/posts/1');
    expect(helpers.postUrl!(2, { host: 'call.example' })).toBe('https://call.example/posts/2');
    expect(helpers.post_path!(3)).toBe('/posts/3');
    expect(helpers.hash_for_post_url!(4)).toEqual({ controller: 'posts', action: 'show', use_route: 'post', only_path: false, id: 4 });
    // The set's own helper is untouched.
    expect(set.helpers.post_url!(1)).toBe('http://set.example/posts/1');
    // Read twice: the same function, stored on the request's object.
    expect(helpers.post_url).toBe(helpers.post_url);
    expect(Object.keys(helpers)).toContain('post_url');
    expect('post_path' in helpers).toBe(true);
    expect('nope_path' in helpers).toBe(false);
    expect(() => (helpers as Record<string, unknown>).nope_path).toThrow(UrlGenerationError);
    expect((helpers as Record<string | symbol, unknown>)[Symbol.toStringTag]).toBeUndefined();
    expect(String(helpers)).toBe('[object Object]');
    expect((helpers as Record<string, unknown>).hasOwnProperty).toBe(Object.prototype.hasOwnProperty);
  });

  it('pass a plain function of the set through as it is', () => {
    const plain = () => 'x';
    const source = { custom_path: plain } as unknown as UrlHelpers;
    const helpers = withUrlDefaults(source, { host: 'h' });
    expect(helpers.custom_path).toBe(plain);
  });
});

/** The quick reading of a named route's helper (`quick-call`): its answer, or undefined for a call it leaves. */
class Model {
  constructor(private readonly value: unknown) {}
  toParam(): unknown {
    return this.value;
  }
}
class IdOnly {
  constructor(readonly id: unknown) {}
}

function quickReading(set: RouteSet, name: string) {
  const compiled = new CompiledRoute(set.namedRoutes.get(name)!);
  return (onlyPath: boolean, defaults: Record<string, unknown>, ...args: unknown[]) => {
    const a = [...args, ...new Array<unknown>(QUICK_ARITY)];
    return compiled.quick!.generate(args.length, a[0], a[1], a[2], a[3], a[4], a[5], onlyPath, defaults);
  };
}

describe('the quick reading', () => {
  const posts = () => drawn((r) => r.resources('posts', () => r.resources('comments')));

  it('takes text, numbers and records that need no escaping, and leaves the rest', () => {
    const quick = quickReading(posts(), 'post');
    expect(quick(true, {}, 'abc')).toBe('/posts/abc');
    expect(quick(true, {}, 0)).toBe('/posts/0');
    expect(quick(true, {}, new Model(5))).toBe('/posts/5');
    expect(quick(true, {}, new Model('a-b'))).toBe('/posts/a-b');
    expect(quick(true, {}, new Post(6, 'x'))).toBe('/posts/6-x');
    expect(quick(true, {}, { id: 'slug' })).toBe('/posts/slug');
    const row = Object.assign(Object.create(new Model(0)) as object, { id: 7 });
    expect(quick(true, {}, row)).toBe('/posts/0');
    const idOnly = new Post(8);
    expect(quick(true, {}, idOnly)).toBe('/posts/8');
    expect(quick(true, {}, new IdOnly(9))).toBe('/posts/9');
    expect(quick(true, {}, new IdOnly('s'))).toBe('/posts/s');
    for (const left of ['', 'a b', new Model(''), new Model('a/b'), new Model(new Date(0)), new Model(null), new Model(true), new IdOnly(''), new IdOnly('a b'), new IdOnly(null), { id: '' }, new Date(0), [1], null, true, 1n]) {
      expect(quick(true, {}, left), showValue(left)).toBeUndefined();
    }
  });

  it('reads a Date-like record by its toParam, and a Date without one not at all', () => {
    const quick = quickReading(posts(), 'post');
    // A Date is never read by an id: the general way writes its time.
    const withId = Object.assign(new Date(0), { id: 5 });
    expect(quick(true, {}, withId)).toBeUndefined();
    const dated = Object.assign(new Date(0), { toParam: () => 'd1' });
    expect(quick(true, {}, dated)).toBe('/posts/d1');
  });

  it('takes a host, protocol and port of the right kinds only', () => {
    const quick = quickReading(posts(), 'post');
    expect(quick(false, {}, 1, { host: 'h', protocol: 'https', port: '8080' })).toBe('https://h:8080/posts/1');
    expect(quick(false, {}, 1, { host: 'h', port: 81 })).toBe('http://h:81/posts/1');
    expect(quick(false, {}, 1, { host: 'h' })).toBe('http://h/posts/1');
    expect(quick(false, {}, 1, { host: '' })).toBeUndefined();
    expect(quick(false, {}, 1, { host: 5 })).toBeUndefined();
    expect(quick(false, {}, 1)).toBeUndefined();
    expect(quick(false, {}, 1, { host: 'h', protocol: 5 })).toBeUndefined();
    expect(quick(false, {}, 1, { host: 'h', port: '' })).toBeUndefined();
    expect(quick(false, {}, 1, { host: 'h', port: {} })).toBeUndefined();
    expect(quick(false, {}, 1, { host: 'h' })).toBe('http://h/posts/1');
    expect(quick(false, { host: 'd', protocol: 'https', port: 1 }, 1)).toBe('https://d:1/posts/1');
    expect(quick(false, { host: 'd', only_path: false, onlyPath: false }, 1)).toBe('http://d/posts/1');
    expect(quick(true, { anchor: 'x' }, 1)).toBeUndefined();
    expect(quick(true, { host: 'd' }, 1)).toBe('/posts/1');
  });

  it('leaves calls with more args than params, plain objects in a row, or named params after positional ones', () => {
    const set = posts();
    const post = quickReading(set, 'post');
    expect(post(true, {}, 1, 'json')).toBe('/posts/1.json');
    expect(post(true, {}, 1, 'json', 3)).toBeUndefined();
    expect(post(true, {}, { id: 1 }, { page: 2 })).toBeUndefined();
    expect(post(true, {}, 1, { format: 'json' })).toBeUndefined();
    expect(post(true, {}, 1, {})).toBe('/posts/1');
    expect(post(true, {}, 1, { use_route: 'x' })).toBeUndefined();
    expect(post(true, {}, 1, { anchor: 'x' })).toBeUndefined();
    expect(post(true, {}, 1, { action: 'x' })).toBeUndefined();
    expect(post(true, {}, { id: 'a b' })).toBeUndefined();
    const comment = quickReading(set, 'post_comment');
    expect(comment(true, {}, 1, 2, { page: 3 })).toBe('/posts/1/comments/2?page=3');
    expect(comment(true, {}, { post_id: 1 }, 2)).toBeUndefined();
    expect(comment(true, {}, 1, { id: 2 })).toBeUndefined();
    expect(comment(true, {}, asParams({ id: 2, post_id: 1, format: 'xml', page: 1 }))).toBe('/posts/1/comments/2.xml?page=1');
    // The same object unmarked is a row: :post_id by its id, :id missing.
    expect(comment(true, {}, { id: 2, post_id: 1, format: 'xml', page: 1 })).toBeUndefined();
    expect(comment(true, {}, { id: 2 })).toBeUndefined();
  });

  it('reads a row as a record by position, and named params by name', () => {
    const set = posts();
    const comments = quickReading(set, 'post_comments');
    expect(comments(true, {}, { id: 1, title: 'x' })).toBe('/posts/1/comments');
    expect(comments(true, {}, { toParam: () => '1' })).toBe('/posts/1/comments');
    expect(comments(false, {}, { post_id: 1, host: 'h' })).toBe('http://h/posts/1/comments');
    // A row with a column named like a URL option: a record, whose host is no URL option.
    expect(comments(false, {}, 1, { id: 1, host: 'h' })).toBeUndefined();
    expect(comments(false, { host: 'd' }, 1, { id: 2, host: 'h' })).toBe('http://d/posts/1/comments.2');
    expect(comments(false, {}, 1, asParams({ id: 1, host: 'h' }))).toBe('http://h/posts/1/comments?id=1');
    const index = quickReading(set, 'posts');
    expect(index(true, {}, { title: 'x' })).toBe('/posts?title=x');
    expect(index(true, {}, { id: 3 })).toBe('/posts.3');
    expect(index(true, {}, asParams({ id: 3 }))).toBe('/posts?id=3');
  });

  it('writes only the params left for the query, and no ? when they write nothing', () => {
    const set = posts();
    const post = quickReading(set, 'post');
    expect(post(true, {}, asParams({ id: 1, b: 2, a: 1 }))).toBe('/posts/1?a=1&b=2');
    expect(post(false, {}, asParams({ id: 1, host: 'h', a: 1 }))).toBe('http://h/posts/1?a=1');
    expect(post(true, {}, asParams({ id: 1, a: null }))).toBe('/posts/1');
    expect(post(true, {}, 2, { a: undefined })).toBe('/posts/2');
  });

  it('keeps a plan per set of present params, and each call its own values', () => {
    const quick = quickReading(drawn((r) => r.get('a(/:x)(/:y)', { to: 'a#b', as: 'a', format: false })), 'a');
    expect(quick(true, {}, { y: 2 })).toBe('/a/2');
    expect(quick(true, {}, { x: 1 })).toBe('/a/1');
    expect(quick(true, {}, { y: 3 })).toBe('/a/3');
    expect(quick(true, {}, { x: 1, y: 2 })).toBe('/a/1/2');
    expect(quick(true, {})).toBe('/a');
    expect(quick(true, {}, 4)).toBe('/a/4');
    expect(quick(true, {}, 4, 5)).toBe('/a/4/5');
  });

  it('fills six params by position and by name', () => {
    const quick = quickReading(drawn((r) => r.get(':a/:b/:c/:d/:e/:f', { to: 'x#y', as: 'six', format: false })), 'six');
    expect(quick(true, {}, 1, 2, 3, 4, 5, 6)).toBe('/1/2/3/4/5/6');
    expect(quick(true, {}, { f: 6, e: 5, d: 4, c: 3, b: 2, a: 1 })).toBe('/1/2/3/4/5/6');
    expect(quick(true, {}, 1, 2, 3, 4, 5, { f: 6 })).toBeUndefined();
    // Six args and no options object: a row among them is read by position, as a record.
    expect(quick(true, {}, 1, 2, 3, 4, { id: 5 }, 6)).toBe('/1/2/3/4/5/6');
    expect(quick(true, {}, 1, 2, 3, 4, { x: 1 }, 6)).toBeUndefined();
    for (let i = 0; i < 6; i++) {
      const args: unknown[] = [1, 2, 3, 4, 5, 6];
      args[i] = 'a b';
      expect(quick(true, {}, ...args), `arg ${i}`).toBeUndefined();
      const named: Record<string, unknown> = { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 };
      named['abcdef'[i]!] = 'a b';
      expect(quick(true, {}, named), `name ${i}`).toBeUndefined();
    }
    for (let n = 1; n < 6; n++) {
      const args: unknown[] = [1, 2, 3, 4, 5, 6].slice(0, n);
      args[n - 1] = { q: 1 };
      expect(quick(true, {}, ...args), `${n} args`).toBeUndefined();
    }
  });

  it('finds the options object after any number of args, and defers when a plain object comes before it', () => {
    const quick = quickReading(drawn((r) => r.get('x(/:a(/:b(/:c(/:d(/:e)))))', { to: 'x#y', as: 'x', format: false })), 'x');
    const values = [1, 2, 3, 4, 5];
    for (let n = 0; n <= 5; n++) {
      const args = values.slice(0, n);
      expect(quick(true, {}, ...args, { q: 1 }), `${n} args`).toBe(`/x${args.map((v) => `/${v}`).join('')}?q=1`);
      if (n > 0) {
        const before: unknown[] = [...args];
        before[n - 1] = { id: 9 };
        expect(quick(true, {}, ...before, { q: 1 }), `row at ${n}`).toBeUndefined();
        // A record (not a plain object) before the options is read by position.
        before[n - 1] = new IdOnly(9);
        expect(quick(true, {}, ...before, { q: 1 }), `record at ${n}`).toBe(`/x${[...args.slice(0, n - 1), 9].map((v) => `/${v}`).join('')}?q=1`);
      }
    }
    expect(quick(true, {}, 1, 2, 3, 4, 5, 6)).toBeUndefined();
  });

  it('checks required params and generation-only ones against their requirement', () => {
    const set = drawn((r) => r.get('a/:x(/:y)', { to: 'a#b', as: 'a', constraints: { x: /\d+/, y: /\d+/ }, format: false }));
    const quick = quickReading(set, 'a');
    expect(quick(true, {}, 12)).toBe('/a/12');
    expect(quick(true, {}, 'ab')).toBeUndefined();
    expect(quick(true, {}, 1, 'z')).toBe('/a/1/z');
    expect(quick(true, {}, { x: 'q' })).toBeUndefined();
  });

  it('is made only for routes of at most six distinct params that are not URL options or defaults', () => {
    const set = drawn((r) => {
      r.get(':a/:b/:c/:d/:e/:f/:g', { to: 'x#y', as: 'seven', format: false });
      r.get(':a/x/:a', { to: 'x#y', as: 'twice', format: false });
      r.get('h/:host', { to: 'x#y', as: 'hosted', format: false });
      r.get('u/:use_route', { to: 'x#y', as: 'u', format: false });
      r.get('o/:only_path', { to: 'x#y', as: 'o', format: false });
      r.get('d(/:lang)', { to: 'x#y', as: 'd', defaults: { lang: 'en' }, format: false });
      r.get(':a/:b/:c/:d/:e/:f', { to: 'x#y', as: 'six', format: false });
    });
    const quickOf = (name: string) => new CompiledRoute(set.namedRoutes.get(name)!).quick;
    for (const name of ['seven', 'twice', 'hosted', 'u', 'o', 'd']) expect(quickOf(name), name).toBeNull();
    expect(quickOf('six')).not.toBeNull();
  });
});

describe('the compiled reading', () => {
  it('keeps a plan per set of present params, call after call on one route', () => {
    const set = drawn((r) => r.get('a(/:x)(/:y)', { to: 'a#b', as: 'a', format: false }));
    const compiled = new CompiledRoute(set.namedRoutes.get('a')!);
    const run = (...args: unknown[]) => compiled.generate(args, true, {});
    expect(run({ y: 'b c' })).toBe('/a/b%20c');
    expect(run({ x: 'a b' })).toBe('/a/a%20b');
    expect(run({ x: 'a b' })).toBe('/a/a%20b');
    expect(run({ y: 'b c' })).toBe('/a/b%20c');
    expect(run()).toBe('/a');
    expect(run('a b', 'c d')).toBe('/a/a%20b/c%20d');
    expect(run(1, 2)).toBe('/a/1/2');
  });

  it('sends a value that fills nothing (false) to the query, the reference’s way', () => {
    const set = drawn((r) => r.get('archive/:year(/:month)', { to: 'archive#show', as: 'archive', format: false }));
    const compiled = new CompiledRoute(set.namedRoutes.get('archive')!);
    expect(compiled.generate([2024, false], true, {})).toBeUndefined();
    expect(set.helpers.archive_path!(2024, false)).toBe('/archive/2024?month=false');
    expect(compiled.generate([2024, { month: false }], true, {})).toBeUndefined();
    expect(compiled.generate([false, 1], true, {})).toBeUndefined();
    // null fills nothing and goes nowhere: the compiled reading answers.
    expect(compiled.generate([2024, { month: null }], true, {})).toBe('/archive/2024');
  });

  it('leaves more positional args than params without a fixed default to the reference, which refuses them', () => {
    const set = drawn((r) => r.get('a/:v/:w/:x/:y/:z', { to: 'a#b', as: 'a', defaults: { v: '1', w: '2', x: '3' } }));
    const compiled = new CompiledRoute(set.namedRoutes.get('a')!);
    expect(compiled.generate([8, 9], true, {})).toBe('/a/1/2/3/8/9');
    expect(compiled.generate([7, 8, 9], true, {})).toBe('/a/1/2/3/7/8.9');
    expect(compiled.generate([6, 7, 8, 9], true, {})).toBeUndefined();
    expect(() => set.helpers.a_path!(6, 7, 8, 9)).toThrow('a_path takes at most 3 positional argument(s) (:y, :z, :format), got 4');
    expect(compiled.generate([9, { y: 8 }], true, {})).toBe('/a/1/2/3/8/9');
    expect(compiled.generate([9, 'j', { y: 8 }], true, {})).toBe('/a/1/2/3/8/9.j');
    expect(compiled.generate([7, 8, 9, { y: 7 }], true, {})).toBeUndefined();
    expect(() => set.helpers.a_path!(7, 8, 9, { y: 7 })).toThrow('a_path takes at most 2 positional argument(s) (:z, :format), got 3');
  });

  it('leaves a map-style glob given by name to the reference, which escapes its slashes', () => {
    const set = new RouteSet().drawMap((map) => map.namedRoute('file', 'files/*path', { controller: 'files', action: 'show' }));
    const compiled = new CompiledRoute(set.namedRoutes.get('file')!);
    expect(compiled.generate([{ path: ['a/b', 'c'] }], true, {})).toBeUndefined();
    expect(set.helpers.file_path!({ path: ['a/b', 'c'] })).toBe('/files/a%2Fb/c');
    expect(compiled.generate([['a/b', 'c']], true, {})).toBe('/files/a/b/c');
    expect(set.helpers.file_path!(['a/b', 'c'])).toBe('/files/a/b/c');
    // A glob whose `/` is escaped when named (a route made by hand: the map style gives globs a default, which
    // the quick reading leaves alone) is left to the compiled reading when named.
    const escaping = new CompiledRoute(new Route({ path: '/files/*path', escapesSlashes: true, defaults: { controller: 'files', action: 'show' } }));
    const quickFile = (...args: unknown[]) => escaping.quick!.generate(args.length, args[0], args[1], undefined, undefined, undefined, undefined, true, {});
    expect(quickFile({ path: 'a/b' })).toBeUndefined();
    expect(quickFile({ path: 'ab' })).toBe('/files/ab');
    // A map-style `:controller` keeps its slash, named or not, and is read quickly.
    const ctl = new RouteSet().drawMap((map) => map.namedRoute('ctl', 'c/:controller/:id', { action: 'show' }));
    expect(quickReading(ctl, 'ctl')(true, {}, { controller: 'admin/users', id: 1 })).toBe('/c/admin/users/1');
    expect(quickReading(ctl, 'ctl')(true, {}, 'admin/users', 1)).toBe('/c/admin/users/1');
    expect(ctl.helpers.ctl_path!({ controller: 'admin/users', id: 1 })).toBe('/c/admin/users/1');
    expect(set.helpers.file_path!({ path: 'a/b' })).toBe('/files/a%2Fb');
    expect(set.helpers.file_path!('a/b')).toBe('/files/a/b');
  });

  it('reads params in order when one arg short of all, and by the params without a default when fewer', () => {
    const set = drawn((r) => r.get('s/:shop/i/:item', { to: 'items#show', as: 'item', defaults: { shop: 'main' } }));
    const compiled = new CompiledRoute(set.namedRoutes.get('item')!);
    expect(compiled.generate(['x', 'y'], true, {})).toBe('/s/x/i/y');
    expect(set.helpers.item_path!('x', 'y')).toBe('/s/x/i/y');
    expect(compiled.generate(['x'], true, {})).toBe('/s/main/i/x');
    expect(compiled.generate(['x', 'y', 'json'], true, {})).toBe('/s/x/i/y.json');
    expect(compiled.generate(['y', { shop: 'x' }], true, {})).toBe('/s/x/i/y');
  });

  it('answers a false value for a param with a default itself, and leaves a row standing for a missing record', () => {
    const set = drawn((r) => {
      r.get('docs(/:lang)', { to: 'docs#index', as: 'docs', defaults: { lang: 'en' }, format: false });
      r.resources('posts', () => r.resources('comments'));
    });
    const docs = new CompiledRoute(set.namedRoutes.get('docs')!);
    expect(docs.generate([false], true, {})).toBe('/docs');
    expect(docs.generate(['fr'], true, {})).toBe('/docs/fr');
    // Rows are records, read by position (a row not saved is left to the reference, which says so).
    const comments = new CompiledRoute(set.namedRoutes.get('post_comments')!);
    expect(comments.generate([{ id: 1 }], true, {})).toBe('/posts/1/comments');
    expect(comments.generate([{ toParam: () => 'p' }], true, {})).toBe('/posts/p/comments');
    expect(comments.generate([{ id: null, title: 't' }], true, {})).toBeUndefined();
    expect(comments.generate([{ id: '' }], true, {})).toBeUndefined();
    expect(comments.generate([5, { id: 1 }], true, {})).toBe('/posts/5/comments.1');
    expect(comments.generate([5, asParams({ id: 1 })], true, {})).toBe('/posts/5/comments?id=1');
    expect(comments.generate([{ id: 1, host: 'h' }], true, {})).toBe('/posts/1/comments');
    expect(comments.generate([{ post_id: 'a b', id: 1 }], true, {})).toBe('/posts/1/comments');
    expect(comments.generate([asParams({ post_id: 'a b', id: 1 })], true, {})).toBe('/posts/a%20b/comments?id=1');
    const posts = new CompiledRoute(set.namedRoutes.get('posts')!);
    expect(posts.generate([asParams({ id: 1 })], true, {})).toBe('/posts?id=1');
    expect(posts.generate([{ id: 1 }], true, {})).toBe('/posts.1');
    const post = new CompiledRoute(set.namedRoutes.get('post')!);
    expect(post.generate([asParams({ id: 'a b', page: 1, host: 'h' })], true, {})).toBe('/posts/a%20b?page=1');
    expect(post.generate([asParams({ id: 'a b', page: 1 })], false, { host: 'h' })).toBe('http://h/posts/a%20b?page=1');
    expect(post.generate([{ id: 'a b', page: 1 }], false, { host: 'h' })).toBe('http://h/posts/a%20b');
    expect(post.generate(['a b', { page: 1 }], true, {})).toBe('/posts/a%20b?page=1');
    // A record not saved given for an optional param with a default is left to the reference too.
    expect(docs.generate([{ id: null, title: 't' }], true, {})).toBeUndefined();
    expect(docs.generate([new IdOnly('')], true, {})).toBeUndefined();
  });

  it('leaves URL defaults that name a param or credentials to the reference', () => {
    const set = drawn((r) => r.get('posts/:id', { to: 'posts#show', as: 'post' }));
    const compiled = new CompiledRoute(set.namedRoutes.get('post')!);
    expect(compiled.generate([1], false, { host: 'h' }, { port: 1 })).toBe('http://h:1/posts/1');
    expect(compiled.generate([1], false, { host: 'h' }, { user: 'u' })).toBeUndefined();
    expect(compiled.generate([1], false, { host: 'h' }, { id: 2 })).toBeUndefined();
    expect(compiled.generate([1], false, { host: 'h', password: 'p' })).toBeUndefined();
    expect(compiled.generate([1], false, { host: 'h', only_path: false, onlyPath: false })).toBe('http://h/posts/1');
    expect(compiled.generate([1], true, { only_path: false })).toBe('/posts/1');
  });

  it('merges URL options from the set, the request and the call, and keeps only URL options', () => {
    const set = drawn((r) => r.get('posts/:id', { to: 'posts#show', as: 'post' }));
    const compiled = new CompiledRoute(set.namedRoutes.get('post')!);
    expect(compiled.generate([1, { port: 2, page: 3 }], false, { host: 'h' }, { protocol: 'https' })).toBe('https://h:2/posts/1?page=3');
    expect(compiled.generate([1, { port: 2, page: 3 }], false, { host: 'h' })).toBe('http://h:2/posts/1?page=3');
    expect(compiled.generate([1, { host: 'c', page: 3 }], false, {})).toBe('http://c/posts/1?page=3');
    expect(compiled.generate([1, { host: 'c', anchor: 'x' }], false, {})).toBe('http://c/posts/1#x');
    expect(compiled.generate([1, { page: 3 }], false, { host: 'h' })).toBe('http://h/posts/1?page=3');
    expect(compiled.generate([1], false, {}, { host: 'r' })).toBe('http://r/posts/1');
    expect(compiled.generate([1, { params: { a: 1 } }], true, {})).toBe('/posts/1?a=1');
  });
});

describe('requirements checked on generation only (a map-style format)', () => {
  it('refuse a value given for an optional param, in every reading', () => {
    const set = new RouteSet().drawMap((map) => map.resources('items', { requirements: { format: /json/ } }));
    const route = set.namedRoutes.get('item')!;
    expect(route.generationOnly).toEqual(['format']);
    const compiled = new CompiledRoute(route);
    const quick = quickReading(set, 'item');
    expect(quick(true, {}, 1, 'json')).toBe('/items/1.json');
    expect(quick(true, {}, 1, 'html')).toBeUndefined();
    expect(compiled.generate([1, 'json'], true, {})).toBe('/items/1.json');
    expect(compiled.generate([1, 'html'], true, {})).toBeUndefined();
    expect(compiled.generate([1], true, {})).toBe('/items/1');
    expect(() => set.helpers.item_path!(1, 'html')).toThrow('item_path cannot be generated: :format "html" does not match /json/ (route GET /items/:id(.:format) items#show)');
    expect(set.urlFor({ controller: 'items', action: 'show', id: 1, format: 'json' })).toBe('/items/1.json');
  });
});

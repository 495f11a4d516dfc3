import { describe, expect, it } from 'vitest';
import { asParams, Route } from '../../src/index.js';
import { CompiledRoute, REFERENCE } from '../../src/generate/compiled-route.js';
import { QUICK_ARITY } from '../../src/generate/quick-call.js';
import { generateByReference } from '../../src/generate/url-helpers.js';
import { drawn, Post } from '../support.js';

/**
 * Which helper calls the compiled generator answers itself. Leaving a call to the reference algorithm gives
 * the same URL (the differential test holds them together), only slower: so a regression that sends common
 * calls the slow way is invisible there. Each call below is checked three ways — the quick reading, the
 * compiled one and the reference — and "deferred" means the reading leaves the call to the next one.
 */

/** A record whose toParam() answers another value to read (a record, an array). */
class Wrapper {
  constructor(readonly inner: unknown) {}
  toParam(): unknown {
    return this.inner;
  }
}

const set = drawn((r) => {
  r.resources('posts', () => r.resources('comments'));
  r.get('archive/:year(/:month)', { to: 'archive#show', as: 'archive', constraints: { year: /\d{4}/, month: /\d\d/ } });
  r.get('pages/*path', { to: 'pages#show', as: 'page' });
  r.get('tree/*path', { to: 'pages#tree', as: 'tree', constraints: { path: /[a-z/]+/ } });
  r.get('docs(/:lang)', { to: 'docs#index', as: 'docs', defaults: { lang: 'en' } });
  r.get('six/:a/:b/:c/:d/:e/:f', { to: 'six#show', as: 'six', format: false });
  r.get('seven/:a/:b/:c/:d/:e/:f/:g', { to: 'seven#show', as: 'seven' });
  r.get('twice/:id/again/:id', { to: 'twice#show', as: 'twice' });
  r.get('hosted/:host', { to: 'hosts#show', as: 'hosted' });
  r.get('/', { to: 'home#index', as: 'root' });
  r.get('s/:shop/i/:item', { to: 'items#show', as: 'shop_item', defaults: { shop: 'main' } });
  r.get('top/:id', { to: 'pages#top', as: 'top', defaults: { anchor: 'head' } });
  r.get('u/:use_route', { to: 'pages#u', as: 'u' });
  r.get(Array.from({ length: 30 }, (_, i) => `:p${i}`).join('/'), { to: 'many#show', as: 'thirty', format: false });
  r.get(Array.from({ length: 31 }, (_, i) => `:q${i}`).join('/'), { to: 'many#more', as: 'thirty_one', format: false });
});
const route = (name: string): Route => set.namedRoutes.get(name)!;
const context = (defaultUrlOptions: Record<string, unknown> = {}) => ({ routes: set.routes, named: set.namedRoutes, defaultUrlOptions });

type Answer = string | 'deferred';
const read = (run: () => string | undefined): Answer => run() ?? 'deferred';

/** [quick, compiled, reference] answers for a helper call. */
function answers(name: string, onlyPath: boolean, args: unknown[], defaults: Record<string, unknown> = {}, requestDefaults?: Record<string, unknown>): [Answer, Answer, Answer] {
  const compiled = new CompiledRoute(route(name));
  const a = [...args, ...new Array<unknown>(QUICK_ARITY)];
  const quick =
    compiled.quick === null || args.length > QUICK_ARITY || requestDefaults
      ? 'deferred'
      : read(() => compiled.quick!.generate(args.length, a[0], a[1], a[2], a[3], a[4], a[5], onlyPath, defaults));
  const full = read(() => compiled.generate(args, onlyPath, defaults, requestDefaults));
  let reference: Answer;
  try {
    reference = generateByReference(route(name), `${name}_${onlyPath ? 'path' : 'url'}`, args, onlyPath, context({ ...defaults, ...requestDefaults }));
  } catch (e) {
    reference = `${(e as Error).name}: ${(e as Error).message}`;
  }
  return [quick, full, reference];
}

const QUICK = (url: string): [Answer, Answer, Answer] => [url, url, url];
const COMPILED = (url: string): [Answer, Answer, Answer] => ['deferred', url, url];
const REFERENCE_ONLY = (url: string): [Answer, Answer, Answer] => ['deferred', 'deferred', url];

describe('the quick reading answers the commonest calls', () => {
  it.each<[string, unknown[], string]>([
    ['post', [7], '/posts/7'],
    ['post', ['abc'], '/posts/abc'],
    ['post', [new Post(3, 'hi')], '/posts/3-hi'],
    // A database row is a record, read by position: its id, none of its other columns.
    ['post', [{ id: 9, title: 'row' }], '/posts/9'],
    ['post', [{ toParam: () => 'p-1' }], '/posts/p-1'],
    ['post_comment', [{ id: 1, title: 'p' }, { id: 2, body: 'c', post_id: 1 }], '/posts/1/comments/2'],
    ['post', [new Post(12)], '/posts/12'],
    ['post', [{ id: 'abc' }], '/posts/abc'],
    ['post', [7, 'json'], '/posts/7.json'],
    ['post_comment', [1, 2], '/posts/1/comments/2'],
    ['post_comment', [1, 2, 'xml'], '/posts/1/comments/2.xml'],
    ['post', [{ id: 7, format: 'json' }], '/posts/7.json'],
    ['post_comment', [{ post_id: 1, id: 2 }], '/posts/1/comments/2'],
    ['post_comment', [{ id: 2, post_id: 1 }], '/posts/1/comments/2'],
    ['post_comment', [{ post_id: 1, id: 2, format: 'json' }], '/posts/1/comments/2.json'],
    ['post', [7, { page: 2 }], '/posts/7?page=2'],
    ['post', [7, { page: 2, q: 'a b' }], '/posts/7?page=2&q=a+b'],
    ['posts', [{ page: 2 }], '/posts?page=2'],
    ['posts', [{ page: null }], '/posts'],
    ['post', [{ id: 7, page: 2 }], '/posts/7'],
    ['post', [asParams({ id: 7, page: 2 })], '/posts/7?page=2'],
    ['archive', [2024], '/archive/2024'],
    ['archive', [2024, 5], '/archive/2024/5'],
    ['archive', [{ year: '2024', month: '05' }], '/archive/2024/05'],
    // Only required params are checked against their requirement (Rails), so this is not left to the reference.
    ['archive', [2024, 'x'], '/archive/2024/x'],
    ['six', [1, 2, 3, 4, 5, 6], '/six/1/2/3/4/5/6'],
    ['six', [{ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 }], '/six/1/2/3/4/5/6'],
    ['six', [{ f: 6, e: 5, d: 4, c: 3, b: 2, a: 1 }], '/six/1/2/3/4/5/6'],
    ['root', [], '/'],
    ['posts', [], '/posts'],
    // An empty object of params is no params (a helper called with `{}` from code that builds its params).
    ['posts', [{}], '/posts'],
    // A glob keeps its `/`, given by position or by name; so does a requirement that accepts it.
    ['page', ['a/b'], '/pages/a/b'],
    ['page', [{ path: 'a/b/c' }], '/pages/a/b/c'],
    ['tree', ['a/b'], '/tree/a/b'],
    ['post', [7, {}], '/posts/7'],
  ])('%s_path(%j)', (name, args, url) => {
    expect(answers(name, true, args)).toEqual(QUICK(url));
  });

  it.each<[unknown[], Record<string, unknown>, string]>([
    [[7, { host: 'ex.com' }], {}, 'http://ex.com/posts/7'],
    [[7, { host: 'ex.com', protocol: 'https', port: 8443 }], {}, 'https://ex.com:8443/posts/7'],
    [[7, { host: 'ex.com', port: '81' }], {}, 'http://ex.com:81/posts/7'],
    [[7], { host: 'd.example' }, 'http://d.example/posts/7'],
    [[7], { host: 'd.example', protocol: 'https', port: 8443 }, 'https://d.example:8443/posts/7'],
    [[7, { protocol: 'ftp' }], { host: 'd.example' }, 'ftp://d.example/posts/7'],
    [[7, { port: 99 }], { host: 'd.example', only_path: false }, 'http://d.example:99/posts/7'],
    [[7, { host: 'other.example', page: 1 }], { host: 'd.example', onlyPath: false }, 'http://other.example/posts/7?page=1'],
    [[7], { host: 'd.example', protocol: 'https' }, 'https://d.example/posts/7'],
    [[8], { host: 'd.example' }, 'http://d.example/posts/8'],
  ])('post_url(%j) with defaults %j', (args, defaults, url) => {
    expect(answers('post', false, args, defaults)).toEqual(QUICK(url));
  });

  it('writes each host it is given, one call after another', () => {
    expect(answers('post', false, [1, { host: 'a.example' }])).toEqual(QUICK('http://a.example/posts/1'));
    expect(answers('post', false, [1, { host: 'b.example' }])).toEqual(QUICK('http://b.example/posts/1'));
    expect(answers('post', false, [1, { host: 'b.example', protocol: 'https' }])).toEqual(QUICK('https://b.example/posts/1'));
    expect(answers('post', false, [1, { host: 'b.example', protocol: 'https', port: 1 }])).toEqual(QUICK('https://b.example:1/posts/1'));
    expect(answers('post', false, [1, { host: 'b.example', protocol: 'https', port: 1 }])).toEqual(QUICK('https://b.example:1/posts/1'));
  });
});

describe('the quick reading leaves other calls to the compiled one', () => {
  it.each<[string, unknown[], string]>([
    ['post', ['a b'], '/posts/a%20b'],
    ['post', [new Post(1, 'a b')], '/posts/1-a%20b'],
    ['post', [{ id: 'a/b' }], '/posts/a%2Fb'],
    ['post', [new Date(0)], '/posts/1970-01-01T00:00:00.000Z'],
    ['post', [new Wrapper(new Post(8))], '/posts/8'],
    ['post', [new Wrapper(['a', 'b'])], '/posts/a%2Fb'],
    ['post', [7, { anchor: 'top' }], '/posts/7#top'],
    ['post', [7, { trailing_slash: true }], '/posts/7/'],
    ['post_comment', [1, { id: 2 }], '/posts/1/comments/2'],
    ['post', [{ id: 7 }, { page: 2 }], '/posts/7?page=2'],
    ['page', [['a', 'b c']], '/pages/a/b%20c'],
    ['page', [{ path: ['a/b', 'c'] }], '/pages/a/b/c'],
    ['page', ['a b/c'], '/pages/a%20b/c'],
    ['docs', ['fr'], '/docs/fr'],
    ['docs', ['en'], '/docs'],
    ['docs', [], '/docs'],
    ['six', [1, 2, 3, 4, 5, { f: 6 }], '/six/1/2/3/4/5/6'],
    // Named params after the args the path needs (a fixed default counts as given) are query params; a row
    // there is a record, read by position.
    ['shop_item', ['x', asParams({ id: 3 })], '/s/main/i/x?id=3'],
    ['shop_item', ['x', { id: 3, title: 't' }], '/s/x/i/3'],
  ])('%s_path(%j)', (name, args, url) => {
    expect(answers(name, true, args)).toEqual(COMPILED(url));
  });

  it('takes URL options from the set, a request and the call, each over the one before', () => {
    expect(answers('post', false, [7], { host: 'd.example', script_name: '/app' })).toEqual(COMPILED('http://d.example/app/posts/7'));
    expect(answers('post', false, [7], { host: 'd.example' }, { host: 'req.example', protocol: 'https' })).toEqual(COMPILED('https://req.example/posts/7'));
    expect(answers('post', false, [7, { port: 1 }], { host: 'd.example' }, { protocol: 'https' })).toEqual(COMPILED('https://d.example:1/posts/7'));
    expect(answers('post', false, [7, { host: 'x.example', anchor: 'a' }], {})).toEqual(COMPILED('http://x.example/posts/7#a'));
    expect(answers('post', true, [7, { only_path: false, host: 'x.example' }], {})).toEqual(COMPILED('http://x.example/posts/7'));
    expect(answers('post', false, [7, { only_path: true, host: 'x.example' }], {})).toEqual(COMPILED('/posts/7'));
    expect(answers('post', true, [7], { anchor: 'z' })).toEqual(COMPILED('/posts/7#z'));
    // A request default that is not a URL option is a param (the reference's reading).
    expect(answers('post', false, [7], { host: 'h' }, { locale: 'en' })).toEqual(REFERENCE_ONLY('http://h/posts/7?locale=en'));
  });

  it('reads more than six args, and a param name that is a URL option, the general way', () => {
    expect(answers('seven', true, [1, 2, 3, 4, 5, 6, 7])).toEqual(COMPILED('/seven/1/2/3/4/5/6/7'));
    expect(answers('twice', true, [1, 2])).toEqual(REFERENCE_ONLY('/twice/2/again/2'));
    expect(answers('top', true, [1])).toEqual(REFERENCE_ONLY('/top/1#head'));
    const thirty = Array.from({ length: 30 }, (_, i) => i);
    expect(answers('thirty', true, thirty)).toEqual(COMPILED(`/${thirty.join('/')}`));
    expect(answers('thirty_one', true, [...thirty, 30])).toEqual(REFERENCE_ONLY(`/${[...thirty, 30].join('/')}`));
  });
});

describe('the compiled reading leaves to the reference', () => {
  it.each<[string, unknown[], Record<string, unknown>]>([
    ['post', [null], {}],
    ['post_comment', [1, undefined, 2], {}],
    ['post', [7, { user: 'u', password: 'p', host: 'h' }], {}],
    ['post', [7, { use_route: 'posts' }], {}],
    ['post', [7, { only_path: null }], {}],
    ['post', [7, { controller: 'other' }], {}],
    ['hosted', ['h1'], {}],
    ['u', ['abc'], {}],
    ['post_comment', [{ id: 3 }], {}],
    ['post', [7], { locale: 'en' }],
    ['post', [7], { user: 'u' }],
  ])('%s(%j) with defaults %j', (name, args, defaults) => {
    const [quick, compiled] = answers(name, true, args, defaults);
    expect([quick, compiled]).toEqual(['deferred', 'deferred']);
  });

  it('and its refusals are the reference’s, word for word', () => {
    expect(answers('archive', true, ['99'])[1]).toBe('deferred');
    expect(() => generateByReference(route('archive'), 'archive_path', ['99'], true, context())).toThrow(/:year "99" does not match/);
    expect(answers('post_comment', true, [1])[1]).toBe('deferred');
    expect(answers('post', true, [1, 2, 3])[1]).toBe('deferred');
  });
});

it('writes a path that is empty without its optional groups as /, in every reading', () => {
  const route = new Route({ path: '(/:locale)', name: 'home', verbs: ['GET'], defaults: { controller: 'home', action: 'index' } });
  const compiled = new CompiledRoute(route);
  const quick = (...args: unknown[]) => compiled.quick!.generate(args.length, args[0], args[1], undefined, undefined, undefined, undefined, args.length !== 1 || !('host' in (args[0] as object)), {});
  expect([compiled.generate([], true, {}), quick()]).toEqual(['/', '/']);
  expect([compiled.generate([{ page: 1 }], true, {}), quick({ page: 1 })]).toEqual(['/?page=1', '/?page=1']);
  expect([compiled.generate([{ host: 'h' }], false, {}), quick({ host: 'h' })]).toEqual(['http://h/', 'http://h/']);
  expect(compiled.generate(['fr'], true, {})).toBe('/fr');
});

it('the helpers themselves answer through these readings', () => {
  const h = set.helpers;
  expect(h.post_path!(7)).toBe('/posts/7');
  expect(h.post_url!(7, { host: 'ex.com' })).toBe('http://ex.com/posts/7');
  expect(h.post_path!('a b')).toBe('/posts/a%20b');
  expect(h.post_path!(new Post(3, 'x'), { page: 1 })).toBe('/posts/3-x?page=1');
  expect(REFERENCE).toBeUndefined();
});

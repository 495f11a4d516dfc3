import { describe, expect, it } from 'vitest';
import { ArgumentError, asParams, RouteSet, UrlGenerationError, formFor, polymorphicPath, type CustomUrlContext, type Mapper } from '../../src/index.js';
import { pathOfUrl, splitCustomArgs } from '../../src/generate/custom-url.js';
import { withUrlDefaults } from '../../src/generate/url-helpers.js';

type Helpers = Record<string, (...args: unknown[]) => string>;
const helpersOf = (set: RouteSet) => set.helpers as unknown as Helpers;
const loose = (r: Mapper) => r as unknown as { direct(...args: unknown[]): void; resolve(...args: unknown[]): void };

class Basket {
  constructor(readonly id?: number) {}
}
class Post {
  constructor(readonly id?: number) {}
}

describe('direct helpers', () => {
  it('are read as <name>_path / <name>_url and their camelCase aliases, like route helpers', () => {
    const set = new RouteSet().draw((r) => r.direct('home_page', () => 'https://example.org/start'));
    const h = helpersOf(set);
    expect('home_page_path' in set.helpers && 'homePageUrl' in set.helpers).toBe(true);
    expect('hash_for_home_page_path' in set.helpers).toBe(false);
    expect(h.homePagePath!()).toBe('/start');
    expect(h.homePageUrl!()).toBe('https://example.org/start');
    expect(h.home_page_url!.name).toBe('home_page_url');
    expect(Object.keys(set.helpers).sort()).toEqual(['homePagePath', 'homePageUrl', 'home_page_url']);
    expect(set.directHelpers.get('home_page')?.name).toBe('home_page');
  });

  it('replace the _path / _url helpers of a route of the same name, declared before or after it', () => {
    const set = new RouteSet().draw((r) => {
      r.get('old', { to: 'x#old', as: 'landing' });
      r.direct('landing', () => '/new');
      r.direct('later', () => '/direct');
      r.get('route', { to: 'x#later', as: 'later' });
    });
    const h = helpersOf(set);
    expect(h.landing_path!()).toBe('/new');
    expect(h.landingUrl!()).toBe('/new');
    expect(h.later_path!()).toBe('/direct');
    // Direct helpers have no hash_for variant: that one stays the route's.
    expect((set.helpers as unknown as Record<string, (...a: unknown[]) => unknown>).hash_for_landing_path!()).toMatchObject({ controller: 'x', action: 'old' });
  });

  it('take over keys already read when a later draw declares them, and a kept helper calls the new function', () => {
    const set = new RouteSet().draw((r) => {
      r.get('old', { to: 'x#old', as: 'landing' });
      r.direct('home', () => '/one');
    });
    const kept = helpersOf(set).home_path!;
    expect(helpersOf(set).landing_path!()).toBe('/old');
    expect(helpersOf(set).landingPath!()).toBe('/old');
    set.draw((r) => {
      r.direct('landing', () => '/new');
      r.direct('home', () => '/two');
    });
    expect(helpersOf(set).landing_path!()).toBe('/new');
    expect(helpersOf(set).landingPath!()).toBe('/new');
    expect(kept()).toBe('/two');
  });

  it('reach the set only when the draw succeeds, and go with clear()', () => {
    const set = new RouteSet();
    expect(() =>
      set.draw((r) => {
        r.direct('home', () => '/');
        r.resolve('Basket', () => ['basket']);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect('home_path' in set.helpers).toBe(false);
    expect(set.polymorphicMappings.size).toBe(0);
    set.draw((r) => r.direct('home', () => '/').resolve('Basket', () => ['basket']));
    const kept = helpersOf(set).home_path!;
    set.clear();
    expect('home_path' in set.helpers).toBe(false);
    expect(set.directHelpers.size + set.polymorphicMappings.size).toBe(0);
    expect(() => kept()).toThrow(new UrlGenerationError('home_path: the route set has no direct helper "home" any more'));
  });

  it('give the function the positional args, the options under the defaults, and the context', () => {
    const calls: unknown[][] = [];
    const set = new RouteSet().draw((r) =>
      r.direct(
        'probe',
        (...args: unknown[]) => {
          calls.push(args.slice(0, -1));
          const context = args[args.length - 1] as CustomUrlContext;
          return `/${String(context.onlyPath)}`;
        },
        { page: 1 },
      ),
    );
    const h = helpersOf(set);
    expect(h.probe_path!(new Post(1), 'x', { page: 2, q: 'y' })).toBe('/true');
    expect(h.probe_url!()).toBe('/false');
    // A database row (an `id`, naming no controller / action / use_route) is an argument, not the options, even
    // with a column named like a URL option; asParams makes it options.
    expect(h.probe_path!({ id: 4 })).toBe('/true');
    expect(h.probe_path!({ id: 4, anchor: 'a' })).toBe('/true');
    expect(h.probe_path!(asParams({ id: 4, anchor: 'a' }))).toBe('/true');
    expect(calls).toEqual([
      [new Post(1), 'x', { page: 2, q: 'y' }],
      [{ page: 1 }],
      [{ id: 4 }, { page: 1 }],
      [{ id: 4, anchor: 'a' }, { page: 1 }],
      [{ page: 1, id: 4, anchor: 'a' }],
    ]);
  });

  it('give the function a context with the helpers, urlFor, polymorphicPath / polymorphicUrl and routeFor', () => {
    const set = new RouteSet({ defaultUrlOptions: { host: 'example.com' } }).draw((r) => {
      r.resources('posts', { only: ['index', 'show'] });
      r.direct('via_helpers', (post: Post, _o, context: CustomUrlContext) => (context.helpers.post_path as (p: Post) => string)(post));
      r.direct('via_url_for', (_o, context: CustomUrlContext) => context.urlFor({ controller: 'posts', action: 'index', page: 2 }));
      r.direct('via_polymorphic', (post: Post, _o, context: CustomUrlContext) => context.polymorphicPath(post, { anchor: 'x' }));
      r.direct('via_polymorphic_url', (post: Post, _o, context: CustomUrlContext) => context.polymorphicUrl(post));
      r.direct('via_route_for', (post: Post, _o, context: CustomUrlContext) => context.routeFor('post', post));
      r.direct('to_nowhere', (_o, context: CustomUrlContext) => context.routeFor('nowhere'));
    });
    const h = helpersOf(set);
    const post = new Post(5);
    expect(h.via_helpers_url!(post)).toBe('/posts/5');
    expect(h.via_url_for_path!()).toBe('/posts?page=2');
    expect(h.via_url_for_url!()).toBe('http://example.com/posts?page=2');
    expect(h.via_polymorphic_url!(post)).toBe('/posts/5#x');
    expect(h.via_polymorphic_url_path!(post)).toBe('/posts/5');
    expect(h.via_polymorphic_url_url!(post)).toBe('http://example.com/posts/5');
    expect(h.via_route_for_path!(post)).toBe('/posts/5');
    expect(h.via_route_for_url!(post)).toBe('http://example.com/posts/5');
    expect(() => h.to_nowhere_path!()).toThrow(new UrlGenerationError('routeFor("nowhere"): no helper nowhere_path'));
  });

  it("build a path from URL params without a host (Rails wants one even for _path); _url needs one", () => {
    const set = new RouteSet().draw((r) => {
      r.resources('posts', { only: 'index' });
      r.direct('main', () => ({ controller: 'posts', action: 'index', subdomain: 'www' }));
    });
    expect(helpersOf(set).main_path!()).toBe('/posts');
    expect(() => helpersOf(set).main_url!()).toThrow(/Missing host to link to!/);
  });

  it("use a request's URL options when read from the request's helpers, for themselves and the helpers they call", () => {
    const set = new RouteSet().draw((r) => {
      r.resources('posts', { only: 'show' });
      r.direct('post_link', (post: Post, _o, { routeFor }: CustomUrlContext) => routeFor('post', post));
      r.direct('main', () => ({ controller: 'posts', action: 'show', id: 1 }));
    });
    const request = withUrlDefaults(set.helpers, { host: 'req.example', protocol: 'https' }) as unknown as Helpers;
    expect(request.post_link_url!(new Post(2))).toBe('https://req.example/posts/2');
    expect(request.postLinkUrl!(new Post(2))).toBe('https://req.example/posts/2');
    expect(request.main_url!()).toBe('https://req.example/posts/1');
    expect(request.main_path!()).toBe('/posts/1');
    expect(() => helpersOf(set).main_url!()).toThrow(/Missing host/);
  });

  it('read a row they return, alone or in an array, as a record (its columns never reach the URL)', () => {
    const post = { id: 5, title: 'x', password_digest: 'secret', modelName: 'Post' };
    const comment = { id: 3, post_id: 5, body: 'b', modelName: 'Comment' };
    const set = new RouteSet().draw((r) => {
      r.resources('posts', () => r.resources('comments'));
      loose(r).direct('row', () => post);
      loose(r).direct('rows', () => [post, comment]);
      loose(r).direct('rows_anchored', () => [post, comment, { anchor: 'c' }]);
      loose(r).direct('params', () => asParams({ controller: 'posts', action: 'show', id: 5, ref: 'x' }));
    });
    const h = helpersOf(set);
    expect(h.row_path!()).toBe('/posts/5');
    expect(h.rows_path!()).toBe('/posts/5/comments/3');
    expect(h.rows_anchored_path!()).toBe('/posts/5/comments/3#c');
    expect(h.params_path!()).toBe('/posts/5?ref=x');
  });

  it('read the object ending an array after route-name parts as params when its keys are the route\'s', () => {
    const post = { id: 5, title: 'x', modelName: 'Post' };
    const set = new RouteSet().draw((r) => {
      r.resources('posts');
      loose(r).direct('first', () => ['post', { id: 1, format: 'json' }]);
      loose(r).direct('prefixed_row', () => ['post', post]);
      loose(r).direct('record_then_params', () => [post, { id: 1 }]);
    });
    const h = helpersOf(set);
    expect(h.first_path!()).toBe('/posts/1.json');
    // a key the route does not have: a row, read as a record after the parts (post_post: no such route)
    expect(() => h.prefixed_row_path!()).toThrow(/No route named "post_post"/);
    // after a record, an object with an id is a row too: [post, row] names post_post
    expect(() => h.record_then_params_path!()).toThrow(/Cannot tell the model of/);
  });

  it('raise for a result that is no URL', () => {
    const set = new RouteSet().draw((r) => {
      r.direct('nothing', () => undefined as never);
      r.direct('number', () => 5 as never);
    });
    expect(() => helpersOf(set).nothing_path!()).toThrow(
      new UrlGenerationError(
        'The direct helper nothing_path returned undefined: return a URL string, URL params ({ controller, action, … }), a record, a model class or an array for polymorphicPath',
      ),
    );
    expect(() => helpersOf(set).number_url!()).toThrow('The direct helper number_url returned 5:');
    const nulls = new RouteSet().draw((r) => r.direct('nothing', () => null as never));
    expect(() => helpersOf(nulls).nothing_path!()).toThrow('The direct helper nothing_path returned null:');
  });

  it("take Rails' argument order too: name, default options, function", () => {
    const set = new RouteSet().draw((r) => loose(r).direct('browse', { page: 1 }, (options: { page: number }) => `/browse/${options.page}`));
    expect(helpersOf(set).browse_path!()).toBe('/browse/1');
    expect(helpersOf(set).browse_path!({ page: 3 })).toBe('/browse/3');
  });

  it('are refused inside any block, as Rails refuses them, and allowed in top-level concerns and drawn blocks', () => {
    const direct = (r: Mapper) => r.direct('x', () => '/x');
    const message = "The direct method can't be used inside a routes scope block";
    expect(() => new RouteSet().draw((r) => r.scope('a', () => direct(r)))).toThrow(new ArgumentError(message));
    expect(() => new RouteSet().draw((r) => r.namespace('a', () => direct(r)))).toThrow(message);
    expect(() => new RouteSet().draw((r) => r.resources('posts', () => direct(r)))).toThrow(message);
    expect(() => new RouteSet().draw((r) => r.constraints({ id: /\d/ }, () => direct(r)))).toThrow(message);
    expect(() => new RouteSet().draw((r) => r.resources('posts', () => r.member(() => direct(r))))).toThrow(message);
    expect(() => new RouteSet().draw((r) => r.scope('a', () => r.resolve('Post', () => '/')))).toThrow(
      new ArgumentError("The resolve method can't be used inside a routes scope block"),
    );
    const set = new RouteSet().draw((r) => {
      r.concern('links', direct);
      r.concerns('links');
      r.draw((m) => m.resolve('Post', () => '/p'));
    });
    expect(helpersOf(set).x_path!()).toBe('/x');
    expect(set.polymorphicMappings.has('Post')).toBe(true);
    // Left again, the scope no longer counts.
    const after = new RouteSet().draw((r) => {
      r.scope('a', () => r.get('b', { to: 'x#b' }));
      direct(r);
    });
    expect(helpersOf(after).x_path!()).toBe('/x');
  });

  it('refuse a name that is no helper name and a missing function', () => {
    const draw = (...args: unknown[]) => () => new RouteSet().draw((r) => loose(r).direct(...args));
    expect(draw('bad-name', () => '/')).toThrow(new ArgumentError('direct takes a helper name (letters, digits and _, not starting with a digit), got "bad-name"'));
    expect(draw('1x', () => '/')).toThrow('got "1x"');
    expect(draw(undefined, () => '/')).toThrow('got undefined');
    expect(draw('home')).toThrow(
      new ArgumentError(`direct "home" takes a function that returns the URL, then default options: r.direct("home", (…args, options) => 'https://…', { … }); got nothing`),
    );
    expect(draw('home', '/home')).toThrow('got "/home"');
    expect(draw('home', () => '/', 'x')).toThrow('got a function, "x"');
    expect(draw('home', () => '/', {}, {})).toThrow('got a function, {}, {}');
    expect(draw('home', {}, {})).toThrow('got {}, {}');
    expect(draw('home', { route: 'basket' })).toThrow('got {"route":"basket"}');
  });

  it('are refused, as any declaration, on a mapper kept past its draw', () => {
    let kept: Mapper | undefined;
    new RouteSet().draw((r) => (kept = r));
    expect(() => kept!.direct('home', () => '/')).toThrow(/This mapper's draw has ended \(at direct "home"\)/);
    expect(() => kept!.resolve('Basket', () => '/')).toThrow(/This mapper's draw has ended \(at resolve "Basket"\)/);
  });
});

describe('resolve mappings', () => {
  const drawBasket = (declare: (r: Mapper) => void) =>
    new RouteSet().draw((r) => {
      r.resource('basket');
      r.resources('posts');
      declare(r);
    });

  it('give a record of the model its URL in polymorphicPath, urlFor and formFor', () => {
    const set = drawBasket((r) => r.resolve('Basket', () => ['basket']));
    expect(polymorphicPath(set, new Basket(2))).toBe('/basket');
    expect(set.urlFor(new Basket(2))).toBe('/basket');
    expect(String(formFor(new Basket(2), { routes: set }))).toContain('action="/basket"');
    // Only a record given alone: an array is polymorphic as usual.
    expect(polymorphicPath(set, ['basket'])).toBe('/basket');
  });

  it('take { route } for a function that names the route, several model names, and a model class', () => {
    class Cart {
      static modelName = 'Shop::Cart';
    }
    const set = drawBasket((r) => {
      r.resolve(['Basket', 'Trolley'], { route: 'basket' });
      r.resolve(Cart as never, { route: 'basket' }, { anchor: 'items' });
    });
    class Trolley {}
    expect(polymorphicPath(set, new Basket(1))).toBe('/basket');
    expect(polymorphicPath(set, new Trolley())).toBe('/basket');
    expect(polymorphicPath(set, new Cart())).toBe('/basket#items');
    expect([...set.polymorphicMappings.keys()]).toEqual(['Basket', 'Trolley', 'Shop::Cart']);
  });

  it('keep a request host of the call as the default of what the function builds', () => {
    const set = drawBasket((r) => r.resolve('Basket', () => ['basket']));
    expect(polymorphicPath(set, new Basket(2), { url: true, params: { host: 'req.example' } })).toBe('http://req.example/basket');
  });

  it('are not looked for in routes without any (an object standing for a route set)', () => {
    const set = drawBasket(() => {});
    expect(polymorphicPath({ namedRoutes: set.namedRoutes, helpers: set.helpers }, new Basket(2))).toBe('/basket');
  });

  it('leave records of other models, plain rows without a model name and classes alone', () => {
    const set = drawBasket((r) => r.resolve('Basket', () => '/never'));
    expect(polymorphicPath(set, new Post(3))).toBe('/posts/3');
    expect(polymorphicPath(set, { id: 3, modelName: 'Post' })).toBe('/posts/3');
    expect(() => polymorphicPath(set, { id: 3 })).toThrow(/Cannot tell the model/);
    expect(polymorphicPath(set, Basket)).toBe('/basket');
  });

  it('are refused without model names or a function', () => {
    const draw = (...args: unknown[]) => () => new RouteSet().draw((r) => loose(r).resolve(...args));
    expect(draw([], () => [])).toThrow(new ArgumentError('resolve takes a model name (such as "Basket") or a list of them, got an empty list'));
    expect(draw('', () => [])).toThrow(new ArgumentError('resolve takes model names (such as "Basket") or model classes, got ""'));
    expect(draw([5], () => [])).toThrow('got 5');
    expect(draw('Basket')).toThrow(
      new ArgumentError(`resolve "Basket" takes a function (record, options) => what polymorphicPath takes (['basket', options]), or { route: 'basket' }, then default options; got nothing`),
    );
    expect(draw('Basket', { route: 'basket', anchor: 'x' })).toThrow(
      new ArgumentError('resolve: { route } takes no other key, got {"route":"basket","anchor":"x"} (give default options as the third argument)'),
    );
    expect(draw('Basket', { route: 5 })).toThrow('got {"route":5}');
    expect(draw('Basket', { route: 'basket' }, 'x')).toThrow('got {"route":"basket"}, "x"');
  });
});

describe('the path of a custom URL', () => {
  it("is Rails' cut: after the first / that is not part of //", () => {
    expect(pathOfUrl('https://a.org')).toBe('/');
    expect(pathOfUrl('https://a.org/b/c?d#e')).toBe('/b/c?d#e');
    expect(pathOfUrl('/b')).toBe('/b');
    expect(pathOfUrl('b')).toBe('/');
    expect(pathOfUrl('a//b/c')).toBe('/c');
  });

  it('reads a trailing options object the way Rails extracts options, keeping rows as arguments', () => {
    expect(splitCustomArgs([1, { a: 1 }])).toEqual([[1], { a: 1 }]);
    expect(splitCustomArgs([{ id: 1 }])).toEqual([[{ id: 1 }], {}]);
    expect(splitCustomArgs([{ id: 1, host: 'h' }])).toEqual([[{ id: 1, host: 'h' }], {}]);
    expect(splitCustomArgs([asParams({ id: 1, host: 'h' })])).toEqual([[], { id: 1, host: 'h' }]);
    expect(splitCustomArgs([{ id: 1, controller: 'c' }])).toEqual([[], { id: 1, controller: 'c' }]);
    expect(splitCustomArgs([new Post(1)])).toEqual([[new Post(1)], {}]);
    expect(splitCustomArgs([])).toEqual([[], {}]);
  });
});

describe('RouteSet#urlFor', () => {
  it('gives a path when only_path (or onlyPath) is true, even with a host to link to', () => {
    const set = new RouteSet({ defaultUrlOptions: { host: 'example.com' } }).draw((r) => r.resources('posts', { only: 'index' }));
    expect(set.urlFor({ controller: 'posts', action: 'index' })).toBe('http://example.com/posts');
    expect(set.urlFor({ controller: 'posts', action: 'index', only_path: true })).toBe('/posts');
    expect(set.urlFor({ controller: 'posts', action: 'index', onlyPath: true })).toBe('/posts');
    expect(set.urlFor({ controller: 'posts', action: 'index', only_path: false, onlyPath: true })).toBe('http://example.com/posts');
  });

  it('takes a record, a model class or an array as polymorphicPath does, a URL when a host is known', () => {
    const set = new RouteSet().draw((r) => r.resources('posts'));
    expect(set.urlFor(new Post(4))).toBe('/posts/4');
    expect(set.urlFor(Post)).toBe('/posts');
    expect(set.urlFor([new Post(4)])).toBe('/posts/4');
    set.defaultUrlOptions = { host: 'example.com' };
    expect(set.urlFor(new Post(4))).toBe('http://example.com/posts/4');
  });
});

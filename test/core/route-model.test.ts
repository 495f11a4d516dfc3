import { beforeEach, describe, expect, it } from 'vitest';
import { ArgumentError, MalformedPath, MethodNotAllowed, normalizePath, Route, RouteSet, RoutingError } from '../../src/index.js';
import { drawn } from '../support.js';

describe('Route', () => {
  // Made in each test, not when the file loads (mutation testing's per-test coverage).
  let route: Route;
  beforeEach(() => {
    route = new Route({
      verbs: ['get', 'Post'],
      path: '/posts/:id(.:format)',
      name: 'post',
      requirements: { id: /\d+/ },
      defaults: { controller: 'posts', action: 'show', locale: 'en' },
      conditions: { host: 'example.com', subdomain: /^(www|api)$/ },
    });
  });

  it('upper-cases its verbs and shows them as the route table does', () => {
    expect(route.verbs).toEqual(['GET', 'POST']);
    expect(route.verb).toEqual(['GET', 'POST']);
    expect(new Route({ verbs: ['delete'], path: '/x' }).verb).toBe('DELETE');
    expect(new Route({ path: '/x' }).verb).toBe('');
    expect(new Route({ path: '/x' }).allowsVerb('PATCH')).toBe(true);
    expect(route.allowsVerb('POST')).toBe(true);
    expect(route.allowsVerb('PUT')).toBe(false);
  });

  it('splits controller and action from the other fixed params', () => {
    expect([route.controller, route.action]).toEqual(['posts', 'show']);
    expect(route.defaults).toEqual({ locale: 'en' });
    expect(route.allDefaults).toEqual({ controller: 'posts', action: 'show', locale: 'en' });
    // A :controller segment supplies the controller; its default stays among the defaults.
    const generic = new Route({ path: '/:controller(/:action)', defaults: { controller: 'pages', action: 'index' } });
    expect([generic.controller, generic.action]).toEqual([null, null]);
    expect(generic.defaults).toEqual({ controller: 'pages', action: 'index' });
    expect(new Route({ path: '/x', defaults: { controller: null } }).controller).toBeNull();
    expect(new Route({ path: '/x', defaults: { action: 7 } }).action).toBe('7');
  });

  it('checks string conditions by equality, regexp ones by test, and skips what the request does not tell', () => {
    expect(route.meetsConditions(undefined)).toBe(true);
    expect(route.meetsConditions({ host: 'example.com', subdomain: 'api' })).toBe(true);
    expect(route.meetsConditions({ host: 'example.comx', subdomain: 'api' })).toBe(false);
    expect(route.meetsConditions({ host: 'example.com', subdomain: 'admin' })).toBe(false);
    expect(route.meetsConditions({ subdomain: 'www' })).toBe(true);
    expect(route.meetsConditions({})).toBe(true);
  });

  it('runs its guards with the request, all of them', () => {
    const seen: unknown[] = [];
    const guarded = new Route({
      path: '/x',
      guards: [
        (r) => (seen.push(r.host), true),
        (r) => r.ip === '127.0.0.1',
      ],
    });
    expect(guarded.meetsConditions({ host: 'a', ip: '127.0.0.1' })).toBe(true);
    expect(guarded.meetsConditions({ host: 'b', ip: '10.0.0.1' })).toBe(false);
    expect(guarded.meetsConditions(undefined)).toBe(true);
    expect(seen).toEqual(['a', 'b']);
  });

  it('describes itself for messages', () => {
    expect(String(route)).toBe('GET|POST /posts/:id(.:format) posts#show');
    expect(String(new Route({ path: '/:controller/:action' }))).toBe('ANY /:controller/:action :controller#:action');
  });

  it('keeps everything but the name when renamed', () => {
    const unnamed = route.renamed(null);
    expect(unnamed.name).toBeNull();
    expect(route.name).toBe('post');
    expect([unnamed.path, unnamed.verbs, unnamed.requirements, unnamed.allDefaults]).toEqual([route.path, route.verbs, route.requirements, route.allDefaults]);
    expect(unnamed.pattern.match('/posts/5.json')).toEqual({ id: '5', format: 'json' });
    expect(unnamed.pattern.match('/posts/x')).toBeNull();
  });
});

describe('RouteSet', () => {
  // Drawn in each test (see route-set.test.ts).
  let set: RouteSet;
  let plain: RouteSet;
  beforeEach(() => {
    set = drawn((r) => {
      r.resources('posts', { only: ['index', 'show'] });
      r.match(':controller(/:action)');
    });
    plain = drawn((r) => r.resources('posts', { only: ['index', 'show'] }));
  });

  it('recognizes with GET when no verb is given, and any verb case', () => {
    expect(set.recognize('', '/posts')).toEqual({ controller: 'posts', action: 'index' });
    expect(set.recognize('get', '/posts/1')).toEqual({ controller: 'posts', action: 'show', id: '1' });
  });


  it('names GET as the verb of a request that gives none, in errors and lookups', () => {
    expect(() => plain.recognize('', '/nope')).toThrow(new RoutingError('No route matches GET "/nope"'));
    expect(plain.find('', '/posts')?.params).toEqual({ controller: 'posts', action: 'index' });
    expect(plain.find('', '/nope')).toBeNull();
  });

  it('names the verb and the path as asked when nothing matches', () => {
    const set = plain;
    expect(() => set.recognize('delete', '/posts/1/x/y')).toThrow(new RoutingError('No route matches DELETE "/posts/1/x/y"'));
    const error = (() => {
      try {
        set.recognize('delete', '//posts/1/');
      } catch (e) {
        return e as MethodNotAllowed;
      }
    })();
    expect(error).toBeInstanceOf(MethodNotAllowed);
    expect([error!.verb, error!.path, error!.allowed, error!.status]).toEqual(['DELETE', '//posts/1/', ['GET'], 405]);
    expect(error!.message).toBe('No route matches DELETE "//posts/1/"; the path answers GET');
  });

  it('lists several allowed verbs comma-separated in the message', () => {
    const both = drawn((r) => r.resources('posts', { only: ['show', 'update', 'destroy'] }));
    expect(() => both.recognize('POST', '/posts/1')).toThrow('the path answers GET, PUT, DELETE');
  });

  it('finds the route with its params, and null for no route or a malformed path', () => {
    const set = plain;
    const found = set.find('', '/posts/1.json');
    expect(found?.route.name).toBe('post');
    expect(found?.params).toEqual({ controller: 'posts', action: 'show', id: '1', format: 'json' });
    expect(set.find('GET', '/posts/1/x/y')).toBeNull();
    expect(set.find('GET', '/posts/%zz')).toBeNull();
    expect(() => set.recognize('GET', '/posts/%zz')).toThrow(MalformedPath);
    expect(new MalformedPath('x').name).toBe('MalformedPath');
    expect(new MalformedPath('x').status).toBe(400);
  });

  it('refuses a path holding a lone UTF-16 surrogate as malformed (400), never with a URIError', () => {
    const set = plain;
    const lone = '/posts/\uD800';
    const refusal = new MalformedPath(`Malformed path ${JSON.stringify(lone)}: it holds a lone UTF-16 surrogate, which no URL can encode`);
    expect(() => set.recognize('GET', lone)).toThrow(refusal);
    expect(() => set.allowedVerbs(lone)).toThrow(MalformedPath);
    expect(() => set.routesFor(lone)).toThrow(MalformedPath);
    expect(set.find('GET', lone)).toBeNull();
    expect(() => normalizePath('/a\uDC00b')).toThrow(MalformedPath);
    expect(normalizePath('/a\uD83D\uDE00b')).toBe('/a%F0%9F%98%80b');
  });

  it('normalizes the controller a :controller segment names', () => {
    expect(set.recognize('GET', '/Admin/StorageFiles')?.controller).toBe('admin');
    expect(set.recognize('GET', '/StorageFiles/Show')).toEqual({ controller: 'storage_files', action: 'Show' });
    expect(set.recognize('GET', '/StorageFiles/Show')).toEqual({ controller: 'storage_files', action: 'Show' });
  });

  it('gives a path from urlFor unless a host is known, and a URL when one is', () => {
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1 })).toBe('/posts/1');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, host: 'example.com' })).toBe('http://example.com/posts/1');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, host: 'example.com', only_path: true })).toBe('/posts/1');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, host: 'example.com', onlyPath: true })).toBe('/posts/1');
    const hosted = drawn((r) => r.resources('posts', { only: ['show'] }), { defaultUrlOptions: { host: 'example.org', protocol: 'https' } });
    expect(hosted.urlFor({ controller: 'posts', action: 'show', id: 2 })).toBe('https://example.org/posts/2');
    expect(hosted.urlFor({ controller: 'posts', action: 'show', id: 2, only_path: true })).toBe('/posts/2');
  });

  it('empties routes and helpers on clear, keeping the same helpers object', () => {
    const local = drawn((r) => r.resources('posts', { only: ['index'] }));
    const helpers = local.helpers;
    expect(typeof helpers.posts_path).toBe('function');
    expect(local.clear()).toBe(local);
    expect(local.routes).toEqual([]);
    expect(local.namedRoutes.size).toBe(0);
    expect(local.helpers).toBe(helpers);
    expect('posts_path' in helpers).toBe(false);
    expect(() => helpers.posts_path).toThrow(RoutingError);
    expect(local.match('GET', '/posts')).toBeNull();
  });
});

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['posts', '/posts'],
    ['//posts///1//', '/posts/1'],
    ['/posts?x=/a', '/posts'],
    ['/posts#top', '/posts'],
    ['/posts?a#b', '/posts'],
    ['http://example.com/posts/1?x', '/posts/1'],
    ['HTTPS://example.com:8080', '/'],
    ['/a%2fb', '/a%2Fb'],
    ['/caf\u00e9', '/caf%C3%A9'],
    ['/posts/1', '/posts/1'],
    ['/go/http://example.com/x', '/go/http:/example.com/x'],
    ['/a?b=http://c/d', '/a'],
  ])('%j → %j', (raw, normal) => {
    expect(normalizePath(raw)).toBe(normal);
  });
});

describe('route names', () => {
  it('refuse a name that is not an identifier, naming it and the route', () => {
    expect(() => drawn((r) => r.get('x', { to: 'x#y', as: 'my-route' }))).toThrow(ArgumentError);
    expect(() => drawn((r) => r.get('x', { to: 'x#y', as: 'my-route' }))).toThrow("Invalid route name: 'my-route' (route /x(.:format))");
    expect(() => drawn((r) => r.get('x', { to: 'x#y', as: '1st' }))).toThrow(/Invalid route name: '1st'/);
    expect(drawn((r) => r.get('x', { to: 'x#y', as: '_private2' })).namedRoutes.has('_private2')).toBe(true);
  });

  it('move to the later route in the map style, leaving the earlier one unnamed, across draws too', () => {
    const set = new RouteSet().drawMap((map) => {
      map.namedRoute('post', 'first/:id', { controller: 'posts', action: 'show' });
      map.namedRoute('post', 'second/:id', { controller: 'posts', action: 'show' });
    });
    set.drawMap((map) => map.namedRoute('post', 'third/:id', { controller: 'posts', action: 'show' }));
    expect(set.routes.map((r) => [r.path, r.name])).toEqual([
      ['/first/:id', null],
      ['/second/:id', null],
      ['/third/:id', 'post'],
    ]);
    expect(set.helpers.post_path!(1)).toBe('/third/1');
    // The block style keeps the name on both and generates the last.
    const block = drawn((r) => {
      r.get('a/:id', { to: 'posts#show', as: 'item' });
    });
    block.draw((r) => r.get('b/:id', { to: 'posts#show', as: 'item' }));
    expect(block.routes.map((r) => r.name)).toEqual(['item', 'item']);
    expect(block.helpers.item_path!(1)).toBe('/b/1');
  });
});

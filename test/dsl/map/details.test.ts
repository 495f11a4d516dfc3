import { describe, expect, it } from 'vitest';
import { ArgumentError, MethodNotAllowed, RouteSet, RoutingError } from '../../../src/index.js';
import { lines, mapped } from './support.js';

type Loose = Record<string, (...args: unknown[]) => unknown>;
/** Declares with calls typed code cannot make (what plain JavaScript may pass). */
const loose = (declare: (m: Loose) => void, options?: ConstructorParameters<typeof RouteSet>[0]) =>
  new RouteSet(options).drawMap((m) => declare(m as unknown as Loose));

describe('map-style messages show the value they refuse', () => {
  it.each<[string, (m: Loose) => void]>([
    ['namespace: the name must be a non-empty string, got /admin/', (m) => m.namespace!(/admin/, () => undefined)],
    ['resources: a resource name must be a non-empty string, got undefined', (m) => m.resources!(undefined)],
    ['connect "a": options must be an object, got a function', (m) => m.connect!('a', () => undefined)],
    ['Invalid HTTP method specified in route conditions: 5 (connect "a", conditions: { method }; expected get, post, put, delete, options)', (m) => m.connect!('a', { controller: 'a', conditions: { method: 5 } })],
    ['Invalid HTTP method specified in route conditions: "fetch" (resources "posts", member action "x"; expected get, post, put, delete, options, any)', (m) => m.resources!('posts', { member: { x: 'fetch' } })],
    ['Invalid HTTP method specified in route conditions: "pots" (connect "a", conditions: { method }; did you mean "post"? expected get, post, put, delete, options)', (m) => m.connect!('a', { controller: 'a', conditions: { method: 'pots' } })],
    ['Invalid HTTP method specified in route conditions: "gett" (resources "posts", collection action "x"; did you mean "get"? expected get, post, put, delete, options, any)', (m) => m.resources!('posts', { collection: { x: ['put', 'gett'] } })],
    ['Invalid HTTP method specified in route conditions: "anyy" (resources "posts", new action "x"; did you mean "any"? expected get, post, put, delete, options, any)', (m) => m.resources!('posts', { new: { x: 'anyy' } })],
    ['Invalid HTTP method specified in route conditions: "delte" (resources "posts", member action "x"; did you mean "delete"? expected get, post, put, delete, options, any)', (m) => m.resources!('posts', { member: { x: 'delte' } })],
    ['namedRoute 5 ("x"): a route name must be a non-empty string, got 5', (m) => m.namedRoute!(5, 'x', { controller: 'a' })],
    ['resource needs at least one resource name', (m) => m.resource!({ only: 'show' })],
    ['withOptions: options must be an object, got 5', (m) => m.withOptions!(5, () => undefined)],
    ['root: options must be an object, got 5', (m) => m.root!(5)],
    ['connect "a": :defaults must be an object, got 5', (m) => m.connect!('a', { controller: 'a', defaults: 5 })],
    ['connect "a": :conditions must be an object, got 5', (m) => m.connect!('a', { controller: 'a', conditions: 5 })],
  ])('%s', (message, declare) => {
    expect(() => loose(declare)).toThrow(new ArgumentError(message));
  });
});

describe('map-style path details (Rails 2.3 RouteBuilder)', () => {
  it('reads ?text? as optional static text, required again before a required segment', () => {
    const set = mapped((map) => {
      map.connect('help/?page?', { controller: 'help' });
      map.connect('faq/?page?/:topic', { controller: 'faq' });
    });
    expect(lines(set)).toEqual(['ANY /help/?page? help#index -', 'ANY /faq/page/:topic faq#index -']);
    expect(set.recognize('GET', '/help')).toEqual({ controller: 'help', action: 'index' });
    expect(set.recognize('GET', '/help/page')).toEqual({ controller: 'help', action: 'index' });
    expect(set.recognize('GET', '/faq/page/x')).toEqual({ controller: 'faq', action: 'index', topic: 'x' });
    expect(() => set.recognize('GET', '/faq/x')).toThrow(RoutingError);
  });

  it('merges the slashes around a path prefix, and ignores a blank one', () => {
    const set = loose((m) => {
      m.connect!('page', { controller: 'c', pathPrefix: '/admin/' });
      m.connect!('/about', { controller: 'c', pathPrefix: '  ' });
    });
    expect(lines(set)).toEqual(['ANY /admin/page c#index -', 'ANY /about c#index -']);
  });

  it('lets a call’s conditions: null drop the verb its group gives (deep_merge keeps nil)', () => {
    const set = loose((m) => m.withOptions!({ conditions: { method: 'get' } }, (g: Loose) => {
      g.connect!('any', { controller: 'x', conditions: null });
      g.connect!('get', { controller: 'x' });
    }));
    expect(lines(set)).toEqual(['ANY /any x#index -', 'GET /get x#index -']);
  });

  it('root(name) copies the route’s verbs and request conditions', () => {
    const set = mapped((map) => {
      map.namedRoute('feed', 'feed', { controller: 'feeds', conditions: { method: 'get', subdomain: 'api' } });
      map.root('feed');
    });
    expect(lines(set)).toEqual(['GET /feed feeds#index feed', 'GET / feeds#index root']);
    expect(set.routes[1]!.conditions).toEqual({ subdomain: 'api' });
    expect(() => set.recognize('POST', '/', { subdomain: 'api' })).toThrow(MethodNotAllowed);
    expect(set.match('GET', '/', { subdomain: 'www' })).toBeNull();
  });

  it('matches no :controller when the set knows no controllers', () => {
    const set = mapped((map) => map.connect(':controller/:action'), { controllers: [] });
    expect(() => set.recognize('GET', '/posts')).toThrow(RoutingError);
    expect(() => set.recognize('GET', '/')).toThrow(RoutingError);
  });
});

describe('map-style verbs', () => {
  it('reads verbs in any letter case, and method: null as any verb', () => {
    const set = loose((m) => {
      m.connect!('a', { controller: 'a', conditions: { method: ['GET', 'Post'] } });
      m.connect!('b', { controller: 'b', conditions: { method: null } });
      m.resources!('posts', { only: [], member: { mark: 'PUT' } });
    });
    expect(lines(set)).toEqual(['GET|POST /a a#index -', 'ANY /b b#index -', 'PUT /posts/:id/mark(.:format) posts#mark mark_post']);
    expect(() => loose((m) => m.connect!('a', { controller: 'a', conditions: { method: 'HEAD' } }))).toThrow(/HTTP method HEAD is invalid/);
  });

  it('groups extra actions by verb in first-seen order, a list of verbs being a group of its own', () => {
    const set = mapped((map) =>
      map.resources('posts', { only: [], member: { mark: 'put', preview: 'get', unmark: 'put', both: ['get', 'post'], solo: ['post', 'get'], other: ['get', 'post'] } }),
    );
    expect(lines(set).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual([
      'PUT /posts/:id/mark(.:format)',
      'PUT /posts/:id/unmark(.:format)',
      'GET /posts/:id/preview(.:format)',
      'GET /posts/:id/both(.:format)',
      'POST /posts/:id/both(.:format)',
      'GET /posts/:id/other(.:format)',
      'POST /posts/:id/other(.:format)',
      'POST /posts/:id/solo(.:format)',
      'GET /posts/:id/solo(.:format)',
    ]);
  });
});

describe('map-style :action and :id optionality (Rails 2.3 assign_default_route_options)', () => {
  it('keeps :action required when its requirement does not match all of "index"', () => {
    const set = mapped((map) => map.connect('tools/:action', { controller: 'tools', requirements: { action: /ind|index/ } }));
    expect(() => set.recognize('GET', '/tools')).toThrow(RoutingError);
    expect(set.recognize('GET', '/tools/index')).toEqual({ controller: 'tools', action: 'index' });
  });

  it('makes :action optional with its own default when the requirement matches "index"', () => {
    const set = mapped((map) => {
      map.connect('tools/:action', { controller: 'tools', requirements: { action: /index|list/ } });
      map.connect('kit/:action', { controller: 'kit', action: 'list' });
    });
    expect(set.recognize('GET', '/tools')).toEqual({ controller: 'tools', action: 'index' });
    expect(set.recognize('GET', '/kit')).toEqual({ controller: 'kit', action: 'list' });
  });

  it('makes :id optional when its requirement matches the empty string, required otherwise', () => {
    const set = mapped((map) => {
      map.connect('page/:id', { controller: 'pages', requirements: { id: /\d*/ } });
      map.connect('book/:id', { controller: 'books', requirements: { id: /\d+/ } });
    });
    expect(set.recognize('GET', '/page')).toEqual({ controller: 'pages', action: 'index' });
    expect(set.recognize('GET', '/page/12')).toEqual({ controller: 'pages', action: 'index', id: '12' });
    expect(() => set.recognize('GET', '/book')).toThrow(RoutingError);
  });
});

describe('map-style resource options', () => {
  it('names the new segment from resourcesPathNames', () => {
    const set = mapped((map) => map.resources('messages', { only: 'new' }), { resourcesPathNames: { new: 'nuevo' } });
    expect(lines(set)).toEqual(['GET /messages/nuevo(.:format) messages#new new_message']);
  });

  it('routes extra actions named like Object members with their own names and an id', () => {
    const set = mapped((map) => map.resources('posts', { only: [], member: { constructor: 'get' }, collection: { toString: 'get' }, pathNames: {} }));
    expect(lines(set)).toEqual(['GET /posts/toString(.:format) posts#toString toString_posts', 'GET /posts/:id/constructor(.:format) posts#constructor constructor_post']);
    expect(() => set.helpers.constructor_post_path!('a.b')).toThrow(/:id "a.b" does not match/);
  });

  it('keeps the namespace path and name of nested namespaces in shallow routes', () => {
    const set = mapped((map) =>
      map.namespace('admin', (admin) =>
        admin.namespace('v1', (v1) => v1.resources('products', { shallow: true, only: [] }, (product) => product.resources('images', { only: ['index', 'show'] }))),
      ),
    );
    expect(lines(set)).toEqual([
      'GET /admin/v1/products/:product_id/images(.:format) admin/v1/images#index admin_v1_product_images',
      'GET /admin/v1/images/:id(.:format) admin/v1/images#show admin_v1_image',
    ]);
  });

  it('takes null or an empty list as no extra actions, and refuses an empty action name', () => {
    const set = loose((m) => {
      m.resources!('posts', { collection: null, member: null, new: null, only: 'index' });
      m.resources!('tags', { collection: [], member: [], only: 'index' });
    });
    expect(lines(set)).toEqual(['GET /posts(.:format) posts#index posts', 'GET /tags(.:format) tags#index tags']);
    expect(() => loose((m) => m.resources!('posts', { collection: [''] }))).toThrow(/:collection must be an object of action → verb, an action name or a list of them, got \[""\]/);
  });

  it('lets only / except name extra actions', () => {
    const set = mapped((map) => map.resources('posts', { collection: { sale: 'get' }, only: ['index', 'sale'] }));
    expect(lines(set)).toEqual(['GET /posts/sale(.:format) posts#sale sale_posts', 'GET /posts(.:format) posts#index posts']);
  });

  it('skips null entries of hasMany', () => {
    const set = loose((m) => m.resources!('posts', { only: [], hasMany: ['comments', null] }));
    expect(set.routes.map((r) => r.name).filter(Boolean)).toEqual(['post_comments', 'new_post_comment', 'edit_post_comment', 'post_comment']);
  });

  it('treats requirements: { id: null } as no requirement (the default :id pattern, checked when generating)', () => {
    const set = loose((m) => m.resources!('projects', { only: 'show', requirements: { id: null } }));
    expect(set.routes[0]!.requirements).toEqual({});
    expect(set.helpers.project_path!('ecookbook')).toBe('/projects/ecookbook');
    expect(() => set.helpers.project_path!('v1.2')).toThrow(/:id "v1.2" does not match/);
  });

  it('ignores an option given as undefined, even one naming a segment', () => {
    const set = loose((m) => m.connect!('page/:id', { controller: 'p', id: undefined, note: undefined }));
    expect(lines(set)).toEqual(['ANY /page/:id p#index -']);
    expect(set.routes[0]!.defaults).toEqual({});
    expect(set.recognize('GET', '/page/3')).toEqual({ controller: 'p', action: 'index', id: '3' });
  });
});

describe('map-style options given as null', () => {
  it('are absent: no fixed param, no default, no condition', () => {
    const set = loose((m) => {
      m.connect!('a', { controller: 'a', requirements: { extra: null } });
      m.connect!('b', { controller: 'b', requirements: null, defaults: null, conditions: { host: null } });
      m.connect!('test/:year', { controller: 'c', defaults: { year: null } });
      m.namedRoute!('file', 'file/*path', { controller: 'f', defaults: { path: '' } });
    });
    expect(set.routes.map((r) => Object.keys(r.defaults))).toEqual([[], [], [], []]);
    expect(set.routes[1]!.conditions).toEqual({});
    expect(set.recognize('GET', '/file')).toEqual({ controller: 'f', action: 'index', path: '' });
  });

  it('a path with a trailing slash is the same route', () => {
    const set = mapped((map) => map.connect('about/', { controller: 'pages' }));
    expect(lines(set)).toEqual(['ANY /about pages#index -']);
    expect(set.recognize('GET', '/about')).toEqual({ controller: 'pages', action: 'index' });
  });
});

// Rails 2.3 RouteBuilder details the other map-style tests leave open: how options become defaults,
// requirements and conditions, which segments a key names, and which routes a resource gives an `:id` rule.
// Every set is drawn inside its test (see the README's mutation-testing notes).
import { describe, expect, it } from 'vitest';
import { ArgumentError, asParams, RouteSet, RoutingError } from '../../../src/index.js';
import { lines, mapped } from './support.js';

type Loose = Record<string, (...args: unknown[]) => unknown>;
/** Declares with calls typed code cannot make (what plain JavaScript may pass). */
const loose = (declare: (m: Loose) => void, options?: ConstructorParameters<typeof RouteSet>[0]) =>
  new RouteSet(options).drawMap((m) => declare(m as unknown as Loose));

describe('map-style options: which segment a key names', () => {
  it('never takes static text for a param of the same name', () => {
    const set = loose((m) => {
      m.connect!('pages/controller', { controller: 'pages', action: 'show' });
      m.connect!('docs/action/id', { controller: 'docs', action: 'read', id: /\d+/ });
    });
    expect(lines(set)).toEqual(['ANY /pages/controller pages#show -', 'ANY /docs/action/id docs#read -']);
    expect(set.routes[1]!.requirements).toEqual({ id: /\d+/ });
    expect(set.recognize('GET', '/pages/controller')).toEqual({ controller: 'pages', action: 'show' });
    expect(() => set.recognize('GET', '/pages')).toThrow(RoutingError);
    expect(() => set.recognize('GET', '/docs/action')).toThrow(RoutingError);
    expect(() => set.recognize('GET', '/docs')).toThrow(RoutingError);
  });

  it('leaves a key given as undefined out, as if it were not written', () => {
    const set = loose((m) => {
      m.connect!('page/:title', { controller: 'pages', action: 'show', title: undefined, extra: undefined });
      m.connect!('about', { controller: 'pages', action: 'about', requirements: { lang: undefined }, conditions: { subdomain: undefined } });
    });
    expect(() => set.recognize('GET', '/page')).toThrow(RoutingError);
    expect(set.recognize('GET', '/page/x')).toEqual({ controller: 'pages', action: 'show', title: 'x' });
    const about = set.routes[1]!;
    expect(Object.keys(about.allDefaults).sort()).toEqual(['action', 'controller']);
    expect(set.recognize('GET', '/about')).toEqual({ controller: 'pages', action: 'about' });
  });

  it('writes a record given as a default by its toParam', () => {
    const page = { toParam: () => 'welcome', toString: () => 'not this' };
    const set = loose((m) => m.connect!('page/:title', { controller: 'pages', action: 'show', title: page }));
    expect(set.recognize('GET', '/page')).toEqual({ controller: 'pages', action: 'show', title: 'welcome' });
  });
});

describe('map-style :controller and :action', () => {
  it('gives a route without an :action segment the index action, and one with it no action default', () => {
    const set = mapped((map) => {
      map.connect(':controller/:action/:id');
      map.connect('feed', { controller: 'feeds' });
      map.connect('search/:q', { controller: 'search', requirements: { action: /find|list/ } });
    });
    expect(set.routes[0]!.allDefaults).toEqual({});
    expect(set.routes[1]!.allDefaults).toEqual({ controller: 'feeds', action: 'index' });
    expect(set.routes[2]!.allDefaults).toEqual({ controller: 'search' });
    expect(set.recognize('GET', '/posts')).toEqual({ controller: 'posts', action: 'index' });
  });

  it('takes a controller given only as a requirement as specified', () => {
    const set = loose((m) => m.connect!('admin/report', { action: 'show', requirements: { controller: /admin\/reports/ } }));
    expect(set.routes).toHaveLength(1);
    expect(set.routes[0]!.requirements).toEqual({ controller: /admin\/reports/ });
  });

  it('matches no controller when the route set knows none', () => {
    const set = mapped((map) => map.connect(':controller/:action'), { controllers: [] });
    expect(() => set.recognize('GET', '/posts/show')).toThrow(RoutingError);
    const known = mapped((map) => map.connect(':controller/:action'), { controllers: ['posts'] });
    expect(known.recognize('GET', '/POSTS/show')).toEqual({ controller: 'posts', action: 'show' });
    expect(() => known.recognize('GET', '/users/show')).toThrow(RoutingError);
  });
});

describe('map-style path prefixes and names', () => {
  it('takes a path prefix with a leading or a trailing slash', () => {
    const set = mapped((map) => {
      map.connect('a', { controller: 'x', pathPrefix: 'admin/' });
      map.connect('b', { controller: 'x', pathPrefix: '/admin' });
      map.connect('c', { controller: 'x', pathPrefix: '/admin/' });
    });
    expect(set.routes.map((r) => r.path)).toEqual(['/admin/a', '/admin/b', '/admin/c']);
  });

  it('lets a later named route take a name over', () => {
    const set = mapped((map) => {
      map.namedRoute('about', 'about-us', { controller: 'pages', action: 'about' });
      map.namedRoute('about', 'company', { controller: 'pages', action: 'company' });
    });
    expect(set.helpers.about_path!()).toBe('/company');
    expect(set.routes).toHaveLength(2);
    expect(set.recognize('GET', '/about-us')).toEqual({ controller: 'pages', action: 'about' });
  });
});

describe('map-style resources: which routes check :id', () => {
  it('gives the :id rule to member routes of a plural resource only', () => {
    const set = mapped((map) => {
      map.resources('posts', { collection: { search: 'get' }, member: { preview: 'get' } });
      map.resource('profile');
    });
    const h = set.helpers;
    // Routes without an :id segment write an `id` param (a Hash's: asParams) into the query, whatever it holds.
    expect(h.posts_path!(asParams({ id: 'a.b' }))).toBe('/posts?id=a.b');
    expect(h.new_post_path!(asParams({ id: 'a.b' }))).toBe('/posts/new?id=a.b');
    expect(h.search_posts_path!(asParams({ id: 'a.b' }))).toBe('/posts/search?id=a.b');
    expect(h.profile_path!(asParams({ id: 'a.b' }))).toBe('/profile?id=a.b');
    // Member routes check it.
    expect(() => h.post_path!('a.b')).toThrow(/id/);
    expect(() => h.preview_post_path!('a.b')).toThrow(/id/);
    expect(h.preview_post_path!('a-b')).toBe('/posts/a-b/preview');
  });

  it('names the resource and the action in a route error', () => {
    expect(() => loose((m) => m.resources!('posts', { requirements: { id: /^\d+$/ } }))).toThrow(/\(param :id of resources "posts", action "\w+"\)/);
  });
});

describe('map-style associations', () => {
  it('reads nil associations as none, as Rails 2.3 did', () => {
    const set = loose((m) => {
      m.resources!('posts', { has_many: false, has_one: null });
      m.resources!('users', { has_many: ['comments', undefined, null] });
    });
    expect(set.routes.map((r) => r.name).filter(Boolean)).toContain('user_comments');
    expect(set.routes.filter((r) => r.path.startsWith('/posts/:post_id'))).toEqual([]);
  });

  it('refuses a has_one list holding a non-name', () => {
    expect(() => loose((m) => m.resources!('posts', { has_one: ['author', 1] }))).toThrow(
      new ArgumentError('resources "posts": :has_one must be a name or a list of names, got ["author",1]'),
    );
  });
});

describe('map-style options given as null', () => {
  it('reads null options as none', () => {
    const set = loose((m) => {
      m.withOptions!(null, (inner: Loose) => inner.resources!('posts', 'users'));
      m.connect!('about', { controller: 'pages', conditions: null, requirements: null, defaults: null });
    });
    expect(set.helpers.posts_path!()).toBe('/posts');
    expect(set.helpers.users_path!()).toBe('/users');
    expect(set.recognize('GET', '/about')).toEqual({ controller: 'pages', action: 'index' });
  });

  it('merges nested options of withOptions key by key, a route value winning', () => {
    const set = mapped((map) =>
      map.withOptions({ controller: 'pages', conditions: { method: 'get' } }, (pages) => {
        pages.connect('about', { action: 'about', conditions: { subdomain: 'www' } });
        pages.connect('send', { action: 'send', conditions: { method: 'post' } });
      }),
    );
    expect(set.routes[0]!.verbs).toEqual(['GET']);
    expect(set.routes[0]!.conditions).toEqual({ subdomain: 'www' });
    expect(set.routes[1]!.verbs).toEqual(['POST']);
  });
});

describe('map-style verbs', () => {
  it('reads verbs in any letter case and writes them in capitals', () => {
    const set = loose((m) => {
      m.connect!('a', { controller: 'x', conditions: { method: 'Put' } });
      m.connect!('b', { controller: 'x', conditions: { method: ['get', 'DELETE'] } });
      m.resources!('posts', { member: { fetch: ['get', 'post'], any_verb: 'any' } });
    });
    expect(set.routes[0]!.verbs).toEqual(['PUT']);
    expect(set.routes[1]!.verbs).toEqual(['GET', 'DELETE']);
    expect(set.recognize('POST', '/posts/1/fetch')).toMatchObject({ action: 'fetch', id: '1' });
    expect(set.recognize('DELETE', '/posts/1/any_verb')).toMatchObject({ action: 'any_verb', id: '1' });
  });

  it('refuses HEAD with Rails 2.3 message', () => {
    expect(() => loose((m) => m.connect!('a', { controller: 'x', conditions: { method: 'head' } }))).toThrow(
      new ArgumentError(
        'HTTP method HEAD is invalid in route conditions. Rails processes HEAD requests the same as GETs, returning just the response headers (connect "a", conditions: { method })',
      ),
    );
    expect(() => loose((m) => m.connect!('a', { controller: 'x', conditions: { method: [] } }))).not.toThrow();
  });
});

describe('map-style resources: the :id requirement goes to member routes only (Rails 2.3 requirements(with_id))', () => {
  it('lists it on member routes of a plural resource, not on collection, new or singular routes', () => {
    const set = mapped((map) => {
      map.resources('posts', { requirements: { id: /\d+/ }, collection: { search: 'get' }, member: { both: ['get', 'any'] } });
      map.resource('profile', { requirements: { id: /\d+/ } });
    });
    const shown = set.routes.map((r) => `${r.verbs.join('|') || 'ANY'} ${r.path} ${JSON.stringify(Object.keys(r.requirements))}`);
    expect(shown).toEqual([
      'GET /posts/search(.:format) []',
      'GET /posts(.:format) []',
      'POST /posts(.:format) []',
      'GET /posts/new(.:format) []',
      'GET /posts/:id/both(.:format) ["id"]',
      'ANY /posts/:id/both(.:format) ["id"]',
      'GET /posts/:id/edit(.:format) ["id"]',
      'GET /posts/:id(.:format) ["id"]',
      'PUT /posts/:id(.:format) ["id"]',
      'DELETE /posts/:id(.:format) ["id"]',
      'GET /profile/new(.:format) []',
      'GET /profile/edit(.:format) []',
      'GET /profile(.:format) []',
      'PUT /profile(.:format) []',
      'DELETE /profile(.:format) []',
      'POST /profile(.:format) []',
    ]);
  });
});

describe('map-style segment names', () => {
  it('reads trailing static text named like a param as static', () => {
    const set = mapped((map) => {
      map.connect('pages/action', { controller: 'pages', action: 'list' });
      map.connect('docs/id', { controller: 'docs', action: 'read' });
    });
    expect(set.routes.map((r) => String(r.pattern.source))).toEqual(['/pages/action', '/docs/id']);
    expect(() => set.recognize('GET', '/pages')).toThrow(RoutingError);
    expect(() => set.recognize('GET', '/docs')).toThrow(RoutingError);
  });

  it('takes an option named like a divider as a param, not as the divider', () => {
    const set = loose((m) => m.connect!('a.b', { controller: 'x', '.': 'dot' }));
    expect(set.routes[0]!.path).toBe('/a.b');
    expect(set.recognize('GET', '/a.b')).toEqual({ controller: 'x', action: 'index', '.': 'dot' });
    expect(() => set.recognize('GET', '/ab')).toThrow(RoutingError);
    // A trailing divider given a value would become optional (and /a recognized) if the key named it.
    const trailing = loose((m) => m.connect!('a?', { controller: 'x', '?': 'q' }));
    expect(trailing.routes[0]!.path).toBe('/a?');
    expect(() => trailing.recognize('GET', '/a')).toThrow(RoutingError);
  });

  it('names root in its messages', () => {
    expect(() => loose((m) => m.root!({ controller: 'x', conditions: { method: 'head' } }))).toThrow(/\(root, conditions: \{ method \}\)$/);
  });
});

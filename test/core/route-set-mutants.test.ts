import { describe, expect, it } from 'vitest';
import { ArgumentError, MalformedPath, normalizePath, RouteSet, RoutingError } from '../../src/index.js';
import { createFastMatcher } from '../../src/match/engine/index.js';
import { createReferenceMatcher } from '../../src/match/reference.js';
import type { MatcherFactory } from '../../src/match/matcher.js';
import { createSegmentMatcher } from '../../src/match/segments/index.js';
import { drawn, regexpRuns } from '../support.js';

/** RouteSet's own decisions, beyond route-set.test.ts; every set is drawn inside its test. */

describe('RouteSet: recognized params', () => {
  it('adds fixed params as strings, leaves out null ones, and lets path params win', () => {
    const set = new RouteSet().drawMap((map) => {
      // Extra keys are fixed params (Rails 2.3's defaults given inline).
      map.connect('a/:id', { controller: 'things', action: 'show', page: 2, flag: null, gone: undefined, id: 'default' } as Parameters<typeof map.connect>[1]);
    });
    expect(set.recognize('GET', '/a/7')).toEqual({ controller: 'things', action: 'show', page: '2', id: '7' });
    // Read once per route: the second request answers the same.
    expect(set.recognize('GET', '/a/8')).toEqual({ controller: 'things', action: 'show', page: '2', id: '8' });
    const block = drawn((r) => r.get('b/:id', { to: 'b#show', defaults: { flag: null, unset: undefined, n: 3 } }));
    expect(block.recognize('GET', '/b/1')).toEqual({ controller: 'b', action: 'show', n: '3', id: '1' });
    expect(block.find('GET', '/b/1')?.params).toEqual({ controller: 'b', action: 'show', n: '3', id: '1' });
  });

  it('gives index when nothing names the action', () => {
    const set = drawn((r) => r.match(':controller(/:action)', { via: 'get' }));
    expect(set.recognize('GET', '/posts')).toEqual({ controller: 'posts', action: 'index' });
    expect(set.find('GET', '/posts')?.params).toEqual({ controller: 'posts', action: 'index' });
  });

  it('normalizes a controller from the path, remembered per spelling, and a known one to its listed name', () => {
    const set = drawn((r) => r.match(':controller/:action'));
    expect(set.recognize('GET', '/Admin::StorageFiles/list')).toMatchObject({ controller: 'admin/storage_files' });
    expect(set.recognize('GET', '/Admin::StorageFiles/list')).toMatchObject({ controller: 'admin/storage_files' });
    expect(set.recognize('GET', '/BlogPosts/list')).toMatchObject({ controller: 'blog_posts' });
    const known = drawn((r) => r.match(':controller/:action'), { controllers: ['BlogPosts', 'content'] });
    expect(known.recognize('GET', '/ConTent/show')).toMatchObject({ controller: 'content' });
    expect(known.recognize('GET', '/blogposts/show')).toMatchObject({ controller: 'blogposts' });
    expect(known.match('GET', '/other/show')).toBeNull();
  });

  it('accepts a controller outside the list where the route requires its own, or the path names none', () => {
    const set = drawn(
      (r) => {
        r.match(':controller/x', { constraints: { controller: /secret|open/ }, action: 'x' });
        r.get('fixed', { to: 'unlisted#show' });
      },
      { controllers: ['posts'] },
    );
    expect(set.recognize('GET', '/secret/x')).toEqual({ controller: 'secret', action: 'x' });
    expect(set.recognize('GET', '/fixed')).toEqual({ controller: 'unlisted', action: 'show' });
  });

  it('keeps its own copy of the controllers list', () => {
    const controllers = ['posts'];
    const set = drawn((r) => r.match(':controller/:action'), { controllers });
    controllers.push('later');
    expect(set.match('GET', '/later/show')).toBeNull();
    expect(set.recognize('GET', '/posts/show')).toEqual({ controller: 'posts', action: 'show' });
  });
});

describe('RouteSet: errors', () => {
  it('match and find give null for a miss and a bad escape, and let other errors through', () => {
    const boom = new Error('guard failed');
    const set = drawn((r) => {
      r.get('posts/:id', { to: 'posts#show' });
      r.get('odd', { to: 'odd#show', constraints: () => { throw boom; } });
    });
    expect(set.match('GET', '/nope')).toBeNull();
    expect(set.match('POST', '/posts/1')).toBeNull();
    expect(set.match('GET', '/posts/%E0%A4%A')).toBeNull();
    expect(set.find('GET', '/posts/%E0%A4%A')).toBeNull();
    expect(() => set.recognize('GET', '/posts/%E0%A4%A')).toThrow(MalformedPath);
    expect(() => set.match('GET', '/odd', {})).toThrow(boom);
    expect(() => set.find('GET', '/odd', {})).toThrow(boom);
  });

  it('match gives null where recognize throws a routing error, a guard\'s own included, and the same params elsewhere', () => {
    const set = drawn((r) => {
      r.resources('posts');
      r.get('gone', { to: 'gone#show', constraints: () => { throw new RoutingError('gone for good'); } });
      r.get('files/*path', { to: 'files#show' });
    });
    expect(set.match('GET', '/gone', {})).toBeNull();
    expect(() => set.recognize('GET', '/gone', {})).toThrow('gone for good');
    // With a guard every lookup takes the general way; without one, plain paths take the segment engine.
    const unguarded = drawn((r) => {
      r.resources('posts');
      r.get('files/*path', { to: 'files#show' });
    });
    for (const routes of [set, unguarded]) {
      for (const [verb, path] of [['GET', '/posts/1.json'], ['put', '/posts/1'], ['GET', '/files/a/b%20c'], ['GET', '/posts//1/'], ['DELETE', '/posts'], ['GET', '/posts/%E0%A4%A']] as const) {
        let want: unknown = null;
        try {
          want = routes.recognize(verb, path, {});
        } catch (e) {
          expect(e).toBeInstanceOf(RoutingError);
        }
        expect(routes.match(verb, path, {}), `${verb} ${path}`).toEqual(want);
      }
    }
  });

  it('refuses a param named __proto__ where it is declared, in both styles, and leaves the set as it was', () => {
    const set = drawn((r) => r.get('posts', { to: 'posts#index' }));
    expect(() => set.draw((r) => r.get('x/:__proto__', { to: 'x#show' }))).toThrow(ArgumentError);
    expect(() => set.drawMap((map) => map.connect('x/:__proto__', { controller: 'x', action: 'show' }))).toThrow('names a param __proto__');
    expect(set.routes.map((route) => route.path)).toEqual(['/posts(.:format)']);
  });

  it('recognizes and generates params named as what every object inherits, in both styles', () => {
    const set = drawn((r) => r.get('x/:constructor/*toString', { to: 'x#show', as: 'x' }));
    set.drawMap((map) => map.namedRoute('y', 'y/:valueOf', { controller: 'y', action: 'show' }));
    expect(set.recognize('GET', '/x/a/b/c')).toEqual({ controller: 'x', action: 'show', constructor: 'a', toString: 'b/c' });
    expect(set.recognize('GET', '/y/7')).toEqual({ controller: 'y', action: 'show', valueOf: '7' });
    expect(set.helpers.x_path!('a', 'b/c')).toBe('/x/a/b/c');
    expect(set.helpers.y_path!({ valueOf: '7' })).toBe('/y/7');
    expect(set.urlFor({ controller: 'x', action: 'show', constructor: 'a', toString: 'b' })).toBe('/x/a/b');
    // Not given, such a param is missing, not filled with what every object inherits.
    set.draw((r) => r.get('z(/:toString)', { to: 'z#show', as: 'z' }));
    expect(() => set.helpers.y_path!()).toThrow(':valueOf is missing');
    expect(set.helpers.z_path!()).toBe('/z');
    expect(set.urlFor({ controller: 'z', action: 'show' })).toBe('/z');
    expect(set.urlFor({ controller: 'z', action: 'show', toString: 'q' })).toBe('/z/q');
  });

  it('names the verb as asked, upper-cased, and the path as given', () => {
    const set = drawn((r) => r.get('posts', { to: 'posts#index' }));
    expect(() => set.recognize('delete', '/posts/')).toThrow('No route matches DELETE "/posts/"; the path answers GET');
    expect(() => set.recognize('get', '//nope/')).toThrow(new RoutingError('No route matches GET "//nope/"'));
  });
});

describe('RouteSet: options', () => {
  it('copies the default URL options and merges path names over new and edit', () => {
    const defaultUrlOptions = { host: 'example.com' };
    const set = new RouteSet({ defaultUrlOptions, resourcesPathNames: { edit: 'editar' } });
    defaultUrlOptions.host = 'other.example';
    expect(set.defaultUrlOptions).toEqual({ host: 'example.com' });
    expect(set.resourcesPathNames).toEqual({ new: 'new', edit: 'editar' });
    set.draw((r) => r.resources('posts', { only: ['new', 'edit'] }));
    expect(set.routes.map((r) => r.path)).toEqual(['/posts/new(.:format)', '/posts/:id/editar(.:format)']);
    expect(new RouteSet().resourcesPathNames).toEqual({ new: 'new', edit: 'edit' });
  });

  it('generates a path unless a host is known, a URL when one is, and a path when told only_path', () => {
    const set = drawn((r) => r.get('posts', { to: 'posts#index' }));
    expect(set.urlFor({ controller: 'posts', action: 'index' })).toBe('/posts');
    expect(set.urlFor({ controller: 'posts', action: 'index', host: 'a.example' })).toBe('http://a.example/posts');
    expect(set.urlFor({ controller: 'posts', action: 'index', host: 'a.example', only_path: true })).toBe('/posts');
    expect(set.urlFor({ controller: 'posts', action: 'index', host: 'a.example', onlyPath: true })).toBe('/posts');
    expect(set.urlFor({ controller: 'posts', action: 'index', only_path: false, host: 'b.example' })).toBe('http://b.example/posts');
    set.defaultUrlOptions = { host: 'c.example' };
    expect(set.urlFor({ controller: 'posts', action: 'index' })).toBe('http://c.example/posts');
    expect(set.urlFor({ controller: 'posts', action: 'index', only_path: true })).toBe('/posts');
  });

  it('reads no verb as GET through an engine without a fast path', () => {
    const set = new RouteSet({ matcher: createReferenceMatcher }).draw((r) => r.get('posts', { to: 'posts#index' }));
    expect(set.find('', '/posts')?.params).toEqual({ controller: 'posts', action: 'index' });
    expect(set.recognize('', '/posts')).toEqual({ controller: 'posts', action: 'index' });
  });

  it('uses the engine it is given, and rebuilds one that cannot grow on a later draw', () => {
    for (const matcher of [createReferenceMatcher, createFastMatcher] as MatcherFactory[]) {
      let built = 0;
      const counted: MatcherFactory = (routes, options) => (built++, matcher(routes, options));
      const set = new RouteSet({ matcher: counted }).draw((r) => r.get('a', { to: 'a#show' }));
      const before = built;
      set.draw((r) => r.get('b', { to: 'b#show' }));
      expect(built).toBe(before + 1);
      expect(set.recognize('GET', '/a')).toEqual({ controller: 'a', action: 'show' });
      expect(set.recognize('GET', '/b')).toEqual({ controller: 'b', action: 'show' });
      expect(set.find('get', '/b')?.params).toEqual({ controller: 'b', action: 'show' });
      expect(() => set.recognize('POST', '/b')).toThrow('the path answers GET');
    }
  });

  it('grows the engine it has when a draw only appends, and builds a new one when a name was taken over', () => {
    let built = 0;
    const counted: MatcherFactory = (routes, options) => (built++, createSegmentMatcher(routes, options));
    const set = new RouteSet({ matcher: counted }).drawMap((map) => map.namedRoute('home', 'a', { controller: 'a', action: 'show' }));
    expect(set.recognize('GET', '/a')).toEqual({ controller: 'a', action: 'show' });
    const before = built;
    set.drawMap((map) => map.connect('b', { controller: 'b', action: 'show' }));
    expect(built).toBe(before);
    expect(set.recognize('GET', '/b')).toEqual({ controller: 'b', action: 'show' });
    set.drawMap((map) => map.namedRoute('home', 'c', { controller: 'c', action: 'show' }));
    expect(built).toBe(before + 1);
    expect(set.helpers.home_path!()).toBe('/c');
  });

  it('tells the declarations which controllers exist', () => {
    const set = new RouteSet({ controllers: ['admin/users', 'posts'] }).drawMap((map) => map.connect(':controller/:action/:id'));
    expect(String(set.routes[0]!.pattern.requirements.controller)).toBe('/admin\\/users|posts/i');
    expect(String(new RouteSet().drawMap((map) => map.connect(':controller/:action/:id')).routes[0]!.pattern.requirements.controller)).not.toContain('posts');
  });

  it('leaves a normal path as it is with one regexp run', () => {
    expect(regexpRuns(() => expect(normalizePath('/posts/1/comments.json')).toBe('/posts/1/comments.json'))).toBe(1);
    expect(regexpRuns(() => expect(normalizePath('/')).toBe('/'))).toBe(1);
  });

  it('gives a name taken over in a later map-style draw to the new route only', () => {
    const set = new RouteSet().drawMap((map) => {
      map.namedRoute('home', 'a', { controller: 'a', action: 'show' });
      map.namedRoute('other', 'o', { controller: 'o', action: 'show' });
      map.connect('plain', { controller: 'p', action: 'show' });
    });
    set.drawMap((map) => map.namedRoute('home', 'b', { controller: 'b', action: 'show' }));
    expect(set.routes.map((r) => r.name)).toEqual([null, 'other', null, 'home']);
    expect([...set.namedRoutes.keys()]).toEqual(['other', 'home']);
    expect(set.helpers.other_path!()).toBe('/o');
    expect(set.namedRoutes.get('home')?.path).toBe('/b');
    expect(set.helpers.home_path!()).toBe('/b');
    expect(set.recognize('GET', '/a')).toEqual({ controller: 'a', action: 'show' });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { ArgumentError, MalformedPath, MethodNotAllowed, RouteSet, RoutingError, normalizePath } from '../../src/index.js';
import { drawn, lines } from '../support.js';

// Drawn in each test, not when the file loads: what drawing does is then tied to the tests relying on it
// (mutation testing's per-test coverage).
let set: RouteSet;
beforeEach(() => {
  set = drawn((r) => {
    r.resources('posts', { only: ['index', 'show', 'new'] });
    r.get('about', { to: 'pages#about' });
    r.match('page/:id', { to: 'pages#show', constraints: { host: /^docs\./ } });
  });
});

describe('recognize', () => {
  it('returns controller, action, path params and format', () => {
    expect(set.recognize('GET', '/posts/1.json')).toEqual({ controller: 'posts', action: 'show', id: '1', format: 'json' });
    expect(set.recognize('get', '/posts')).toEqual({ controller: 'posts', action: 'index' });
  });

  it('lets the first declared route win', () => {
    expect(set.recognize('GET', '/posts/new')).toEqual({ controller: 'posts', action: 'new' });
  });

  it('normalizes slashes, queries and full URLs', () => {
    expect(set.recognize('GET', '//posts//1/?x=1#top')).toMatchObject({ id: '1' });
    expect(set.recognize('GET', 'http://example.com/posts/1')).toMatchObject({ id: '1' });
    expect(normalizePath('')).toBe('/');
  });

  it('matches non-ASCII static paths whether the request encodes them or not', () => {
    const s = drawn((r) => r.get('/こんにちは/世界', { to: 'unicode#hello', as: 'hello' }));
    expect(s.recognize('GET', '/%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF/%E4%B8%96%E7%95%8C')).toEqual({ controller: 'unicode', action: 'hello' });
    expect(s.recognize('GET', '/%e3%81%93%e3%82%93%e3%81%ab%e3%81%a1%e3%81%af/%e4%b8%96%e7%95%8c.json')).toMatchObject({ format: 'json' });
    expect(s.recognize('GET', '/こんにちは/世界')).toEqual({ controller: 'unicode', action: 'hello' });
    expect(s.helpers.hello_path!()).toBe('/%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF/%E4%B8%96%E7%95%8C');
    expect(set.recognize('GET', '/posts/ü')).toMatchObject({ id: 'ü' });
  });

  it('tells a wrong verb the verbs of the routes that name the path most precisely', () => {
    const s = drawn((r) => r.resources('posts'));
    const allowed = (verb: string, path: string) => {
      try {
        s.recognize(verb, path);
      } catch (e) {
        return (e as MethodNotAllowed).allowed;
      }
      return null;
    };
    expect(allowed('POST', '/posts/new')).toEqual(['GET']);
    expect(allowed('POST', '/posts/1')).toEqual(['GET', 'PUT', 'DELETE']);
    expect(allowed('PATCH', '/posts')).toEqual(['GET', 'POST']);
    expect(s.allowedVerbs('/posts/1/edit')).toEqual(['GET']);
    expect(s.allowedVerbs('/nope')).toEqual([]);
  });

  it('lists every route a path matches, whatever the verb, in priority order; conditions only with a request', () => {
    const s = new RouteSet().draw((r) => {
      r.resources('posts', { only: ['show', 'update', 'new'] });
      r.get('admin', { to: 'admin#index', constraints: { subdomain: 'admin' } });
    });
    const paths = (path: string, request?: { subdomain: string }) => s.routesFor(path, request).map((route) => `${route.verbs.join('|')} ${route.path}`);
    expect(paths('posts/new/')).toEqual(['GET /posts/new(.:format)', 'GET /posts/:id(.:format)', 'PUT /posts/:id(.:format)']);
    expect(paths('/posts/1.json')).toEqual(['GET /posts/:id(.:format)', 'PUT /posts/:id(.:format)']);
    expect(paths('/nope')).toEqual([]);
    expect(paths('/admin')).toEqual(['GET /admin(.:format)']);
    expect(paths('/admin', { subdomain: 'www' })).toEqual([]);
    expect(() => s.routesFor('/posts/%ZZ')).toThrow(MalformedPath);
  });

  it('normalizes every spelling of a path to one, and leaves a normal path as it is', () => {
    const cases: [string, string][] = [
      ['/posts/1', '/posts/1'],
      ['posts//1/', '/posts/1'],
      ['/a%2fb', '/a%2Fb'],
      ['/a%zz', '/a%zz'],
      ['/a b', '/a%20b'],
      ['/é', '/%C3%A9'],
      ['/x?y=/z', '/x'],
      ['https://h.example/p#f', '/p'],
      ['', '/'],
      ['/', '/'],
    ];
    for (const [input, normal] of cases) {
      expect(normalizePath(input)).toBe(normal);
      expect(normalizePath(normal)).toBe(normal);
    }
  });

  it('throws RoutingError naming verb and path when nothing matches', () => {
    expect(() => set.recognize('GET', '/nope')).toThrow(RoutingError);
    expect(() => set.recognize('GET', '/nope')).toThrow('No route matches GET "/nope"');
  });

  it('throws MethodNotAllowed with the allowed verbs when only the verb is wrong', () => {
    let error: unknown;
    try {
      set.recognize('POST', '/posts/new');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MethodNotAllowed);
    expect(error).toBeInstanceOf(RoutingError);
    expect((error as MethodNotAllowed).allowed).toEqual(['GET']);
    expect((error as MethodNotAllowed).status).toBe(405);
    expect(String(error)).toContain('POST');
  });

  it('answers a miss with an error whose first stack line names it, and leaves stack traces on for everything else', () => {
    const limit = Error.stackTraceLimit;
    let error: unknown;
    try {
      set.recognize('GET', '/nope');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RoutingError);
    expect((error as Error).name).toBe('RoutingError');
    expect((error as Error).stack?.split('\n')[0]).toBe('RoutingError: No route matches GET "/nope"');
    expect(Error.stackTraceLimit).toBe(limit);
  });

  it('answers a bad escape with MalformedPath (400), never a crash', () => {
    expect(() => set.recognize('GET', '/posts/%ZZ%E0')).toThrow(RoutingError);
    expect(() => set.recognize('GET', '/posts/%E0%A4%A')).toThrow(MalformedPath);
    expect(set.match('GET', '/posts/%E0%A4%A')).toBeNull();
  });

  it('checks request conditions when given a request', () => {
    expect(set.recognize('GET', '/page/1', { host: 'docs.example.com' })).toMatchObject({ id: '1' });
    expect(() => set.recognize('GET', '/page/1', { host: 'www.example.com' })).toThrow(RoutingError);
  });

  it('match returns null instead of throwing', () => {
    expect(set.match('DELETE', '/posts/1')).toBeNull();
    expect(set.match('GET', '/about')).toEqual({ controller: 'pages', action: 'about' });
  });

  it('only accepts known controllers for a :controller segment when told which exist', () => {
    const s = drawn((r) => r.match(':controller(/:action(/:id))'), { controllers: ['admin/users', 'posts'] });
    expect(s.recognize('GET', '/admin/users/show/1')).toEqual({ controller: 'admin/users', action: 'show', id: '1' });
    expect(s.recognize('GET', '/Posts')).toEqual({ controller: 'posts', action: 'index' });
    expect(() => s.recognize('GET', '/secrets/show/1')).toThrow(RoutingError);
  });
});

describe('draw', () => {
  it('is atomic: a failing draw leaves routes and helpers as they were', () => {
    const s = drawn((r) => r.resources('posts'));
    const before = lines(s);
    const helpers = s.helpers;
    expect(() =>
      s.draw((r) => {
        r.resources('comments');
        r.collection(() => r.get('oops'));
      }),
    ).toThrow(ArgumentError);
    expect(lines(s)).toEqual(before);
    expect(s.helpers).toBe(helpers);
    expect('comments_path' in s.helpers).toBe(false);
    expect(() => s.helpers.comments_path).toThrow(RoutingError);
    expect(s.helpers.posts_path!()).toBe('/posts');
  });

  it('keeps one helpers object whose helpers follow every draw, held before or after it', () => {
    const s = drawn((r) => r.get('a', { to: 'pages#a', as: 'first' }));
    const held = s.helpers;
    s.draw((r) => {
      r.get('b', { to: 'pages#b', as: 'second' });
      r.get('c', { to: 'pages#c', as: 'first' });
    });
    expect(held.second_path!()).toBe('/b');
    expect(held.firstPath!()).toBe('/c');
    expect(s.helpers).toBe(held);
    const kept = held.first_path!;
    s.clear();
    expect('first_path' in s.helpers).toBe(false);
    expect(() => s.helpers.first_path).toThrow(RoutingError);
    // A helper kept across a rebuilt table generates what its name stands for now.
    s.draw((r) => r.get('d', { to: 'pages#d', as: 'first' }));
    expect(kept()).toBe('/d');
  });

  it('adds to the set on every call, and clear empties it', () => {
    const s = new RouteSet();
    s.draw((r) => r.resources('posts'));
    s.draw((r) => r.resources('posts', { as: 'articles' }));
    expect(s.routes).toHaveLength(14);
    expect(s.helpers.articles_path!()).toBe('/posts');
    s.clear();
    expect(s.routes).toHaveLength(0);
    expect('posts_path' in s.helpers).toBe(false);
    expect(() => s.helpers.posts_path).toThrow(RoutingError);
  });

  it('skips an automatic name that an earlier draw took', () => {
    const s = new RouteSet();
    s.draw((r) => r.get('posts', { to: 'legacy#posts' }));
    s.draw((r) => r.resources('posts', { only: 'index' }));
    expect(lines(s)).toEqual(['GET /posts(.:format) legacy#posts posts', 'GET /posts(.:format) posts#index -']);
  });
});

describe('later draws', () => {
  const parts: ((r: import('../../src/index.js').Mapper) => void)[] = [
    (r) => {
      r.resources('posts', () => r.resources('comments'));
      r.get('about', { to: 'pages#about', as: 'about' });
    },
    (r) => {
      r.get('posts/:slug', { to: 'posts#by_slug', constraints: { slug: /[a-z-]+/ } });
      r.get('files/*path', { to: 'files#show' });
      r.resources('photos');
    },
    (r) => {
      r.get('about_us', { to: 'pages#about_us', as: 'about' }); // takes the name over
      r.get('posts/:id/preview', { to: 'posts#preview' });
      r.post(':page', { to: 'pages#create' }); // now answers POST /about, which had no route before
    },
  ];
  const requests: [string, string][] = [
    ['GET', '/posts/7'],
    ['GET', '/posts/hello-world'],
    ['GET', '/posts/7/preview.json'],
    ['GET', '/posts/7/comments/3'],
    ['GET', '/files/a/b.txt'],
    ['DELETE', '/photos/2'],
    ['POST', '/about'],
    ['GET', '/about_us'],
    ['GET', '/nope'],
  ];
  const answers = (set: RouteSet) =>
    requests.map(([verb, path]) => {
      try {
        return set.recognize(verb, path);
      } catch (e) {
        return `${(e as Error).name}: ${(e as Error).message}`;
      }
    });

  it('answer as one draw of everything, whether or not the set was used between draws', () => {
    const once = new RouteSet().draw((r) => parts.forEach((part) => part(r)));
    const unused = new RouteSet();
    const used = new RouteSet();
    for (const part of parts) {
      unused.draw(part);
      used.draw(part);
      answers(used);
    }
    for (const set of [unused, used]) {
      expect(set.routes.map(String)).toEqual(once.routes.map(String));
      expect(answers(set)).toEqual(answers(once));
      expect(set.helpers.about_path!()).toBe('/about_us');
      expect(set.helpers.photo_path!(3)).toBe('/photos/3');
      expect([...set.namedRoutes.keys()]).toEqual([...once.namedRoutes.keys()]);
    }
  });
});

describe('Route#renamed', () => {
  it('keeps everything of the declaration but the name', async () => {
    const { Route } = await import('../../src/route.js');
    const guard = () => true;
    const endpoint = () => 'ok';
    const route = new Route({
      verbs: ['get', 'post'],
      path: '/files/:year/*rest(.:format)',
      pattern: '/files/:year(/*rest)(.:format)',
      name: 'files',
      requirements: { year: /\d{4}/, format: /json|xml/ },
      generationOnly: ['format'],
      implicitRequirements: { rest: /.+?/ },
      defaults: { controller: 'files', action: 'show', kind: 'raw', page: '1' },
      controllerAsWritten: true,
      escapesSlashes: true,
      unlistedDefaults: ['page'],
      conditions: { subdomain: 'www' },
      anchor: false,
      guards: [guard],
      endpoint,
    });
    const renamed = route.renamed('others');
    expect(renamed.name).toBe('others');
    // Everything but the name and the condition tests (closures made per route, compared by behaviour below);
    // the parts most routes lack are kept together in `extras`.
    const fields = (r: object) => {
      const own = Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'name'));
      const { conditionTests: _tests, ...extras } = own.extras as Record<string, unknown>;
      return { ...own, extras };
    };
    expect(fields(renamed)).toEqual(fields(route));
    expect(renamed.pattern.regexp.source).toBe(route.pattern.regexp.source);
    expect(renamed.pattern.match('/files/2024/a/b')).toEqual(route.pattern.match('/files/2024/a/b'));
    expect(renamed.meetsConditions({ subdomain: 'api' })).toBe(false);
  });
});

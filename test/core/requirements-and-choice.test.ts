import { describe, expect, it } from 'vitest';
import { MethodNotAllowed, RouteSet, UrlGenerationError, type Mapper, type RequestContext } from '../../src/index.js';
import { createReferenceMatcher } from '../../src/match/reference.js';
import { drawn, regexpRuns } from '../support.js';

// Behaviour the generator and the matcher must keep through their rewrites: requirement flags, stateful
// (/g, /y) regexps, how urlFor picks among candidate routes, odd values, and 405 answers.

describe('requirements with flags', () => {
  // Drawn inside each test, so mutation runs credit the draw to the tests that check it.
  const draw = () =>
    drawn((r) => {
      r.get('tags/:name', { to: 'tags#show', as: 'tag', constraints: { name: /[a-z]+/i } });
      r.get('words/:word', { to: 'words#show', as: 'word', constraints: { word: /\p{L}+/u } });
      r.get('lines/:text', { to: 'lines#show', as: 'line', constraints: { text: /a.b/s } });
      r.get('strict/:text', { to: 'lines#strict', as: 'strict', constraints: { text: /a.b/ } });
    });

  it('recognizes any case with a case-insensitive letter range', () => {
    const set = draw();
    expect(set.recognize('GET', '/tags/ABC')).toMatchObject({ controller: 'tags', name: 'ABC' });
    expect(set.recognize('GET', '/tags/aBc')).toMatchObject({ name: 'aBc' });
    expect(set.match('GET', '/tags/AB1')).toBeNull();
    expect(set.match('GET', '/tags/12')).toBeNull();
  });

  it('generates any case with a case-insensitive letter range, and refuses what it would not recognize', () => {
    const set = draw();
    expect(set.helpers.tag_path!('ABC')).toBe('/tags/ABC');
    expect(set.helpers.tag_path!('abc')).toBe('/tags/abc');
    expect(() => set.helpers.tag_path!('A1')).toThrow(UrlGenerationError);
    expect(() => set.helpers.tag_path!('A1')).toThrow(/:name "A1" does not match \/\[a-z\]\+\/i/);
  });

  it('keeps the u flag in generation: \\p{L} takes letters of any script', () => {
    const set = draw();
    expect(set.helpers.word_path!('été')).toBe('/words/%C3%A9t%C3%A9');
    expect(set.helpers.word_path!('Ωmega')).toBe('/words/%CE%A9mega');
    expect(() => set.helpers.word_path!('12')).toThrow(/:word "12" does not match/);
  });

  it('keeps the s flag in generation: . takes a newline only with it', () => {
    const set = draw();
    expect(set.helpers.line_path!('a\nb')).toBe('/lines/a%0Ab');
    expect(set.helpers.strict_path!('a-b')).toBe('/strict/a-b');
    expect(() => set.helpers.strict_path!('a\nb')).toThrow(/:text "a\\nb" does not match/);
  });
});

describe('a /g or /y requirement used twice in a row', () => {
  // A global or sticky RegExp remembers lastIndex between test() calls: the second use must not fail.
  for (const flag of ['g', 'y']) {
    it(`answers the same twice with a /${flag} requirement, in recognition and generation`, () => {
      const set = drawn((r) => r.get('n/:id', { to: 'numbers#show', as: 'number', constraints: { id: new RegExp('\\d+', flag) } }));
      for (let i = 0; i < 3; i++) {
        expect(set.recognize('GET', '/n/12')).toMatchObject({ id: '12' });
        expect(set.helpers.number_path!(12)).toBe('/n/12');
        expect(set.urlFor({ controller: 'numbers', action: 'show', id: 34 })).toBe('/n/34');
      }
      expect(set.match('GET', '/n/x')).toBeNull();
      expect(() => set.helpers.number_path!('x')).toThrow(UrlGenerationError);
    });

    it(`answers the same twice with a /${flag} request condition`, () => {
      const set = drawn((r) => r.get('panel', { to: 'admin#panel', constraints: { subdomain: new RegExp('adm', flag) } }));
      const admin: RequestContext = { host: 'adm.example.com', subdomain: 'adm' };
      for (let i = 0; i < 3; i++) expect(set.recognize('GET', '/panel', admin)).toMatchObject({ controller: 'admin' });
      expect(set.match('GET', '/panel', { host: 'www.example.com', subdomain: 'www' })).toBeNull();
    });
  }
});

describe('urlFor choosing among candidate routes', () => {
  it('takes the best-scoring route even when it is declared later', () => {
    const set = drawn((r) => {
      r.match('old/:id', { to: 'posts#show' });
      r.match('posts/:year/:id', { to: 'posts#show' });
    });
    // :year fills a segment of the second route only: it scores higher, so it wins over declaration order.
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, year: 2020 })).toBe('/posts/2020/1');
    // Without it the second route cannot be filled; the first takes the extra params as a query.
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1 })).toBe('/old/1');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, page: 2 })).toBe('/old/1?page=2');
  });

  it('takes the first declared of routes that score the same', () => {
    const set = drawn((r) => {
      r.match('first/:id', { to: 'posts#show' });
      r.match('second/:id', { to: 'posts#show' });
    });
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1 })).toBe('/first/1');
  });

  it('scores fixed params above filled segments', () => {
    const set = drawn((r) => {
      r.match(':controller/:action/:id');
      r.match('special/:id', { to: 'posts#show' });
    });
    // Two fixed params (controller, action) count twice each: 4 + 1 beats three filled segments.
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1 })).toBe('/special/1');
    expect(set.urlFor({ controller: 'posts', action: 'edit', id: 1 })).toBe('/posts/edit/1');
  });

  it('reads a controller without an action as its index', () => {
    const set = drawn((r) => {
      r.match('posts/all', { to: 'posts#list' });
      r.match('posts', { to: 'posts#index' });
      r.match(':controller(/:action(/:id))');
    });
    expect(set.urlFor({ controller: 'posts' })).toBe('/posts');
    expect(set.urlFor({ controller: 'posts', action: null })).toBe('/posts');
    expect(set.urlFor({ controller: 'posts', action: 'list' })).toBe('/posts/all');
    // On a generic route, index never extends the path.
    expect(set.urlFor({ controller: 'photos' })).toBe('/photos');
    expect(set.urlFor({ controller: 'photos', action: 'index' })).toBe('/photos');
    expect(set.urlFor({ controller: 'photos', action: 'recent' })).toBe('/photos/recent');
  });

  it('never chooses a route with nothing to fill and nothing fixed', () => {
    // Journey's Formatter#generate: `next if !name && route.requirements.empty? && route.parts.empty?`.
    const set = drawn((r) => {
      r.get('health', { to: () => 'ok' });
      r.get('/old', { to: r.redirect('/new'), format: false });
      r.match('search(/:q)', { to: 'search#index' });
    });
    expect(set.routes[1]!.allDefaults).toEqual({});
    expect(set.routes[1]!.pattern.names).toEqual([]);
    expect(() => set.urlFor({ page: 2 })).toThrow(UrlGenerationError);
    expect(() => set.urlFor({ controller: 'nope', action: 'x' })).toThrow(/No route matches/);
    expect(() => set.urlFor({})).toThrow(/No route matches \{\}/);
    expect(set.urlFor({ controller: 'search', q: 'x' })).toBe('/search/x');
  });

  it('finds a route that fixes only the action (its controller is a segment) for any controller', () => {
    const set = drawn((r) => {
      r.resources('posts', { only: ['index'] });
      r.get(':controller/list', { action: 'list' });
    });
    expect(set.urlFor({ controller: 'posts', action: 'list' })).toBe('/posts/list');
    expect(set.urlFor({ controller: 'photos', action: 'list' })).toBe('/photos/list');
  });

  it('leaves out query params whose value is undefined or null', () => {
    const set = drawn((r) => r.resources('posts', { only: ['index', 'show'] }));
    expect(set.helpers.posts_path!({ page: undefined, q: null, sort: 'new' })).toBe('/posts?sort=new');
    expect(set.urlFor({ controller: 'posts', action: 'index', page: undefined })).toBe('/posts');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 3, page: undefined, q: 'a b' })).toBe('/posts/3?q=a+b');
  });

  it('writes a Date as its ISO time, in a segment and in the query', () => {
    const set = drawn((r) => {
      r.resources('posts', { only: ['index'] });
      r.get('archive/:at', { to: 'archive#show', as: 'archive' });
    });
    const epoch = new Date(Date.UTC(2020, 1, 3, 4, 5, 6, 7));
    expect(set.helpers.posts_path!({ since: epoch })).toBe('/posts?since=2020-02-03T04%3A05%3A06.007Z');
    // In a segment the value is written as Rails writes it (dots as they are).
    expect(set.helpers.archive_path!(epoch)).toBe('/archive/2020-02-03T04:05:06.007Z');
    // A Date is a value, not a record: no toParam()/id lookup.
    expect(set.helpers.archive_path!({ at: epoch })).toBe('/archive/2020-02-03T04:05:06.007Z');
  });
});

describe('405 for a path matched only by param-only routes', () => {
  // Drawn inside each test, so mutation runs credit the draw to the tests that check it.
  const draw = () =>
    drawn((r) => {
      r.get(':id', { to: 'pages#show' });
      r.delete(':id', { to: 'pages#destroy' });
      r.put(':slug', { to: 'pages#update', constraints: { slug: /[a-z]+/ } });
    });

  function allowed(set: RouteSet, verb: string, path: string): readonly string[] | string {
    try {
      return `recognized ${JSON.stringify(set.recognize(verb, path))}`;
    } catch (e) {
      if (e instanceof MethodNotAllowed) return e.allowed;
      throw e;
    }
  }

  it('lists the verbs of every param route the path satisfies', () => {
    const set = draw();
    expect(allowed(set, 'POST', '/about')).toEqual(['GET', 'DELETE', 'PUT']);
    expect(allowed(set, 'POST', '/12')).toEqual(['GET', 'DELETE']);
    expect(set.allowedVerbs('/about')).toEqual(['GET', 'DELETE', 'PUT']);
    expect(allowed(set, 'DELETE', '/12')).toBe('recognized {"controller":"pages","action":"destroy","id":"12"}');
  });

  it('is a 404 (RoutingError, not MethodNotAllowed) for a path no route takes', () => {
    const set = draw();
    expect(() => set.recognize('POST', '/a/b')).toThrow(expect.objectContaining({ name: 'RoutingError' }));
    expect(set.allowedVerbs('/a/b')).toEqual([]);
  });
});

describe('the recognition engine narrows the routes it tries', () => {
  // Counted, not timed: every RegExp run goes through RegExp.prototype.exec (test, match and replace too). An
  // engine that tries each route in turn runs about one per route; the default one runs a handful at most.
  const declare = (r: Mapper) => {
    for (let i = 0; i < 100; i++) r.get(`items/:id/action${i}`, { to: `items#a${i}` });
    r.get('items/:id', { to: 'items#show' });
    r.get('items/new/form', { to: 'items#new' });
  };
  const fast = new RouteSet().draw(declare);
  const reference = new RouteSet({ matcher: createReferenceMatcher }).draw(declare);

  it('answers a param-free path without trying the routes before it', () => {
    for (const set of [fast, reference]) expect(set.recognize('GET', '/items/new/form')).toMatchObject({ action: 'new' });
    expect(regexpRuns(() => reference.recognize('GET', '/items/new/form'))).toBeGreaterThan(90); // the yardstick
    expect(regexpRuns(() => fast.recognize('GET', '/items/new/form'))).toBeLessThanOrEqual(2);
  });

  it('tries only the routes whose static segments fit the path', () => {
    for (const set of [fast, reference]) {
      expect(set.recognize('GET', '/items/5/action77')).toMatchObject({ action: 'a77', id: '5' });
      expect(set.recognize('GET', '/items/5')).toMatchObject({ action: 'show', id: '5' });
    }
    expect(regexpRuns(() => reference.recognize('GET', '/items/5/action77'))).toBeGreaterThan(70); // the yardstick
    expect(regexpRuns(() => fast.recognize('GET', '/items/5/action77'))).toBeLessThanOrEqual(4);
    expect(regexpRuns(() => fast.recognize('GET', '/items/5'))).toBeLessThanOrEqual(4);
  });
});

import { describe, expect, it } from 'vitest';
import { ArgumentError, MalformedPath, MethodNotAllowed, RouteSet, RoutingError, normalizePath } from '../../src/index.js';
import { drawn, lines } from '../support.js';

const set = drawn((r) => {
  r.resources('posts', { only: ['index', 'show', 'new'] });
  r.get('about', { to: 'pages#about' });
  r.match('page/:id', { to: 'pages#show', constraints: { host: /^docs\./ } });
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
    expect(s.helpers.comments_path).toBeUndefined();
    expect(s.helpers.posts_path!()).toBe('/posts');
  });

  it('adds to the set on every call, and clear empties it', () => {
    const s = new RouteSet();
    s.draw((r) => r.resources('posts'));
    s.draw((r) => r.resources('posts', { as: 'articles' }));
    expect(s.routes).toHaveLength(14);
    expect(s.helpers.articles_path!()).toBe('/posts');
    s.clear();
    expect(s.routes).toHaveLength(0);
    expect(s.helpers.posts_path).toBeUndefined();
  });

  it('skips an automatic name that an earlier draw took', () => {
    const s = new RouteSet();
    s.draw((r) => r.get('posts', { to: 'legacy#posts' }));
    s.draw((r) => r.resources('posts', { only: 'index' }));
    expect(lines(s)).toEqual(['GET /posts(.:format) legacy#posts posts', 'GET /posts(.:format) posts#index -']);
  });
});

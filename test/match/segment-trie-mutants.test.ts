import { describe, expect, it } from 'vitest';
import { Route, RouteSet, type RouteInit } from '../../src/index.js';
import { stemHash } from '../../src/match/engine/stem-hash.js';
import { createSegmentMatcher } from '../../src/match/segments/index.js';

/** The segment engine's trie, beyond segment-engine.test.ts; every engine is built inside its test. */

const route = (path: string, init: Partial<RouteInit> = {}) => new Route({ path, defaults: { controller: 'c', action: 'a' }, ...init });
const summary = (routes: readonly Route[], m: { route: Route; params: unknown } | null | undefined) => (m ? [routes.indexOf(m.route), m.params] : m);

describe('the segment trie', () => {
  it('tells a segment from a longer text with the same hash', () => {
    // Found by search: `a` and `aanjhvisu` have the same stem hash, and one starts with the other.
    expect(stemHash('aanjhvisu')).toBe(stemHash('a'));
    const routes = [route('/a'), route('/aanjhvisu'), route('/a/:id'), route('/aanjhvisu/:id')];
    const matcher = createSegmentMatcher(routes, {});
    expect(summary(routes, matcher.match('GET', '/a'))).toEqual([0, {}]);
    expect(summary(routes, matcher.match('GET', '/aanjhvisu'))).toEqual([1, {}]);
    expect(summary(routes, matcher.match('GET', '/a/1'))).toEqual([2, { id: '1' }]);
    expect(summary(routes, matcher.match('GET', '/aanjhvisu/1'))).toEqual([3, { id: '1' }]);
    expect(matcher.routesFor('/a')).toEqual([routes[0]]);
    // Asked again: each spelling's remembered answer is its own, though both spellings have one key.
    expect(summary(routes, matcher.match('GET', '/a'))).toEqual([0, {}]);
    expect(summary(routes, matcher.match('GET', '/aanjhvisu'))).toEqual([1, {}]);
  });

  it('remembers the answer of each of three fixed paths whose keys collide, asked in any order', () => {
    // Found by search, as above: three more texts with the stem hash of `a`.
    const texts = ['a', 'odcbkubur', 'tadsryuyh'];
    for (const text of texts) expect(stemHash(text)).toBe(stemHash('a'));
    const routes = texts.map((text) => route(`/${text}`));
    const matcher = createSegmentMatcher(routes, {});
    for (const order of [[0, 1, 2], [2, 0, 1], [1, 2, 0], [0, 2, 1]]) {
      for (const i of order) expect(summary(routes, matcher.match('GET', `/${texts[i]}`)), texts[i]).toEqual([i, {}]);
    }
    // A fourth text with that key, no route's: its search runs to the end of the chain and finds nothing.
    expect(stemHash('totupvafh')).toBe(stemHash('a'));
    expect(matcher.match('GET', '/totupvafh')).toBeNull();
    expect(matcher.find!('GET', '/totupvafh')).toBeNull();
  });

  it('walks paths of up to 64 segments itself and leaves longer ones to the general way', () => {
    const routes = [route(`/${'a/'.repeat(63)}:id`), route(`/${'a/'.repeat(64)}:id`)];
    const matcher = createSegmentMatcher(routes, {});
    expect(summary(routes, matcher.find!('GET', `/${'a/'.repeat(63)}7`))).toEqual([0, { id: '7' }]);
    expect(matcher.find!('GET', `/${'a/'.repeat(64)}7`)).toBeUndefined();
    expect(summary(routes, matcher.match('GET', `/${'a/'.repeat(64)}7`))).toEqual([1, { id: '7' }]);
  });

  it('gives a param no empty value before a format', () => {
    const routes = [route('/:id(.:format)')];
    const matcher = createSegmentMatcher(routes, {});
    expect(matcher.find!('GET', '/.json')).toBeNull();
    expect(matcher.match('GET', '/.json')).toBeNull();
    expect(summary(routes, matcher.find!('GET', '/1.json'))).toEqual([0, { id: '1', format: 'json' }]);
  });

  it('never lets a param hold a dot of a segment before the last', () => {
    const routes = [route('/:x/c'), route('/b/:y(.:format)')];
    const matcher = createSegmentMatcher(routes, {});
    expect(matcher.match('GET', '/a.b/c')).toBeNull();
    expect(matcher.find!('GET', '/a.b/c')).toBeNull();
    expect(matcher.routesFor('/a.b/c')).toEqual([]);
    expect(summary(routes, matcher.match('GET', '/ab/c'))).toEqual([0, { x: 'ab' }]);
    expect(summary(routes, matcher.match('GET', '/b/1.json'))).toEqual([1, { y: '1', format: 'json' }]);
    expect(matcher.match('GET', '/b.x/1')).toBeNull();
  });

  it('forgets what it remembered of a fixed path once a later draw adds a route with params', () => {
    const set = new RouteSet().draw((r) => r.get('b', { to: 'b#show' }));
    expect(set.match('POST', '/b')).toBeNull();
    expect(set.match('DELETE', '/b')).toBeNull();
    set.draw((r) => r.post(':page', { to: 'pages#create' }));
    expect(set.match('POST', '/b')).toEqual({ controller: 'pages', action: 'create', page: 'b' });
    expect(set.find('POST', '/b')?.params).toEqual({ controller: 'pages', action: 'create', page: 'b' });
    expect(set.match('DELETE', '/b')).toBeNull();
    expect(set.match('GET', '/b')).toEqual({ controller: 'b', action: 'show' });
  });

  describe('branches built on first use (one per first segment)', () => {
    it('answers the first lookup under a first segment from its routes, fixed paths included', () => {
      const set = new RouteSet().draw((r) => r.resources('posts'));
      expect(set.recognize('GET', '/posts/new')).toEqual({ controller: 'posts', action: 'new' });
      expect(new RouteSet().draw((r) => r.resources('posts')).recognize('GET', '/posts/7')).toEqual({ controller: 'posts', action: 'show', id: '7' });
    });

    it('gives the routes of a branch not built yet to 405 answers', () => {
      const set = new RouteSet().draw((r) => r.resources('posts'));
      expect(set.allowedVerbs('/posts/7')).toEqual(['GET', 'PUT', 'DELETE']);
      expect(() => new RouteSet().draw((r) => r.resources('posts')).recognize('POST', '/posts/7')).toThrow(/the path answers GET, PUT, DELETE/);
    });

    it('keeps declaration order between a param first segment (built at once) and fixed ones (built later)', () => {
      const paramFirst = new RouteSet().draw((r) => {
        r.get(':page', { to: 'pages#show' });
        r.get('about', { to: 'pages#about' });
      });
      expect(paramFirst.recognize('GET', '/about')).toEqual({ controller: 'pages', action: 'show', page: 'about' });
      const fixedFirst = new RouteSet().draw((r) => {
        r.get('about', { to: 'pages#about' });
        r.get(':page', { to: 'pages#show' });
      });
      expect(fixedFirst.recognize('GET', '/about')).toEqual({ controller: 'pages', action: 'about' });
      expect(fixedFirst.recognize('GET', '/contact')).toEqual({ controller: 'pages', action: 'show', page: 'contact' });
    });

    it('puts a later draw\'s routes for a built branch straight in, and keeps them waiting for one not built', () => {
      const set = new RouteSet().draw((r) => {
        r.get('posts/:id', { to: 'posts#show' });
        r.get('users/:id', { to: 'users#show' });
      });
      expect(set.recognize('GET', '/posts/1')).toEqual({ controller: 'posts', action: 'show', id: '1' });
      set.draw((r) => {
        r.get('posts/:id/extra', { to: 'posts#extra' });
        r.get('users/:id/extra', { to: 'users#extra' });
      });
      expect(set.recognize('GET', '/posts/1/extra')).toEqual({ controller: 'posts', action: 'extra', id: '1' });
      expect(set.recognize('GET', '/users/1/extra')).toEqual({ controller: 'users', action: 'extra', id: '1' });
      expect(set.recognize('GET', '/users/1')).toEqual({ controller: 'users', action: 'show', id: '1' });
    });

    it('keeps one bucket, in declaration order, for routes waiting unread and routes whose shape was read', () => {
      // `/a/{x}` is plain, but not in the spelling plainFirstSegment reads: its shape is read at once.
      const readFirst = new RouteSet().draw((r) => {
        r.get('a/{x}', { to: 'a#x' });
        r.get('a/:id', { to: 'a#show' });
      });
      expect(readFirst.recognize('GET', '/a/{x}')).toEqual({ controller: 'a', action: 'x' });
      expect(readFirst.recognize('GET', '/a/1')).toEqual({ controller: 'a', action: 'show', id: '1' });
      const waitingFirst = new RouteSet().draw((r) => {
        r.get('a/:id', { to: 'a#show' });
        r.get('a/{x}', { to: 'a#x' });
      });
      expect(waitingFirst.recognize('GET', '/a/{x}')).toEqual({ controller: 'a', action: 'show', id: '{x}' });
      expect(waitingFirst.recognize('GET', '/a/{x}.json')).toEqual({ controller: 'a', action: 'show', id: '{x}', format: 'json' });
      // Once the branch is built, both kinds go straight in.
      waitingFirst.draw((r) => {
        r.get('a/:id/{y}', { to: 'a#y' });
        r.get('a/:id/z', { to: 'a#z' });
      });
      expect(waitingFirst.recognize('GET', '/a/1/{y}')).toEqual({ controller: 'a', action: 'y', id: '1' });
      expect(waitingFirst.recognize('GET', '/a/1/z')).toEqual({ controller: 'a', action: 'z', id: '1' });
    });

    it('puts a waiting route in its branch once, though a miss with a colliding first segment asks for the bucket again', () => {
      const routes = [route('/a/:id')];
      const matcher = createSegmentMatcher(routes, {});
      expect(summary(routes, matcher.match('GET', '/a/1'))).toEqual([0, { id: '1' }]);
      expect(matcher.match('GET', '/aanjhvisu/1')).toBeNull();
      expect(matcher.routesFor('/a/1')).toEqual(routes);
    });

    it('builds first segments whose stem hashes collide together, each its own branch', () => {
      expect(stemHash('aanjhvisu')).toBe(stemHash('a'));
      const set = new RouteSet().draw((r) => {
        r.get('aanjhvisu/:id', { to: 'long#show' });
        r.get('a/:id', { to: 'short#show' });
      });
      expect(set.recognize('GET', '/a/1')).toEqual({ controller: 'short', action: 'show', id: '1' });
      expect(set.recognize('GET', '/aanjhvisu/2')).toEqual({ controller: 'long', action: 'show', id: '2' });
      set.draw((r) => r.get('a/:id/more', { to: 'short#more' }));
      expect(set.recognize('GET', '/a/1/more')).toEqual({ controller: 'short', action: 'more', id: '1' });
    });
  });
});

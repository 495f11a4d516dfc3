import { describe, expect, it } from 'vitest';
import { Route, RouteSet } from '../../src/index.js';
import { OTHER_VERB, requestVerbBit, shapeOf, VERB_BITS, verbBit } from '../../src/match/segments/shape.js';

/** Which routes the segment engine takes (the others go to the fast engine), and how it reads them. */
const route = (path: string, init: Partial<ConstructorParameters<typeof Route>[0]> = {}) => new Route({ path, defaults: { controller: 'c', action: 'a' }, ...init });

describe('shapeOf', () => {
  it('reads fixed segments, params and a trailing (.:format)', () => {
    expect(shapeOf(route('/users/:user_id/posts/:id(.:format)', { verbs: ['GET'] }))).toEqual({
      segments: ['users', null, 'posts', null],
      names: ['user_id', 'id'],
      tests: null,
      verify: false,
      format: true,
      mask: 1,
    });
    expect(shapeOf(route('/about'))).toEqual({ segments: ['about'], names: [], tests: null, verify: false, format: false, mask: 255 });
    expect(shapeOf(route('/'))).toEqual({ segments: [], names: [], tests: null, verify: false, format: false, mask: 255 });
  });

  it('tests a param whose requirement matches within a segment, in path order', () => {
    const shape = shapeOf(route('/users/:user_id/posts/:id(.:format)', { requirements: { id: /\d+/ } }))!;
    expect(shape.names).toEqual(['user_id', 'id']);
    expect(shape.tests?.map((test) => test && test.regexp)).toEqual([null, /^(?:\d+)$/]);
    const first = shapeOf(route('/:locale/posts/:id', { requirements: { locale: /en|fr/i, id: new RegExp('[^\\/.?]+') } }))!;
    expect(first.tests?.map((test) => test && test.regexp)).toEqual([/^(?:en|fr)$/i, null]);
  });

  it('takes every route a resources declaration makes', () => {
    const set = new RouteSet().draw((r) => r.resources('posts', () => r.resources('comments')));
    expect(set.routes.length).toBeGreaterThan(10);
    expect(set.routes.filter((r) => shapeOf(r) === null).map(String)).toEqual([]);
  });

  it('takes every route a map-style resources declaration makes (their :id requirement is the default one)', () => {
    const set = new RouteSet().drawMap((map) => map.resources('posts', (post) => post.resources('comments')));
    expect(set.routes.length).toBeGreaterThan(10);
    expect(set.routes.filter((r) => shapeOf(r) === null).map(String)).toEqual([]);
    expect(shapeOf(route('/posts/:id', { requirements: { id: new RegExp('[^\\/.?]+') } }))?.names).toEqual(['id']);
  });

  it.each([
    ['the default requirement with a flag', /[^/.?]+/i],
    ['a requirement close to the default', /[^/.?]*/],
    ['a requirement that may match a dot', /\d+\.\d+/],
    ['a requirement with a flag but i', /\d+/m],
    ['a slug with dots', /[^/]+/],
  ])('leaves to the route\'s regexp a route with %s, placed by its segments', (_, requirement) => {
    const shape = shapeOf(route('/posts/:id(.:format)', { requirements: { id: requirement } }))!;
    expect([shape.segments, shape.verify, shape.format]).toEqual([['posts', null], true, true]);
  });

  it.each([
    ['a glob', route('/files/*path')],
    ['a requirement that may match a slash', route('/posts/:id', { requirements: { id: /[a-z/]+/ } })],
    ['a requirement that may match anything', route('/posts/:id', { requirements: { id: /.+/ } })],
    ['a requirement on the format', route('/posts/:id(.:format)', { requirements: { format: /json|xml/ } })],
    ['an implicit requirement', route('/posts/:id', { implicitRequirements: { id: /.+?/ } })],
    ['a param sharing its segment', route('/posts-:id')],
    ['text after a param', route('/posts/:id-x')],
    ['a dot in fixed text', route('/robots.txt')],
    ['an optional group other than the format', route('/posts(/:id)')],
    ['a :controller segment', route('/:controller/:id')],
    ['an :action segment', route('/posts/:action')],
    ['a repeated param', route('/a/:id/b/:id')],
    ['a prefix route', route('/api', { anchor: false })],
    ['conditions', route('/posts', { conditions: { host: 'example.com' } })],
    ['guards', route('/posts', { guards: [() => true] })],
    ['an unusual verb', route('/posts', { verbs: ['PROPFIND'] })],
    ['non-ASCII text', route('/café')],
    ['a percent escape', route('/a%20b')],
    ['a trailing slash', route('/posts/')],
  ])('leaves to the fast engine a route with %s', (_, r) => {
    expect(shapeOf(r)).toBeNull();
  });
});

describe('verb bits', () => {
  it('gives each verb routes name its own bit, and any other verb OTHER_VERB', () => {
    const bits = Object.keys(VERB_BITS).map(verbBit);
    expect(bits).toEqual(Object.values(VERB_BITS));
    expect(new Set([...bits, OTHER_VERB]).size).toBe(bits.length + 1);
    for (const verb of ['get', 'Get', '', 'PURGE', 'GETX']) expect(verbBit(verb), verb).toBe(OTHER_VERB);
  });

  it('reads a request verb as the route set does: any case, none as GET', () => {
    for (const [verb, bit] of Object.entries(VERB_BITS)) {
      expect(requestVerbBit(verb), verb).toBe(bit);
      expect(requestVerbBit(verb.toLowerCase()), verb.toLowerCase()).toBe(bit);
      expect(requestVerbBit(verb[0] + verb.slice(1).toLowerCase()), 'mixed case').toBe(bit);
    }
    expect(requestVerbBit('')).toBe(VERB_BITS.GET);
    for (const verb of ['purge', 'PURGE', 'gets', 'link']) expect(requestVerbBit(verb), verb).toBe(OTHER_VERB);
  });
});

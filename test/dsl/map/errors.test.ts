import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet, RoutingError, type RouteMap } from '../../../src/index.js';

/** The error a declaration raises (it must raise one). */
function failure(declare: (map: RouteMap) => void): Error {
  try {
    new RouteSet().drawMap(declare);
  } catch (e) {
    return e as Error;
  }
  throw new Error('the declaration did not fail');
}

describe('map-style declaration errors', () => {
  it.each<[string, (map: RouteMap) => void, RegExp]>([
    ['an unknown verb in member', (m) => m.resources('posts', { member: { x: 'fetch' } }), /Invalid HTTP method.*"fetch".*resources "posts", member action "x"/],
    ['head in collection', (m) => m.resources('posts', { collection: { x: 'head' } }), /HEAD is invalid.*collection action "x"/],
    ['an empty verb list in new', (m) => m.resources('posts', { new: { preview: [] } }), /new action "preview".*must not be empty/],
    ['member that is not a map', (m) => m.resources('posts', { member: 5 as never }), /resources "posts": :member must be an object/],
    ['an unknown action in only', (m) => m.resources('posts', { only: 'indx' }), /resources "posts": :only names "indx"/],
    ['a non-name in except', (m) => m.resource('account', { except: [5] as never }), /resource "account": :except must be/],
    ['an invalid hasMany', (m) => m.resources('posts', { hasMany: 5 as never }), /:has_many must be/],
    ['an invalid hasOne', (m) => m.resources('posts', { hasOne: [{}] as never }), /:has_one must be/],
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    ['no resource name', (m) => m.resources({ only: 'index' }), /resources needs at least one resource name/],
    ['a route without controller', (m) => m.connect('/contact', { action: 'index' }), /Illegal route: the :controller must be specified!.*connect "\/contact"/],
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    ['a misspelt controller', (m) => m.connect('/contact', { contoller: 'contact', action: 'index' }), /connect "\/contact": unknown option "contoller"; did you mean "controller"\?/],
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    ['an anchored requirement', (m) => m.connect('page/:id', { controller: 'pages', id: /\d+$/ }), /Regexp anchor characters are not allowed.*:id/],
    ['a string requirement on a segment', (m) => m.connect('page/:id', { controller: 'pages', requirements: { id: '5' } }), /requirements on a path segment must be regular expressions/],
    ['a default without its segment', (m) => m.connect('page', { controller: 'pages', defaults: { id: 1 } }), /id: No matching segment exists/],
    ['an unknown verb in conditions', (m) => m.connect('valid/route', { controller: 'pages', conditions: { method: 'invalid' } }), /Invalid HTTP method.*"invalid".*conditions: \{ method \}/],
    ['root copying an unknown route', (m) => m.root('people'), /root: no route is named "people"/],
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    ['namespace without block', (m) => m.namespace('admin'), /namespace "admin" needs a block/],
    ['options that are not an object', (m) => m.connect('page', 'pages' as never), /connect "page": options must be an object/],
  ])('%s', (_label, declare, message) => {
    const error = failure(declare);
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error.message).toMatch(message);
  });

  it('raises RoutingError for a non-empty glob default, as Rails 2.3 did', () => {
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    const error = failure((m) => m.namedRoute('path', 'file/*path', { controller: 'content', path: ['fake', 'default'] }));
    expect(error).toBeInstanceOf(RoutingError);
    expect(error.message).toMatch(/paths cannot have non-empty default values/);
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    expect(() => new RouteSet().drawMap((m) => m.namedRoute('path', 'file/*path', { controller: 'content', path: [] }))).not.toThrow();
  });
});

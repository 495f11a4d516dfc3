import { describe, expect, it } from 'vitest';
import { ArgumentError, MethodNotAllowed, RouteSet, type Mapper } from '../../../src/index.js';
import { lines } from '../../support.js';

describe('patch() and options()', () => {
  const set = new RouteSet().draw((r) => {
    r.patch('settings', { to: 'settings#patch' });
    r.options('settings', { to: 'settings#preflight' });
    r.resources('posts', { only: ['show'] }, () => {
      r.member(() => r.patch('publish'));
      r.collection(() => r.options('search'));
    });
  });

  it('declare routes for their own verb only', () => {
    expect(lines(set)).toEqual([
      'PATCH /settings(.:format) settings#patch settings',
      'OPTIONS /settings(.:format) settings#preflight -',
      'PATCH /posts/:id/publish(.:format) posts#publish publish_post',
      'OPTIONS /posts/search(.:format) posts#search search_posts',
      'GET /posts/:id(.:format) posts#show post',
    ]);
  });

  it('are recognized for their verb, and listed in a 405 for the others', () => {
    expect(set.recognize('PATCH', '/settings')).toEqual({ controller: 'settings', action: 'patch' });
    expect(set.recognize('OPTIONS', '/settings.json')).toEqual({ controller: 'settings', action: 'preflight', format: 'json' });
    expect(set.recognize('PATCH', '/posts/3/publish')).toEqual({ controller: 'posts', action: 'publish', id: '3' });
    expect(set.recognize('OPTIONS', '/posts/search')).toEqual({ controller: 'posts', action: 'search' });
    expect(() => set.recognize('GET', '/settings')).toThrow(MethodNotAllowed);
    expect(set.allowedVerbs('/settings')).toEqual(['PATCH', 'OPTIONS']);
    expect(set.allowedVerbs('/posts/3/publish')).toEqual(['PATCH']);
  });

  it('generate through their names', () => {
    expect(set.helpers.publish_post_path!(3)).toBe('/posts/3/publish');
    expect(set.helpers.search_posts_path!()).toBe('/posts/search');
  });
});

describe('bad calls to namespace and scope', () => {
  const fails = (declare: (r: Mapper) => void) => () => new RouteSet().draw(declare);
  const loose = (r: Mapper) => r as unknown as Record<string, (...args: unknown[]) => unknown>;

  it('namespace needs one non-empty name', () => {
    expect(fails((r) => r.namespace('', () => r.resources('posts')))).toThrow(ArgumentError);
    expect(fails((r) => r.namespace('', () => r.resources('posts')))).toThrow('namespace takes one name, got [""]');
    expect(fails((r) => loose(r).namespace!(null, () => undefined))).toThrow('namespace takes one name, got [null]');
  });

  it('scope needs a path string and/or an options object', () => {
    expect(fails((r) => loose(r).scope!(1, 2))).toThrow(ArgumentError);
    expect(fails((r) => loose(r).scope!(1, 2))).toThrow('scope takes a path string and/or an options object, got [1,2]');
    expect(fails((r) => loose(r).scope!('api', 2))).toThrow('scope takes a path string and/or an options object, got ["api",2]');
    expect(fails((r) => loose(r).scope!(1, () => undefined))).toThrow('got [1]');
  });

  it('leave the set as it was', () => {
    const set = new RouteSet().draw((r) => r.resources('posts', { only: ['index'] }));
    expect(() => set.draw((r) => {
      r.resources('photos');
      r.namespace('');
    })).toThrow(ArgumentError);
    expect(lines(set)).toEqual(['GET /posts(.:format) posts#index posts']);
  });
});

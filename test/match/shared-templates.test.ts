import { describe, expect, it } from 'vitest';
import { RouteSet } from '../../src/index.js';
import type { Route } from '../../src/route.js';
import { shapeOf } from '../../src/match/segments/shape.js';
import { templateOf } from '../../src/match/segments/templates.js';

const finish = (route: Route, params: Record<string, string>): Record<string, string> => ({ controller: route.controller!, action: route.action!, ...params });

describe('segment templates', () => {
  const set = new RouteSet().draw((r) => {
    r.resources('users', () => {
      r.resources('posts');
      r.resources('photos');
    });
  });
  const route = (name: string) => set.namedRoutes.get(name)!;
  const template = (name: string, withFormat = false) => templateOf(route(name), shapeOf(route(name))!, finish, withFormat);
  const path = '/users/7/posts/9';
  const starts = Int32Array.from([1, 7, 9, 15]);
  const ends = Int32Array.from([6, 8, 14, 16]);

  it('share their code between routes whose params have the same form, each with its own fixed values', () => {
    const userPost = template('user_post');
    const userPhoto = template('user_photo');
    expect(userPost.build).toBe(userPhoto.build);
    expect(userPost.values).not.toEqual(userPhoto.values);
    expect(userPost.build(path, starts, ends, undefined, userPost.values)).toEqual({ controller: 'posts', action: 'show', user_id: '7', id: '9' });
    expect(userPhoto.build(path, starts, ends, undefined, userPhoto.values)).toEqual({ controller: 'photos', action: 'show', user_id: '7', id: '9' });
  });

  it('do not share it between forms that differ (other keys, segments or a format)', () => {
    const builds = [template('user_post').build, template('user').build, template('user_posts').build, template('user_post', true).build];
    expect(new Set(builds).size).toBe(4);
    const withFormat = template('user_post', true);
    expect(withFormat.build(path, starts, ends, 'json', withFormat.values)).toEqual({ controller: 'posts', action: 'show', user_id: '7', id: '9', format: 'json' });
  });
});

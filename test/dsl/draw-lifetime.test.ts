import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet, type Mapper, type RouteMap } from '../../src/index.js';

describe('declarations outside their draw', () => {
  it('refuses an async draw block, leaving the set as it was', async () => {
    const set = new RouteSet().draw((r) => r.resources('posts'));
    const before = set.routes.length;
    const attempt = () =>
      set.draw(async (r) => {
        await Promise.resolve();
        r.resources('comments');
      });
    expect(attempt).toThrow(ArgumentError);
    expect(attempt).toThrow(/The draw block returned a Promise: declaration blocks run synchronously.*Remove async\/await/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(set.routes.length).toBe(before);
  });

  it('refuses an async nested block and an async drawMap block', () => {
    expect(() => new RouteSet().draw((r) => r.resources('posts', async () => undefined))).toThrow(/The block of resources "posts" returned a Promise/);
    expect(() => new RouteSet().draw((r) => r.resource('profile', async () => undefined))).toThrow(/The block of resource "profile" returned a Promise/);
    expect(() => new RouteSet().draw((r) => r.scope('x', async () => undefined))).toThrow(/A nested declaration block returned a Promise/);
    expect(() => new RouteSet().drawMap(async () => undefined)).toThrow(/The drawMap block returned a Promise/);
    expect(() => new RouteSet().drawMap((map) => map.namespace('admin', async () => undefined))).toThrow(/The block of namespace "admin" returned a Promise/);
    expect(() => new RouteSet().drawMap((map) => map.withOptions({}, async () => undefined))).toThrow(/The block of withOptions returned a Promise/);
    expect(() => new RouteSet().drawMap((map) => map.resources('posts', async () => undefined))).toThrow(/The block of resources "posts" returned a Promise/);
  });

  it('refuses a mapper used after its draw ended', () => {
    let kept: Mapper | undefined;
    let keptMap: RouteMap | undefined;
    const set = new RouteSet().draw((r) => (kept = r)).drawMap((map) => (keptMap = map));
    expect(() => kept!.resources('posts')).toThrow(/This mapper's draw has ended \(at .*\): .*call draw again/);
    expect(() => kept!.scope('admin', () => undefined)).toThrow(/This mapper's draw has ended/);
    expect(() => keptMap!.connect('x', { controller: 'x' })).toThrow(/This mapper's draw has ended/);
    expect(set.routes).toEqual([]);
  });

  it('keeps a draw whose block returns a non-promise value', () => {
    const set = new RouteSet().draw((r) => r.resources('posts'));
    expect(set.routes.length).toBe(7);
  });
});

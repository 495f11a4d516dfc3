// r.mount against Rails 6.1's own answers (mount with a lambda app, drawn on actionpack 6.1.7: table, names,
// helpers and which paths the unanchored route takes); Rails 3.2's mount is the same `match` with
// `anchor: false, format: false` and an `as:` that is nil for an app with no routes of its own.
import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet } from '../../src/index.js';

const app = () => 'mounted';
const table = (set: RouteSet) => set.routes.map((r) => [r.verb, r.path, r.name]);
type Helpers = Record<string, (...args: unknown[]) => string>;

describe.each(['3.2', '6.1'] as const)('mount under the %s profile', (rails) => {
  // Drawn in each test (not while the file is collected), so that each test is the one that runs the mapper.
  const drawn = () => new RouteSet({ rails }).draw((r) => {
    r.mount(app, { at: 'sidekiq' });
    r.mount(app, { at: '/v(/:version)', as: 'ver' });
    r.namespace('admin', () => {
      r.mount(app, { at: '/x', as: 'y' });
      r.mount(app, { at: '/z', via: 'get' });
    });
    r.scope('(:locale)', () => r.mount(app, { at: 'loc', as: 'loc' }));
    r.resources('posts', { only: [] }, () => r.mount(app, { at: 'attachments', as: 'att' }));
  });

  it('declares one unanchored route of every verb (or via), without format, named only by as:', () => {
    const set = drawn();
    expect(table(set)).toEqual([
      ['', '/sidekiq', null],
      ['', '/v(/:version)', 'ver'],
      ['', '/admin/x', 'admin_y'],
      ['GET', '/admin/z', null],
      ['', '(/:locale)/loc', 'loc'],
      ['', '/posts/:post_id/attachments', 'post_att'],
    ]);
    expect(set.routes.every((r) => r.endpoint === app)).toBe(true);
  });

  it("a nil or false via is every verb, as Rails' options[:via] ||= :all", () => {
    const set = new RouteSet({ rails }).draw((r) => {
      r.mount(app, { at: 'a', via: null as never }); // untyped code
      r.mount(app, { at: 'b', via: false as never });
    });
    expect(table(set)).toEqual([
      ['', '/a', null],
      ['', '/b', null],
    ]);
    expect([set.find('DELETE', '/a/x')?.route.path, set.find('PATCH', '/b')?.route.path]).toEqual(['/a', '/b']);
  });

  it('takes every path under the mount point, at a segment boundary', () => {
    const set = drawn();
    expect(set.find('DELETE', '/sidekiq/queues/1')?.route.path).toBe('/sidekiq');
    expect(set.find('GET', '/sidekiq')?.route.path).toBe('/sidekiq');
    expect(set.find('GET', '/v/3/more')?.params.version).toBe('3');
    expect(set.find('GET', '/admin/x/a')?.route.name).toBe('admin_y');
    expect(set.find('GET', '/sidekiqx')).toBeFalsy();
    expect(set.find('POST', '/admin/z')).toBeFalsy();
  });

  it('gives the named mounts their helpers', () => {
    const h = drawn().helpers as unknown as Helpers;
    expect([h.ver_path!(), h.ver_path!({ version: 2 }), h.admin_y_path!(), h.post_att_path!(3), h.loc_path!(), h.loc_path!({ locale: 'fr' })]).toEqual([
      '/v',
      '/v/2',
      '/admin/x',
      '/posts/3/attachments',
      '/loc',
      '/fr/loc',
    ]);
  });
});

describe('mount refuses', () => {
  const draw = (block: (r: never) => void) => () => new RouteSet({ rails: '6.1' }).draw(block as never);
  it('an app that is no function, as Rails refuses one without call', () => {
    expect(draw((r: { mount: (...a: unknown[]) => void }) => r.mount('str', { at: 'x' }))).toThrow(
      new ArgumentError('mount: A rack application must be specified: an endpoint function (what to: takes), got "str"'),
    );
  });
  it('a call without a mount point', () => {
    expect(draw((r: { mount: (...a: unknown[]) => void }) => r.mount(app))).toThrow(
      new ArgumentError("mount must be called with a mount point: r.mount(app, { at: 'some_route' })"),
    );
    expect(draw((r: { mount: (...a: unknown[]) => void }) => r.mount(app, { as: 'x' }))).toThrow(
      new ArgumentError(`mount must be called with a mount point: r.mount(app, { at: 'some_route' }), got {"as":"x"}`),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet, defineRoutes, type ConcernOptions, type Mapper } from '../../../src/index.js';
import { drawn, lines } from '../../support.js';

describe('concern and concerns', () => {
  it('declares a concern where it is used: in a resource, a namespace, a scope and at the top level', () => {
    const set = drawn((r) => {
      r.concern('commentable', () => r.resources('comments', { only: 'index' }));
      r.resources('messages', { only: [] }, () => r.concerns('commentable'));
      r.namespace('admin', () => r.concerns('commentable'));
      r.scope('x', () => r.concerns(['commentable']));
      r.concerns('commentable');
    });
    expect(lines(set)).toEqual([
      'GET /messages/:message_id/comments(.:format) comments#index message_comments',
      'GET /admin/comments(.:format) admin/comments#index admin_comments',
      'GET /x/comments(.:format) comments#index comments',
      // Rails: the name is taken, so the top-level one is unnamed.
      'GET /comments(.:format) comments#index -',
    ]);
  });

  it('gives a block the mapper and the options of the place it is used', () => {
    const seen: unknown[] = [];
    const set = drawn((r) => {
      r.concern('commentable', (m, options) => {
        seen.push(options);
        m.resources('comments', options);
      });
      r.resources('posts', { only: [] }, () => r.concerns('commentable', { only: ['index', 'show'] }));
      r.resources('notes', { only: [] }, () => r.concerns('commentable', { only: 'index' }));
    });
    expect(seen).toEqual([{ only: ['index', 'show'] }, { only: 'index' }]);
    expect(lines(set)).toEqual([
      'GET /posts/:post_id/comments(.:format) comments#index post_comments',
      'GET /posts/:post_id/comments/:id(.:format) comments#show post_comment',
      'GET /notes/:note_id/comments(.:format) comments#index note_comments',
    ]);
  });

  it('takes an object with call(mapper, options): a class instance with its own defaults', () => {
    class Purchasable {
      constructor(private readonly defaults: ConcernOptions) {}
      call(mapper: Mapper, options: ConcernOptions) {
        const merged = { ...this.defaults, ...options };
        mapper.resources('purchases', { only: 'index' });
        if (merged.returnable) mapper.resources('returns', { only: 'index' });
      }
    }
    const set = drawn((r) => {
      r.concern('purchasable', new Purchasable({ returnable: true }));
      r.resources('toys', { only: [] }, () => r.concerns('purchasable'));
      r.resources('pets', { only: [] }, () => r.concerns('purchasable', { returnable: false }));
    });
    expect(lines(set)).toEqual([
      'GET /toys/:toy_id/purchases(.:format) purchases#index toy_purchases',
      'GET /toys/:toy_id/returns(.:format) returns#index toy_returns',
      'GET /pets/:pet_id/purchases(.:format) purchases#index pet_purchases',
    ]);
  });

  it('runs several concerns in the order named, each with its own copy of the options', () => {
    const order: string[] = [];
    drawn((r) => {
      r.concern('a', (_m, options) => {
        order.push(`a:${String(options.x)}`);
        options.x = 'changed';
      });
      r.concern('b', (_m, options) => order.push(`b:${String(options.x)}`));
      r.concerns('a', ['b'], 'a', { x: 1 });
    });
    expect(order).toEqual(['a:1', 'b:1', 'a:1']);
  });

  it('lets a later concern of the same name replace the earlier one', () => {
    const set = drawn((r) => {
      r.concern('c', () => r.get('one', { to: 'x#one' }));
      r.concern('c', () => r.get('two', { to: 'x#two' }));
      r.concerns('c');
    });
    expect(lines(set)).toEqual(['GET /two(.:format) x#two two']);
  });

  it('raises for a concern never declared, as Rails does, and leaves the set as it was', () => {
    const set = drawn((r) => r.get('kept', { to: 'x#kept' }));
    const attempt = () =>
      set.draw((r) => {
        r.concern('c', () => r.get('other', { to: 'x#other' }));
        r.concerns('c', 'nope');
      });
    expect(attempt).toThrow(new ArgumentError('No concern named nope was found!'));
    expect(lines(set)).toEqual(['GET /kept(.:format) x#kept kept']);
    // @ts-expect-error -- what plain JavaScript may pass
    expect(() => drawn((r) => r.concerns(5))).toThrow(new ArgumentError('No concern named 5 was found!'));
    // @ts-expect-error -- what plain JavaScript may pass
    expect(() => drawn((r) => r.concerns(() => {}))).toThrow(new ArgumentError('No concern named a function was found!'));
  });

  it('keeps concerns for the draw that declares them (and the blocks it draws), as Rails keeps them per mapper', () => {
    const set = drawn((r) => r.concern('c', () => r.get('x', { to: 'x#x' })));
    expect(() => set.draw((r) => r.concerns('c'))).toThrow('No concern named c was found!');
    const shared = drawn((r) => {
      r.concern('c', () => r.get('x', { to: 'x#x' }));
      r.draw((m) => m.concerns('c'));
    });
    expect(lines(shared)).toEqual(['GET /x(.:format) x#x x']);
  });

  it('refuses a concern without a name or a body it can call', () => {
    const loose = (r: Mapper) => r as unknown as { concern(...args: unknown[]): void };
    expect(() => drawn((r) => loose(r).concern('', () => {}))).toThrow(new ArgumentError('concern takes a name (a non-empty string), got ""'));
    expect(() => drawn((r) => loose(r).concern(undefined, () => {}))).toThrow('concern takes a name (a non-empty string), got undefined');
    expect(() => drawn((r) => loose(r).concern('c'))).toThrow(
      new ArgumentError('concern "c" needs a block (r, options) => … or an object with a call(mapper, options) method, got undefined'),
    );
    expect(() => drawn((r) => loose(r).concern('c', { call: 'no' }))).toThrow('got {"call":"no"}');
    expect(() => drawn((r) => loose(r).concern('c', null))).toThrow('got null');
  });

  it('refuses an async concern as any declaration block', () => {
    const attempt = () =>
      drawn((r) => {
        r.concern('c', (async () => {}) as never);
        r.concerns('c');
      });
    expect(attempt).toThrow(/The concern "c" returned a Promise/);
    const callable = { call: async () => {} };
    expect(() => drawn((r) => r.concern('c', callable).concerns('c'))).toThrow(/The concern "c" returned a Promise/);
  });
});

describe('draw(block): routes from other files', () => {
  const adminRoutes = defineRoutes((r) => {
    r.resources('users', { only: 'index' });
    r.get('stats', { to: 'dashboard#stats' });
  });

  it('runs the block in the current scope, as Rails runs draw :admin', () => {
    const set = drawn((r) => {
      r.namespace('admin', () => r.draw(adminRoutes));
      r.draw(adminRoutes);
    });
    expect(lines(set)).toEqual([
      'GET /admin/users(.:format) admin/users#index admin_users',
      'GET /admin/stats(.:format) admin/dashboard#stats admin_stats',
      'GET /users(.:format) users#index users',
      'GET /stats(.:format) dashboard#stats stats',
    ]);
  });

  it('takes a module whose default export is the block', () => {
    const set = drawn((r) => r.draw({ default: adminRoutes }));
    expect(set.routes).toHaveLength(2);
  });

  it('returns the block as it is from defineRoutes', () => {
    expect(defineRoutes(adminRoutes)).toBe(adminRoutes);
  });

  it("refuses what is no block, pointing Rails' draw :name at the import", () => {
    // @ts-expect-error -- what plain JavaScript may pass
    expect(() => drawn((r) => r.draw('admin'))).toThrow(
      new ArgumentError(
        "draw takes a block of declarations (r) => …, or a module whose default export is one; got \"admin\" (Rails' draw :admin reads config/routes/admin.rb: import that file's block and pass it, r.draw(adminRoutes))",
      ),
    );
    // @ts-expect-error -- what plain JavaScript may pass
    expect(() => drawn((r) => r.draw({ routes: adminRoutes }))).toThrow('got {}');
    // @ts-expect-error -- what plain JavaScript may pass
    expect(() => drawn((r) => r.draw(null))).toThrow(/one; got null$/);
  });

  it('refuses an async block, leaving the set as it was', () => {
    const set = new RouteSet();
    expect(() => set.draw((r) => r.draw((async () => {}) as never))).toThrow(/The block given to draw returned a Promise/);
    expect(set.routes).toHaveLength(0);
  });
});

describe('param: and concerns: by profile', () => {
  it('keep what Rails 3.2 made of unknown resource options under the 3.2 profile: fixed params', () => {
    const set = drawn((r) => {
      r.concern('commentable', () => r.resources('comments'));
      r.resources('posts', { param: 'slug', concerns: 'commentable', only: 'show' });
    });
    expect(lines(set)).toEqual(['GET /posts/:id(.:format) posts#show post']);
    expect(set.routes[0]!.defaults).toEqual({ param: 'slug', concerns: 'commentable' });
    expect(set.recognize('GET', '/posts/1')).toEqual({ controller: 'posts', action: 'show', id: '1', param: 'slug', concerns: 'commentable' });
  });

  it('take their Rails 4+ meaning under the 6.1 profile', () => {
    const set = new RouteSet({ rails: '6.1' }).draw((r) => {
      r.concern('commentable', () => r.resources('comments', { only: 'index' }));
      r.resources('posts', { param: 'slug', concerns: 'commentable', only: 'show' });
    });
    expect(lines(set)).toEqual(['GET /posts/:post_slug/comments(.:format) comments#index post_comments', 'GET /posts/:slug(.:format) posts#show post']);
    expect(set.routes[1]!.defaults).toEqual({});
  });
});

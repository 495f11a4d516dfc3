import { describe, expect, it } from 'vitest';
import { RoutingError } from '../../../src/index.js';
import { drawn, lines } from '../../support.js';

describe('collection, member and new blocks', () => {
  // Drawn inside each test, so mutation runs credit the draw to the tests that check it.
  const draw = () =>
    drawn((r) =>
      r.resources('posts', { only: [] }, () => {
        r.collection(() => {
          r.get('search');
          r.match('export', { via: ['get', 'post'] });
        });
        r.member(() => r.put('publish'));
        r.new(() => r.post('preview'));
        r.get('stats', { on: 'collection' });
        r.delete('purge', { on: 'member' });
        r.get('comments');
      }),
    );

  it('adds routes at each level with Rails names', () => {
    const set = draw();
    expect(lines(set)).toEqual([
      'GET /posts/search(.:format) posts#search search_posts',
      'GET|POST /posts/export(.:format) posts#export export_posts',
      'PUT /posts/:id/publish(.:format) posts#publish publish_post',
      'POST /posts/new/preview(.:format) posts#preview preview_new_post',
      'GET /posts/stats(.:format) posts#stats stats_posts',
      'DELETE /posts/:id/purge(.:format) posts#purge purge_post',
      'GET /posts/:post_id/comments(.:format) posts#comments post_comments',
    ]);
    expect(set.helpers.publish_post_path!(4)).toBe('/posts/4/publish');
    expect(set.recognize('POST', '/posts/export')).toEqual({ controller: 'posts', action: 'export' });
  });

  it('puts verb calls inside a singular resource on its member', () => {
    const s = drawn((r) => r.resource('profile', { only: [] }, () => r.get('avatar')));
    expect(lines(s)).toEqual(['GET /profile/avatar(.:format) profiles#avatar avatar_profile']);
  });
});

describe('namespace and scope', () => {
  it('namespace prefixes path, controller module and names', () => {
    const set = drawn((r) =>
      r.namespace('admin', () => {
        r.resources('posts', { only: 'index' });
        r.namespace('reports', { path: 'r', as: 'rep' }, () => r.get('daily', { to: 'reports#daily' }));
      }),
    );
    expect(lines(set)).toEqual([
      'GET /admin/posts(.:format) admin/posts#index admin_posts',
      'GET /admin/r/daily(.:format) admin/reports/reports#daily admin_rep_daily',
    ]);
  });

  it('namespace inside a resource nests under its member', () => {
    const set = drawn((r) => r.resources('posts', { only: [] }, () => r.namespace('admin', () => r.resources('notes', { only: 'index' }))));
    expect(lines(set)).toEqual(['GET /posts/:post_id/admin/notes(.:format) admin/notes#index post_admin_notes']);
  });

  it('scope sets path, module, name prefix, constraints and defaults', () => {
    const set = drawn((r) =>
      r.scope(':locale', { module: 'web', as: 'web', constraints: { locale: /en|fr/ }, defaults: { theme: 'dark' } }, () =>
        r.resources('pages', { only: 'show' }),
      ),
    );
    expect(lines(set)).toEqual(['GET /:locale/pages/:id(.:format) web/pages#show web_page']);
    expect(set.recognize('GET', '/fr/pages/1')).toEqual({ controller: 'web/pages', action: 'show', locale: 'fr', id: '1', theme: 'dark' });
    expect(() => set.recognize('GET', '/de/pages/1')).toThrow(RoutingError);
    expect(set.helpers.web_page_path!('en', 3)).toBe('/en/pages/3');
  });

  it('passes a scope controller and action on to routes as the default target', () => {
    const set = drawn((r) => r.scope({ controller: 'pages', action: 'show' }, () => r.match('about', { as: 'about' })));
    expect(lines(set)).toEqual(['ANY /about(.:format) pages#about about']);
    const withoutPath = drawn((r) => r.controller('pages', { action: 'show' }, () => r.match('p/:id', { as: 'page' })));
    expect(lines(withoutPath)).toEqual(['ANY /p/:id(.:format) pages#show page']);
  });

  it('restores the scope after a block, also when it throws', () => {
    const set = drawn((r) => {
      try {
        r.scope('api', { as: 'api' }, () => {
          throw new Error('boom');
        });
      } catch {
        // the draw goes on with the outer scope
      }
      r.get('ping', { to: 'health#ping' });
    });
    expect(lines(set)).toEqual(['GET /ping(.:format) health#ping ping']);
  });

  it('takes function constraints as request guards', () => {
    const set = drawn((r) => r.constraints((req) => req.subdomain === 'admin', () => r.get('dash', { to: 'admin#dash' })));
    expect(set.recognize('GET', '/dash', { subdomain: 'admin' })).toEqual({ controller: 'admin', action: 'dash' });
    expect(() => set.recognize('GET', '/dash', { subdomain: 'www' })).toThrow(RoutingError);
  });
});

describe('match and the verb methods', () => {
  it('accepts the path form and the hash form, several paths, via, as and defaults', () => {
    const set = drawn((r) => {
      r.match('photos/:id', { to: 'photos#show', as: 'photo', via: 'get' });
      r.match({ 'photos/:id/tag': 'photos#tag', via: ['post', 'put'], as: 'tag_photo' });
      r.match('a', 'b', { to: 'letters#show' });
      // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
      r.get('legacy', { to: 'pages#legacy', defaults: { format: 'xml' }, legacy: 'yes' });
      r.delete({ 'issues/:id/watchers/:user_id': 'watchers#destroy', as: 'unwatch' });
    });
    expect(lines(set)).toEqual([
      'GET /photos/:id(.:format) photos#show photo',
      'POST|PUT /photos/:id/tag(.:format) photos#tag tag_photo',
      'ANY /a(.:format) letters#show a',
      'ANY /b(.:format) letters#show b',
      'GET /legacy(.:format) pages#legacy legacy',
      'DELETE /issues/:id/watchers/:user_id(.:format) watchers#destroy unwatch',
    ]);
    expect(set.recognize('GET', '/legacy')).toEqual({ controller: 'pages', action: 'legacy', format: 'xml', legacy: 'yes' });
    expect(set.helpers.unwatch_path!(1, 2)).toBe('/issues/1/watchers/2');
  });

  it('derives controller#action from a path of words (the shorthand)', () => {
    const set = drawn((r) => r.namespace('api', () => r.get('products/list')));
    expect(lines(set)).toEqual(['GET /api/products/list(.:format) api/products#list api_products_list']);
  });

  it('leaves a route unnamed with as: false, and skips automatic names already taken', () => {
    const set = drawn((r) => {
      r.get('a', { to: 'x#a', as: false });
      r.get('b', { to: 'x#b' });
      r.post('b', { to: 'x#c' });
    });
    expect(lines(set)).toEqual(['GET /a(.:format) x#a -', 'GET /b(.:format) x#b b', 'POST /b(.:format) x#c -']);
  });

  it('matches a prefix with anchor: false, and any verb without via', () => {
    const set = drawn((r) => r.match('assets', { to: 'assets#serve', anchor: false, format: false }));
    expect(set.recognize('PATCH', '/assets/js/app.js')).toEqual({ controller: 'assets', action: 'serve' });
  });

  it('supports dynamic :controller and :action segments, globs and optional groups', () => {
    const set = drawn((r) => {
      r.match('files/*path', { to: 'files#show' });
      r.root({ to: 'home#index' });
      r.match(':controller(/:action(/:id))(.:format)');
    });
    expect(set.recognize('GET', '/files/a/b.txt')).toEqual({ controller: 'files', action: 'show', path: 'a/b', format: 'txt' });
    expect(set.recognize('DELETE', '/admin/users/destroy/3')).toEqual({ controller: 'admin/users', action: 'destroy', id: '3' });
    expect(set.recognize('GET', '/')).toEqual({ controller: 'home', action: 'index' });
    expect(set.urlFor({ controller: 'admin/users', action: 'show', id: 3 })).toBe('/admin/users/show/3');
  });

  it('declares root at the resource path inside resources', () => {
    const set = drawn((r) => r.resources('posts', { only: [] }, () => r.root({ to: 'posts#index' })));
    expect(lines(set)).toEqual(['ANY /posts(.:format) posts#index posts_root']);
  });
});

describe("a scope's controller and action as the target (Rails 3.2 reads them before the path shorthand)", () => {
  it('targets the scope controller and inner scope action even for a leading-slash path', () => {
    const set = drawn((r) => r.scope('/job', { controller: 'job' }, () => r.scope(':id', { action: 'manage_applicant' }, () => r.get('/active'))));
    expect(lines(set)).toEqual(['GET /job/:id/active(.:format) job#manage_applicant active']);
    expect(set.recognize('GET', '/job/5/active')).toEqual({ controller: 'job', action: 'manage_applicant', id: '5' });
  });

  it("uses a scope's to: the same way, and still takes the shorthand without one", () => {
    const set = drawn((r) => {
      // @ts-expect-error -- what plain JavaScript (or a Rails-style option hash) passes; typed code cannot
      r.scope('/a', { to: 'pages#show' }, () => r.get('/b/c'));
      r.scope('/x', { controller: 'job' }, () => r.get('/reports/daily'));
    });
    expect(lines(set)).toEqual(['GET /a/b/c(.:format) pages#show b_c', 'GET /x/reports/daily(.:format) reports#daily reports_daily']);
  });
});

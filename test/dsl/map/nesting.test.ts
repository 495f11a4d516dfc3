import { describe, expect, it } from 'vitest';
import { lines, mapped, Post } from './support.js';

describe('nested resources', () => {
  it('declares the block on the parent first, under /<parents>/:<parent>_id with the parent name prefix', () => {
    const set = mapped((map) =>
      map.resources('posts', { only: 'show' }, (post) => {
        post.resources('comments', { only: ['index', 'show'] }, (comment) => comment.resources('votes', { only: 'index' }));
        post.resource('author', { only: 'show' });
      }),
    );
    expect(lines(set)).toEqual([
      'GET /posts/:post_id/comments/:comment_id/votes(.:format) votes#index post_comment_votes',
      'GET /posts/:post_id/comments(.:format) comments#index post_comments',
      'GET /posts/:post_id/comments/:id(.:format) comments#show post_comment',
      'GET /posts/:post_id/author(.:format) authors#show post_author',
      'GET /posts/:id(.:format) posts#show post',
    ]);
    expect(set.helpers.post_comment_votes_path!(new Post(1), new Post(2))).toBe('/posts/1/comments/2/votes');
    expect(set.helpers.post_comment_path!({ post_id: 1, id: 2 })).toBe('/posts/1/comments/2');
    expect(set.recognize('GET', '/posts/1/author')).toEqual({ controller: 'authors', action: 'show', post_id: '1' });
  });

  it('nests under a singular resource by its path only', () => {
    const set = mapped((map) => map.resource('account', { only: 'show', pathPrefix: ':site_id' }, (account) => account.resources('messages', { only: 'index' })));
    expect(lines(set)).toEqual(['GET /:site_id/account/messages(.:format) messages#index account_messages', 'GET /:site_id/account(.:format) accounts#show account']);
  });

  it('gives routes declared in a block the nesting prefixes', () => {
    const set = mapped((map) =>
      map.resources('projects', { only: [] }, (project) => {
        project.namedRoute('milestones', 'milestones', { controller: 'milestones', action: 'index' });
        project.connect('report', { controller: 'reports', action: 'show' });
      }),
    );
    expect(lines(set)).toEqual(['ANY /projects/:project_id/milestones milestones#index project_milestones', 'ANY /projects/:project_id/report reports#show -']);
    expect(set.helpers.project_milestones_path!(4)).toBe('/projects/4/milestones');
  });

  describe('hasMany and hasOne', () => {
    it('nests plural resources (a name or a list) and singular ones, has_many first', () => {
      const set = mapped((map) => map.resources('messages', { only: [], hasOne: 'logo', hasMany: ['comments', 'authors'] }));
      const shown = set.routes.filter((r) => r.action === 'index' || r.action === 'show').map((r) => `${r.path} ${r.controller}#${r.action} ${r.name}`);
      expect(shown).toEqual([
        '/messages/:message_id/comments(.:format) comments#index message_comments',
        '/messages/:message_id/comments/:id(.:format) comments#show message_comment',
        '/messages/:message_id/authors(.:format) authors#index message_authors',
        '/messages/:message_id/authors/:id(.:format) authors#show message_author',
        '/messages/:message_id/logo(.:format) logos#show message_logo',
      ]);
    });

    it('nests further with a map of parent → children', () => {
      const set = mapped((map) => map.resources('threads', { only: [], hasMany: { messages: ['comments', { authors: 'books' }] } }));
      const indexes = set.routes.filter((r) => r.action === 'index').map((r) => `${r.path} ${r.name}`);
      expect(indexes).toEqual([
        '/threads/:thread_id/messages/:message_id/comments(.:format) thread_message_comments',
        '/threads/:thread_id/messages/:message_id/authors/:author_id/books(.:format) thread_message_author_books',
        '/threads/:thread_id/messages/:message_id/authors(.:format) thread_message_authors',
        '/threads/:thread_id/messages(.:format) thread_messages',
      ]);
    });
  });
});

describe('shallow', () => {
  it('moves member routes of nested resources out of the parent, at every level', () => {
    const set = mapped((map) =>
      map.resources('threads', { shallow: true, only: [] }, (thread) =>
        thread.resources('messages', { only: ['index', 'new', 'show', 'edit'] }, (message) => message.resources('comments', { only: ['index', 'show'] })),
      ),
    );
    expect(lines(set)).toEqual([
      'GET /messages/:message_id/comments(.:format) comments#index message_comments',
      'GET /comments/:id(.:format) comments#show comment',
      'GET /threads/:thread_id/messages(.:format) messages#index thread_messages',
      'GET /threads/:thread_id/messages/new(.:format) messages#new new_thread_message',
      'GET /messages/:id/edit(.:format) messages#edit edit_message',
      'GET /messages/:id(.:format) messages#show message',
    ]);
    expect(set.helpers.comment_path!(new Post(9))).toBe('/comments/9');
    expect(set.helpers.message_comments_path!(3)).toBe('/messages/3/comments');
  });

  it('combines with hasMany (maps included) and hasOne', () => {
    const set = mapped((map) => map.resources('users', { shallow: true, only: [], hasMany: { posts: 'comments' }, hasOne: 'avatar' }));
    const shown = set.routes.filter((r) => r.action === 'index' || r.action === 'show').map((r) => `${r.path} ${r.name}`);
    expect(shown).toEqual([
      '/posts/:post_id/comments(.:format) post_comments',
      '/comments/:id(.:format) comment',
      '/users/:user_id/posts(.:format) user_posts',
      '/posts/:id(.:format) post',
      '/users/:user_id/avatar(.:format) user_avatar',
    ]);
  });

  it('keeps the namespace in shallow paths and names', () => {
    const set = mapped((map) =>
      map.namespace('admin', (admin) => admin.resources('products', { shallow: true, only: [] }, (product) => product.resources('images', { only: ['index', 'show'] }))),
    );
    expect(lines(set)).toEqual([
      'GET /admin/products/:product_id/images(.:format) admin/images#index admin_product_images',
      'GET /admin/images/:id(.:format) admin/images#show admin_image',
    ]);
  });
});

describe('namespace', () => {
  it('prefixes paths, names and controllers, and nests', () => {
    const set = mapped((map) =>
      map.namespace('backoffice', (backoffice) => {
        backoffice.resources('products', { only: 'index' });
        backoffice.namespace('admin', (admin) => admin.namedRoute('inventory', 'inventory', { controller: 'products', action: 'inventory' }));
        backoffice.root({ controller: 'dashboard' });
      }),
    );
    expect(lines(set)).toEqual([
      'GET /backoffice/products(.:format) backoffice/products#index backoffice_products',
      'ANY /backoffice/admin/inventory backoffice/admin/products#inventory backoffice_admin_inventory',
      'ANY /backoffice backoffice/dashboard#index backoffice_root',
    ]);
    expect(set.recognize('GET', '/backoffice/admin/inventory')).toEqual({ controller: 'backoffice/admin/products', action: 'inventory' });
  });

  it('takes a path prefix of its own (a blank one puts routes at the top)', () => {
    const set = mapped((map) => {
      map.namespace('api', { pathPrefix: '' }, (api) => api.namedRoute('inventory', 'inventory', { controller: 'products', action: 'inventory' }));
      map.namespace('v2', { pathPrefix: 'api/2' }, (api) => api.resources('items', { only: 'index' }));
    });
    expect(lines(set)).toEqual(['ANY /inventory api/products#inventory api_inventory', 'GET /api/2/items(.:format) v2/items#index v2_items']);
  });

  it('as an inherited resource option puts the controllers in the module, not the paths', () => {
    const set = mapped((map) => map.resources('products', { namespace: 'backoffice/', only: 'index' }, (product) => product.resources('images', { only: 'index' })));
    expect(lines(set)).toEqual([
      'GET /products/:product_id/images(.:format) backoffice/images#index product_images',
      'GET /products(.:format) backoffice/products#index products',
    ]);
  });
});

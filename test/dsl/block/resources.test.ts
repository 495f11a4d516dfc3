import { describe, expect, it } from 'vitest';
import { RoutingError } from '../../../src/index.js';
import { drawn, lines, Post } from '../../support.js';

describe('resources', () => {
  it('declares the seven actions in Rails order with their names', () => {
    expect(lines(drawn((r) => r.resources('posts')))).toEqual([
      'GET /posts(.:format) posts#index posts',
      'POST /posts(.:format) posts#create -',
      'GET /posts/new(.:format) posts#new new_post',
      'GET /posts/:id/edit(.:format) posts#edit edit_post',
      'GET /posts/:id(.:format) posts#show post',
      'PUT /posts/:id(.:format) posts#update -',
      'DELETE /posts/:id(.:format) posts#destroy -',
    ]);
  });

  it('gives every name in one call the same options', () => {
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    const set = drawn((r) => r.resources('posts', 'comments', { only: 'index', path_names: {} }));
    expect(lines(set)).toEqual(['GET /posts(.:format) posts#index posts', 'GET /comments(.:format) comments#index comments']);
  });

  it('keeps dots out of :id unless a constraint lets them in', () => {
    const plain = drawn((r) => r.resources('posts'));
    expect(plain.recognize('GET', '/posts/1.xml')).toEqual({ controller: 'posts', action: 'show', id: '1', format: 'xml' });
    expect(() => plain.recognize('GET', '/posts/1.1.1')).toThrow(RoutingError);
    const dotted = drawn((r) => r.resources('versions', { constraints: { id: /\d+\.\d+\.\d+/ } }));
    expect(dotted.recognize('GET', '/versions/1.2.3/edit')).toEqual({ controller: 'versions', action: 'edit', id: '1.2.3' });
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    const regexpOption = drawn((r) => r.resources('files', { id: /[^/]+/ }));
    expect(regexpOption.recognize('GET', '/files/a.b.c')).toEqual({ controller: 'files', action: 'show', id: 'a.b.c' });
  });

  it('adds (.:format) to every route, and none with format: false', () => {
    const set = drawn((r) => r.resources('posts', { only: 'show', format: false }));
    expect(lines(set)).toEqual(['GET /posts/:id posts#show post']);
    expect(set.recognize('GET', '/posts/a')).toEqual({ controller: 'posts', action: 'show', id: 'a' });
  });

  it('routes only the actions of only / except, and nothing else reaches them', () => {
    const set = drawn((r) => {
      r.resources('photos', { only: ['index', 'show'] });
      r.resources('notes', { except: ['destroy', 'update'] });
    });
    expect(() => set.recognize('POST', '/photos')).toThrow(RoutingError);
    expect(() => set.recognize('DELETE', '/photos/1')).toThrow(RoutingError);
    expect(() => set.recognize('DELETE', '/notes/1')).toThrow(RoutingError);
    expect(set.recognize('POST', '/notes')).toEqual({ controller: 'notes', action: 'create' });
  });

  it('renames paths with path, helpers with as, and the controller with controller or module', () => {
    const set = drawn((r) => {
      r.resources('posts', { path: 'articles', only: 'index' });
      r.resources('posts', { as: 'entries', only: 'show' });
      r.resources('photos', { controller: 'images', only: 'index' });
      r.resources('users', { module: 'admin', only: 'index' });
    });
    expect(lines(set)).toEqual([
      'GET /articles(.:format) posts#index posts',
      'GET /posts/:id(.:format) posts#show entry',
      'GET /photos(.:format) images#index photos',
      'GET /users(.:format) admin/users#index users',
    ]);
  });

  it('renames any action segment with path_names, and scopes can set them for all', () => {
    const set = drawn((r) => {
      r.resources('posts', { pathNames: { new: 'nuevo', edit: 'editar', preview: 'vista' }, only: ['new', 'edit'] }, () => {
        r.member(() => r.get('preview'));
      });
      r.resourcesPathNames({ new: 'neu' });
      r.resources('tags', { only: 'new' });
    });
    expect(lines(set)).toEqual([
      'GET /posts/:id/vista(.:format) posts#preview preview_post',
      'GET /posts/nuevo(.:format) posts#new new_post',
      'GET /posts/:id/editar(.:format) posts#edit edit_post',
      'GET /tags/neu(.:format) tags#new new_tag',
    ]);
  });

  it('gives an uncountable name an _index collection name', () => {
    const set = drawn((r) => r.resources('sheep', { only: ['index', 'show'] }));
    expect(lines(set)).toEqual(['GET /sheep(.:format) sheep#index sheep_index', 'GET /sheep/:id(.:format) sheep#show sheep']);
  });
});

describe('resource (singular)', () => {
  it('declares six routes without id, named after the singular, served by the plural controller', () => {
    expect(lines(drawn((r) => r.resource('profile')))).toEqual([
      'POST /profile(.:format) profiles#create profile',
      'GET /profile/new(.:format) profiles#new new_profile',
      'GET /profile/edit(.:format) profiles#edit edit_profile',
      'GET /profile(.:format) profiles#show -',
      'PUT /profile(.:format) profiles#update -',
      'DELETE /profile(.:format) profiles#destroy -',
    ]);
  });

  it('nests plural resources under its own path only', () => {
    const set = drawn((r) => r.resource('account', { only: 'show' }, () => r.resources('messages', { only: 'index' })));
    expect(lines(set)).toEqual([
      'GET /account/messages(.:format) messages#index account_messages',
      'GET /account(.:format) accounts#show account',
    ]);
  });
});

describe('nesting', () => {
  // Drawn inside each test, so mutation runs credit the draw to the tests that check it.
  const draw = () =>
    drawn((r) =>
      r.resources('posts', { only: [] }, () => {
        r.resources('comments', { only: ['index', 'show'] }, () => r.resources('votes', { only: 'index' }));
        r.resource('author', { only: 'show' });
      }),
    );

  it('puts children under /<parents>/:<parent>_id and prefixes their names', () => {
    const set = draw();
    expect(lines(set)).toEqual([
      'GET /posts/:post_id/comments/:comment_id/votes(.:format) votes#index post_comment_votes',
      'GET /posts/:post_id/comments(.:format) comments#index post_comments',
      'GET /posts/:post_id/comments/:id(.:format) comments#show post_comment',
      'GET /posts/:post_id/author(.:format) authors#show post_author',
    ]);
  });

  it('takes parents as records or ids in the helpers', () => {
    const set = draw();
    expect(set.helpers.post_comment_votes_path!(new Post(1), new Post(2))).toBe('/posts/1/comments/2/votes');
    expect(set.helpers.post_comment_path!({ post_id: 1, id: 2, format: 'json' })).toBe('/posts/1/comments/2.json');
    expect(set.helpers.post_author_path!(new Post(3, 'x'))).toBe('/posts/3-x/author');
    expect(set.recognize('GET', '/posts/1/comments/2/votes')).toEqual({ controller: 'votes', action: 'index', post_id: '1', comment_id: '2' });
  });

  it('passes an :id constraint on to the parent param', () => {
    const s = drawn((r) => r.resources('posts', { constraints: { id: /\d+/ }, only: [] }, () => r.resources('comments', { only: 'index' })));
    expect(s.routes[0]!.requirements).toEqual({ post_id: /\d+/ });
    expect(() => s.recognize('GET', '/posts/abc/comments')).toThrow(RoutingError);
  });
});

describe('shallow', () => {
  it('moves member routes of nested resources to the top level', () => {
    const set = drawn((r) => r.resources('posts', { shallow: true, only: [] }, () => r.resources('comments')));
    expect(lines(set)).toEqual([
      'GET /posts/:post_id/comments(.:format) comments#index post_comments',
      'POST /posts/:post_id/comments(.:format) comments#create -',
      'GET /posts/:post_id/comments/new(.:format) comments#new new_post_comment',
      'GET /comments/:id/edit(.:format) comments#edit edit_comment',
      'GET /comments/:id(.:format) comments#show comment',
      'PUT /comments/:id(.:format) comments#update -',
      'DELETE /comments/:id(.:format) comments#destroy -',
    ]);
  });

  it('puts shallow routes under shallow_path and names them with shallow_prefix', () => {
    const set = drawn((r) =>
      r.scope({ shallowPath: 'sekret', shallowPrefix: 'sek' }, () =>
        r.resources('posts', { only: [] }, () => r.resources('comments', { shallow: true, only: ['index', 'show', 'edit'] })),
      ),
    );
    expect(lines(set)).toEqual([
      'GET /posts/:post_id/comments(.:format) comments#index post_comments',
      'GET /sekret/comments/:id/edit(.:format) comments#edit edit_sek_comment',
      'GET /sekret/comments/:id(.:format) comments#show sek_comment',
    ]);
  });

  it('lets a namespace prefix shallow routes', () => {
    const set = drawn((r) => r.namespace('admin', () => r.resources('posts', { shallow: true, only: [] }, () => r.resources('comments', { only: ['index', 'show'] }))));
    expect(lines(set)).toEqual([
      'GET /admin/posts/:post_id/comments(.:format) admin/comments#index admin_post_comments',
      'GET /admin/comments/:id(.:format) admin/comments#show admin_comment',
    ]);
  });

  it('applies to everything in a shallow block, whose shallow path is the current path', () => {
    const set = drawn((r) => r.scope('v1', () => r.shallow(() => r.resources('posts', { only: [] }, () => r.resources('comments', { only: ['index', 'show'] })))));
    expect(lines(set)).toEqual([
      'GET /v1/posts/:post_id/comments(.:format) comments#index post_comments',
      'GET /v1/comments/:id(.:format) comments#show comment',
    ]);
  });

  it('doubles the namespace path for a shallow block inside a namespace, as Rails 3.2 does', () => {
    // The block's shallow path (/admin) is merged onto the namespace's own shallow path (/admin).
    const set = drawn((r) => r.namespace('admin', () => r.shallow(() => r.resources('posts', { only: [] }, () => r.resources('comments', { only: 'show' })))));
    expect(lines(set)).toEqual(['GET /admin/admin/comments/:id(.:format) admin/comments#show admin_comment']);
  });
});

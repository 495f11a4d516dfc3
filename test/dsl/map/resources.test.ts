import { describe, expect, it } from 'vitest';
import { MethodNotAllowed, RoutingError, UrlGenerationError } from '../../../src/index.js';
import { lines, mapped, Post } from './support.js';

describe('map.resources', () => {
  it('declares the seven actions in Rails 2.3 order, with (.:format) and the 2.3 names', () => {
    const set = mapped((map) => map.resources('messages'));
    expect(lines(set)).toEqual([
      'GET /messages(.:format) messages#index messages',
      'POST /messages(.:format) messages#create -',
      'GET /messages/new(.:format) messages#new new_message',
      'GET /messages/:id/edit(.:format) messages#edit edit_message',
      'GET /messages/:id(.:format) messages#show message',
      'PUT /messages/:id(.:format) messages#update -',
      'DELETE /messages/:id(.:format) messages#destroy -',
    ]);
    expect(set.recognize('DELETE', '/messages/1.xml')).toEqual({ controller: 'messages', action: 'destroy', id: '1', format: 'xml' });
    expect(set.helpers.edit_message_path!(new Post(5))).toBe('/messages/5/edit');
    expect(set.helpers.message_path!({ id: 1, format: 'xml' })).toBe('/messages/1.xml');
  });

  it('refuses verbs a route does not allow, and dots in :id', () => {
    const set = mapped((map) => map.resources('messages'));
    expect(() => set.recognize('POST', '/messages/new')).toThrow(MethodNotAllowed);
    expect(() => set.recognize('PUT', '/messages')).toThrow(RoutingError);
    expect(() => set.recognize('GET', '/messages/1.1.1')).toThrow(RoutingError);
  });

  it('gives every name of one call the same options', () => {
    const set = mapped((map) => map.resources('messages', 'comments', { only: 'index', pathPrefix: '/thread/:thread_id' }));
    expect(lines(set)).toEqual([
      'GET /thread/:thread_id/messages(.:format) messages#index messages',
      'GET /thread/:thread_id/comments(.:format) comments#index comments',
    ]);
  });

  it('takes controller, singular and as', () => {
    const set = mapped((map) => {
      map.resources('messages', { controller: 'posts', only: 'index' });
      map.resources('people', { singular: 'human', only: 'show' });
      map.resources('products', { as: 'productos', only: ['index', 'show'] }, (product) => product.resources('reviews', { as: 'comentarios', only: 'index' }));
    });
    expect(lines(set)).toEqual([
      'GET /messages(.:format) posts#index messages',
      'GET /people/:id(.:format) people#show human',
      'GET /productos/:product_id/comentarios(.:format) reviews#index product_reviews',
      'GET /productos(.:format) products#index products',
      'GET /productos/:id(.:format) products#show product',
    ]);
    expect(set.helpers.product_reviews_path!(3)).toBe('/productos/3/comentarios');
  });

  it('gives an uncountable name an _index collection name', () => {
    const set = mapped((map) => map.resources('sheep', { only: ['index', 'show'] }));
    expect(lines(set)).toEqual(['GET /sheep(.:format) sheep#index sheep_index', 'GET /sheep/:id(.:format) sheep#show sheep']);
  });

  describe('only / except', () => {
    const routed = (options: Record<string, unknown>) => lines(mapped((map) => map.resources('products', options))).map((l) => l.split(' ')[0] + ' ' + l.split(' ')[2]);

    it.each([
      [{ only: 'show' }, ['GET products#show']],
      [{ only: ['index', 'create'] }, ['GET products#index', 'POST products#create']],
      [{ except: 'destroy' }, ['GET products#index', 'POST products#create', 'GET products#new', 'GET products#edit', 'GET products#show', 'PUT products#update']],
      [{ only: 'none' }, []],
      [{ except: 'all' }, []],
      [{ only: 'all' }, ['GET products#index', 'POST products#create', 'GET products#new', 'GET products#edit', 'GET products#show', 'PUT products#update', 'DELETE products#destroy']],
      [{ except: 'none', only: null }, ['GET products#index', 'POST products#create', 'GET products#new', 'GET products#edit', 'GET products#show', 'PUT products#update', 'DELETE products#destroy']],
    ])('%j', (options, expected) => {
      expect(routed(options)).toEqual(expected);
    });

    it('names the first route of a name: the create route when index is left out', () => {
      expect(lines(mapped((map) => map.resources('products', { only: 'create' })))).toEqual(['POST /products(.:format) products#create products']);
      expect(lines(mapped((map) => map.resource('account', { only: 'update' })))).toEqual(['PUT /account(.:format) accounts#update account']);
    });

    it('still routes extra actions', () => {
      expect(lines(mapped((map) => map.resources('products', { except: 'all', collection: { sale: 'get' } })))).toEqual([
        'GET /products/sale(.:format) products#sale sale_products',
      ]);
    });

    it('is not inherited by nested resources', () => {
      const set = mapped((map) => map.resources('products', { only: 'show' }, (product) => product.resources('images', { except: 'destroy' })));
      expect(lines(set)).toHaveLength(7);
      expect(() => set.recognize('DELETE', '/products/1/images/2')).toThrow(RoutingError);
      expect(set.recognize('PUT', '/products/1/images/2')).toEqual({ controller: 'images', action: 'update', product_id: '1', id: '2' });
    });
  });

  describe('collection, member and new actions', () => {
    it('adds routes named <action>_<plural>, <action>_<singular>, <action>_new_<singular>, grouped by verb', () => {
      const set = mapped((map) =>
        map.resources('messages', { collection: { search: 'get', purge: 'delete' }, member: { mark: 'put', preview: 'get' }, new: { draft: 'post' } }),
      );
      expect(lines(set)).toEqual([
        'GET /messages/search(.:format) messages#search search_messages',
        'DELETE /messages/purge(.:format) messages#purge purge_messages',
        'GET /messages(.:format) messages#index messages',
        'POST /messages(.:format) messages#create -',
        'POST /messages/new/draft(.:format) messages#draft draft_new_message',
        'GET /messages/new(.:format) messages#new new_message',
        // Rails 2.3 grouped member actions by verb; edit went first into the get group.
        'PUT /messages/:id/mark(.:format) messages#mark mark_message',
        'GET /messages/:id/edit(.:format) messages#edit edit_message',
        'GET /messages/:id/preview(.:format) messages#preview preview_message',
        'GET /messages/:id(.:format) messages#show message',
        'PUT /messages/:id(.:format) messages#update -',
        'DELETE /messages/:id(.:format) messages#destroy -',
      ]);
      expect(set.helpers.mark_message_path!(7)).toBe('/messages/7/mark');
      expect(set.recognize('PUT', '/messages/7/mark')).toEqual({ controller: 'messages', action: 'mark', id: '7' });
    });

    it('takes a list of verbs (one route each on collection and member, one route for all on new) and any', () => {
      const set = mapped((map) =>
        map.resources('messages', { only: [], collection: { search: ['get', 'post'] }, member: { toggle: 'any' }, new: { preview: ['get', 'post'] } }),
      );
      expect(lines(set)).toEqual([
        'GET /messages/search(.:format) messages#search search_messages',
        'POST /messages/search(.:format) messages#search -',
        'GET|POST /messages/new/preview(.:format) messages#preview preview_new_message',
        'ANY /messages/:id/toggle(.:format) messages#toggle toggle_message',
      ]);
      expect(set.recognize('DELETE', '/messages/3/toggle')).toEqual({ controller: 'messages', action: 'toggle', id: '3' });
    });

    it('lets new: { new: any } answer /messages/new with any verb', () => {
      const set = mapped((map) => map.resources('messages', { only: ['new'], new: { new: 'any' } }));
      expect(lines(set)).toEqual(['ANY /messages/new(.:format) messages#new new_message', 'GET /messages/new(.:format) messages#new -']);
      expect(set.recognize('POST', '/messages/new')).toEqual({ controller: 'messages', action: 'new' });
    });

    it('renames member and collection segments with pathNames, and member segments with resourcesPathNames', () => {
      const set = mapped(
        (map) => map.resources('messages', { only: ['new', 'edit'], pathNames: { new: 'nuevo', rss: 'canal' }, collection: { rss: 'get' }, member: { fix: 'post' } }),
        { resourcesPathNames: { edit: 'editar', fix: 'corrigir' } },
      );
      expect(lines(set)).toEqual([
        'GET /messages/canal(.:format) messages#rss rss_messages',
        'GET /messages/nuevo(.:format) messages#new new_message',
        'POST /messages/:id/corrigir(.:format) messages#fix fix_message',
        'GET /messages/:id/editar(.:format) messages#edit edit_message',
      ]);
      expect(set.helpers.new_message_path!()).toBe('/messages/nuevo');
    });

    it('renames extra new actions with pathNames too (the spec; Rails 2.3 did not)', () => {
      const set = mapped((map) => map.resources('messages', { only: [], new: { preview: 'post' }, pathNames: { new: 'nuevo', preview: 'vista' } }));
      expect(lines(set)).toEqual(['POST /messages/nuevo/vista(.:format) messages#preview preview_new_message']);
    });
  });

  describe('requirements and conditions', () => {
    it('constrains params with regexps, on member actions too', () => {
      const set = mapped((map) => map.resources('messages', { only: 'show', member: { custom: 'get' }, requirements: { id: /[0-9]\.[0-9]\.[0-9]/ } }));
      expect(set.recognize('GET', '/messages/1.1.1')).toEqual({ controller: 'messages', action: 'show', id: '1.1.1' });
      expect(set.recognize('GET', '/messages/1.1.1/custom.xml')).toEqual({ controller: 'messages', action: 'custom', id: '1.1.1', format: 'xml' });
      expect(() => set.recognize('GET', '/messages/1')).toThrow(RoutingError);
      expect(set.routes[0]!.requirements).toEqual({ id: /[0-9]\.[0-9]\.[0-9]/ });
    });

    // Rails 2.3 gave a resource's :id the segment regexp /[^\/.?]+/ (Resource#requirements(true)) without
    // listing it, and a segment regexp is checked when generating (DynamicSegment#value_check): a dotted id
    // failed to generate ("edit_user_url failed to generate"), where the block style (3.2) writes it.
    it('refuses to generate a member route from an id its default pattern rejects (dot_in_resource_id_does_not_generate)', () => {
      const set = mapped((map) =>
        map.resources('projects', { only: ['index', 'show'], member: { settings: 'get' } }, (project) => project.resources('wiki', { only: 'show' })),
      );
      expect(set.routes.find((r) => r.name === 'project')!.requirements).toEqual({});
      expect(() => set.helpers.project_path!('v1.2')).toThrow(UrlGenerationError);
      expect(() => set.helpers.settings_project_path!('a.b')).toThrow(/:id "a.b" does not match/);
      expect(() => set.helpers.project_path!('a/b')).toThrow(UrlGenerationError);
      expect(set.helpers.project_path!('ecookbook')).toBe('/projects/ecookbook');
      // a parent's param had no regexp in 2.3: written as it is (and recognized as id + format)
      expect(set.helpers.project_wiki_path!('v1.2', 'Home')).toBe('/projects/v1.2/wiki/Home');
      expect(() => set.helpers.project_wiki_path!('x', 'Release_1.0')).toThrow(UrlGenerationError);
      // a declared requirement still decides
      const dotted = mapped((map) => map.resources('zones', { only: 'show', requirements: { id: /[\w.]+/ } }));
      expect(dotted.helpers.zone_path!('v1.2')).toBe('/zones/v1.2');
    });

    it('passes a fixed value as an extra param, and constrains path prefix params', () => {
      const set = mapped((map) => map.resource('profile', { only: 'show', pathPrefix: ':name', requirements: { name: /[a-zA-Z]+/, extra: 'value' } }));
      expect(lines(set)).toEqual(['GET /:name/profile(.:format) profiles#show profile']);
      expect(set.routes[0]!.defaults).toEqual({ extra: 'value' });
      expect(set.recognize('GET', '/david/profile')).toEqual({ controller: 'profiles', action: 'show', name: 'david', extra: 'value' });
      expect(() => set.recognize('GET', '/d4vid/profile')).toThrow(RoutingError);
      expect(set.helpers.profile_path!('jamis')).toBe('/jamis/profile');
    });

    it('keeps conditions other than the verb as request conditions', () => {
      const set = mapped((map) => map.resources('messages', { only: 'index', conditions: { subdomain: 'app' } }));
      expect(set.routes[0]!.conditions).toEqual({ subdomain: 'app' });
      expect(set.routes[0]!.verbs).toEqual(['GET']);
      expect(set.match('GET', '/messages', { subdomain: 'www' })).toBeNull();
      expect(set.recognize('GET', '/messages', { subdomain: 'app' })).toEqual({ controller: 'messages', action: 'index' });
    });
  });

  describe('prefixes', () => {
    it('puts routes under a path prefix with route variables, and names them with a name prefix', () => {
      const set = mapped((map) => map.resources('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_', only: ['index', 'show'] }));
      expect(lines(set)).toEqual([
        'GET /threads/:thread_id/messages(.:format) messages#index thread_messages',
        'GET /threads/:thread_id/messages/:id(.:format) messages#show thread_message',
      ]);
      expect(set.helpers.thread_message_path!(new Post(1), new Post(2))).toBe('/threads/1/messages/2');
      expect(set.recognize('GET', '/threads/4/messages')).toEqual({ controller: 'messages', action: 'index', thread_id: '4' });
    });

    it('drops the name prefix nesting would add with namePrefix: null', () => {
      const set = mapped((map) =>
        map.resources('threads', { only: [] }, (thread) =>
          thread.resources('messages', { namePrefix: null, only: 'index' }, (message) => message.resources('comments', { namePrefix: null, only: 'show' })),
        ),
      );
      expect(lines(set)).toEqual([
        'GET /threads/:thread_id/messages/:message_id/comments/:id(.:format) comments#show comment',
        'GET /threads/:thread_id/messages(.:format) messages#index messages',
      ]);
      expect(set.helpers.comment_path!(1, 2, 3)).toBe('/threads/1/messages/2/comments/3');
    });
  });
});

describe('map.resource', () => {
  it('declares six routes without id in Rails 2.3 order (create last), served by the plural controller', () => {
    expect(lines(mapped((map) => map.resource('account')))).toEqual([
      'GET /account/new(.:format) accounts#new new_account',
      'GET /account/edit(.:format) accounts#edit edit_account',
      'GET /account(.:format) accounts#show account',
      'PUT /account(.:format) accounts#update -',
      'DELETE /account(.:format) accounts#destroy -',
      'POST /account(.:format) accounts#create -',
    ]);
  });

  it('takes plural as the controller name, member actions without id, and several names', () => {
    const set = mapped((map) => {
      map.resource('cow', { plural: 'cows', only: 'show', member: { milk: 'post' } });
      map.resource('account', 'logo', { only: 'show' });
    });
    expect(lines(set)).toEqual([
      'POST /cow/milk(.:format) cows#milk milk_cow',
      'GET /cow(.:format) cows#show cow',
      'GET /account(.:format) accounts#show account',
      'GET /logo(.:format) logos#show logo',
    ]);
  });
});

describe('collection, member and new as a list of action names (Rails 2.3: any verb)', () => {
  it('declares any-verb routes for an array or a single name', () => {
    const set = mapped((map) => {
      map.resources('comments', { collection: ['preview'], only: [] });
      map.resources('issues', { member: 'quoted', new: ['preview', 'bulk'], only: [] });
    });
    expect(lines(set)).toEqual([
      'ANY /comments/preview(.:format) comments#preview preview_comments',
      'ANY /issues/new/preview(.:format) issues#preview preview_new_issue',
      'ANY /issues/new/bulk(.:format) issues#bulk bulk_new_issue',
      'ANY /issues/:id/quoted(.:format) issues#quoted quoted_issue',
    ]);
    expect(set.recognize('POST', '/comments/preview')).toEqual({ controller: 'comments', action: 'preview' });
    expect(set.recognize('DELETE', '/issues/3/quoted.js')).toEqual({ controller: 'issues', action: 'quoted', id: '3', format: 'js' });
    expect(set.helpers.preview_comments_path!()).toBe('/comments/preview');
  });

  it('still rejects what is neither an object nor names', () => {
    expect(() => mapped((map) => map.resources('comments', { collection: 5 as never }))).toThrow(/:collection must be an object of action → verb, an action name or a list of them, got 5/);
    expect(() => mapped((map) => map.resources('comments', { collection: [7] as never }))).toThrow(/:collection must be/);
  });
});

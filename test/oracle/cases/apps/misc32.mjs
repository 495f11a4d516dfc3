/* eslint-disable no-useless-escape -- the regexps are written as the Ruby routes files write them */
// Excerpts written like Spree 1.x, Diaspora, Fat Free CRM and Errbit routes files (Rails 3.2), from memory:
// namespaces with paths, scope defaults and constraints, legacy catch-alls, member/collection arrays.
import { gen, get, probe, req } from '../_dsl.mjs';
import { record } from './_record.mjs';

const spree = record((r) => {
  r.root({ to: 'home#index' });
  r.resources('products');
  r.match({ '/locale/set': 'locale#set' });
  r.resources('tax_categories');
  r.resources('states', { only: 'index' });
  r.resources('countries', { only: 'index' });
  r.match({ '/checkout/update/:state': 'checkout#update', as: 'update_checkout' });
  r.match({ '/checkout/:state': 'checkout#edit', as: 'checkout_state' });
  r.match({ '/checkout': 'checkout#edit', state: 'address', as: 'checkout' });
  r.resources('orders', () => {
    r.post('populate', { on: 'collection' });
    r.resources('line_items');
    r.resources('shipments');
  });
  r.get('/cart', { to: 'orders#edit', as: 'cart' });
  r.put('/cart', { to: 'orders#update', as: 'update_cart' });
  r.put('/cart/empty', { to: 'orders#empty', as: 'empty_cart' });
  r.resources('shipments', () => { r.member(() => { r.get('shipping_method'); }); });
  r.match({ '/t/*id': 'taxons#show', as: 'nested_taxons' });
  r.namespace('admin', () => {
    r.get('/search/users', { to: 'search#users', as: 'search_users' });
    r.resources('adjustments');
    r.resources('zones');
    r.resources('products', () => {
      r.resources('product_properties', () => { r.collection(() => { r.post('update_positions'); }); });
      r.resources('images', () => { r.collection(() => { r.post('update_positions'); }); });
      r.member(() => {
        r.get('clone');
      });
      r.resources('variants', () => { r.collection(() => { r.post('update_positions'); }); });
    });
    r.get('/variants/search', { to: 'variants#search', as: 'search_variants' });
    r.resources('option_types', () => {
      r.collection(() => {
        r.post('update_positions');
        r.post('update_values_positions');
      });
    });
    r.delete('/option_values/:id', { to: 'option_values#destroy', as: 'option_value' });
    r.resources('properties', () => { r.collection(() => { r.get('filtered'); }); });
    r.delete('/product_properties/:id', { to: 'product_properties#destroy', as: 'product_property' });
    r.resources('orders', () => {
      r.member(() => {
        r.put('fire');
        r.get('fire');
        r.post('resend');
        r.get('history');
        r.get('user');
        r.put('user');
      });
      r.resource('customer', { controller: 'orders/customer_details' });
      r.resources('adjustments');
      r.resources('line_items');
      r.resources('shipments', () => { r.member(() => { r.put('fire'); }); });
      r.resources('return_authorizations', () => { r.member(() => { r.put('fire'); }); });
      r.resources('payments', () => { r.member(() => { r.put('fire'); }); });
    });
    r.resource('general_settings');
    r.resources('taxonomies', () => {
      r.collection(() => { r.post('update_positions'); });
      r.member(() => { r.get('get_children'); });
      r.resources('taxons');
    });
    r.resources('taxons', { only: [] }, () => { r.collection(() => { r.get('search'); }); });
    r.resources('reports', { only: ['index', 'show'] }, () => {
      r.collection(() => {
        r.get('sales_total');
        r.post('sales_total');
      });
    });
    r.resources('shipping_methods');
    r.resources('shipping_categories');
    r.resources('payment_methods');
    r.resources('users', () => {
      r.member(() => {
        r.get('orders');
        r.get('addresses');
      });
    });
  });
  r.match({ '/admin': 'admin/orders#index', as: 'admin' });
  r.match({ '/unauthorized': 'home#unauthorized', as: 'unauthorized' });
  r.match({ '/content/cvv': 'content#cvv', as: 'cvv' });
  r.match({ '/content/*path': 'content#show', as: 'content' });
  r.match({ '*path': 'errors#not_found' });
});

const diaspora = record((r) => {
  r.resources('status_messages', { only: ['new', 'create'] });
  r.resources('posts', () => {
    r.member(() => {
      r.get('next');
      r.get('previous');
      r.get('interactions');
    });
    r.resources('poll_participations', { only: ['create'] });
    r.resources('likes', { only: ['create', 'destroy', 'index'] });
    r.resources('participations', { only: ['create', 'destroy', 'index'] });
    r.resources('comments', { only: ['new', 'create', 'destroy', 'index'] });
  });
  r.get({ 'p/:id': 'posts#show', as: 'short_post' });
  r.get({ 'posts/:id/iframe': 'posts#iframe', as: 'iframe' });
  r.get({ 'stream': 'streams#multi', as: 'stream' });
  r.get({ 'activity': 'streams#activity', as: 'activity_stream' });
  r.get({ 'followed_tags': 'streams#followed_tags', as: 'followed_tags_stream' });
  r.resources('aspects', () => { r.put('toggle_contact_visibility'); });
  r.get({ 'bookmarklet': 'status_messages#bookmarklet' });
  r.resources('photos', { except: ['index', 'show'] }, () => { r.put('make_profile_photo'); });
  r.resources('tags', { only: ['index'] });
  r.get({ 'tags/:name': 'tags#show', as: 'tag' });
  r.resources('tag_followings', { only: ['create'] });
  r.resource('user', { only: ['edit', 'destroy'] }, () => {
    r.get('getting_started');
    r.get('export');
  });
  r.scope('users', { controller: 'users' }, () => {
    r.get('confirm_email/:token', { action: 'confirm_email', as: 'confirm_email' });
    r.get('privacy', { action: 'privacy_settings', as: 'privacy_settings' });
  });
  r.get({ 'u/:username': 'people#show', as: 'user_profile', constraints: { username: /[^\/]+/ } });
  r.get({ 'u/:username/profile_photo': 'users#user_photo', constraints: { username: /[^\/]+/ } });
  r.resources('people', { only: ['index', 'show'] }, () => {
    r.resources('status_messages');
    r.resources('photos');
    r.get('contacts');
    r.get('aspect_membership_button');
    r.collection(() => {
      r.post('by_handle');
      r.get('tag_index');
    });
  });
  r.get('/people/:id/stream', { to: 'people#stream', as: 'person_stream' });
  r.scope('admins', { controller: 'admins' }, () => {
    r.match({ 'user_search': 'admins#user_search', as: 'user_search' });
    r.get(':id/:action', { constraints: { action: /add_invites|weekly_user_stats/ } });
  });
  r.namespace('api', () => {
    r.namespace('v0', () => {
      r.get('/users/:username', { to: 'users#show', as: 'user' });
      r.get('/tags/:name', { to: 'tags#show', as: 'tag' });
    });
  });
  r.get({ 'mobile/toggle': 'home#toggle_mobile', as: 'toggle_mobile' });
  r.get('/.well-known/host-meta', { to: 'publics#host_meta', as: 'host_meta' });
  r.post('receive/users/:guid', { to: 'publics#receive' });
  r.get('hcard/users/:guid', { to: 'publics#hcard' });
  r.root({ to: 'home#show' });
});

const crm = record((r) => {
  r.root({ to: 'home#index' });
  r.match({ 'activities': 'home#index' });
  r.match({ 'admin': 'admin/users#index', as: 'admin' });
  r.match({ 'login': 'authentications#new', as: 'login' });
  r.match({ 'signup': 'users#new', as: 'signup' });
  r.match({ '/home/options': 'home#options' });
  r.match({ '/home/toggle': 'home#toggle' });
  r.match({ '/home/timeline': 'home#timeline' });
  r.match({ '/home/timezone': 'home#timezone' });
  r.match({ '/home/redraw': 'home#redraw' });
  r.resource('authentication');
  r.resources('comments', { except: ['new', 'show'] });
  r.resources('emails', { only: ['destroy'] });
  r.resources('passwords', { only: ['new', 'create', 'edit', 'update'] });
  r.resources('accounts', { id: /\d+/ }, () => {
    r.collection(() => {
      r.get('advanced_search');
      r.post('filter');
      r.get('options');
      r.get('field_group');
      r.match('auto_complete');
      r.get('redraw');
      r.get('versions');
    });
    r.member(() => {
      r.put('attach');
      r.post('discard');
      r.post('subscribe');
      r.post('unsubscribe');
      r.get('contacts');
      r.get('opportunities');
    });
  });
  r.resources('leads', { id: /\d+/ }, () => {
    r.collection(() => {
      r.match('auto_complete');
      r.get('autocomplete_account_name');
    });
    r.member(() => {
      r.get('convert');
      r.put('promote');
      r.put('reject');
    });
  });
  r.resources('users', { id: /\d+/, except: ['index', 'destroy'] }, () => {
    r.member(() => {
      r.get('avatar');
      r.get('password');
      r.put('upload_avatar');
      r.put('change_password');
      r.post('redraw');
    });
    r.collection(() => {
      r.get('opportunities_overview');
      r.match('auto_complete');
    });
  });
  r.namespace('admin', () => {
    r.resources('groups');
    r.resources('users', () => {
      r.collection(() => { r.match('auto_complete'); });
      r.member(() => {
        r.get('confirm');
        r.put('suspend');
        r.put('reactivate');
      });
    });
    r.resources('field_groups', { except: ['index', 'show'] }, () => {
      r.collection(() => { r.post('sort'); });
      r.member(() => { r.get('confirm'); });
    });
    r.resources('fields', () => {
      r.collection(() => {
        r.match('auto_complete');
        r.get('options');
        r.get('redraw');
        r.post('sort');
        r.get('subform');
      });
    });
    r.resources('tags', () => { r.member(() => { r.get('confirm'); }); });
    r.resources('fields', { as: 'custom_fields' });
    r.resources('fields', { as: 'core_fields' });
    r.resources('settings', { only: ['index'] });
    r.resources('plugins', { only: ['index'] });
  });
});

const errbit = record((r) => {
  r.match({ '/notifier_api/v2/notices': 'notices#create' });
  r.match({ '/locate/:id': 'notices#locate', as: 'locate' });
  r.match({ '/deploys.txt': 'deploys#create' });
  r.resources('notices', { only: ['show'] });
  r.resources('deploys', { only: ['show'] });
  r.resources('users', () => {
    r.member(() => { r.delete('unlink_github'); });
  });
  r.resources('problems', { only: ['index'] }, () => {
    r.collection(() => {
      r.post('destroy_several');
      r.post('resolve_several');
      r.post('unresolve_several');
      r.post('merge_several');
      r.post('unmerge_several');
      r.get('search');
    });
  });
  r.resources('apps', () => {
    r.resources('problems', () => {
      r.resources('notices');
      r.resources('comments', { only: ['create', 'destroy'] });
      r.member(() => {
        r.put('resolve');
        r.put('unresolve');
        r.post('create_issue');
        r.delete('unlink_issue');
      });
    });
    r.resources('deploys', { only: ['index'] });
    r.resources('watchers', { only: ['destroy'] });
    r.member(() => { r.post('regenerate_api_key'); });
  });
  r.namespace('api', () => {
    r.namespace('v1', () => {
      r.resources('problems', { only: ['index'], defaults: { format: 'json' } });
      r.resources('notices', { only: ['index'], defaults: { format: 'json' } });
      r.resources('stats', { only: [] }, () => {
        r.collection(() => { r.get('app'); });
      });
    });
  });
  r.match({ '/api/v3/projects/:project_id/notices': 'api/v3/notices#create', via: ['post'] });
  r.root({ to: 'apps#index' });
});

const legacy = record((r) => {
  r.scope('(:locale)', { locale: /en|de|fr/ }, () => {
    r.resources('posts', { path: 'articles' }, () => {
      r.resources('comments');
    });
    r.get('about', { to: 'pages#about' });
  });
  r.scope({ format: true, constraints: { format: /json|xml/ } }, () => {
    r.get('api/status', { to: 'api#status' });
  });
  r.scope('api', { defaults: { format: 'json' }, module: 'api', as: 'api' }, () => {
    r.resources('widgets', { only: ['index', 'show'] });
  });
  r.get('files/*path/edit', { to: 'files#edit', as: 'edit_file' });
  r.get('downloads/*path', { to: 'files#download', format: false });
  r.match(':controller(/:action(/:id))(.:format)');
});

export default [
  probe('spree 1.x routes.rb', spree, {
    auto: 500,
    recognize: [
      get('/t/categories/clothing/shirts'), get('/t/categories.json'), get('/content/a/b.html'), get('/no/such/page.html'),
      get('/checkout/payment'), get('/checkout'), get('/admin/orders/R123.4/fire'), req('PUT', '/admin/orders/R123/fire'),
      get('/admin/orders/R1/customer/edit'), req('DELETE', '/admin/option_values/3'), get('/admin/reports/sales_total'),
      get('/products/ruby-on-rails-tote'), get('/products/ror.tote.json'), req('POST', '/orders/populate'),
    ],
    generate: [
      gen('nested_taxons_path', 'categories/clothing'), gen('content_path', 'a/b.html'), gen('checkout_state_path', 'payment'),
      gen('checkout_path'), gen('admin_order_customer_path', 'R1'), gen('fire_admin_order_payment_path', 'R1', 3), gen('admin_path'),
      gen('clone_admin_product_path', 'ror-tote'), gen('product_path', 'ror.tote'), gen('search_admin_taxons_path'),
    ],
  }),
  probe('diaspora routes.rb', diaspora, {
    auto: 400,
    recognize: [
      get('/u/alice@pod.example'), get('/u/alice.pod'), get('/u/alice.pod/profile_photo'), get('/people/3/contacts'),
      get('/admins/3/add_invites'), get('/admins/3/other'), get('/api/v0/users/bob.b'), get('/.well-known/host-meta'),
      get('/users/confirm_email/a.b'), get('/tags/c%2B%2B'), get('/p/3'), get('/aspects/3/toggle_contact_visibility'),
    ],
    generate: [
      gen('user_profile_path', 'alice@pod.example'), gen('tag_path', 'c++'), gen('tag_path', 'a.b'), gen('person_contacts_path', 3),
      gen('confirm_email_path', 'x.y'), gen('api_v0_user_path', 'bob.b'), gen('host_meta_path'), gen('getting_started_user_path'),
      gen('aspect_toggle_contact_visibility_path', 3), gen('tag_index_people_path'),
    ],
  }),
  probe('fat free crm routes.rb', crm, {
    auto: 400,
    recognize: [get('/accounts/3'), get('/accounts/x'), get('/accounts/auto_complete'), req('POST', '/accounts/auto_complete'), get('/admin/custom_fields/3/edit'), get('/admin/core_fields')],
    generate: [gen('account_path', 3), gen('admin_custom_field_path', 3), gen('admin_core_fields_path'), gen('auto_complete_accounts_path')],
  }),
  probe('errbit routes.rb', errbit, {
    auto: 400,
    recognize: [get('/api/v1/problems'), get('/api/v1/problems.xml'), get('/api/v1/stats/app'), req('POST', '/api/v3/projects/a1/notices'), get('/deploys.txt'), get('/locate/abc')],
    generate: [gen('api_v1_problems_path'), gen('app_problem_notices_path', 1, 2), gen('locate_path', 'a.b'), gen('app_api_v1_stats_path')],
  }),
  probe('legacy catch-all with locale scope, formats and globs', legacy, {
    auto: 300,
    recognize: [
      get('/de/articles/3'), get('/articles/3'), get('/es/articles/3'), get('/de/articles/3/comments/4'), get('/api/status.json'),
      get('/api/status'), get('/api/widgets/3'), get('/api/widgets/3.xml'), get('/files/a/b.txt/edit'), get('/downloads/a/b.tar.gz'),
      get('/users'), get('/users/show/3.json'), get('/admin/users/list'), get('/Users/Show'),
    ],
    generate: [
      gen('post_path', 3), gen('post_path', 3, { locale: 'de' }), gen('post_comments_path', { locale: 'fr', post_id: 3 }), gen('post_comment_path', 3, 4),
      gen('edit_file_path', 'a/b.txt'), gen('api_widget_path', 3), gen('api_widgets_path', { format: 'xml' }), gen('api_status_path', { format: 'json' }),
    ],
  }),
];

/* eslint-disable no-useless-escape -- the regexps are written as the Ruby routes files write them */
// Constructs that real Rails 3.2 routes files combine: controller blocks with symbol targets, scopes with
// dynamic paths and constraints, nested optional segments, path_names, renamed and re-pathed resources.
import { gen, get, probe, req } from '../_dsl.mjs';
import { record } from './_record.mjs';

const auto = (name, body, more = {}) => probe(name, record(body), { auto: 200, ...more });

export default [
  auto('controller blocks with symbol targets', (r) => {
    r.controller('sessions', () => {
      r.get({ login: 'new', as: 'login' });
      r.post({ login: 'create' });
      r.delete({ logout: 'destroy', as: 'logout' });
      r.get('whoami');
    });
    r.controller('pages', { path: 'p' }, () => {
      r.get('about', { action: 'about' });
      r.match({ 'contact': 'contact', via: ['get', 'post'] });
    });
  }, { generate: [gen('login_path'), gen('logout_path'), gen('whoami_path')] }),
  auto('dynamic scope paths with constraints and names', (r) => {
    r.scope('/:username', { as: 'user', constraints: { username: /[a-zA-Z0-9_.\-]+/ } }, () => {
      r.resources('repos', { path: 'r', only: ['index', 'show'], constraints: { id: /[^\/]+/ } }, () => {
        r.get('tree/*path', { to: 'trees#show', as: 'tree', format: false });
        r.resources('issues', { only: ['index', 'show'] });
      });
      r.get('', { to: 'users#show', as: '' });
    });
  }, {
    recognize: [get('/john.doe'), get('/john.doe/r/my.repo'), get('/john.doe/r/my.repo/tree/lib/a.rb'), get('/john.doe/r/my.repo/issues/3.json'), get('/j%20d/r')],
    generate: [gen('user_repo_path', 'john.doe', 'my.repo'), gen('user_repo_tree_path', 'john.doe', 'my.repo', 'lib/a.rb'), gen('user_repo_issues_path', 'j', 'r', { format: 'json' }), gen('user_path', 'john.doe')],
  }),
  auto('nested optional segments with constraints', (r) => {
    r.get({ 'photos(/:year(/:month(/:day)))': 'photos#index', year: /\d{4}/, month: /\d{1,2}/, day: /\d{1,2}/, as: 'photos_by_date' });
    r.match({ 'search(/:query)(/page/:page)': 'search#index', as: 'search', page: /\d+/ });
    r.get('blog/:year/:slug(.:format)', { to: 'posts#show', as: 'blog_post', constraints: { year: /\d{4}/, slug: /[^\/]+/ } });
  }, {
    recognize: [get('/photos/2024/1'), get('/photos/2024/1/31.json'), get('/photos/24'), get('/search/rails%203/page/2'), get('/search/page/2'), get('/blog/2024/hello.world'), get('/blog/2024/hello.world.json')],
    generate: [gen('photos_by_date_path', { year: 2024, month: 1 }), gen('search_path', { query: 'a.b', page: 2 }), gen('search_path', { page: 2 }), gen('blog_post_path', 2024, 'hello.world'), gen('blog_post_path', 2024, 'hello', { format: 'json' })],
  }),
  auto('path_names, renamed and re-pathed resources', (r) => {
    r.resources('articles', { path_names: { new: 'neu', edit: 'bearbeiten' } }, () => {
      r.resources('comments', { path: 'kommentare', as: 'notes', only: ['index', 'new'] });
    });
    r.resources('users', { path: 'u', as: 'members', except: ['destroy'] }, () => {
      r.resource('profile', { path: 'p', only: ['show', 'edit'] });
    });
    r.resource('account', { path_names: { edit: 'change' }, controller: 'accounts' });
    r.resources('photos', { only: [] }, () => {
      r.get('search', { on: 'collection' });
      r.get('preview', { on: 'new' });
      r.get('thumb', { on: 'member', format: false });
    });
  }, {
    recognize: [get('/articles/neu'), get('/articles/3/bearbeiten'), get('/articles/3/kommentare/new'), get('/u/3/p/edit'), get('/account/change'), get('/photos/new/preview'), get('/photos/3/thumb'), get('/photos/3/thumb.png')],
    generate: [gen('new_article_path'), gen('article_notes_path', 3), gen('member_profile_path', 3), gen('edit_account_path'), gen('preview_new_photo_path'), gen('thumb_photo_path', 3)],
  }),
  auto('api namespaces with defaults, paths and modules', (r) => {
    r.namespace('api', { defaults: { format: 'json' } }, () => {
      r.namespace('v1', { path: '' }, () => {
        r.resources('projects', { only: ['index', 'show'], constraints: { id: /[^\/]+/ } }, () => {
          r.resources('builds', { only: ['show'] }, () => { r.get('trace', { on: 'member' }); });
        });
      });
      r.scope('v2', { module: 'v2', as: 'v2' }, () => {
        r.resources('projects', { only: ['show'] });
      });
    });
  }, {
    recognize: [get('/api/projects/a.b'), get('/api/projects/a.b.xml'), get('/api/projects/a/builds/3/trace'), get('/api/v2/projects/3')],
    generate: [gen('api_v1_project_path', 'a.b'), gen('trace_api_v1_project_build_path', 'a', 3), gen('api_v2_project_path', 3)],
  }),
  auto('catch-alls and legacy routes at the end', (r) => {
    r.root({ to: 'home#index' });
    r.get('pages/*id', { to: 'pages#show', as: 'page', format: false });
    r.match({ ':controller(/:action(/:id(.:format)))': null });
    r.match({ '*path': 'errors#routing', via: 'all' });
  }, {
    recognize: [get('/pages/a/b.html'), get('/pages/a'), get('/users/show/3.json'), get('/users/show/3/x'), req('POST', '/x/y/z/w'), get('/posts/a.b'), get('/a.b.c')],
    generate: [gen('page_path', 'a/b.html'), gen('page_path', 'a b')],
  }),
];

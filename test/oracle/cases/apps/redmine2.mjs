/* eslint-disable no-useless-escape -- the regexps are written as the Ruby routes files write them */
// Redmine 2.3's config/routes.rb, written from memory as faithfully as possible (plugins' routes left out).
import { gen, get, probe, req } from '../_dsl.mjs';
import { record } from './_record.mjs';

const draw = record((r) => {
  r.root({ to: 'welcome#index', as: 'home' });
  r.match('login', { to: 'account#login', as: 'signin', via: ['get', 'post'] });
  r.match('logout', { to: 'account#logout', as: 'signout', via: ['get', 'post'] });
  r.match('account/register', { to: 'account#register', via: ['get', 'post'], as: 'register' });
  r.match('account/lost_password', { to: 'account#lost_password', via: ['get', 'post'], as: 'lost_password' });
  r.match('account/activate', { to: 'account#activate', via: 'get' });
  r.match('/news/preview', { controller: 'previews', action: 'news', as: 'preview_news', via: ['get', 'post', 'put'] });
  r.match('/issues/preview/new/:project_id', { to: 'previews#issue', as: 'preview_new_issue', via: ['get', 'post', 'put'] });
  r.match('/issues/preview/edit/:id', { to: 'previews#issue', as: 'preview_edit_issue', via: ['get', 'post', 'put'] });
  r.match('/issues/preview', { to: 'previews#issue', as: 'preview_issue', via: ['get', 'post', 'put'] });
  r.match('projects/:id/wiki', { to: 'wikis#edit', via: 'post' });
  r.match('projects/:id/wiki/destroy', { to: 'wikis#destroy', via: ['get', 'post'] });
  r.match('boards/:board_id/topics/new', { to: 'messages#new', via: ['get', 'post'], as: 'new_board_message' });
  r.get('boards/:board_id/topics/:id', { to: 'messages#show', as: 'board_message' });
  r.match('boards/:board_id/topics/quote/:id', { to: 'messages#quote', via: ['get', 'post'] });
  r.get('boards/:board_id/topics/:id/edit', { to: 'messages#edit' });
  r.post('boards/:board_id/topics/preview', { to: 'messages#preview', as: 'preview_board_message' });
  r.post('boards/:board_id/topics/:id/replies', { to: 'messages#reply' });
  r.post('boards/:board_id/topics/:id/edit', { to: 'messages#edit' });
  r.post('boards/:board_id/topics/:id/destroy', { to: 'messages#destroy' });
  r.match('/issues/auto_complete', { to: 'auto_completes#issues', via: 'get', as: 'auto_complete_issues' });
  r.match('/issues/context_menu', { to: 'context_menus#issues', as: 'issues_context_menu', via: ['get', 'post'] });
  r.match('/issues/changes', { to: 'journals#index', as: 'issue_changes', via: 'get' });
  r.match('/issues/:id/quoted', { to: 'journals#new', id: /\d+/, via: 'post', as: 'quoted_issue' });
  r.match('/journals/diff/:id', { to: 'journals#diff', id: /\d+/, via: 'get' });
  r.match('/journals/edit/:id', { to: 'journals#edit', id: /\d+/, via: ['get', 'post'] });
  r.get('/projects/:project_id/issues/gantt', { to: 'gantts#show', as: 'project_gantt' });
  r.get('/issues/gantt', { to: 'gantts#show' });
  r.get('/projects/:project_id/issues/calendar', { to: 'calendars#show', as: 'project_calendar' });
  r.get('/issues/calendar', { to: 'calendars#show' });
  r.get('projects/:id/issues/report', { to: 'reports#issue_report', as: 'project_issues_report' });
  r.get('projects/:id/issues/report/:detail', { to: 'reports#issue_report_details', as: 'project_issues_report_details' });
  r.match('my/account', { controller: 'my', action: 'account', via: ['get', 'post'] });
  r.match('my/account/destroy', { controller: 'my', action: 'destroy', via: ['get', 'post'] });
  r.match('my/page', { controller: 'my', action: 'page', via: 'get' });
  r.match('my', { controller: 'my', action: 'index', via: 'get' });
  r.match('my/reset_rss_key', { controller: 'my', action: 'reset_rss_key', via: 'post' });
  r.match('my/password', { controller: 'my', action: 'password', via: ['get', 'post'] });
  r.match('my/page_layout', { controller: 'my', action: 'page_layout', via: 'get' });
  r.match('my/add_block', { controller: 'my', action: 'add_block', via: 'post' });
  r.resources('users');
  r.match('users/:id/memberships/:membership_id', { to: 'users#edit_membership', via: 'put', as: 'user_membership' });
  r.match('users/:id/memberships/:membership_id', { to: 'users#destroy_membership', via: 'delete' });
  r.match('users/:id/memberships', { to: 'users#edit_membership', via: 'post', as: 'user_memberships' });
  r.post('watchers/watch', { to: 'watchers#watch', as: 'watch' });
  r.delete('watchers/watch', { to: 'watchers#unwatch' });
  r.get('watchers/new', { to: 'watchers#new' });
  r.post('watchers', { to: 'watchers#create' });
  r.post('watchers/append', { to: 'watchers#append' });
  r.delete('watchers', { to: 'watchers#destroy' });
  r.get('watchers/autocomplete_for_user', { to: 'watchers#autocomplete_for_user' });
  r.post('issues/:object_id/watchers', { to: 'watchers#create', object_type: 'issue' });
  r.delete('issues/:object_id/watchers/:user_id', { to: 'watchers#destroy', object_type: 'issue' });

  r.resources('projects', () => {
    r.member(() => {
      r.get('settings(/:tab)', { action: 'settings', as: 'settings' });
      r.post('modules');
      r.post('archive');
      r.post('unarchive');
      r.post('close');
      r.post('reopen');
      r.match('copy', { via: ['get', 'post'] });
    });
    r.shallow(() => {
      r.resources('memberships', { controller: 'members' }, () => {
        r.collection(() => { r.get('autocomplete'); });
      });
    });
    r.resource('enumerations', { controller: 'project_enumerations', only: ['update', 'destroy'] });
    r.get('issues/:copy_from/copy', { to: 'issues#new', as: 'copy_issue' });
    r.resources('issues', { only: ['index', 'new', 'create'] }, () => {
      r.resources('time_entries', { controller: 'timelog' }, () => {
        r.collection(() => { r.get('report'); });
      });
    });
    r.match('issues/update_form', { controller: 'issues', action: 'update_form', via: ['put', 'post'], as: 'issue_form' });
    r.resources('files', { only: ['index', 'new', 'create'] });
    r.resources('versions', { except: ['index', 'show', 'edit', 'update', 'destroy'] }, () => {
      r.collection(() => { r.put('close_completed'); });
    });
    r.get('versions.:format', { to: 'versions#index' });
    r.get('roadmap', { to: 'versions#index', format: false });
    r.get('versions', { to: 'versions#index' });
    r.resources('news', { except: ['show', 'edit', 'update', 'destroy'] });
    r.resources('time_entries', { controller: 'timelog' }, () => {
      r.get('report', { on: 'collection' });
    });
    r.resources('queries', { only: ['new', 'create'] });
    r.shallow(() => { r.resources('issue_categories'); });
    r.resources('documents', { except: ['show', 'edit', 'update', 'destroy'] });
    r.resources('boards');
    r.shallow(() => {
      r.resources('repositories', { except: ['index', 'show'] }, () => {
        r.member(() => { r.match('committers', { via: ['get', 'post'] }); });
      });
    });
    r.match('wiki/index', { controller: 'wiki', action: 'index', via: 'get' });
    r.resources('wiki', { except: ['index', 'new', 'create'], as: 'wiki_page' }, () => {
      r.member(() => {
        r.get('rename');
        r.post('rename');
        r.get('history');
        r.get('diff');
        r.match('preview', { via: ['post', 'put'] });
        r.post('protect');
        r.post('add_attachment');
      });
      r.collection(() => {
        r.get('export');
        r.get('date_index');
      });
    });
    r.match('wiki', { controller: 'wiki', action: 'show', via: 'get' });
    r.get('wiki/:id/:version', { to: 'wiki#show', constraints: { version: /\d+/ } });
    r.delete('wiki/:id/:version', { to: 'wiki#destroy_version' });
    r.get('wiki/:id/:version/annotate', { to: 'wiki#annotate' });
    r.get('wiki/:id/:version/diff', { to: 'wiki#diff' });
  });

  r.resources('issues', () => {
    r.collection(() => {
      r.match('bulk_edit', { via: ['get', 'post'] });
      r.post('bulk_update');
    });
    r.resources('time_entries', { controller: 'timelog' }, () => {
      r.collection(() => { r.get('report'); });
    });
    r.shallow(() => {
      r.resources('relations', { controller: 'issue_relations', only: ['index', 'show', 'create', 'destroy'] });
    });
  });
  r.match('/issues', { controller: 'issues', action: 'destroy', via: 'delete' });
  r.resources('queries', { except: ['show'] });
  r.resources('news', { only: ['index', 'show', 'edit', 'update', 'destroy'] });
  r.match('/news/:id/comments', { to: 'comments#create', via: 'post' });
  r.match('/news/:id/comments/:comment_id', { to: 'comments#destroy', via: 'delete' });
  r.resources('versions', { only: ['show', 'edit', 'update', 'destroy'] }, () => {
    r.post('status_by', { on: 'member' });
  });
  r.resources('documents', { only: ['show', 'edit', 'update', 'destroy'] }, () => {
    r.post('add_attachment', { on: 'member' });
  });
  r.match('/time_entries/context_menu', { to: 'context_menus#time_entries', as: 'time_entries_context_menu', via: ['get', 'post'] });
  r.resources('time_entries', { controller: 'timelog', except: 'destroy' }, () => {
    r.collection(() => {
      r.get('report');
      r.get('bulk_edit');
      r.post('bulk_update');
    });
  });
  r.match('/time_entries/:id', { to: 'timelog#destroy', via: 'delete', id: /\d+/ });
  r.match('/time_entries/destroy', { to: 'timelog#destroy', via: 'delete' });
  r.match('projects/:id/settings/:tab', { to: 'projects#settings', via: 'get' });
  r.get('projects/:id/activity', { to: 'activities#index' });
  r.get('projects/:id/activity.:format', { to: 'activities#index' });
  r.get('activity', { to: 'activities#index' });
  r.get('projects/:id/repository/:repository_id/statistics', { to: 'repositories#stats' });
  r.get('projects/:id/repository/:repository_id/graph', { to: 'repositories#graph' });
  r.get('projects/:id/repository/:repository_id/changes(/*path(.:ext))', { to: 'repositories#changes' });
  r.get('projects/:id/repository/:repository_id/revisions/:rev', { to: 'repositories#revision' });
  r.get('projects/:id/repository/:repository_id/revision', { to: 'repositories#revision' });
  r.post('projects/:id/repository/:repository_id/revisions/:rev/issues', { to: 'repositories#add_related_issue' });
  r.delete('projects/:id/repository/:repository_id/revisions/:rev/issues/:issue_id', { to: 'repositories#remove_related_issue' });
  r.get('projects/:id/repository/:repository_id/revisions', { to: 'repositories#revisions' });
  r.get('projects/:id/repository/:repository_id/revisions/:rev/:action(/*path(.:ext))', {
    controller: 'repositories', format: false,
    constraints: { action: /(browse|show|entry|raw|annotate|diff)/, rev: /[a-z0-9\.\-_]+/ },
  });
  r.get('projects/:id/repository/statistics', { to: 'repositories#stats' });
  r.get('projects/:id/repository/graph', { to: 'repositories#graph' });
  r.get('projects/:id/repository/changes(/*path(.:ext))', { to: 'repositories#changes' });
  r.get('projects/:id/repository/revisions', { to: 'repositories#revisions' });
  r.get('projects/:id/repository/revisions/:rev', { to: 'repositories#revision' });
  r.get('projects/:id/repository/revision', { to: 'repositories#revision' });
  r.get('projects/:id/repository/revisions/:rev/:action(/*path(.:ext))', {
    controller: 'repositories', format: false,
    constraints: { action: /(browse|show|entry|raw|annotate|diff)/, rev: /[a-z0-9\.\-_]+/ },
  });
  r.get('projects/:id/repository/:repository_id/:action(/*path(.:ext))', {
    controller: 'repositories', action: /(browse|show|entry|raw|changes|annotate|diff)/,
  });
  r.get('projects/:id/repository/:action(/*path(.:ext))', {
    controller: 'repositories', action: /(browse|show|entry|raw|changes|annotate|diff)/,
  });
  r.get('projects/:id/repository/:repository_id', { to: 'repositories#show', path: null });
  r.get('projects/:id/repository', { to: 'repositories#show', path: null });
  r.get('attachments/:id/:filename', { to: 'attachments#show', id: /\d+/, filename: /.*/, as: 'named_attachment' });
  r.get('attachments/download/:id/:filename', { to: 'attachments#download', id: /\d+/, filename: /.*/, as: 'download_named_attachment' });
  r.get('attachments/download/:id', { to: 'attachments#download', id: /\d+/ });
  r.get('attachments/thumbnail/:id(/:size)', { to: 'attachments#thumbnail', id: /\d+/, size: /\d+/, as: 'thumbnail' });
  r.resources('attachments', { only: ['show', 'destroy'] });
  r.resources('groups', () => {
    r.member(() => { r.get('autocomplete_for_user'); });
  });
  r.match('groups/:id/users', { controller: 'groups', action: 'add_users', id: /\d+/, via: 'post', as: 'group_users' });
  r.match('groups/:id/users/:user_id', { controller: 'groups', action: 'remove_user', id: /\d+/, via: 'delete', as: 'group_user' });
  r.match('groups/destroy_membership/:id', { controller: 'groups', action: 'destroy_membership', id: /\d+/, via: 'post' });
  r.resources('trackers', { except: 'show' }, () => {
    r.collection(() => { r.match('fields', { via: ['get', 'post'] }); });
  });
  r.resources('issue_statuses', { except: 'show' }, () => {
    r.collection(() => { r.post('update_issue_done_ratio'); });
  });
  r.resources('custom_fields', { except: 'show' });
  r.resources('roles', () => {
    r.collection(() => { r.match('permissions', { via: ['get', 'post'] }); });
  });
  r.resources('enumerations', { except: 'show' });
  r.match('enumerations/:type', { to: 'enumerations#index', via: 'get' });
  r.get('projects/:id/search', { controller: 'search', action: 'index' });
  r.get('search', { controller: 'search', action: 'index' });
  r.match('mail_handler', { controller: 'mail_handler', action: 'index', via: 'post' });
  r.match('admin', { controller: 'admin', action: 'index', via: 'get' });
  r.match('admin/projects', { controller: 'admin', action: 'projects', via: 'get' });
  r.match('admin/default_configuration', { controller: 'admin', action: 'default_configuration', via: 'post' });
  r.resources('auth_sources', () => {
    r.member(() => { r.get('test_connection', { as: 'try_connection' }); });
    r.collection(() => { r.get('autocomplete_for_new_user'); });
  });
  r.match('workflows', { controller: 'workflows', action: 'index', via: 'get' });
  r.match('workflows/edit', { controller: 'workflows', action: 'edit', via: ['get', 'post'] });
  r.match('settings', { controller: 'settings', action: 'index', via: 'get' });
  r.match('settings/edit', { controller: 'settings', action: 'edit', via: ['get', 'post'] });
  r.match('settings/plugin/:id', { controller: 'settings', action: 'plugin', via: ['get', 'post'], as: 'plugin_settings' });
  r.match('sys/projects', { to: 'sys#projects', via: 'get' });
  r.match('sys/projects/:id/repository', { to: 'sys#create_project_repository', via: 'post' });
  r.match('uploads', { to: 'attachments#upload', via: 'post' });
  r.get('robots.txt', { to: 'welcome#robots' });
});

export default [
  probe('redmine 2.3 routes.rb', draw, {
    auto: 600,
    recognize: [
      get('/projects/ecookbook/wiki/Release_1.0'), get('/projects/ecookbook/wiki/Page.v2/3/diff'),
      get('/projects/ecookbook/repository/revisions/2.0-rc1/entry/lib/a.rb'),
      get('/projects/ecookbook/repository/git/revisions/abc/raw/lib/a.rb'),
      get('/projects/ecookbook/repository/git/revisions/ABC/raw/lib/a.rb'),
      get('/projects/ecookbook/repository/browse/lib'),
      get('/projects/ecookbook/repository/changes/lib'), get('/projects/ecookbook/repository/git'),
      get('/projects/ecookbook/repository/foo/bar'),
      get('/attachments/download/3/file.tar.gz'), get('/attachments/3/a/b.c'), get('/attachments/thumbnail/3/200'),
      get('/attachments/thumbnail/3'), get('/attachments/thumbnail/x'), get('/attachments/3.json'), get('/attachments/x/y'),
      get('/projects/x/settings/members'), get('/projects/x/settings'), get('/projects/x.json'), get('/projects/x/settings.json'),
      get('/projects/x/roadmap'), get('/projects/x/roadmap.json'), get('/projects/x/versions.json'), get('/projects/x/versions'),
      req('POST', '/issues/bulk_edit'), req('DELETE', '/issues'), req('DELETE', '/time_entries/3'), req('DELETE', '/time_entries/destroy'),
      req('DELETE', '/time_entries/x'), req('POST', '/issues/7/quoted'), req('POST', '/issues/x/quoted'), get('/robots.txt'),
      get('/robots.json'), get('/my'), get('/my.json'), req('PUT', '/users/3/memberships/4'), req('DELETE', '/users/3/memberships/4'),
      get('/memberships/3'), get('/projects/x/memberships/autocomplete'), get('/issue_categories/3/edit'), get('/relations/3'),
      req('POST', '/repositories/3/committers'), get('/projects/x/wiki'), get('/projects/x/wiki/index'), get('/projects/x/wiki/export'),
      get('/projects/x/wiki/P/rename'), req('PUT', '/projects/x/wiki/P/preview'), get('/enumerations/IssuePriority'),
      get('/issues/3/time_entries/report'), get('/projects/x/issues/3/time_entries/new'), get('/issues/preview/new/x'),
      req('PUT', '/issues/preview/edit/3'), get('/projects/x/activity.atom'), get('/projects/x/issues/report/tracker'),
      req('DELETE', '/issues/3/watchers/4'), get('/search.json'), get('/projects/x/search'),
    ],
    generate: [
      gen('project_wiki_page_path', 'ecookbook', 'Release_1.0'), gen('settings_project_path', 'x', 'members'),
      gen('settings_project_path', 'x'), gen('project_path', 'v1.2'), gen('named_attachment_path', 3, 'a b.tar.gz'),
      gen('download_named_attachment_path', { id: 3, filename: 'x/y.pdf' }), gen('thumbnail_path', 3), gen('thumbnail_path', 3, 200),
      gen('thumbnail_path', { id: 3, size: 200 }), gen('project_gantt_path', 'my.project'), gen('project_issues_report_details_path', 'x', 'tracker'),
      gen('copy_project_issue_path', 'x', 4), gen('project_issue_form_path', 'x'), gen('issue_form_project_path', 'x'),
      gen('plugin_settings_path', 'redmine_agile'), gen('board_message_path', 3, 4), gen('new_board_message_path', 3),
      gen('try_connection_auth_source_path', 3), gen('user_membership_path', 3, 4), gen('home_path'), gen('home_url', { host: 'r.org' }),
      gen('rename_project_wiki_page_path', 'x', 'Page 1'), gen('export_project_wiki_page_index_path', 'x'),
      gen('project_memberships_path', 'x'), gen('membership_path', 3), gen('autocomplete_project_memberships_path', 'x'),
      gen('project_enumerations_path', 'x'), gen('project_issue_time_entries_path', 'x', 3), gen('report_issue_time_entries_path', 3),
      gen('issue_relations_path', 3), gen('relation_path', 3), gen('committers_repository_path', 3), gen('quoted_issue_path', 3),
    ],
  }),
];

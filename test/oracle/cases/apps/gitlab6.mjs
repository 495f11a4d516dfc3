/* eslint-disable no-useless-escape -- the regexps are written as the Ruby routes files write them */
// GitLab 6.x's config/routes.rb, written from memory (mount, devise_for and lambda constraints left out).
import { gen, get, probe, req } from '../_dsl.mjs';
import { record } from './_record.mjs';

const gitRef = /(?!(\/|.*([\/.]\.|\/\/|@\{|\\)))[^\000-\040\177~^:?*\[]+(?<!\.lock)(?<![\/.])/;
const archive = /(zip|tar|tar\.gz|tgz|gz|tar\.bz2|tbz|tbz2|tb2|bz2)/;

const draw = record((r) => {
  r.get({ search: 'search#show' });
  r.get({ 'search/autocomplete': 'search#autocomplete', as: 'search_autocomplete' });
  r.get({ help: 'help#index' });
  r.get({ 'help/api': 'help#api' });
  r.get({ 'help/api/:category': 'help#api', as: 'help_api_file' });
  r.get({ 'help/markdown': 'help#markdown' });
  r.get('help/shortcuts');
  r.resources('snippets', () => {
    r.member(() => { r.get('raw'); });
  });
  r.get({ '/s/:username': 'snippets#user_index', as: 'user_snippets', constraints: { username: /.*/ } });
  r.namespace('public', () => {
    r.resources('projects', { only: ['index'] });
    r.root({ to: 'projects#index' });
  });
  r.get({ 'files/:type/:id/:filename': 'files#download', constraints: { id: /\d+/, type: /[a-z]+/, filename: /.+/ } });
  r.namespace('admin', () => {
    r.resources('users', { constraints: { id: /[a-zA-Z.\/0-9_\-]+/ } }, () => {
      r.member(() => {
        r.put('team_update');
        r.put('block');
        r.put('unblock');
        r.delete('remove/:email_id', { action: 'remove_email', as: 'remove_email' });
      });
    });
    r.resources('groups', { constraints: { id: /[^\/]+/ } }, () => {
      r.member(() => { r.put('project_teams_update'); });
    });
    r.resources('hooks', { only: ['index', 'create', 'destroy'] }, () => {
      r.get('test');
    });
    r.resource('logs', { only: ['show'] });
    r.resource('background_jobs', { controller: 'background_jobs', only: ['show'] });
    r.resources('projects', { constraints: { id: /[a-zA-Z.\/0-9_\-]+/ }, only: ['index', 'show'] }, () => {
      r.member(() => { r.put('transfer'); });
    });
    r.root({ to: 'dashboard#index' });
  });
  r.resource('profile', { only: ['show', 'update'] }, () => {
    r.member(() => {
      r.get('history');
      r.get('design');
      r.put('reset_private_token');
      r.put('update_username');
    });
    r.scope({ module: 'profiles' }, () => {
      r.resource('account', { only: ['show', 'update'] });
      r.resource('notifications', { only: ['show', 'update'] });
      r.resource('password', { only: ['new', 'create', 'edit', 'update'] }, () => {
        r.member(() => { r.put('reset'); });
      });
      r.resources('keys');
      r.resources('groups', { only: ['index'] }, () => {
        r.member(() => { r.delete('leave'); });
      });
      r.resource('avatar', { only: ['destroy'] });
    });
  });
  r.match({ '/u/:username': 'users#show', as: 'user', constraints: { username: /(?:[^.]|\.(?!atom$))+/, format: /atom/ }, via: 'get' });
  r.resource('dashboard', { controller: 'dashboard', only: ['show'] }, () => {
    r.member(() => {
      r.get('projects');
      r.get('issues');
      r.get('merge_requests');
    });
  });
  r.resources('groups', { constraints: { id: /(?:[^.]|\.(?!atom$))+/, format: /atom/ } }, () => {
    r.member(() => {
      r.get('issues');
      r.get('merge_requests');
      r.get('members');
    });
    r.resources('users_groups', { only: ['create', 'update', 'destroy'] });
    r.scope({ module: 'groups' }, () => {
      r.resource('avatar', { only: ['destroy'] });
    });
  });
  r.resources('projects', { constraints: { id: /[^\/]+/ }, only: ['new', 'create'] });
  r.resources('projects', { constraints: { id: /[a-zA-Z.0-9_\-]+\/[a-zA-Z.0-9_\-]+/ }, except: ['new', 'create', 'index'], path: '/' }, () => {
    r.member(() => {
      r.put('transfer');
      r.post('fork');
      r.post('archive');
      r.get('autocomplete_sources');
      r.get('import');
      r.put('retry_import');
    });
    r.scope({ module: 'projects' }, () => {
      r.resources('blob', { only: ['show', 'destroy'], constraints: { id: /.+/ } }, () => {
        r.get('diff', { on: 'member' });
      });
      r.resources('raw', { only: ['show'], constraints: { id: /.+/ } });
      r.resources('tree', { only: ['show'], constraints: { id: /.+/, format: /(html|js)/ } });
      r.resources('edit_tree', { only: ['show', 'update'], constraints: { id: /.+/ }, path: 'edit' }, () => {
        r.post('preview', { on: 'member' });
      });
      r.resources('new_tree', { only: ['show', 'update'], constraints: { id: /.+/ }, path: 'new' });
      r.resources('commit', { only: ['show'], constraints: { id: /[[:alnum:]]{6,40}/ } });
      r.resources('commits', { only: ['show'], constraints: { id: /(?:[^.]|\.(?!atom$))+/, format: /atom/ } });
      r.resources('compare', { only: ['index', 'create'] });
      r.resources('blame', { only: ['show'], constraints: { id: /.+/ } });
      r.resources('network', { only: ['show'], constraints: { id: /(?:[^.]|\.(?!json$))+/, format: /json/ } });
      r.resources('graphs', { only: ['show'], constraints: { id: /(?:[^.]|\.(?!json$))+/, format: /json/ } }, () => {
        r.member(() => { r.get('commits'); });
      });
      r.match({ '/compare/:from...:to': 'compare#show', as: 'compare', via: ['get', 'post'], constraints: { from: /.+/, to: /.+/ } });
      r.resources('snippets', { constraints: { id: /\d+/ } }, () => {
        r.member(() => { r.get('raw'); });
      });
      r.resources('wikis', { only: ['show', 'edit', 'destroy', 'create'], constraints: { id: /[a-zA-Z.0-9_\-\/]+/ } }, () => {
        r.collection(() => {
          r.get('pages');
          r.put({ ':id': 'wikis#update' });
          r.get('git_access');
        });
        r.member(() => { r.get('history'); });
      });
      r.resource('repository', { only: ['show', 'create'] }, () => {
        r.member(() => {
          r.get('stats');
          r.get('archive', { constraints: { format: archive } });
        });
      });
      r.resources('services', { constraints: { id: /[^\/]+/ }, only: ['edit', 'update', 'index'] }, () => {
        r.member(() => { r.get('test'); });
      });
      r.resources('deploy_keys', { constraints: { id: /\d+/ } }, () => {
        r.member(() => {
          r.put('enable');
          r.put('disable');
        });
      });
      r.resource('fork', { only: ['new', 'create'] });
      r.resource('import', { only: ['new', 'create', 'show'] });
      r.resources('refs', { only: [] }, () => {
        r.collection(() => { r.get('switch'); });
        r.member(() => {
          r.get('logs_tree', { constraints: { id: gitRef } });
          r.get({ 'logs_tree/:path': 'refs#logs_tree', as: 'logs_file', constraints: { id: gitRef, path: /.*/ } });
        });
      });
      r.resources('merge_requests', { constraints: { id: /\d+/ }, except: ['destroy'] }, () => {
        r.member(() => {
          r.get('diffs');
          r.post('automerge');
          r.get('automerge_check');
          r.get('ci_status');
        });
        r.collection(() => {
          r.get('branch_from');
          r.get('branch_to');
          r.get('update_branches');
        });
      });
      r.resources('hooks', { only: ['index', 'create', 'destroy'], constraints: { id: /\d+/ } }, () => {
        r.member(() => { r.get('test'); });
      });
      r.resources('team', { controller: 'team_members', only: ['index'] });
      r.resources('milestones', { except: ['destroy'], constraints: { id: /\d+/ } }, () => {
        r.member(() => {
          r.put('sort_issues');
          r.put('sort_merge_requests');
        });
      });
      r.resources('labels', { only: ['index'] }, () => {
        r.collection(() => { r.post('generate'); });
      });
      r.resources('issues', { constraints: { id: /\d+/ }, except: ['destroy'] }, () => {
        r.collection(() => { r.post('bulk_update'); });
      });
      r.resources('team_members', { except: ['index', 'edit'], constraints: { id: /[a-zA-Z.\/0-9_\-#%+]+/ } }, () => {
        r.collection(() => {
          r.delete('leave');
          r.get('import');
          r.post('apply_import');
        });
      });
      r.resources('notes', { only: ['index', 'create', 'destroy', 'update'], constraints: { id: /\d+/ } }, () => {
        r.member(() => { r.delete('delete_attachment'); });
        r.collection(() => { r.post('preview'); });
      });
    });
  });
  r.root({ to: 'dashboard#show' });
});

export default [
  probe('gitlab 6 routes.rb', draw, {
    auto: 600,
    recognize: [
      get('/gitlab/gitlabhq'), get('/gitlab/gitlabhq.json'), get('/gitlab/gitlabhq/blob/master/app/models/user.rb'),
      get('/gitlab/gitlabhq/blob/master/app/models/user.rb/diff'), get('/gitlab/gitlabhq/tree/master/app'),
      get('/gitlab/gitlabhq/tree/v1.2.js'), get('/gitlab/gitlabhq/tree/master.json'), get('/gitlab/gitlabhq/commits/master.atom'),
      get('/gitlab/gitlabhq/commits/v2.0'), get('/gitlab/gitlabhq/commits/stable.atom.x'), get('/gitlab/gitlabhq/commit/abcdef123'),
      get('/gitlab/gitlabhq/commit/abc'), get('/gitlab/gitlabhq/network/master.json'), get('/gitlab/gitlabhq/network/v1.0'),
      get('/gitlab/gitlabhq/graphs/master/commits'), get('/gitlab/gitlabhq/compare/v1.0...v2.0'), get('/gitlab/gitlabhq/compare/master...feature/x'),
      get('/gitlab/gitlabhq/wikis/docs/intro'), get('/gitlab/gitlabhq/wikis/pages'), req('PUT', '/gitlab/gitlabhq/wikis/docs/intro'),
      get('/gitlab/gitlabhq/repository/archive.tar.gz'), get('/gitlab/gitlabhq/repository/archive.zip'), get('/gitlab/gitlabhq/repository/archive.exe'),
      get('/gitlab/gitlabhq/refs/master/logs_tree'), get('/gitlab/gitlabhq/refs/feature/x/logs_tree'), get('/gitlab/gitlabhq/refs/master/logs_tree/app/models'),
      get('/gitlab/gitlabhq/refs/a.lock/logs_tree'), get('/gitlab/gitlabhq/refs/switch'), get('/gitlab/gitlabhq/edit/master/README.md'),
      req('POST', '/gitlab/gitlabhq/edit/master/README.md/preview'), get('/gitlab/gitlabhq/new/master/docs'), get('/gitlab/gitlabhq/services/gitlab_ci/edit'),
      get('/gitlab/gitlabhq/team_members/john.doe'), req('DELETE', '/gitlab/gitlabhq/team_members/leave'), get('/gitlab/gitlabhq/merge_requests/12/diffs'),
      get('/gitlab/gitlabhq/merge_requests/abc'), get('/gitlab/gitlabhq/issues/3.json'), get('/u/john.doe'), get('/u/john.atom'), get('/u/john.doe.atom'),
      get('/groups/my.group'), get('/groups/my.group.atom'), get('/groups/my.group/issues'), get('/admin/users/john.doe'), get('/admin/users/a/b/edit'),
      get('/admin/projects/gitlab/gitlabhq'), get('/admin/hooks/3/test'), get('/admin'), get('/public'), get('/s/john.doe'),
      get('/files/note/3/a%20b.png'), get('/files/note/3/x/y.tar.gz'), get('/profile/groups/3/leave'), req('DELETE', '/profile/groups/3/leave'),
      get('/profile/password/edit'), req('PUT', '/profile/password/reset'), get('/help/api/users'), get('/search/autocomplete'),
    ],
    generate: [
      gen('project_path', 'gitlab/gitlabhq'), gen('edit_project_service_path', 'gitlab/gitlabhq', 'gitlab_ci'),
      gen('project_blob_path', 'gitlab/gitlabhq', 'master/app/a.rb'), gen('diff_project_blob_path', 'gitlab/gitlabhq', 'master/app/a.rb'),
      gen('project_tree_path', 'gitlab/gitlabhq', 'v1.2/app'), gen('project_commits_path', 'gitlab/gitlabhq', 'master', { format: 'atom' }),
      gen('project_commits_path', 'gitlab/gitlabhq', 'v2.0'), gen('project_network_path', 'gitlab/gitlabhq', 'master', { format: 'json' }),
      gen('commits_project_graph_path', 'gitlab/gitlabhq', 'master'), gen('project_compare_path', 'gitlab/gitlabhq', { from: 'v1.0', to: 'v2.0' }),
      gen('project_wiki_path', 'gitlab/gitlabhq', 'docs/intro'), gen('history_project_wiki_path', 'gitlab/gitlabhq', 'home.md'),
      gen('archive_project_repository_path', 'gitlab/gitlabhq', { format: 'tar.gz' }), gen('logs_tree_project_ref_path', 'gitlab/gitlabhq', 'feature/x'),
      gen('logs_file_project_ref_path', 'gitlab/gitlabhq', 'master', 'app/models'), gen('logs_file_project_ref_path', 'gitlab/gitlabhq', 'v1.0', { path: 'a b/c.rb' }),
      gen('project_team_member_path', 'gitlab/gitlabhq', 'john.doe'), gen('user_path', 'john.doe'), gen('user_path', 'john', { format: 'atom' }),
      gen('group_path', 'my.group'), gen('issues_group_path', 'my.group', { format: 'atom' }), gen('admin_user_path', 'john.doe'),
      gen('admin_project_path', 'gitlab/gitlabhq'), gen('transfer_admin_project_path', 'gitlab/gitlabhq'), gen('admin_hook_test_path', 3),
      gen('remove_email_admin_user_path', 'john', 4), gen('user_snippets_path', 'john.doe'), gen('help_api_file_path', 'users'),
      gen('project_edit_tree_path', 'gitlab/gitlabhq', 'master/README.md'), gen('preview_project_edit_tree_path', 'gitlab/gitlabhq', 'master/README.md'),
      gen('public_root_path'), gen('admin_root_path'), gen('profile_account_path'), gen('reset_profile_password_path'), gen('leave_profile_group_path', 3),
      gen('group_avatar_path', 'my.group'), gen('project_commit_path', 'gitlab/gitlabhq', 'abcdef1'), gen('project_merge_request_path', 'gitlab/gitlabhq', 12),
    ],
  }),
];

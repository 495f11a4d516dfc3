import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseRailsVersion, lockedRailsVersion, profileFor } from '../../src/import/rails-version.js';
import { diffTables, parseRouteTable, routeRows } from '../../src/import/route-table.js';
import { importSource } from './support.js';

const rails61 = (body: string, railsEnv?: string) =>
  importSource(`Rails.application.routes.draw do\n${body}\nend\n`, undefined, { rails: '6.1', ...(railsEnv ? { railsEnv } : {}) });
const todos = (imported: { converted: { todos: readonly { line: number; reason: string }[] } }) => imported.converted.todos.map((t) => `${t.line}: ${t.reason}`);

describe('import --rails: the version a routes file is read for', () => {
  const root = mkdtempSync(join(tmpdir(), 'rails-version-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads the Rails version a Gemfile.lock locks: rails, else railties or actionpack', () => {
    expect(lockedRailsVersion('GEM\n  specs:\n    rack (2.2.3)\n    rails (6.1.7.3)\n      actionpack (= 6.1.7.3)\n')).toBe('6.1');
    expect(lockedRailsVersion('GEM\n  specs:\n    railties (7.0.4)\n')).toBe('7.0');
    expect(lockedRailsVersion('GEM\n  specs:\n    actionpack (3.2.22.5)\n')).toBe('3.2');
    // a dependency line (six spaces) or another gem is no lock of Rails
    expect(lockedRailsVersion('GEM\n  specs:\n    foo (1.0)\n      rails (>= 5.0)\n    rails-html-sanitizer (1.4.2)\n')).toBeUndefined();
  });

  it('4.0 and later are read as 6.1, older ones as 3.2', () => {
    expect(['2.3', '3.2', '4.0', '5.2', '6.1', '7.1', '8.0', '10.0'].map(profileFor)).toEqual(['3.2', '3.2', '6.1', '6.1', '6.1', '6.1', '6.1', '6.1']);
  });

  it('--rails wins; else the nearest Gemfile.lock walking up from the file; else 3.2, said', () => {
    const app = join(root, 'app');
    mkdirSync(join(app, 'config'), { recursive: true });
    const file = join(app, 'config', 'routes.rb');
    writeFileSync(file, '');
    expect(chooseRailsVersion(file, undefined).rails).toBe('3.2');
    expect(chooseRailsVersion(file, undefined).reason).toMatch(/^no Gemfile\.lock locking Rails found .*give --rails 6\.1/);
    writeFileSync(join(root, 'Gemfile.lock'), 'GEM\n  specs:\n    rails (5.2.8)\n');
    expect(chooseRailsVersion(file, undefined)).toEqual({ rails: '6.1', reason: `${join(root, 'Gemfile.lock')} locks Rails 5.2: imported for the Rails 6.1 profile` });
    writeFileSync(join(app, 'Gemfile.lock'), 'GEM\n  specs:\n    rails (6.1.7)\n');
    expect(chooseRailsVersion(file, undefined)).toEqual({ rails: '6.1', reason: `${join(app, 'Gemfile.lock')} locks Rails 6.1` });
    writeFileSync(join(app, 'Gemfile.lock'), 'GEM\n  specs:\n    rake (13.0)\n');
    expect(chooseRailsVersion(file, undefined).reason).toContain(join(root, 'Gemfile.lock'));
    expect(chooseRailsVersion(file, '3.2')).toEqual({ rails: '3.2', reason: '--rails 3.2' });
    expect(chooseRailsVersion(file, '7.0')).toEqual({ rails: '6.1', reason: '--rails 7.0: imported for the Rails 6.1 profile' });
    expect(() => chooseRailsVersion(file, 'latest')).toThrow('--rails must be a Rails version such as 6.1 or 3.2, got "latest"');
  });
});

describe('import of a Rails 4+ routes file', { timeout: 30_000 }, () => {
  it('writes a 6.1 route set; param: is the member param; a String bare word keeps its path', async () => {
    const { code, set } = await rails61(`  resources :users, param: :username, only: :show
  resources :wiki, only: :show do
    collection do
      post 'new'
      get :export
    end
  end
  resources :workflows, only: :index do
    collection { patch 'update' }
  end`);
    expect(code).toContain("new RouteSet({ rails: '6.1' })");
    expect(code).toContain("r.post('new', { path: 'new' });");
    expect(code).toContain("r.get('export');");
    expect(set.routes.map((r) => `${r.verbs.join('|')} ${r.path} ${r.action}`)).toEqual([
      'GET /users/:username(.:format) show',
      'POST /wiki/new(.:format) new',
      'GET /wiki/export(.:format) export',
      'GET /wiki/:id(.:format) show',
      'PATCH /workflows/update(.:format) update',
      'GET /workflows(.:format) index',
    ]);
  });

  it('a hash form whose path is also a Symbol key of the hash (OpenStreetMap): the path argument and to:, the key a default', async () => {
    // Rails 6.1's table for these lines (scripts/rails61-routes.rb): the String key is the path, the Symbol key a default.
    const { code, set } = await rails61(`  resources :diary_entries, only: :index do
    collection do
      get "friends" => "diary_entries#index", :friends => true
      get "nearby" => "diary_entries", :nearby => true
    end
  end
  get :first => "yes", "first" => "things#first"`);
    expect(code).toContain("r.get('friends', { friends: true, to: 'diary_entries#index' });");
    expect(code).toContain("r.get('first', { first: 'yes', to: 'things#first' });");
    // a String target without '#' names the controller (Mapper#match); the action is the path's
    expect(code).toContain("r.get('nearby', { nearby: true, controller: 'diary_entries' });");
    expect(set.routes.map((r) => `${r.verbs.join('|')} ${r.path} ${r.controller}#${r.action} ${r.name} ${JSON.stringify(r.defaults)}`)).toEqual([
      'GET /diary_entries/friends(.:format) diary_entries#index friends_diary_entries {"friends":true}',
      'GET /diary_entries/nearby(.:format) diary_entries#nearby nearby_diary_entries {"nearby":true}',
      'GET /diary_entries(.:format) diary_entries#index diary_entries {}',
      'GET /first(.:format) things#first first {"first":"yes"}',
    ]);
  });

  it('a 3.2 file keeps param: a fixed param and a bare word an action', async () => {
    const { code } = await importSource("Rails.application.routes.draw do\n  resources :users, param: :username\n  resources :wiki do\n    collection { post 'new' }\n  end\nend\n");
    expect(code).toContain('new RouteSet();');
    expect(code).toContain("r.resources('users', { defaults: { param: 'username' } });");
    expect(code).toContain("r.post('new');");
  });

  it('mount: the app is a stand-in, named as Rails names a class unless as: names it', async () => {
    const imported = await rails61(`  mount Sidekiq::Web => '/sidekiq'
  mount PgHero::Engine, at: 'pghero', as: :pghero
  namespace :admin do
    mount Blazer::Engine, at: 'blazer', via: [:get, :post]
    mount flipper, at: 'flags'
  end`);
    expect(imported.code).toContain("r.mount(unconverted('Sidekiq::Web'), { at: '/sidekiq', as: 'sidekiq_web' });");
    expect(imported.code).toContain("r.mount(unconverted('PgHero::Engine'), { at: 'pghero', as: 'pghero' });");
    expect(imported.code).toContain("const unconverted = (ruby) => () => {");
    expect(imported.set.routes.map((r) => `${r.verbs.join('|') || 'ANY'} ${r.path} ${r.name}`)).toEqual([
      'ANY /sidekiq sidekiq_web',
      'ANY /pghero pghero',
      'GET|POST /admin/blazer admin_blazer_engine',
      'ANY /admin/flags null',
    ]);
    expect(todos(imported)).toEqual([
      "2: mount Sidekiq::Web: a Rack application or engine, mounted as unconverted(\"Sidekiq::Web\"), a stand-in that answers with an error until it is replaced by the endpoint that serves /sidekiq",
      "3: mount PgHero::Engine: a Rack application or engine, mounted as unconverted(\"PgHero::Engine\"), a stand-in that answers with an error until it is replaced by the endpoint that serves pghero",
      "5: mount Blazer::Engine: a Rack application or engine, mounted as unconverted(\"Blazer::Engine\"), a stand-in that answers with an error until it is replaced by the endpoint that serves blazer",
      '6: mount flipper: a Rack application or engine, mounted as unconverted("flipper"), a stand-in that answers with an error until it is replaced by the endpoint that serves flags',
    ]);
    const endpoint = imported.set.routes[0]!.endpoint!;
    expect(() => endpoint()).toThrow('not converted from the Rails routes: Sidekiq::Web; give the route the endpoint that serves it');
  });

  it('mount forms it cannot convert are TODOs', async () => {
    const { converted } = await rails61("  mount Foo\n  mount Foo, at: path\n  mount Foo, at: 'x', 'y' => 1\n  mount Foo, Bar, at: 'x'\n  mount Foo, **opts");
    expect(converted.todos.map((t) => t.reason)).toEqual([
      'mount without a mount point (at:) given as a string',
      'mount with the method call path (for at)',
      'mount with an option key that is not a Symbol',
      'mount with a block or more than one app',
      'mount with a double splat of options',
    ]);
  });

  it('a target that is an endpoint keeps its route with a stand-in; Rails 6.1 recognize passes over it', async () => {
    const imported = await rails61(`  get '/authorize_follow', to: redirect { |_, request| "/x?#{request.params.to_query}" }
  get 'health' => ->(env) { [200, {}, ['ok']] }
  post 'hook', to: HookApp.new(token: 1)
  get 'old', to: redirect('/new')
  match '*unmatched', to: 'application#not_found', via: :all`);
    expect(imported.code).toContain("r.get('/authorize_follow', { to: unconverted('redirect { |_, request| \"/x?#{request.params.to_query}\" }') });");
    expect(imported.code).toContain("r.get({ health: unconverted('->(env) { [200, {}, [\\'ok\\']] }') });");
    expect(imported.code).toContain("r.post('hook', { to: unconverted('HookApp.new(token: 1)') });");
    expect(imported.code).toContain("r.get('old', { to: redirect('/new') });");
    expect(imported.set.routes.map((r) => r.name)).toEqual(['authorize_follow', 'health', 'hook', 'old', null]);
    expect(imported.set.recognize('GET', '/health')).toEqual({ controller: 'application', action: 'not_found', unmatched: 'health' });
    expect(todos(imported).map((t) => t.replace(/: an endpoint.*/, ''))).toEqual(['2: redirect { |_, request| "/x?#{request.params.to_query}" }', "3: ->(env) { [200, {}, ['ok']] }", '4: HookApp.new(token: 1)']);
  });
});

describe('import: conditions on the environment', { timeout: 30_000 }, () => {
  const body = `  get 'always' => 'p#a'
  if Rails.env.development?
    get 'dev' => 'p#d'
  end
  get 'prod' => 'p#p' if Rails.env == 'production'
  get 'not_test' => 'p#n' unless Rails.env.test?
  if ENV['API_ONLY'] || !Rails.env.production?
    get 'api' => 'p#api'
  else
    get 'web' => 'p#web'
  end
  if ActiveModel::Type::Boolean.new.cast(ENV.fetch('FLAG', 'off')) && ENV.key?('X')
    get 'flag' => 'p#f'
  end
  get 'present' => 'p#pr' if ENV['Y'].present? || ENV['Z'].blank? && ENV['Z'].nil? && (Rails.env != 'x')
  get 'cast' => 'p#c' if ActiveModel::Type::Boolean.new.cast(ENV.fetch('T', 'yes'))
  get 'nil_cast' => 'p#n' if ActiveModel::Type::Boolean.new.cast(ENV['T'])
  get 'feature' => 'p#x' if Feature.on?`;
  const paths = (set: { routes: readonly { path: string }[] }) => set.routes.map((r) => r.path.replace('(.:format)', ''));

  it('reads Rails.env and ENV (unset) in the import environment, production by default, and says so', async () => {
    const imported = await rails61(body);
    expect(paths(imported.set)).toEqual(['/always', '/prod', '/not_test', '/web', '/present', '/cast']);
    expect(todos(imported)).toEqual([
      '3: Rails.env.development? is false in the production environment with no ENV variable set: these routes are left out',
      "6: Rails.env == 'production' is true in the production environment with no ENV variable set: only the routes of that branch are converted",
      '7: Rails.env.test? is false in the production environment with no ENV variable set: only the routes of that branch are converted',
      "8: ENV['API_ONLY'] || !Rails.env.production? is false in the production environment with no ENV variable set: only the routes of that branch are converted",
      "13: ActiveModel::Type::Boolean.new.cast(ENV.fetch('FLAG', 'off')) && ENV.key?('X') is false in the production environment with no ENV variable set: these routes are left out",
      "16: ENV['Y'].present? || ENV['Z'].blank? && ENV['Z'].nil? && (Rails.env != 'x') is true in the production environment with no ENV variable set: only the routes of that branch are converted",
      "17: ActiveModel::Type::Boolean.new.cast(ENV.fetch('T', 'yes')) is true in the production environment with no ENV variable set: only the routes of that branch are converted",
      "18: ActiveModel::Type::Boolean.new.cast(ENV['T']) is false in the production environment with no ENV variable set: these routes are left out",
      '19: a condition known only when the app runs (Feature.on?): the routes depend on the environment',
    ]);
  });

  it('--env picks another environment', async () => {
    const { set } = await rails61(body, 'development');
    expect(paths(set)).toEqual(['/always', '/dev', '/not_test', '/api', '/present', '/cast']);
  });
});

describe('--check with the table of rails routes 6.1', () => {
  // as Rails 6.1's RoutesInspector prints it (header, right-aligned prefixes, mounts and redirects)
  const table = `                 Prefix Verb   URI Pattern                Controller#Action
                  posts GET    /posts(.:format)           posts#index
                   post PATCH  /posts/:id(.:format)       posts#update
                        PUT    /posts/:id(.:format)       posts#update
                sidekiq        /sidekiq                   Sidekiq::Web
                        GET    /old(.:format)             redirect(301, /new)
`;
  it('keeps the PATCH rows for a 6.1 import, drops the PATCH twin of PUT for a 3.2 one', () => {
    const rows = (rails: '3.2' | '6.1') => parseRouteTable(table, rails).map((r) => `${r.name || '-'} ${r.verb || 'ANY'} ${r.path} ${r.target}${r.endpoint ? ' (endpoint)' : ''}`);
    expect(rows('6.1')).toEqual([
      'posts GET /posts(.:format) posts#index',
      'post PATCH /posts/:id(.:format) posts#update',
      '- PUT /posts/:id(.:format) posts#update',
      'sidekiq ANY /sidekiq Sidekiq::Web (endpoint)',
      '- GET /old(.:format) redirect(301, /new) (endpoint)',
    ]);
    expect(rows('3.2')).toEqual(rows('6.1').filter((r) => !r.includes('PATCH')));
  });

  it('a 6.1 import with the same routes matches it', async () => {
    const { set } = await rails61("  resources :posts, only: [:index, :update]\n  mount Sidekiq::Web => '/sidekiq', as: :sidekiq\n  get 'old', to: redirect('/new')");
    expect(diffTables(parseRouteTable(table, '6.1'), routeRows(set.routes))).toEqual({ differences: [], endpoints: [] });
  });
});

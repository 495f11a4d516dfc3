import { describe, expect, it } from 'vitest';
import { RouteSet } from '../../src/index.js';
import equivalent, { todoLines } from './fixtures/block-constructs.equivalent.js';
import { importFixture, importSource, routeFacts } from './support.js';

describe('import: block style', { timeout: 30_000 }, () => {
  it('converts every construct of block-constructs.rb to the routes of the hand-written equivalent', async () => {
    const { set, converted } = await importFixture('block-constructs.rb');
    expect(routeFacts(set.routes)).toEqual(routeFacts(new RouteSet().draw(equivalent).routes));
    expect(converted.todos.map((t) => t.line)).toEqual(todoLines);
  });

  it('writes hashes, symbols, regexps and snake_case option names in the library API form', async () => {
    const { code } = await importSource(`Rails.application.routes.draw do
  resources :posts, :only => [:index], path_names: { new: 'nuevo' }, shallow_path: 'x', id: %r{\\d+/x}mi
  get 'a' => 'b#c', :as => :d
end`);
    expect(code).toContain(`r.resources('posts', { only: ['index'], pathNames: { new: 'nuevo' }, shallowPath: 'x', constraints: { id: /\\d+\\/x/is } });`);
    expect(code).toContain(`r.get({ a: 'b#c', as: 'd' });`);
  });

  it('writes extra option keys as the typed API names them: regexps as constraints, other values as defaults', async () => {
    const { code } = await importSource(`Rails.application.routes.draw do
  get 'login' => 'static#show', id: 'login', format: false
  resources :photos, id: /[A-Z]\\d+/, constraints: { subdomain: 'www' } do
    get 'tagged/:tag' => 'photos#tagged', tag: /\\w+/, page: 1
  end
  constraints subdomain: 'api' do
    get 'status' => 'api#status'
  end
end`);
    expect(code).toContain(`r.get({ login: 'static#show', format: false, defaults: { id: 'login' } });`);
    expect(code).toContain(`r.resources('photos', { constraints: { subdomain: 'www', id: /[A-Z]\\d+/ } }, () => {`);
    expect(code).toContain(`r.get({ 'tagged/:tag': 'photos#tagged', constraints: { tag: /\\w+/ }, defaults: { page: 1 } });`);
    expect(code).toContain(`r.constraints({ subdomain: 'api' }, () => {`);
  });

  it('keeps Ruby regexp syntax for the library to translate and strips /x whitespace and comments', async () => {
    const { code } = await importSource(`Rails.application.routes.draw do
  get 'p/:id' => 'p#show', id: /[[:alpha:]]+ # letters
    \\d* # digits
  /x
end`);
    expect(code).toContain(`id: /[[:alpha:]]+\\d*/`);
  });

  it('reports each unconvertible construct with its line and keeps the original lines as a comment', async () => {
    const { converted, code } = await importSource(`Rails.application.routes.draw do
  resources :posts
  mount Admin::Engine => '/admin', as: 'admin'
  if Feature.enabled?(:test)
    get 'test' => 'test#index'
  end
end`);
    expect(converted.todos.map((t) => [t.line, t.lastLine])).toEqual([[3, 3], [4, 6]]);
    expect(code).toContain("  // TODO(import): line 3: mount (a Rack application or engine)\n  //   mount Admin::Engine => '/admin', as: 'admin'");
    expect(code).toContain("  // TODO(import): lines 4-6: a condition known only when the app runs (Feature.enabled?(:test)): the routes depend on the environment\n  //   if Feature.enabled?(:test)\n  //     get 'test' => 'test#index'\n  //   end");
  });

  it('merges with_options into calls on its parameter only (ActiveSupport OptionMerger), deeply', async () => {
    const { code } = await importSource(`Rails.application.routes.draw do
  with_options constraints: { id: /\\d+/ }, controller: 'a' do |a|
    a.get 'x/:id', action: 'x', constraints: { format: 'json' }
    get 'y' => 'b#y'
    a.with_options via: :post do |b|
      b.match 'z'
    end
  end
end`);
    expect(code).toContain(`r.get('x/:id', { constraints: { id: /\\d+/, format: 'json' }, controller: 'a', action: 'x' });`);
    expect(code).toContain(`r.get({ y: 'b#y' });`);
    expect(code).toContain(`r.match('z', { constraints: { id: /\\d+/ }, controller: 'a', via: 'post' });`);
  });

  it('carries comments over', async () => {
    const { code } = await importSource(`Rails.application.routes.draw do
  # The front page
  root to: 'home#index' # welcome
  x = 'unused' # not a route
  resources :posts do
    # nested
    resources :comments
  end
end`);
    expect(code).toContain(`  // The front page\n  r.root({ to: 'home#index' }); // welcome\n  // not a route\n  r.resources('posts', () => {\n    // nested\n    r.resources('comments');\n  });`);
  });

  it('refuses a Ruby syntax error with its line, and a file without a draw block unless a style is given', async () => {
    await expect(importSource('Rails.application.routes.draw do\n  resources :posts,\nend\n')).rejects.toThrow(/routes\.rb:\d: Ruby syntax error/);
    await expect(importSource('resources :posts\n')).rejects.toThrow(/no routes draw block found.*--style/);
    const bare = await importSource('resources :posts, only: :index\n', 'block');
    expect(bare.set.routes.map((r) => r.name)).toEqual(['posts']);
  });

  it('leaves constants and variables that are not literals as TODOs', async () => {
    const { converted } = await importSource(`Rails.application.routes.draw do
  get 'x' => 'a#b', constraints: { id: Settings.id_format }
  resources undefined_name
end`);
    expect(converted.todos.map((t) => t.reason)).toEqual([
      'option constraints.id (the constant Settings (not a literal defined in this file)) dropped; the routes are kept',
      'the method call undefined_name',
    ]);
  });
});

describe('import: block style, Rails 4 forms', { timeout: 30_000 }, () => {
  it("root 'controller#action' is root to:", async () => {
    const { code } = await importSource(`Rails.application.routes.draw do\n  root 'pages#main'\nend`);
    expect(code).toContain("r.root({ to: 'pages#main' });");
  });
});

describe('import: block style, requirements that are code', { timeout: 30_000 }, () => {
  it('drops a requirement or constraint whose value is code and keeps the routes it guards, reported', async () => {
    const { code, converted } = await importSource(`Rails.application.routes.draw do
  scope '(:locale)', locale: /#{I18n.available_locales.join('|')}/ do
    resources :pages, constraints: { id: Page::SLUG, format: /html/ }
  end
  get 'old' => redirect(Paths::NEW)
end`);
    expect(code).toContain(`r.scope('(:locale)', {}, () => {\n    // TODO(import): line 3: option constraints.id (the constant Page::SLUG (not a literal defined in this file)) dropped; the routes are kept`);
    expect(code).toContain(`r.resources('pages', { constraints: { format: /html/ } });`);
    expect(converted.todos.map((t) => [t.line, t.keptBody ?? false])).toEqual([[2, true], [3, true], [5, false]]);
  });
});

describe('import: constants guarded by defined?, repeated TODOs', { timeout: 30_000 }, () => {
  it('takes `X = … unless defined? X` as the constant, and reports a TODO repeated by a loop once', async () => {
    const { code, converted } = await importSource(`NAME = /[a-z]+/ unless defined? NAME
Rails.application.routes.draw do
  get 'u/:name' => 'users#show', name: NAME
  %w(a b).each do |x|
    get x => "pages##{x}", constraints: Checker.new
  end
  get 'x' => 'x#x' if defined?(Sidekiq)
end`);
    expect(code).toContain(`r.get({ 'u/:name': 'users#show', constraints: { name: /[a-z]+/ } });`);
    expect(converted.todos.map((t) => t.line)).toEqual([5, 7]);
  });
});

describe('import: Rails 4 concerns', { timeout: 30_000 }, () => {
  it('writes a concern out where it is used: after the resource block, or at `concerns`', async () => {
    const { code, converted, set } = await importSource(`Rails.application.routes.draw do
  concern :commentable do
    resources :comments
  end
  resources :messages, concerns: :commentable
  resources :articles, only: :show, concerns: [:commentable] do
    get :preview, on: :member
  end
  namespace(:admin) { concerns :commentable }
  resources :photos, concerns: :taggable
end`);
    // Read as 3.2 (no Gemfile.lock): `concerns:` would be a fixed param there, so the concerns end the block.
    expect(code).toContain(`  r.concern('commentable', (r) => {
    r.resources('comments');
  });
  r.resources('messages', () => {
    r.concerns('commentable');
  });
  r.resources('articles', { only: 'show' }, () => {
    r.get('preview', { on: 'member' });
    r.concerns('commentable');
  });
  r.namespace('admin', () => {
    r.concerns('commentable');
  });`);
    const inline = await importSource(`Rails.application.routes.draw do
  resources(:messages) { resources :comments }
  resources(:articles, only: :show) { get :preview, on: :member; resources :comments }
  namespace(:admin) { resources :comments }
end`);
    expect(routeFacts(set.routes)).toEqual(routeFacts(inline.set.routes));
    expect(converted.todos.map((t) => [t.line, t.reason])).toEqual([[10, 'concerns: no concern named "taggable" is defined before it (in this file or a file it draws)']]);
  });
});

import { describe, expect, it } from 'vitest';
import { importSource } from './support.js';

const block = (...lines: string[]) => `Rails.application.routes.draw do\n${lines.map((l) => `  ${l}`).join('\n')}\nend\n`;
const todos = (imported: { converted: { todos: readonly { line: number; reason: string }[] } }) => imported.converted.todos.map((t) => `${t.line}: ${t.reason}`);

describe('import: concerns as r.concern / r.concerns', { timeout: 30_000 }, () => {
  it("a concern's options parameter is the callback's; what reads more of it than passing it on is a TODO", async () => {
    const imported = await importSource(
      block('concern :c do |opts|', '  resources :a, opts', '  resources :b, opts.merge(only: :index)', '  resources :c, **opts', 'end', 'concerns :c, only: :show'),
      undefined,
      { rails: '6.1' },
    );
    expect(imported.code).toContain("  r.concern('c', (r, opts) => {\n    r.resources('a', opts);\n");
    expect(todos(imported)).toEqual(['4: the method call .merge', '5: a double splat of something other than a hash']);
    expect(imported.set.routes.map((r) => `${r.verbs.join('|')} ${r.path}`)).toEqual(['GET /a/:id(.:format)']);
  });

  it('a concern block with more than one parameter is a TODO, and so are its uses', async () => {
    const imported = await importSource(block('concern :c do |a, b|', 'end', 'concerns :c'));
    expect(todos(imported)).toEqual([
      '2: concern whose block takes other than one options parameter',
      '4: concerns: no concern named "c" is defined before it (in this file or a file it draws)',
    ]);
  });

  it('a concern defined in a block is known after it (Rails keeps concerns per mapper), not in the next draw block', async () => {
    const ruby = `${block('namespace :x do', '  concern :c do', "    get 'y' => 'p#q'", '  end', 'end', 'concerns :c')}${block('concerns :c')}`;
    const imported = await importSource(ruby);
    expect(todos(imported)).toEqual(['10: concerns: no concern named "c" is defined before it (in this file or a file it draws)']);
    expect(imported.set.routes.map((r) => r.path)).toEqual(['/y(.:format)']);
  });
});

describe('import: concerns, edges', { timeout: 30_000 }, () => {
  it('with_options merges under the options of the concerns call; empty options are left out; fancy block parameters are a TODO', async () => {
    const imported = await importSource(
      block('concern :c do |o|', '  resources :a, o', 'end', 'with_options only: :index do', '  concerns :c, except: :show', 'end', 'concerns :c, {}', 'concern :d do |*rest|', 'end'),
      undefined,
      { rails: '6.1' },
    );
    expect(imported.code).toContain("  r.concerns('c', { only: 'index', except: 'show' });\n  r.concerns('c');\n");
    expect(todos(imported)).toEqual(['9: concern whose block takes other than one options parameter']);
  });
});

// Rails 6.1.7's answers for the same declarations are in the comments (actionpack, drawn by hand).
describe('import: concerns, what the mutation run left', { timeout: 30_000 }, () => {
  it('a concern named by a String, used by that String in concerns and in concerns:, draws as in Rails', async () => {
    const imported = await importSource(block("concern 'c' do", '  resources :a, only: :index', 'end', "concerns 'c'", "resources :p, only: :show, concerns: 'c'"), undefined, { rails: '6.1' });
    expect(todos(imported)).toEqual([]);
    expect(imported.code).toContain("  r.concern('c', (r) => {\n    r.resources('a', { only: 'index' });\n  });\n  r.concerns('c');\n");
    // Rails: GET /a a_index, GET /p/:p_id/a p_a_index, GET /p/:id p
    expect(imported.set.routes.map((r) => `${r.verbs.join('|')} ${r.path} ${r.name}`)).toEqual([
      'GET /a(.:format) a_index',
      'GET /p/:p_id/a(.:format) p_a_index',
      'GET /p/:id(.:format) p',
    ]);
  });

  it('concerns: one Symbol (not a list) draws the concern in the resource, read as 6.1 or 3.2; an unknown one is a TODO', async () => {
    const ruby = block('concern :c do', '  resources :a, only: :index', 'end', 'resources :p, only: :show, concerns: :c', 'resources :q, concerns: :nope');
    for (const rails of ['6.1', '3.2'] as const) {
      const imported = await importSource(ruby, undefined, { rails });
      expect(todos(imported), rails).toEqual(['6: concerns: no concern named "nope" is defined before it (in this file or a file it draws)']);
      expect(imported.set.routes.map((r) => `${r.path} ${r.name}`), rails).toEqual(['/p/:p_id/a(.:format) p_a_index', '/p/:id(.:format) p']);
    }
  });

  it('a comment on the last line of a concern block stays in its callback', async () => {
    const imported = await importSource(block('concern :c do', '  resources :a, only: :index', '  # the last line', 'end', 'root "h#i"'), undefined, { rails: '6.1' });
    expect(imported.code).toContain("  r.concern('c', (r) => {\n    r.resources('a', { only: 'index' });\n    // the last line\n  });\n  r.root(");
  });

  it('a concern without a name, a block, or with a callable, is a TODO, and so are its uses', async () => {
    const imported = await importSource(block('concern do', 'end', 'concern :c', 'concern :d, Commentable.new', 'concern 1 do', 'end', 'concern :e, :f do', 'end', 'concerns :c'));
    expect(todos(imported)).toEqual([
      '2: concern with a callable or without a block',
      '4: concern with a callable or without a block',
      '5: concern with a callable or without a block',
      '6: concern with a callable or without a block',
      '8: concern with a callable or without a block',
      '10: concerns: no concern named "c" is defined before it (in this file or a file it draws)',
    ]);
  });

  it('a concern defined inside with_options is a TODO (Rails takes the options for the callable); with empty options it is not', async () => {
    // Rails: NoMethodError (undefined method `call' for {:only=>:index}:Hash) at `concerns :c`; with {} it draws.
    const imported = await importSource(
      block('with_options only: :index do', '  concern :c do', '    resources :a', '  end', 'end', 'concerns :c', 'with_options({}) do', '  concern :d do', '    resources :b, only: :show', '  end', 'end', 'concerns :d'),
      undefined,
      { rails: '6.1' },
    );
    expect(todos(imported)).toEqual([
      '3: concern inside with_options (Rails takes the options for the concern itself, and a use of it raises NoMethodError)',
      '7: concerns: no concern named "c" is defined before it (in this file or a file it draws)',
    ]);
    expect(imported.set.routes.map((r) => `${r.verbs.join('|')} ${r.path}`)).toEqual(['GET /b/:id(.:format)']);
  });

  it("a concern's options parameter is bound only when the block names one", async () => {
    const imported = await importSource(block('concern :c do', '  resources :a, only: :index', 'end', 'concern :d do |o|', '  resources :b, o', 'end', 'resources :p, only: [], concerns: [:c, [:d]]'), undefined, { rails: '6.1' });
    expect(imported.code).toContain("  r.concern('c', (r) => {\n");
    expect(imported.code).toContain("  r.concern('d', (r, o) => {\n    r.resources('b', o);\n");
    // Rails: the same nine rows (the options a concerns: option passes on are none of the resource's)
    expect(imported.set.routes.map((r) => `${r.verbs.join('|')} ${r.path} ${r.name ?? ''}`)).toEqual([
      'GET /p/:p_id/a(.:format) p_a_index',
      'GET /p/:p_id/b(.:format) p_b_index',
      'POST /p/:p_id/b(.:format) ',
      'GET /p/:p_id/b/new(.:format) new_p_b',
      'GET /p/:p_id/b/:id/edit(.:format) edit_p_b',
      'GET /p/:p_id/b/:id(.:format) p_b',
      'PATCH /p/:p_id/b/:id(.:format) ',
      'PUT /p/:p_id/b/:id(.:format) ',
      'DELETE /p/:p_id/b/:id(.:format) ',
    ]);
  });
});

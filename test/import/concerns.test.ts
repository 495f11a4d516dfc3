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

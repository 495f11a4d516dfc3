import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { convertRoutes } from '../../src/import/convert.js';
import { readDrawnFile } from '../../src/import/draw-files.js';
import { drawConvertedModule } from '../../src/import/draw-module.js';
import { emitModule } from '../../src/import/emit.js';
import { routeFacts, importSource } from './support.js';

/** The files a routes file draws, keyed by the path the converter looks for (`routes/NAME.rb` beside routes.rb). */
const files = (map: Record<string, string>) => ({ readFile: (path: string) => map[path] });
const block = (body: string) => `Rails.application.routes.draw do\n${body}\nend\n`;

describe('import: draw :name reads config/routes/NAME.rb', { timeout: 30_000 }, () => {
  it('converts the drawn file in the scope of the draw, as r.draw((r) => …) with its own comments', async () => {
    const admin = '# frozen_string_literal: true\n# the admin area\nresources :users # people\nget "stats" => "stats#show"\n# the end\n';
    const drawn = await importSource(block('  namespace :admin do\n    draw :admin\n  end\n  root "home#index"'), undefined, { rails: '6.1', ...files({ 'routes/admin.rb': admin }) });
    expect(drawn.code).toContain(
      [
        "  r.namespace('admin', () => {",
        '    r.draw((r) => {',
        '      // routes/admin.rb (draw :admin)',
        '      // the admin area',
        "      r.resources('users'); // people",
        "      r.get({ stats: 'stats#show' });",
        '      // the end',
        '    });',
        '  });',
        "  r.root({ to: 'home#index' });",
      ].join('\n'),
    );
    expect(drawn.converted.todos).toEqual([]);
    const inline = await importSource(block('  namespace :admin do\n    resources :users\n    get "stats" => "stats#show"\n  end\n  root "home#index"'), undefined, { rails: '6.1' });
    expect(routeFacts(drawn.set.routes)).toEqual(routeFacts(inline.set.routes));
    expect(drawn.set.routes.map((r) => r.name)).toContain('admin_users');
  });

  it("a TODO in a drawn file names that file and the file's line, in the module and in the list", async () => {
    const { code, converted, set } = await importSource(block('  get "a" => "a#b"\n  draw :api'), undefined, { rails: '6.1', ...files({ 'routes/api.rb': '\nresources :posts\ndevise_for :users\n' }) });
    expect(converted.todos).toEqual([{ file: 'routes/api.rb', line: 3, lastLine: 3, reason: 'devise_for: not a method of the routing DSL (a gem\'s macro or a helper)', source: ['devise_for :users'] }]);
    expect(code).toContain("    // TODO(import): routes/api.rb line 3: devise_for: not a method of the routing DSL (a gem's macro or a helper)\n    //   devise_for :users\n");
    expect(set.routes.length).toBe(9);
  });

  it('a TODO in the routes file after a draw names no file: the routes file is walked again', async () => {
    const { converted } = await importSource(block('  draw :api\n  devise_for :users'), undefined, files({ 'routes/api.rb': 'resources :posts\n' }));
    expect(converted.todos.map((t) => [t.file, t.line])).toEqual([[undefined, 3]]);
  });

  it('a file drawn from a drawn file is found in the same folder (Rails draw paths), nested draws nest', async () => {
    const { code, set } = await importSource(block('  draw :admin'), undefined, {
      rails: '6.1',
      ...files({ 'routes/admin.rb': 'namespace :admin do\n  draw "admin/users"\nend\n', 'routes/admin/users.rb': 'resources :users, only: :index\n' }),
    });
    expect(code).toContain('      r.draw((r) => {\n        // routes/admin/users.rb (draw :admin/users)\n');
    expect(set.routes.map((r) => `${r.name} ${r.path}`)).toEqual(['admin_users /admin/users(.:format)']);
  });

  it('a cycle is refused with a TODO naming the chain; the rest draws', async () => {
    const { converted, set } = await importSource(block('  draw :a\n  resources :c'), undefined, {
      ...files({ 'routes/a.rb': 'resources :a\ndraw :b\n', 'routes/b.rb': 'resources :b\ndraw :a\n' }),
    });
    expect(converted.todos).toEqual([
      {
        file: 'routes/b.rb',
        line: 2,
        lastLine: 2,
        reason: 'draw :a: a cycle (routes/a.rb → routes/b.rb → routes/a.rb): Rails would draw it until the stack overflows; not drawn again',
        source: ['draw :a'],
      },
    ]);
    expect(set.routes.map((r) => r.controller).filter((c, i, all) => all.indexOf(c) === i)).toEqual(['a', 'b', 'c']);
  });

  it('a missing file is a TODO with the path looked for; the routes around it are kept', async () => {
    const { code, converted, set } = await importSource(block('  draw :missing\n  resources :posts'), undefined, files({}));
    expect(converted.todos.map((t) => t.reason)).toEqual(['draw :missing: routes/missing.rb not found (Rails raises "Your router tried to #draw the external file missing.rb"): its routes are not converted']);
    expect(code).toContain('  // TODO(import): line 2: draw :missing: routes/missing.rb not found');
    expect(set.routes.length).toBe(7);
  });

  it('a drawn file with a Ruby syntax error is a TODO naming its line', async () => {
    const { converted } = await importSource(block('  draw :broken'), undefined, files({ 'routes/broken.rb': 'resources :a\nresources :b do\n' }));
    expect(converted.todos).toHaveLength(1);
    expect(converted.todos[0]!.reason).toMatch(/^draw :broken: routes\/broken\.rb:\d+: Ruby syntax error: /);
  });

  it('the drawn file sees constants and methods but not the locals of the draw block (instance_eval)', async () => {
    const ruby = `IDS = /\\d+/\nRails.application.routes.draw do\n  name = "posts"\n  draw :x\nend\n`;
    const { converted, set } = await importSource(ruby, undefined, files({ 'routes/x.rb': 'resources :photos, id: IDS\nresources name\n' }));
    expect(set.routes.filter((r) => r.controller === 'photos').every((r) => !r.path.includes(':id') || String(r.requirements.id) === '/\\d+/')).toBe(true);
    expect(converted.todos.map((t) => `${t.file}:${t.line} ${t.reason}`)).toEqual(['routes/x.rb:2 the method call name']);
  });

  it('with_options does not reach into a drawn file (Rails evaluates it on the mapper itself)', async () => {
    const { set } = await importSource(block('  with_options only: :index do\n    draw :x\n    resources :y\n  end'), undefined, files({ 'routes/x.rb': 'resources :x\n' }));
    expect(set.routes.filter((r) => r.controller === 'x')).toHaveLength(7);
    expect(set.routes.filter((r) => r.controller === 'y')).toHaveLength(1);
  });

  it('a draw whose name is not a literal, or with other arguments, is a TODO', async () => {
    const { converted } = await importSource(block('  draw some_name\n  draw :a, :b\n  draw(:c) { }\n  draw 1'), undefined, files({}));
    expect(converted.todos.map((t) => `${t.line} ${t.reason}`)).toEqual([
      '2 draw of a file named by the method call some_name',
      '3 draw takes the name of one file (draw :admin)',
      '4 draw takes the name of one file (draw :admin)',
      '5 draw of a name that is not a string or symbol',
    ]);
  });
});

describe('import: draw :name, edges', { timeout: 30_000 }, () => {
  it('a file drawn twice (not a cycle) is drawn both times; options, a block argument or an empty name are TODOs', async () => {
    const { converted, set } = await importSource(block("  draw :x\n  scope 'y' do\n    draw :x\n  end\n  draw :x, only: 1\n  draw(&blk)\n  draw ''"), undefined, files({ 'routes/x.rb': "get 'x' => 'x#y'\n" }));
    expect(set.routes.map((r) => r.path)).toEqual(['/x(.:format)', '/y/x(.:format)']);
    expect(converted.todos.map((t) => `${t.line} ${t.reason}`)).toEqual([
      '6 draw takes the name of one file (draw :admin)',
      '7 draw takes the name of one file (draw :admin)',
      '8 draw of a name that is not a string or symbol',
    ]);
  });

  it("the draw block's parameter is not the drawn file's: a call on it there is a TODO", async () => {
    const { converted } = await importSource('Rails.application.routes.draw do |map|\n  map.draw :x\nend\n', undefined, files({ 'routes/x.rb': "map.get 'x' => 'x#y'\nget 'z' => 'z#y'\n" }));
    expect(converted.todos.map((t) => `${t.file}:${t.line} ${t.reason}`)).toEqual(['routes/x.rb:1 a method call on something other than the route mapper (get)']);
  });
});

describe('import: draw :name from the file system', { timeout: 30_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'draw-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads a drawn file's text (UTF-8) beside the routes file; a missing file or a folder is none", () => {
    mkdirSync(join(root, 'routes', 'folder.rb'), { recursive: true });
    writeFileSync(join(root, 'routes', 'café.rb'), "get 'café' => 'c#d' # é\n");
    expect(readDrawnFile(join(root, 'routes', 'café.rb'))).toBe("get 'café' => 'c#d' # é\n");
    expect(readDrawnFile(join(root, 'routes', 'missing.rb'))).toBeUndefined();
    expect(readDrawnFile(join(root, 'routes', 'folder.rb'))).toBeUndefined();
  });

  it('converts what the file system holds, and names a missing file by its path there', async () => {
    const file = join(root, 'routes.rb');
    const converted = await convertRoutes(block('  draw :café\n  draw :missing\n  draw :folder'), file, undefined, { rails: '6.1' });
    const code = emitModule(converted, { sourceName: 'routes.rb', rails: '6.1' });
    expect(code).toContain(`    // ${join(root, 'routes', 'café.rb')} (draw :café)\n    r.get({ 'café': 'c#d' }); // é\n`);
    expect(converted.todos.map((t) => t.reason.replace(root, 'ROOT'))).toEqual([
      'draw :missing: ROOT/routes/missing.rb not found (Rails raises "Your router tried to #draw the external file missing.rb"): its routes are not converted',
      'draw :folder: ROOT/routes/folder.rb not found (Rails raises "Your router tried to #draw the external file folder.rb"): its routes are not converted',
    ]);
    // Rails 6.1.7 draws the same path
    expect(drawConvertedModule(code).routes.map((r) => r.path)).toEqual(['/caf%C3%A9(.:format)']);
  });
});

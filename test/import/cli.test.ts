import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseArgs } from 'node:util';
import { importCommand } from '../../src/cli/commands/import.js';
import { FIXTURES } from './support.js';

// Inside the project, so the compiler finds the library's sources and @types/node.
mkdirSync('node_modules/.cache', { recursive: true });
const dir = mkdtempSync(join('node_modules/.cache', 'rr-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `resource-routing import …` as the CLI runs it: the arguments parsed with the command's options. */
async function runImport(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, strict: true, options: importCommand.options });
  return importCommand.run({ positionals, values });
}

let stderr: string[];
let stdout: string[];
beforeEach(() => {
  stderr = [];
  stdout = [];
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void stderr.push(a.join(' ')));
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void stdout.push(a.join(' ')));
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (stdout.push(String(chunk)), true));
});
afterEach(() => vi.restoreAllMocks());

const fixture = (name: string) => join(FIXTURES, name);
const rails32Table = (name: string) =>
  (JSON.parse(readFileSync(fixture(`apps/${name}.rails-routes.json`), 'utf8')) as { routes: { verb: string; path: string; controller: string; action: string; name: string | null }[] }).routes;

describe('resource-routing import', { timeout: 30_000 }, () => {
  it("a TODO in a file the routes file draws is listed with that file's name and line", async () => {
    const routes = fixture('apps/rdv-solidarites-6.1/config/routes.rb');
    expect(await runImport([routes, '--rails', '6.1', '-o', join(dir, 'rdv.mjs')])).toBe(0);
    const api = join(fixture('apps/rdv-solidarites-6.1/config'), 'routes', 'api.rb');
    expect(stderr).toContain(`${api}:10: TODO(import): mount_devise_token_auth_for: not a method of the routing DSL (a gem's macro or a helper)\n    mount_devise_token_auth_for "AgentWithTokenAuth", at: "auth"`);
    expect(readFileSync(join(dir, 'rdv.mjs'), 'utf8')).toContain(`    // TODO(import): ${api} line 10: mount_devise_token_auth_for`);
  });

  it('writes the module (.ts: TypeScript, .mjs: JavaScript) and lists each TODO on stderr with its line', async () => {
    const out = join(dir, 'routes.mjs');
    expect(await runImport([fixture('apps/diaspora-3.2.rb'), '-o', out])).toBe(0);
    const code = readFileSync(out, 'utf8');
    expect(code).toContain('const routes = new RouteSet();');
    expect(code).toMatch(/export default routes;\n$/);
    const report = stderr.join('\n');
    for (const line of ['3-5', '96-98']) expect(report).toContain(`diaspora-3.2.rb:${line}: TODO(import)`);
    expect(code).toMatch(/^import \{ redirect, RouteSet \} from 'resource-routing';$/m);
    expect(code).toContain("r.get({ login: redirect('/users/sign_in') });");
    // Into a folder that does not exist yet: created.
    expect(await runImport([fixture('apps/diaspora-3.2.rb'), '-o', join(dir, 'config', 'routes', 'routes.ts')])).toBe(0);
    expect(readFileSync(join(dir, 'config', 'routes', 'routes.ts'), 'utf8')).toContain('const routes: RouteSet = new RouteSet();');
  });

  it('--strict fails on any TODO and writes nothing; passes a file with none', async () => {
    const out = join(dir, 'strict.ts');
    expect(await runImport([fixture('apps/spree-3.2.rb'), '--strict', '-o', out])).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect(stderr.join('\n')).toContain('--strict: 2 constructs could not be converted');
    expect(await runImport([fixture('apps/spree-2.3.rb'), '--strict', '-o', out])).toBe(0);
    expect(existsSync(out)).toBe(true);
  });

  it('prints the TypeScript module on stdout without --out', async () => {
    expect(await runImport([fixture('apps/spree-2.3.rb')])).toBe(0);
    expect(stdout.join('')).toContain("routes.drawMap((map) => {\n  map.root({ controller: 'products', action: 'index' });");
  });

  it('--check passes against a saved Rails 2.3 `rake routes` table', async () => {
    expect(await runImport([fixture('apps/redmine-0.9.rb'), '-o', join(dir, 'r.ts'), '--check', fixture('apps/redmine-0.9.rake-routes.txt')])).toBe(0);
    expect(stderr.at(-1)).toMatch(/check: the imported routes \(116\) match/);
  });

  it('--check reads the `rails routes` format, drops 4.x PATCH twins, sets endpoints aside and diffs the rest', async () => {
    const rows = rails32Table('diaspora-3.2').flatMap((r) => {
      const row = `${r.name ?? ''} ${r.verb} ${r.path} ${r.controller}#${r.action}`;
      return r.verb === 'PUT' && r.action === 'update' ? [row.replace(' PUT ', ' PATCH '), row] : [row];
    });
    const table = ['Prefix Verb URI Pattern Controller#Action', ...rows, 'login GET /login(.:format) redirect(301, /users/sign_in)', 'sidekiq_web /sidekiq Sidekiq::Web'];
    writeFileSync(join(dir, 'routes.txt'), table.join('\n'));
    expect(await runImport([fixture('apps/diaspora-3.2.rb'), '-o', join(dir, 'd.ts'), '--check', join(dir, 'routes.txt')])).toBe(0);
    // The redirect is converted (and set aside like every endpoint); the Rack app is not.
    expect(stderr.join('\n')).toContain('check: not imported (served by Sidekiq::Web in Rails; see the TODO(import) comments): ANY /sidekiq');
    expect(stderr.join('\n')).not.toContain('/login');

    const changed = table.filter((l) => !l.startsWith('short_post ')).map((l) => l.replace(/^tag GET/, 'tags GET'));
    writeFileSync(join(dir, 'routes.txt'), changed.join('\n'));
    stderr = [];
    expect(await runImport([fixture('apps/diaspora-3.2.rb'), '-o', join(dir, 'd.ts'), '--check', join(dir, 'routes.txt')])).toBe(1);
    const report = stderr.join('\n');
    expect(report).toContain('check: 3 differences');
    expect(report).toMatch(/- +tags GET +\/tags\/:name\(\.:format\) +tags#show +\(table line \d+\)/);
    expect(report).toMatch(/\+ +tag GET +\/tags\/:name\(\.:format\) +tags#show/);
    expect(report).toMatch(/\+ +short_post GET +\/p\/:id\(\.:format\) +posts#show/);
  });

  it('refuses an unknown --style and an --out without a module extension', async () => {
    await expect(runImport([fixture('apps/spree-2.3.rb'), '--style', 'rack'])).rejects.toThrow('--style must be block or map');
    await expect(runImport([fixture('apps/spree-2.3.rb'), '-o', 'routes.rb.txt'])).rejects.toThrow('the extension must be .ts, .mts, .js or .mjs');
    await expect(runImport([])).rejects.toThrow('import: missing the routes file');
  });

  it('the TypeScript it writes type-checks against the library', async () => {
    const files: string[] = [];
    for (const name of ['block-constructs.rb', 'map-constructs.rb', 'map-quirks.rb', 'block-macros.rb', 'apps/discourse-3.2.rb', 'apps/redmine-0.9.rb', 'constructs-6.1/config/routes.rb', 'apps/rdv-solidarites-6.1/config/routes.rb', 'param-guards-6.1/routes.rb']) {
      const out = join(dir, `${name.replace(/\W/g, '-')}.ts`);
      expect(await runImport([fixture(name), '-o', out, '--import-from', resolve('src/index.js')])).toBe(0);
      files.push(out);
    }
    const program = ts.createProgram(files, { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, skipLibCheck: true, types: ['node'] });
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file && files.includes(d.file.fileName));
    expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  }, 180_000); // a whole TypeScript program: a minute or more on a loaded machine
});

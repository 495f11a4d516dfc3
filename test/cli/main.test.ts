import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const FIXTURE = 'test/cli/fixtures/routes.ts';
const dir = mkdtempSync(join(tmpdir(), 'rr-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI from its sources (through tsx, as the routes fixture is TypeScript too). */
function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

// Each case starts Node (with tsx) a few times: on a busy machine that takes seconds.
describe('resource-routing CLI', { timeout: 60_000 }, () => {
  it('prints the version of the package', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(cli('--version')).toMatchObject({ code: 0, out: `${version}\n` });
  });

  it('prints the route table of a TypeScript routes module', () => {
    const { code, out } = cli('routes', FIXTURE);
    expect(code).toBe(0);
    expect(out).toMatch(/^\s+post_comments GET\s+\/posts\/:post_id\/comments\(\.:format\)\s+comments#index$/m);
  });

  it('says "No routes match" when the grep finds nothing', () => {
    expect(cli('routes', FIXTURE, '-g', 'nothing-like-this')).toMatchObject({ code: 0, out: 'No routes match grep "nothing-like-this".\n' });
  });

  it('prints one block per route with --expanded', () => {
    const { code, out } = cli('routes', FIXTURE, '--expanded', '-g', 'new_post_comment');
    expect(code).toBe(0);
    expect(out.split('\n').slice(0, 5)).toEqual([
      `--[ Route 1 ]${'-'.repeat(80 - 13)}`,
      'Prefix            | new_post_comment',
      'Verb              | GET',
      'URI               | /posts/:post_id/comments/new(.:format)',
      'Controller#Action | comments#new',
    ]);
  });

  it('answers an unknown option or command with the usage and exit code 2', () => {
    for (const args of [['routes', FIXTURE, '--bogus'], ['frobnicate', FIXTURE], []]) {
      const { code, err } = cli(...args);
      expect(code).toBe(2);
      expect(err).toMatch(/^resource-routing: .+\n\nusage: resource-routing <command>/);
    }
    expect(cli('routes', FIXTURE, '--bogus').err).toMatch(/^resource-routing: Unknown option '--bogus'\n/);
  });

  it('rejects an interface name that is no identifier', () => {
    const out = join(dir, 'helpers.ts');
    const { code, err } = cli('types', FIXTURE, '--name', '123bad', '-o', out);
    expect(code).toBe(2);
    expect(err).toMatch(/--name must be a TypeScript identifier.*"123bad"/);
    expect(cli('types', FIXTURE, '--name', 'MyHelpers', '-o', out).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^export interface MyHelpers \{$/m);
  });

  it('writes the controllers interface beside the helpers, under its own name, into a folder it creates', () => {
    const out = join(dir, 'new', 'nested', 'route-types.ts');
    expect(cli('types', FIXTURE, '--controllers-name', 'BlogControllers', '-o', out).code).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^export interface AppRouteHelpers \{$/m);
    expect(text).toMatch(/^export interface BlogControllers \{\n {2}comments: \{\n {4}create: \{ action: "create"; controller: "comments"; format\?: string; post_id: string; \};$/m);
    expect(text).toMatch(/^ {2}files: \{\n {4}show: \{ action: "show"; controller: "files"; format\?: string; path: string; \};$/m);
    const clash = cli('types', FIXTURE, '--name', 'Same', '--controllers-name', 'Same');
    expect(clash).toMatchObject({ code: 2 });
    expect(clash.err).toMatch(/--name and --controllers-name must differ/);
    expect(cli('types', FIXTURE, '--controllers-name', 'class').err).toMatch(/--controllers-name must be a TypeScript identifier such as AppControllers, got "class"/);
  });

  it('writes a route of every verb as ANY in --json as in the table, with the verb list beside it', () => {
    const file = join(dir, 'any-verb-routes.ts');
    writeFileSync(file, `import { RouteSet } from ${JSON.stringify(resolve('src/route-set.ts'))};\nexport default new RouteSet().draw((r) => { r.match('legacy', { to: 'pages#legacy' }); r.match('both', { to: 'pages#both', via: ['get', 'post'] }); r.get('one', { to: 'pages#one' }); });\n`);
    const rows = JSON.parse(cli('routes', file, '--json').out) as { verb: string; verbs: string[]; path: string }[];
    expect(rows.map(({ verb, verbs, path }) => ({ verb, verbs, path }))).toEqual([
      { verb: 'ANY', verbs: [], path: '/legacy(.:format)' },
      { verb: 'GET|POST', verbs: ['GET', 'POST'], path: '/both(.:format)' },
      { verb: 'GET', verbs: ['GET'], path: '/one(.:format)' },
    ]);
    expect(cli('routes', file).out).toMatch(/ ANY\s+\/legacy\(\.:format\)\s+pages#legacy$/m);
    // -g finds what the table shows.
    expect(cli('routes', file, '-g', 'any').out.trim().split('\n')).toHaveLength(1);
  });

  it('writes the browser module and its declarations into a folder it creates', () => {
    const out = join(dir, 'app', 'assets', 'routes.js');
    const { code, err } = cli('js', FIXTURE, '-o', out);
    expect({ code, err }).toMatchObject({ code: 0, err: expect.stringMatching(/wrote .*routes\.js: \d+ helpers/) });
    expect(readFileSync(out, 'utf8')).toMatch(/export function postPath\(/);
    expect(readFileSync(join(dir, 'app', 'assets', 'routes.d.ts'), 'utf8')).toMatch(/export declare function postPath\(/);
  });

  it('reports a missing module in one line, without internal paths', () => {
    const { code, err } = cli('routes', 'no/such/routes.mjs');
    expect(code).toBe(1);
    expect(err).toBe('resource-routing: cannot find "no/such/routes.mjs"\n');
  });

  it('reports an error of the routes module in one line, and its stack with --trace', () => {
    const file = join(dir, 'broken.mjs');
    writeFileSync(file, `throw new Error('the routes are broken\\nsecond line');\n`);
    const plain = cli('routes', file);
    expect(plain.code).toBe(1);
    expect(plain.err).toBe('resource-routing: the routes are broken\n(run again with --trace for the stack)\n');
    const traced = cli('routes', file, '--trace');
    expect(traced.err).toMatch(/^resource-routing: the routes are broken\nError: the routes are broken\nsecond line\n\s+at /);
  });
});

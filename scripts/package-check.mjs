// The package as a user gets it: packs a fresh build (npm pack runs `prepack`), lints the tarball with publint
// and Are The Types Wrong, installs it offline into a temporary consumer project and checks ESM import,
// CommonJS require, a strict TypeScript compile of core-only code without @types/node, and the CLI.
// Run by `npm test`; exits non-zero on the first failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const work = mkdtempSync(join(tmpdir(), 'rr-package-'));
const consumer = join(work, 'consumer');
const TIMEOUT = 180_000;
let failures = 0;

/** Runs a command; returns its result, or fails the check when `expectCode` differs. */
function run(what, command, args, { cwd = consumer, expectCode = 0, env = {} } = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: TIMEOUT, env: { ...process.env, NO_COLOR: '1', ...env } });
  const code = result.status;
  if (code !== expectCode) fail(what, `exit code ${code} (expected ${expectCode})\n${result.stdout}\n${result.stderr}`);
  return { code, out: result.stdout, err: result.stderr };
}

function fail(what, detail) {
  failures++;
  console.error(`✗ ${what}\n${detail.trim().replace(/^/gm, '    ')}`);
}

function check(what, ok, detail = '') {
  if (ok) console.log(`✓ ${what}`);
  else fail(what, detail);
}

function write(file, text) {
  mkdirSync(dirname(join(consumer, file)), { recursive: true });
  writeFileSync(join(consumer, file), text);
}

try {
  // ── Pack ────────────────────────────────────────────────────────────────────────────────────────────
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8', timeout: TIMEOUT, stdio: ['ignore', 'pipe', 'ignore'] }))[0];
  const tarball = join(work, packed.filename);
  const files = packed.files.map((f) => f.path);
  const shipped = (path) => files.includes(path);
  check('the tarball ships the build, the license and the docs', ['dist/core.js', 'dist/core.d.ts', 'dist/http/index.js', 'dist/fetch/index.js', 'dist/view/index.js', 'dist/cli/main.js', 'LICENSE', 'README.md', 'docs/http.md'].every(shipped), files.join('\n'));
  // `npm pack` ran `prepack` (the build): in a clone, `npx resource-routing` runs dist/cli/main.js itself.
  check('the build leaves the CLI executable', (statSync(join(root, 'dist', 'cli', 'main.js')).mode & 0o111) === 0o111);
  check('the tarball ships no tests or sources', !files.some((f) => /^(test|src|bench|examples)\//.test(f)), files.join('\n'));

  // ── Linters ─────────────────────────────────────────────────────────────────────────────────────────
  const publint = run('publint', bin('publint'), ['run', tarball, '--strict'], { cwd: root });
  check('publint reports nothing', publint.code === 0 && /All good/.test(publint.out), publint.out + publint.err);
  // The package is ESM only; CommonJS loads it with require(esm) (Node ≥ 20.19), which TypeScript models from
  // 5.8 (`module: node20` / `nodenext`) but attw's resolution modes do not, so it is checked in the ESM profile
  // and require() for real below.
  const attw = run('attw', bin('attw'), [tarball, '--profile', 'esm-only', '--no-emoji', '--no-color'], { cwd: root });
  check('Are The Types Wrong reports no problem', attw.code === 0 && !/🚫|Error/.test(attw.out), attw.out + attw.err);

  // ── Install into a consumer ─────────────────────────────────────────────────────────────────────────
  write('package.json', JSON.stringify({ name: 'consumer', private: true, version: '1.0.0' }, null, 2));
  // Scripts allowed, as a user installs: npm (11) lists a dependency's install scripts (preinstall, install,
  // postinstall; prepare for a tarball or git source) and asks to allow them. A built package needs none.
  const install = run('npm install of the tarball', 'npm', ['install', '--offline', '--no-audit', '--no-fund', tarball]);
  const installed = join(consumer, 'node_modules', 'resource-routing');
  const installedScripts = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).scripts ?? {};
  const lifecycle = ['preinstall', 'install', 'postinstall', 'prepare'].filter((name) => name in installedScripts);
  check('the installed package has no install script, and npm reports none', lifecycle.length === 0 && !/install script/i.test(install.out + install.err), `${lifecycle.join(', ')}\n${install.out}${install.err}`);
  const map = JSON.parse(readFileSync(join(installed, 'dist', 'route-set.js.map'), 'utf8'));
  check('source maps carry their sources', Array.isArray(map.sourcesContent) && map.sourcesContent.every((s) => typeof s === 'string' && s.length > 0));

  // ── ESM and CommonJS ────────────────────────────────────────────────────────────────────────────────
  const usage = (load) => `
    const { RouteSet, RoutingError, linkTo: rootLinkTo, HttpError: rootHttpError, createHandler: notInRoot } = ${load('resource-routing')};
    const { createHandler, HttpError } = ${load('resource-routing/http')};
    const { createFetchHandler, HttpError: fetchHttpError } = ${load('resource-routing/fetch')};
    const { linkTo } = ${load('resource-routing/view')};
    const set = new RouteSet().draw((r) => r.resources('posts'));
    if (set.helpers.post_path(7) !== '/posts/7') throw new Error('post_path: ' + set.helpers.post_path(7));
    if (set.recognize('GET', '/posts/7').id !== '7') throw new Error('recognize');
    try { set.recognize('GET', '/nope'); throw new Error('no RoutingError'); } catch (e) { if (!(e instanceof RoutingError)) throw e; }
    if (rootLinkTo !== linkTo || rootHttpError !== HttpError || notInRoot !== undefined) throw new Error('root re-exports');
    if (typeof createHandler !== 'function' || String(linkTo('Post', '/posts/7')) !== '<a href="/posts/7">Post</a>') throw new Error('http/view entries');
    if (typeof createFetchHandler !== 'function' || fetchHttpError !== HttpError) throw new Error('fetch entry');
    console.log('ok');`;
  write('esm.mjs', usage((name) => `await import('${name}')`));
  write('cjs.cjs', usage((name) => `require('${name}')`));
  const esm = run('ESM import', process.execPath, ['esm.mjs']);
  check('ESM import of every entry works', esm.out === 'ok\n' && esm.err === '', esm.out + esm.err);
  const cjs = run('CommonJS require', process.execPath, ['cjs.cjs']);
  check('CommonJS require of every entry works, without warnings', cjs.out === 'ok\n' && cjs.err === '', cjs.out + cjs.err);

  // ── Browsers ────────────────────────────────────────────────────────────────────────────────────────
  // A browser bundle of the core and the view helpers: any Node.js import would fail to resolve.
  write('browser.mjs', `import { RouteSet } from 'resource-routing';\nimport { linkTo } from 'resource-routing/view';\nconst set = new RouteSet().draw((r) => r.resources('posts'));\nconsole.log(String(linkTo('Posts', set.helpers.posts_path())));\n`);
  const bundle = run('esbuild (browser)', bin('esbuild'), ['browser.mjs', '--bundle', '--platform=browser', '--format=esm', '--log-level=warning', '--outfile=browser.bundle.js']);
  check('the core and the view helpers bundle for browsers', bundle.code === 0 && bundle.err === '', bundle.err);
  // The fetch entry for a neutral platform (workerd, Deno): a node: import would not resolve.
  write('worker.mjs', `import { RouteSet } from 'resource-routing';\nimport { createFetchHandler } from 'resource-routing/fetch';\nconst set = new RouteSet().draw((r) => r.get('ping', { to: (c) => c.render({ text: 'pong' }) }));\nexport default { fetch: createFetchHandler(set, {}) };\n`);
  const neutral = run('esbuild (neutral)', bin('esbuild'), ['worker.mjs', '--bundle', '--platform=neutral', '--format=esm', '--log-level=warning', '--outfile=worker.bundle.js']);
  check('the core and the fetch entry bundle for a neutral platform', neutral.code === 0 && neutral.err === '', neutral.err);

  // ── TypeScript ──────────────────────────────────────────────────────────────────────────────────────
  const compilerOptions = { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2023'], skipLibCheck: false };
  // No @types/node anywhere in the consumer: the core's declarations must not need it.
  write('tsconfig.json', JSON.stringify({ compilerOptions: { ...compilerOptions, types: [] }, files: ['core.mts'] }));
  write(
    'core.mts',
    `import { RouteSet, RoutingError, type Mapper } from 'resource-routing';
    import { linkTo } from 'resource-routing/view';
    const set = new RouteSet().draw((r: Mapper) => {
      r.resources('posts', { only: ['index', 'show'] }, () => r.member(() => r.get('preview')));
      r.get('about', { to: 'pages#show', defaults: { page: 'about' } });
    });
    const url: string = set.helpers.post_path(1);
    const preview: string = set.helpers.previewPostUrl({ id: 1, host: 'example.com' });
    const hash: { [key: string]: unknown } = set.helpers.hash_for_post_path(1);
    const link: string = String(linkTo('Post', url));
    export { url, preview, hash, link, RoutingError };
    `,
  );
  const tsc = run('tsc (core, no @types/node)', process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json']);
  check('a strict TypeScript compile of core-only code needs no @types/node', tsc.code === 0, tsc.out + tsc.err);
  write('tsconfig.bad.json', JSON.stringify({ compilerOptions: { ...compilerOptions, types: [] }, files: ['bad.mts'] }));
  write('bad.mts', `import { RouteSet } from 'resource-routing';\nnew RouteSet().draw((r) => r.resources('posts', { onyl: ['index'] }));\n`);
  const bad = run('tsc (misspelt option)', process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.bad.json'], { expectCode: 2 });
  check('a misspelt option is a compile error naming it', /onyl/.test(bad.out), bad.out);
  // The HTTP entry is typed against Node's types: with them, it compiles too.
  write('tsconfig.http.json', JSON.stringify({ compilerOptions: { ...compilerOptions, types: ['node'], typeRoots: [join(root, 'node_modules', '@types')] }, files: ['http.mts'] }));
  write('http.mts', `import { createServer } from 'node:http';\nimport { RouteSet } from 'resource-routing';\nimport { createHandler, type ActionContext } from 'resource-routing/http';\nconst set = new RouteSet().draw((r) => r.get('ping', { to: 'ping#show' }));\ncreateServer(createHandler(set, { controllers: { ping: { show: (c: ActionContext) => c.render({ text: 'pong' }) } } }));\n`);
  const http = run('tsc (http)', process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.http.json']);
  check('the HTTP entry compiles with Node types', http.code === 0, http.out + http.err);

  // The fetch entry is typed against the Web platform's types (Deno, Bun, Workers): no @types/node needed.
  write('tsconfig.fetch.json', JSON.stringify({ compilerOptions: { ...compilerOptions, types: [], lib: ['es2023', 'dom'] }, files: ['fetch.mts'] }));
  write('fetch.mts', `import { RouteSet } from 'resource-routing';\nimport { createFetchHandler, type FetchContext } from 'resource-routing/fetch';\nconst set = new RouteSet().draw((r) => r.get('ping', { to: 'ping#show' }));\nconst fetch: (request: Request) => Promise<Response> = createFetchHandler(set, { ping: { show: (c: FetchContext) => c.render({ text: new URL(c.request.url).pathname }) } });\nexport default { fetch };\n`);
  const fetchTypes = run('tsc (fetch, no @types/node)', process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.fetch.json']);
  check('the fetch entry compiles with the Web platform types alone', fetchTypes.code === 0, fetchTypes.out + fetchTypes.err);

  // ── CLI ─────────────────────────────────────────────────────────────────────────────────────────────
  const cli = join(consumer, 'node_modules', '.bin', 'resource-routing');
  const version = run('CLI --version', cli, ['--version']);
  check('the CLI prints its version', version.out.trim() === JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version, version.out);
  write('routes.mjs', `import { RouteSet } from 'resource-routing';\nexport default new RouteSet().draw((r) => r.resources('posts'));\n`);
  const table = run('CLI routes', cli, ['routes', 'routes.mjs']);
  check('the CLI prints the route table', /^\s+posts GET\s+\/posts\(\.:format\)\s+posts#index$/m.test(table.out), table.out + table.err);
  write('routes.ts', `import { RouteSet } from 'resource-routing';\nconst name: string = 'posts';\nexport default new RouteSet().draw((r) => r.resources(name));\n`);
  const noTsx = run('CLI on a .ts file without tsx', cli, ['routes', 'routes.ts'], { expectCode: 1 });
  check('without tsx, a .ts routes file gets a one-line hint', /^resource-routing: routes\.ts is TypeScript: install tsx/.test(noTsx.err) && noTsx.err.trim().split('\n').length === 1, noTsx.err);
  symlinkSync(join(root, 'node_modules', 'tsx'), join(consumer, 'node_modules', 'tsx'));
  const withTsx = run('CLI on a .ts file with tsx', cli, ['routes', 'routes.ts']);
  check('with tsx installed, a .ts routes file loads', /posts#index/.test(withTsx.out), withTsx.out + withTsx.err);
  const missing = run('CLI on a missing file', cli, ['routes', 'nope.mjs'], { expectCode: 1 });
  check('a missing file is one line without internal paths', missing.err === 'resource-routing: cannot find "nope.mjs"\n', missing.err);
} catch (error) {
  fail('package check', error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures) {
  console.error(`package check: ${failures} failure(s)`);
  process.exit(1);
}
console.log('package check: all good');

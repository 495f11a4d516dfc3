// The runtime examples and the example blog served for real on Bun, Deno and workerd (binaries from npm: @oven/bun-linux-x64,
// @deno/linux-x64-glibc, @cloudflare/workerd-linux-64): each started as its docs say, then asked over loopback. A runtime whose binary cannot run
// here is skipped, the reason in the test's name. The Bun and Deno examples are type-checked with their runtime's
// globals: Bun's from @types/bun, Deno's from `deno types`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { runtime } from '../../scripts/runtimes.mjs';
import { bun, deno, freePort, startServer, type Server } from './servers.js';

const workerd = runtime('workerd');

/** The compiler's messages on `files` under strict, with the package resolved as Node.js resolves it (dist/). */
function typeCheck(files: string[], options: ts.CompilerOptions): string[] {
  const strict = { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, skipLibCheck: true };
  const program = ts.createProgram(files, { ...strict, ...options });
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

const skipped = (r: { skip?: string }) => (r.skip ? ` (skipped: ${r.skip})` : '');
const started: Server[] = [];
afterAll(() => Promise.all(started.map((s) => s.stop())));
const start = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args);
  started.push(server);
  return server;
};

/** What every examples/runtimes posts API answers, wherever it runs. */
async function checkPostsApi(url: string, title: string): Promise<void> {
  const index = await fetch(`${url}/posts`);
  expect([index.status, await index.json()]).toEqual([200, [{ id: 1, title }]]);
  const created = await fetch(`${url}/posts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ post: { title: 'Two', extra: 1 } }) });
  expect([created.status, await created.json()]).toEqual([201, { id: 2, title: 'Two' }]);
  expect((await fetch(`${url}/posts/2.json`)).status).toBe(200);
  expect((await fetch(`${url}/posts/9`)).status).toBe(404);
  const wrongVerb = await fetch(`${url}/posts/1`, { method: 'DELETE' });
  expect([wrongVerb.status, wrongVerb.headers.get('allow')]).toEqual([405, 'GET']);
}

describe(`on Bun${bun.version ? ` ${bun.version}` : ''}${skipped(bun)}`, () => {
  it.skipIf(!!bun.skip)('examples/runtimes/bun.ts type-checks under strict with Bun\'s globals (@types/bun)', () => {
    expect(typeCheck(['examples/runtimes/bun.ts'], { types: ['bun'] })).toEqual([]);
  }, 120_000);

  it.skipIf(!!bun.skip)('examples/runtimes/bun.ts serves the posts API', async () => {
    const server = await start(bun.path!, ['examples/runtimes/bun.ts'], { PORT: '0' }, /Listening on http:\/\/localhost:(\d+)/);
    await checkPostsApi(server.url, 'Hello from Bun');
  }, 120_000);

  it.skipIf(!!bun.skip)('examples/runtimes/hono.ts serves the posts API and its own route from its default export', async () => {
    const server = await start(bun.path!, ['examples/runtimes/hono.ts'], { PORT: String(await freePort()) }, /server: http:\/\/localhost:(\d+)/);
    await checkPostsApi(server.url, 'Hello from Hono');
    expect(await (await fetch(`${server.url}/health`)).text()).toBe('ok');
  }, 120_000);
});

describe('on Node.js', () => {
  it('examples/runtimes/node.mjs serves the posts API through toNodeListener', async () => {
    const server = await start(process.execPath, ['examples/runtimes/node.mjs'], { PORT: '0' }, /Listening on http:\/\/localhost:(\d+)/);
    await checkPostsApi(server.url, 'Hello from Node.js');
  }, 60_000);
});

describe(`on Deno${deno.version ? ` ${deno.version}` : ''}${skipped(deno)}`, () => {
  it.skipIf(!!deno.skip)("examples/runtimes/deno.ts type-checks under strict with Deno's globals (from deno types) and node:http's types", () => {
    // `deno check` would read the package's .d.ts files as Deno resolves a local package (their `./x.js` imports
    // as JavaScript): the compiler with Deno's own declarations instead, the package resolved as Node.js does,
    // and @types/node for the `node:` modules (Deno type-checks those with the same declarations).
    mkdirSync('node_modules/.cache', { recursive: true });
    const declarations = 'node_modules/.cache/deno-globals.d.ts';
    writeFileSync(declarations, spawnSync(deno.path!, ['types'], { encoding: 'utf8', timeout: 60_000 }).stdout);
    expect(typeCheck(['examples/runtimes/deno.ts', declarations], { lib: ['lib.esnext.d.ts'], types: ['node'] })).toEqual([]);
  }, 120_000);

  it.skipIf(!!deno.skip)('examples/runtimes/deno.ts serves the posts API', async () => {
    const server = await start(deno.path!, ['run', '--allow-net', '--allow-env', 'examples/runtimes/deno.ts'], { PORT: '0' }, /Listening on http:\/\/0\.0\.0\.0:(\d+)/);
    await checkPostsApi(server.url, 'Hello from Deno');
  }, 120_000);

  it.skipIf(!!deno.skip)("examples/runtimes/deno-serve.ts (the fetch handler on Deno.serve) type-checks under strict with Deno's globals", () => {
    mkdirSync('node_modules/.cache', { recursive: true });
    const declarations = 'node_modules/.cache/deno-serve-globals.d.ts';
    writeFileSync(declarations, spawnSync(deno.path!, ['types'], { encoding: 'utf8', timeout: 60_000 }).stdout);
    expect(typeCheck(['examples/runtimes/deno-serve.ts', declarations], { lib: ['lib.esnext.d.ts'], types: [] })).toEqual([]);
  }, 120_000);

  it.skipIf(!!deno.skip)('examples/runtimes/deno-serve.ts serves the posts API on Deno.serve', async () => {
    const server = await start(deno.path!, ['run', '--allow-net', '--allow-env', 'examples/runtimes/deno-serve.ts'], { PORT: '0' }, /Listening on http:\/\/0\.0\.0\.0:(\d+)/);
    await checkPostsApi(server.url, 'Hello from Deno.serve');
  }, 120_000);

  it.skipIf(!!deno.skip)('examples/runtimes/hono.ts serves the posts API and its own route under deno serve', async () => {
    const port = String(await freePort());
    const server = await start(deno.path!, ['serve', '--port', port, '--allow-env', 'examples/runtimes/hono.ts'], {}, /Listening on http:\/\/0\.0\.0\.0:(\d+)/);
    await checkPostsApi(server.url, 'Hello from Hono');
    expect(await (await fetch(`${server.url}/health`)).text()).toBe('ok');
  }, 120_000);
});

const stops: (() => Promise<void>)[] = [];
describe(`on workerd${workerd.version ? ` ${workerd.version}` : ''}${skipped(workerd)}`, () => {
  it.skipIf(!!workerd.skip)('examples/runtimes/worker.ts, bundled as Wrangler bundles it, serves its books with forms', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rr-worker-'));
    try {
      // What Wrangler does: one ES module for a neutral platform (no nodejs_compat), the package bundled in.
      await build({ entryPoints: ['examples/runtimes/worker.ts'], bundle: true, platform: 'neutral', format: 'esm', target: 'es2022', outfile: join(dir, 'worker.mjs'), logLevel: 'silent' });
      const port = await freePort();
      const bindings = `[(name = "SECRET_KEY_BASE", text = "${'k'.repeat(64)}"), (name = "HOSTS", text = "127.0.0.1")]`;
      writeFileSync(join(dir, 'worker.capnp'), [
        'using Workerd = import "/workerd/workerd.capnp";',
        'const config :Workerd.Config = (',
        `  services = [(name = "books", worker = (modules = [(name = "worker.mjs", esModule = embed "worker.mjs")], compatibilityDate = "2025-09-01", bindings = ${bindings}))],`,
        `  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "books")],`,
        ');',
        '',
      ].join('\n'));
      const child = spawn(workerd.path!, ['serve', join(dir, 'worker.capnp')], { stdio: 'ignore' });
      stops.push(() => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))));
      const server = { url: `http://127.0.0.1:${port}` };
      // workerd says nothing when it listens: asked until it answers.
      for (let tries = 0; !(await fetch(`${server.url}/books.json`).then((r) => r.ok, () => false)); tries++) {
        if (child.exitCode !== null || tries > 300) throw new Error(`workerd did not serve (exit ${child.exitCode})`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const page = await fetch(`${server.url}/`);
      const html = await page.text();
      const token = /name="authenticity_token" value="([^"]+)"/.exec(html)![1]!;
      const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
      const body = new URLSearchParams({ authenticity_token: token, 'book[title]': 'Dune', 'book[author]': 'Herbert' });
      const created = await fetch(`${server.url}/books`, { method: 'POST', headers: { cookie }, body, redirect: 'manual' });
      expect([created.status, created.headers.get('location')]).toEqual([302, `${server.url}/books`]);
      const list = await fetch(`${server.url}/books`, { headers: { cookie: created.headers.get('set-cookie')!.split(';')[0]! } });
      expect(await list.text()).toContain('<p>Added Dune</p>');
      expect(await (await fetch(`${server.url}/books.json`)).json()).toEqual([{ id: 1, title: 'Dune', author: 'Herbert' }]);
      expect((await fetch(`${server.url}/books`, { method: 'POST', body })).status).toBe(422);
      expect((await fetch(`${server.url}/rails/info/routes`)).status).toBe(404);
    } finally {
      await Promise.all(stops.splice(0).map((stop) => stop()));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

// `npm run demo:bun` (examples/blog/serve-fetch.mjs: the fetch handler on Bun.serve) and `npm run demo:deno`
// (examples/blog/server.mjs: the node:http handler on Deno's node:http): a page and a post written through its form.
describe.each([
  ['Bun', bun, ['examples/blog/serve-fetch.mjs']],
  ['Deno', deno, ['run', '-A', 'examples/blog/server.mjs']],
])('the example blog on %s', (name, runtime, args) => {
  const data = mkdtempSync(join(tmpdir(), `rr-blog-${name.toLowerCase()}-`));
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it.skipIf(!!runtime.skip)(`serves pages and takes a form (npm run demo:${name.toLowerCase()})${skipped(runtime)}`, async () => {
    const env = { PORT: '0', HOST: '127.0.0.1', BLOG_DATA: data, NODE_ENV: 'development' };
    const server = await start(runtime.path!, args, env, new RegExp(`\\(${name} [^)]+\\) listening on http://127\\.0\\.0\\.1:(\\d+)/[\\s\\S]*Press Ctrl-C`), 150_000);
    const form = await fetch(`${server.url}/posts/new`);
    const page = await form.text();
    expect([form.status, page]).toEqual([200, expect.stringContaining('name="post[title]"')]);
    const token = /name="authenticity_token" value="([^"]+)"/.exec(page)![1]!;
    const cookie = form.headers.get('set-cookie')!.split(';')[0]!;
    const body = new URLSearchParams({ authenticity_token: token, 'post[title]': `Written on ${name}`, 'post[body]': `Served on ${name}.` });
    const created = await fetch(`${server.url}/posts`, { method: 'POST', headers: { cookie }, body, redirect: 'manual' });
    expect(created.status).toBe(302);
    const shown = await fetch(created.headers.get('location')!, { headers: { cookie: created.headers.get('set-cookie')?.split(';')[0] ?? cookie } });
    expect([shown.status, await shown.text()]).toEqual([200, expect.stringContaining(`Written on ${name}`)]);
    const script = await fetch(`${server.url}/assets/routes.js`);
    expect([script.status, await script.text()]).toEqual([200, expect.stringContaining('export function postsPath')]);
    expect((await fetch(`${server.url}/posts`, { method: 'POST', body })).status).toBe(422);
    await server.stop();
  }, 240_000);
});

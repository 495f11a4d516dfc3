import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { send } from '../http/support.js';

const SERVER = fileURLToPath(new URL('../../examples/blog/server.mjs', import.meta.url));
// `npm run demo:bun`'s server: the same blog behind Bun.serve and the fetch handler.
const FETCH_SERVER = fileURLToPath(new URL('../../examples/blog/serve-fetch.mjs', import.meta.url));

/** Which demo a test starts: `npm run demo` (node:http), or `npm run demo:bun` given Bun's binary. */
export type BlogRuntime = { readonly name: 'Node.js' } | { readonly name: 'Bun'; readonly path: string };

/** The end-to-end tests run only through `npm run test:browser` (which builds first), never in `npm test`. */
export const E2E = process.env.RESOURCE_ROUTING_E2E === '1';

export interface BlogServer {
  readonly url: string;
  readonly pid: number;
  readonly output: () => string;
  stop(): Promise<void>;
  /** kill -9: no chance to close the database. */
  kill(): Promise<void>;
}

/**
 * Starts the example blog (`node examples/blog/server.mjs`, or on Bun `examples/blog/serve-fetch.mjs`) on a free
 * loopback port with its PGlite database in `dataDir` (created on first start).
 */
export async function startBlog(dataDir: string, env: Record<string, string> = {}, runtime: BlogRuntime = { name: 'Node.js' }): Promise<BlogServer> {
  // PGlite unless the test asks for a server: a DATABASE_URL in the developer's shell must not be written to.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const [binary, script] = runtime.name === 'Bun' ? [runtime.path, FETCH_SERVER] : [process.execPath, SERVER];
  const child: ChildProcess = spawn(binary, [script], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', BLOG_DATA: dataDir, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      // The startup output ends with this line, after the URL and the route table.
      const m = /listening on (http:\/\/\S+?)\/?\s[\s\S]*Press Ctrl-C to stop/.exec(output);
      if (m) {
        child.stdout!.off('data', onData);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The blog server exited (${code}) before listening:\n${output}`)));
  });
  const ended = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url,
    pid: child.pid!,
    output: () => output,
    stop: () => ended('SIGTERM'),
    kill: () => ended('SIGKILL'),
  };
}

/**
 * What a client needs to send unsafe requests to the blog (CSRF protection is on): the session cookie and a
 * token, read from a page with a form, as a browser would get them.
 */
export async function csrfHeaders(url: string): Promise<{ Cookie: string; 'X-CSRF-Token': string }> {
  const page = await send(url, 'GET', '/posts/new');
  const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0]!;
  const token = /name="authenticity_token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!cookie || !token) throw new Error(`No session cookie or token on /posts/new (status ${page.status})`);
  return { Cookie: cookie, 'X-CSRF-Token': token };
}

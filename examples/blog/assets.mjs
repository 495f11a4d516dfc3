/* global Response */
// The blog's browser scripts under /assets/. At start-up the URL helpers are generated for the browser with
// `resource-routing js` (public/routes.js, not committed), so page scripts build URLs from the same routes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The package's own `resource-routing` command, found as an app finds it: through the package's "bin".
const PACKAGE_JSON = fileURLToPath(import.meta.resolve('resource-routing/package.json'));
const CLI = resolve(dirname(PACKAGE_JSON), JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).bin['resource-routing']);
const ROUTES = fileURLToPath(new URL('./routes.mjs', import.meta.url));
const PUBLIC = new URL('./public/', import.meta.url);
const SCRIPTS = new Set(['routes.js', 'live-search.js']);

/**
 * Writes public/routes.js (+ routes.d.ts) from the routes module, as a build step would. `runtime`: how to run the
 * CLI (this process's runtime; Deno needs `run -A` after its path).
 */
export function generateBrowserRoutes(runtime = [process.execPath]) {
  const [command, ...args] = runtime;
  execFileSync(command, [...args, CLI, 'js', ROUTES, '-o', fileURLToPath(new URL('routes.js', PUBLIC))], { stdio: 'ignore' });
}

const SCRIPT_HEADERS = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' };
// What browsers ask every site for (and the layout links to): a 404 on every page view otherwise.
const FAVICON_HEADERS = { 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=86400' };

/**
 * The file of public/ a GET or HEAD of `path` (query left out) names, with its headers: /assets/<script>.js (only
 * the scripts listed above) and /favicon.ico, as a web server in front of a Rails app answers from public/.
 */
function assetOf(method, path) {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (path === '/favicon.ico') return { file: 'favicon.ico', headers: FAVICON_HEADERS };
  const script = /^\/assets\/([\w-]+\.js)$/.exec(path)?.[1];
  return script && SCRIPTS.has(script) ? { file: script, headers: SCRIPT_HEADERS } : undefined;
}

/** The node:http handler, with the assets answered from public/ (`runtime` as for `generateBrowserRoutes`). */
export function withAssets(handler, runtime) {
  generateBrowserRoutes(runtime);
  return (req, res) => {
    const asset = assetOf(req.method, (req.url ?? '').split('?')[0]);
    if (!asset) return handler(req, res);
    const content = readFileSync(new URL(asset.file, PUBLIC));
    res.writeHead(200, { ...asset.headers, 'Content-Length': content.length });
    res.end(req.method === 'HEAD' ? undefined : content);
  };
}

/** The same for a fetch handler (Bun, Deno): `(request, env) => Response`. */
export function withFetchAssets(handler, runtime) {
  generateBrowserRoutes(runtime);
  return (request, env) => {
    // Bun gives the target as it came (`/posts`) when the Host header makes no URL: read it against a base.
    const asset = assetOf(request.method, new URL(request.url, 'http://localhost').pathname);
    if (!asset) return handler(request, env);
    return new Response(request.method === 'HEAD' ? null : readFileSync(new URL(asset.file, PUBLIC)), { headers: asset.headers });
  };
}

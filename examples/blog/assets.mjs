/* global Response */
// The blog's browser scripts under /assets/. At start-up the URL helpers are generated for the browser with
// `resource-routing js` (public/routes.js, not committed), so page scripts build URLs from the same routes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
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

/** The script an asset path names, for GET and HEAD (only the scripts listed above). */
const scriptOf = (method, path) => {
  const m = /^\/assets\/([\w-]+\.js)$/.exec(path);
  return m && SCRIPTS.has(m[1]) && (method === 'GET' || method === 'HEAD') ? m[1] : undefined;
};
const SCRIPT_HEADERS = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' };

/** The node:http handler, with GET /assets/<script>.js answered from public/. */
export function withAssets(handler) {
  generateBrowserRoutes();
  return (req, res) => {
    const script = scriptOf(req.method, req.url ?? '');
    if (!script) return handler(req, res);
    res.writeHead(200, SCRIPT_HEADERS);
    res.end(req.method === 'HEAD' ? undefined : readFileSync(new URL(script, PUBLIC)));
  };
}

/** The same for a fetch handler (Bun, Deno): `(request, env) => Response`. */
export function withFetchAssets(handler, runtime) {
  generateBrowserRoutes(runtime);
  return (request, env) => {
    const script = scriptOf(request.method, new URL(request.url).pathname);
    if (!script) return handler(request, env);
    return new Response(request.method === 'HEAD' ? null : readFileSync(new URL(script, PUBLIC)), { headers: SCRIPT_HEADERS });
  };
}

// The blog's browser scripts under /assets/. At start-up the URL helpers are generated for the browser with
// `resource-routing js` (public/routes.js, not committed), so page scripts build URLs from the same routes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const ROUTES = fileURLToPath(new URL('./routes.mjs', import.meta.url));
const PUBLIC = new URL('./public/', import.meta.url);
const SCRIPTS = new Set(['routes.js', 'live-search.js']);

/** Writes public/routes.js (+ routes.d.ts) from the routes module, as a build step would. */
export function generateBrowserRoutes() {
  execFileSync(process.execPath, [CLI, 'js', ROUTES, '-o', fileURLToPath(new URL('routes.js', PUBLIC))], { stdio: 'ignore' });
}

/** The handler, with GET /assets/<script>.js answered from public/ (only the scripts listed above). */
export function withAssets(handler) {
  generateBrowserRoutes();
  return (req, res) => {
    const m = /^\/assets\/([\w-]+\.js)$/.exec(req.url ?? '');
    if (!m || !SCRIPTS.has(m[1]) || (req.method !== 'GET' && req.method !== 'HEAD')) return handler(req, res);
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : readFileSync(new URL(m[1], PUBLIC)));
  };
}

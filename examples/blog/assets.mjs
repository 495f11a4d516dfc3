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

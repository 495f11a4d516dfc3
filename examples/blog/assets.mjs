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

// What browsers ask every site for (and the layout links to): a 404 on every page view otherwise.
const FAVICON = '/favicon.ico';

/**
 * The handler, with GET /assets/<script>.js answered from public/ (only the scripts listed above) and
 * GET /favicon.ico with public/favicon.ico, as a web server in front of a Rails app answers from public/.
 */
export function withAssets(handler) {
  generateBrowserRoutes();
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return handler(req, res);
    const path = (req.url ?? '').split('?')[0];
    const script = /^\/assets\/([\w-]+\.js)$/.exec(path)?.[1];
    if (path === FAVICON) return serve(req, res, 'favicon.ico', { 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=86400' });
    if (script && SCRIPTS.has(script)) return serve(req, res, script, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    return handler(req, res);
  };
}

function serve(req, res, file, headers) {
  const content = readFileSync(new URL(file, PUBLIC));
  res.writeHead(200, { ...headers, 'Content-Length': content.length });
  res.end(req.method === 'HEAD' ? undefined : content);
}

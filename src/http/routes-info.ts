import { routeTarget } from '../format/route-table.js';
import { MalformedPath } from '../errors.js';
import type { Route } from '../route.js';
import { normalizePath, type RouteSet } from '../route-set.js';
import { escapeHtml } from '../view/tags.js';
import { htmlPage } from './html-page.js';
import { ROUTES_INFO_SCRIPT, ROUTES_INFO_STYLE } from './routes-info-assets.js';

/**
 * Rails' `/rails/info/routes` of development: the route table as a page, with a search by path that asks the
 * route set which routes a path matches (any verb), a filter by name or path, and a Path/URL toggle for the
 * helper names. A pure function of the route set and the request, so any transport can serve it; the
 * dispatcher calls it in development only.
 */

/** An answer: what a transport writes out as it is. */
export interface PageAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export const ROUTES_INFO_PATH = '/rails/info/routes';
const INFO_PATH = '/rails/info';
const SCRIPT_PATH = `${ROUTES_INFO_PATH}.js`;
const STYLE_PATH = `${ROUTES_INFO_PATH}.css`;

/**
 * The page's own policy, stricter than any an app would set (which it replaces here): the script and the style
 * are files of the same origin (no inline code for a CSP to block), the search fetches from it, nothing else loads.
 */
const PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** Where the page's pieces live (the paths as requested, trailing slashes aside, as the router ignores them). */
const PIECES = new Set([INFO_PATH, ROUTES_INFO_PATH, SCRIPT_PATH, STYLE_PATH]);
const pieceOf = (path: string) => path.replace(/\/+$/, '');

/** Whether a request path is one the routes page answers: framework adapters must not pass it on. */
export function isRoutesInfoPath(path: string): boolean {
  return path.startsWith(INFO_PATH) && PIECES.has(pieceOf(path));
}

/**
 * The answer to a request for the routes page or one of its pieces, or undefined when the request is not one
 * (another path, or a verb other than GET and HEAD): the dispatcher then routes it as any other.
 * `/rails/info` redirects to the page (Rails' `InfoController#index`); `?path=` answers the search as JSON.
 */
export function routesInfo(routes: RouteSet, method: string, path: string, query: string): PageAnswer | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !isRoutesInfoPath(path)) return undefined;
  switch (pieceOf(path)) {
    case INFO_PATH:
      return { status: 302, headers: { Location: ROUTES_INFO_PATH, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }, body: `Found: ${ROUTES_INFO_PATH}\n` };
    case SCRIPT_PATH:
      return asset('text/javascript', ROUTES_INFO_SCRIPT);
    case STYLE_PATH:
      return asset('text/css', ROUTES_INFO_STYLE);
  }
  const search = new URLSearchParams(query).get('path');
  return search === null ? page(routes) : matches(routes, search);
}

const asset = (type: string, body: string): PageAnswer => ({ status: 200, headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' }, body });

/** What a route is called in the table: `ANY` for a route of every verb, as `resource-routing routes` shows it. */
const verbOf = (route: Route) => (route.verbs.length ? route.verbs.join('|') : 'ANY');

/**
 * The search's answer: the routes `path` matches, whatever their verbs, in priority order (the route set's own
 * `routesFor`, so optional segments, globs, requirements and formats answer as recognition does). Each with its
 * row in the table (`index`) and what the row shows, so a page loaded before the routes changed can tell.
 */
function matches(routes: RouteSet, search: string): PageAnswer {
  let path = search;
  const table = routes.routes;
  const json = (status: number, data: object): PageAnswer => ({
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    body: JSON.stringify({ path, total: table.length, ...data }),
  });
  let found: Route[];
  try {
    path = normalizePath(search);
    found = routes.routesFor(path);
  } catch (e) {
    if (e instanceof MalformedPath) return json(400, { exact: [], error: e.message });
    throw e;
  }
  const rows = rowsOf(table);
  return json(200, { exact: found.map((route) => ({ index: rows.get(route), name: route.name, verb: verbOf(route), path: route.path, target: routeTarget(route) })) });
}

/** Each route's row in the table, made once per table (a draw makes a new one): a search answers per keypress. */
const rowIndexes = new WeakMap<readonly Route[], Map<Route, number>>();
function rowsOf(table: readonly Route[]): Map<Route, number> {
  let rows = rowIndexes.get(table);
  if (rows === undefined) rowIndexes.set(table, (rows = new Map(table.map((route, i) => [route, i]))));
  return rows;
}

/** The page: the whole table (once; searches fetch only the rows they match), its search box and the toggle. */
function page(routes: RouteSet): PageAnswer {
  const table = routes.routes;
  const named = routes.namedRoutes;
  const head =
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<link rel="stylesheet" href="${STYLE_PATH}"><script src="${SCRIPT_PATH}" defer></script>`;
  const count = `${table.length} route${table.length === 1 ? '' : 's'}`;
  const body =
    `<p>Routes match in priority from top to bottom (${count}). Search by path to see the routes a request would ` +
    'match, whatever its verb, or by part of a name or path.</p>\n' +
    `<table id="route_table" data-search="${ROUTES_INFO_PATH}" data-total="${table.length}">\n<thead>\n` +
    '<tr><th>Helper <span class="toggle">(<button type="button" data-route-helper="_path" aria-pressed="true" title="A path, without protocol and host">Path</button>' +
    ' / <button type="button" data-route-helper="_url" aria-pressed="false" title="An absolute URL, with protocol and host">Url</button>)</span></th>' +
    '<th>HTTP Verb</th><th>Path</th><th>Controller#Action</th></tr>\n' +
    '<tr class="search"><th colspan="4"><input id="search" type="search" placeholder="Path match (/posts/7/edit) or name" ' +
    'aria-label="Search the routes by path or name" autocomplete="off" spellcheck="false"> <output id="search_status" for="search"></output></th></tr>\n' +
    '</thead>\n<tbody id="exact_matches" hidden></tbody>\n<tbody id="fuzzy_matches" hidden></tbody>\n<tbody id="all_routes">\n' +
    table.map((route) => row(route, named)).join('') +
    (table.length === 0 ? '<tr><td colspan="4" class="none">No routes are defined.</td></tr>\n' : '') +
    '</tbody>\n</table>\n';
  return {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': PAGE_POLICY },
    body: htmlPage('Routes', body, head),
  };
}

/** A route's row; the helper column names the route only where its helpers generate it. */
function row(route: Route, named: ReadonlyMap<string, Route>): string {
  return `<tr><td${helperCell(route, named)}</td><td>${escapeHtml(verbOf(route))}</td><td>${escapeHtml(route.path)}</td><td>${escapeHtml(routeTarget(route))}</td></tr>\n`;
}

/**
 * The helper cell after `<td`: the name and the `_path` suffix the toggle turns into `_url`. A name a later
 * route took over (Rails 3.2 lets the last declaration of a name win) is shown struck out, without suffix.
 */
function helperCell(route: Route, named: ReadonlyMap<string, Route>): string {
  const name = route.name;
  if (!name) return '>';
  const quoted = escapeHtml(name);
  if (named.get(name) !== route) return ` data-name="${quoted}" class="superseded" title="Its helpers generate a later route named ${quoted}">${quoted}`;
  return ` data-name="${quoted}">${quoted}<span class="helper">_path</span>`;
}

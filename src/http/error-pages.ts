import { editDistance } from '../dsl/near-miss.js';
import { formatRouteTable } from '../format/route-table.js';
import type { Route } from '../route.js';
import { escapeHtml, toHtml } from '../view/tags.js';
import { contentTypeOf, negotiate } from './format.js';
import { htmlPage } from './html-page.js';
import { toJson, toXml } from './representation.js';
import { STATUS_TEXT } from './status-text.js';

/** What an error answer says: a one-line message, and in development the details that help fix it. */
export interface ErrorDescription {
  readonly status: number;
  readonly message: string;
  /** Development only: a longer text (a route list, a stack trace). */
  readonly details?: string;
}

/**
 * An app's own HTML error page (`renderError` of `createHandler`): a page (SafeHtml, e.g. from `html```, or a
 * string, which is escaped), or undefined / null for the library's plain one. Used for HTML answers only;
 * JSON and XML errors keep their bodies.
 */
export type ErrorPage = (error: ErrorDescription) => unknown;

const pathSegments = (path: string) =>
  path
    .replace(/\(\.:format\)$/, '')
    .replace(/[()]/g, '')
    .split('/')
    .filter(Boolean);

/** Whether a declared static segment is a close spelling of a requested one (`coments`, `post`, `Posts`). */
function closeSpelling(declared: string, requested: string): boolean {
  const a = declared.toLowerCase();
  const b = requested.toLowerCase();
  return a === b || editDistance(a, b) <= Math.max(1, Math.floor(Math.min(a.length, b.length) / 4));
}

/**
 * How near a route is to a path: over the run of leading segments they share, 2 for each static segment
 * spelled the same, 1 for a close spelling or a param. 0 unless a static segment matched (exactly or nearly),
 * so a catch-all `/:controller/:action` or `/:locale/…` is not near every path.
 */
function nearness(route: Route, wanted: readonly string[]): number {
  const segments = pathSegments(route.path);
  let score = 0;
  let statics = 0;
  for (let i = 0; i < wanted.length && i < segments.length; i++) {
    const s = segments[i]!;
    if (s.startsWith(':') || s.startsWith('*')) score += 1;
    else if (s === wanted[i]) [score, statics] = [score + 2, statics + 1];
    else if (closeSpelling(s, wanted[i]!)) [score, statics] = [score + 1, statics + 1];
    else break;
  }
  return statics ? score : 0;
}

/**
 * The routes near a path, nearest first (then those of as many segments, then declaration order): those sharing leading segments with
 * it, or a close spelling of them (`/posts/5/coments` is near `/posts/:post_id/comments`, `/post/5` near
 * `/posts/:id`). `total` counts them all; at most `limit` are listed.
 */
export function nearbyRoutes(routes: readonly Route[], path: string, limit = 12): { routes: Route[]; total: number } {
  const wanted = pathSegments(path.replace(/\.[^/.]*$/, ''));
  const near = routes
    .map((route, index) => ({ route, index, score: nearness(route, wanted), extra: Math.abs(pathSegments(route.path).length - wanted.length) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.extra - b.extra || a.index - b.index);
  return { routes: near.slice(0, limit).map((r) => r.route), total: near.length };
}

export function routingDetails(routes: readonly Route[], path: string, limit = 12): string {
  if (routes.length === 0) return 'No routes are defined.';
  const near = nearbyRoutes(routes, path, limit);
  if (near.total === 0) return `No route starts like this path (${routes.length} routes are defined; \`resource-routing routes <module>\` lists them).`;
  const cut = near.total > near.routes.length ? ` (the nearest ${near.routes.length} of ${near.total})` : '';
  return `Routes near this path${cut}:\n${formatRouteTable(near.routes)}`;
}

/**
 * The body of an error answer in the format the client asked for (JSON, XML, or HTML, else plain text).
 * Every piece of the message is escaped for HTML.
 */
export function errorBody(error: ErrorDescription, formats: readonly string[], page?: ErrorPage): { contentType: string; body: string } {
  const title = `${error.status} ${STATUS_TEXT[error.status] ?? 'Error'}`;
  const format = negotiate(formats, ['html', 'json', 'xml', 'text']) ?? 'text';
  const data = { status: error.status, error: error.message, ...(error.details ? { details: error.details } : {}) };
  let body: string;
  switch (format) {
    case 'json':
      body = toJson(data);
      break;
    case 'xml':
      body = toXml(data, { root: 'error' });
      break;
    case 'html': {
      const own = page?.(error);
      if (own !== undefined && own !== null) {
        body = toHtml(own);
        break;
      }
      body = htmlPage(title, `<p>${escapeHtml(error.message)}</p>\n` + (error.details ? `<pre>${escapeHtml(error.details)}</pre>\n` : ''));
      break;
    }
    default:
      body = `${title}\n${error.message}\n${error.details ? `\n${error.details}\n` : ''}`;
  }
  return { contentType: contentTypeOf(format), body };
}

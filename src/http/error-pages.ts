import { STATUS_CODES } from 'node:http';
import { formatRouteTable } from '../cli/table.js';
import type { Route } from '../route.js';
import { escapeHtml, toHtml } from '../view/tags.js';
import { contentTypeOf, negotiate } from './format.js';
import { toJson, toXml } from './representation.js';

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

/**
 * The routes that share the longest run of leading segments with the path (`/posts/5/coments` is near
 * `/posts/:id` and `/posts/:post_id/comments`), at most `limit`; the start of the table when none share any.
 */
export function nearbyRoutes(routes: readonly Route[], path: string, limit = 12): Route[] {
  const wanted = pathSegments(path.replace(/\.[^/.]*$/, ''));
  const scored = routes.map((route) => {
    const segments = pathSegments(route.path);
    let score = 0;
    while (score < wanted.length && score < segments.length) {
      const s = segments[score]!;
      if (!(s === wanted[score] || s.startsWith(':') || s.startsWith('*'))) break;
      score++;
    }
    // A static first segment that matches counts more than one matched by a param.
    const exactFirst = segments[0] !== undefined && segments[0] === wanted[0] ? 1 : 0;
    return { route, score: score * 2 + exactFirst };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best === 0) return routes.slice(0, limit);
  return scored.filter((s) => s.score === best).map((s) => s.route).slice(0, limit);
}

export function routingDetails(routes: readonly Route[], path: string): string {
  const near = nearbyRoutes(routes, path);
  if (near.length === 0) return 'No routes are defined.';
  return `Routes near this path:\n${formatRouteTable(near)}`;
}

/**
 * The body of an error answer in the format the client asked for (JSON, XML, or HTML, else plain text).
 * Every piece of the message is escaped for HTML.
 */
export function errorBody(error: ErrorDescription, formats: readonly string[], page?: ErrorPage): { contentType: string; body: string } {
  const title = `${error.status} ${STATUS_CODES[error.status] ?? 'Error'}`;
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
      body =
        `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>\n` +
        `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(error.message)}</p>\n` +
        (error.details ? `<pre>${escapeHtml(error.details)}</pre>\n` : '') +
        '</body></html>\n';
      break;
    }
    default:
      body = `${title}\n${error.message}\n${error.details ? `\n${error.details}\n` : ''}`;
  }
  return { contentType: contentTypeOf(format), body };
}

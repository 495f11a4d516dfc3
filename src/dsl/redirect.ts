import { ArgumentError } from '../errors.js';
import type { Endpoint } from '../route.js';

/** A redirect's target worked out per request: Rails' block form `redirect { |params, request| … }`. */
export type RedirectTarget = (params: Readonly<Record<string, unknown>>, request: unknown) => string;

/** What the dispatcher hands an endpoint (an `ActionContext`), as far as a redirect needs it. */
interface RedirectContext {
  readonly params: Readonly<Record<string, unknown>>;
  readonly request: unknown;
  redirectTo(location: string, options: { status: number; allowOtherHost: boolean }): void;
}

/** `%{name}` (Rails 3.2) and `:name` (Rails 4) in a redirect's path. */
const PLACEHOLDER = /%\{(\w+)\}|:([A-Za-z_]\w*)/g;

/**
 * Rails' `redirect('/posts/%{id}', status: 301)` as an endpoint for `to:`: answers with a redirect (301 unless
 * told) to the path with the request's path params put in (URI-escaped, as Rails does), or to what the function
 * returns for `(params, request)`. A relative path goes to the request's host; a URL on another host is allowed,
 * since the application wrote it (only a function's answer can carry request data, and the developer wrote that).
 */
export function redirect(target: string | RedirectTarget, options: { status?: number } = {}): Endpoint {
  if (typeof target !== 'string' && typeof target !== 'function') {
    throw new ArgumentError(`redirect: expected a path string or a function (params, request) => path, got ${JSON.stringify(target)}`);
  }
  const status = options.status ?? 301;
  if (!Number.isInteger(status) || status < 300 || status > 399) throw new ArgumentError(`redirect ${JSON.stringify(String(target))}: status must be a 3xx code, got ${JSON.stringify(status)}`);
  const locate = typeof target === 'function' ? target : (params: Readonly<Record<string, unknown>>) => interpolate(target, params);
  const endpoint = (context: RedirectContext): void => {
    context.redirectTo(locate(context.params, context.request), { status, allowOtherHost: true });
  };
  return Object.assign(endpoint, { redirect: target, status });
}

function interpolate(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(PLACEHOLDER, (whole, percent: string | undefined, colon: string | undefined) => {
    const name = (percent ?? colon)!;
    const value = params[name];
    // A `:name` that is no param (a port in `http://host:8080`) is left as written; a `%{name}` must be one (Ruby's KeyError).
    if (value === undefined || value === null) {
      if (colon !== undefined) return whole;
      throw new ArgumentError(`redirect ${JSON.stringify(path)}: no param ${JSON.stringify(name)} to put in`);
    }
    return encodeURIComponent(String(value));
  });
}

import type { ParamObject } from './nested-params.js';

/** The verbs a POST may be turned into. Never GET or HEAD: that would make a form's POST a safe request. */
export const OVERRIDABLE_VERBS: ReadonlySet<string> = new Set(['PUT', 'PATCH', 'DELETE']);

export const METHOD_PARAM = '_method';
export const METHOD_HEADER = 'x-http-method-override';

export interface OverrideSource {
  /** The params of a form body (urlencoded or multipart). Not a JSON body, not the query string. */
  readonly formParams?: ParamObject;
  /** Request headers by lower-case name (node:http's `req.headers`). */
  readonly headers?: { readonly [name: string]: string | readonly string[] | undefined };
}

/**
 * The verb a request is routed as (Rack::MethodOverride). Browsers can only send GET and POST, so a POST
 * whose form carries `_method=put|patch|delete` (any case), or that has the `X-HTTP-Method-Override` header,
 * is routed as that verb; the form field wins over the header. Only a POST is ever changed, so
 * `GET /posts?_method=delete` stays a GET, and a value naming any other verb is ignored.
 */
export function overrideMethod(method: string, source: OverrideSource = {}): string {
  const verb = method.toUpperCase();
  if (verb !== 'POST') return verb;
  const header = source.headers?.[METHOD_HEADER];
  // Only a plain string field counts (not `_method[]=put`); a repeated header counts by its last value.
  const candidates = [source.formParams?.[METHOD_PARAM], Array.isArray(header) ? header[header.length - 1] : header];
  for (const value of candidates) {
    if (typeof value !== 'string') continue;
    const wanted = value.trim().toUpperCase();
    if (OVERRIDABLE_VERBS.has(wanted)) return wanted;
  }
  return verb;
}

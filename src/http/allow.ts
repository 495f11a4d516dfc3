import type { RequestContext, Route } from '../route.js';
import { normalizePath } from '../route-set.js';

/** Static text a route's path fixes outside optional groups: `/posts/new(.:format)` fixes `postsnew`. */
function fixedLength(route: Route): number {
  let depth = 0;
  let length = 0;
  let inParam = false;
  for (const c of route.path) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ':' || c === '*') inParam = true;
    else if (c === '/' || c === '.') inParam = false;
    else if (depth === 0 && !inParam) length++;
  }
  return length;
}

/**
 * The verbs for the `Allow` header of a 405: those of the routes that match the path most specifically
 * (the most static text). `/posts/new` is matched both by `GET /posts/new` and, with id "new", by
 * `PUT|DELETE /posts/:id`; the resource the client named is the new-post form, so `Allow: GET`.
 * Falls back to every verb the path has when no route matches (which the caller has ruled out).
 */
export function allowedVerbs(routes: readonly Route[], path: string, request: RequestContext | undefined, all: readonly string[]): string[] {
  const normalized = normalizePath(path);
  let best = -1;
  let verbs: string[] = [];
  for (const route of routes) {
    if (route.verbs.length === 0 || !route.pattern.match(normalized) || !route.meetsConditions(request)) continue;
    const score = fixedLength(route);
    if (score > best) [best, verbs] = [score, []];
    if (score === best) for (const verb of route.verbs) if (all.includes(verb) && !verbs.includes(verb)) verbs.push(verb);
  }
  return verbs.length ? verbs : [...all];
}

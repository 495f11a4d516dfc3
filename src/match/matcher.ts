import type { RequestContext, Route } from '../route.js';

/**
 * The contract between the route set and a matching engine. The set hands over its routes in priority
 * order once per change; the engine answers lookups. Engines know nothing of resources or DSLs.
 */
export interface RouteMatch {
  readonly route: Route;
  /** Path params, percent-decoded. */
  readonly params: Readonly<Record<string, string>>;
}

export interface Matcher {
  /** The first route (in priority order) that accepts the verb and the normalized path, or null. */
  match(verb: string, path: string, request?: RequestContext): RouteMatch | null;
  /** The verbs of every route that accepts the path (a verb-less route counts as all verbs): for 405s. */
  allowedVerbs(path: string, request?: RequestContext): string[];
}

export interface MatcherOptions {
  /** A last check after the pattern matched (the set uses it for known `:controller` names). */
  readonly accept?: (route: Route, params: Readonly<Record<string, string>>) => boolean;
}

export type MatcherFactory = (routes: readonly Route[], options: MatcherOptions) => Matcher;

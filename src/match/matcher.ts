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
  /** Every route that accepts the path, whatever its verbs, in priority order: for 405 answers. */
  routesFor(path: string, request?: RequestContext): Route[];
  /**
   * Optional fast path for the route set: a request's verb (any case) and path (as received) to the route
   * and its params made by `MatcherOptions#finish`. Undefined when the path is not one it reads as it is
   * (not normal, or with a `%`): the caller then normalizes it and calls `match`. Same answers as that, also
   * for a path it reads once a trailing slash, query or fragment is dropped (as `normalizePath` drops them).
   */
  find?(verb: string, path: string, request?: RequestContext): RouteMatch | null | undefined;
  /**
   * Optional: the engine for `routes`, a table that starts with this engine's routes (a later draw appends),
   * built from this one at the cost of what was added. This engine is not used afterwards.
   */
  extend?(routes: readonly Route[]): Matcher;
}

export interface MatcherOptions {
  /** A last check after the pattern matched (the set uses it for known `:controller` names). */
  readonly accept?: (route: Route, params: Readonly<Record<string, string>>) => boolean;
  /** What `find` answers as params, from the route and its path params (the set adds controller, action, defaults). */
  readonly finish?: (route: Route, params: Record<string, string>) => Record<string, string>;
}

export type MatcherFactory = (routes: readonly Route[], options: MatcherOptions) => Matcher;

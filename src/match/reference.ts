import type { RequestContext, Route } from '../route.js';
import type { Matcher, MatcherOptions, RouteMatch } from './matcher.js';

/**
 * The obviously-right engine: try every route in order. It defines what "correct" means for faster
 * engines, which must give the same answer for every request.
 */
export function createReferenceMatcher(routes: readonly Route[], options: MatcherOptions = {}): Matcher {
  const accept = options.accept ?? (() => true);
  const test = (route: Route, path: string, request?: RequestContext): RouteMatch | null => {
    if (!path.startsWith(route.pattern.staticPrefix)) return null;
    const params = route.pattern.match(path);
    if (!params || !route.meetsConditions(request, params) || !accept(route, params)) return null;
    return { route, params };
  };
  return {
    match(verb, path, request) {
      for (const route of routes) {
        if (!route.allowsVerb(verb)) continue;
        const found = test(route, path, request);
        if (found) return found;
      }
      return null;
    },
    routesFor(path, request) {
      return routes.filter((route) => test(route, path, request) !== null);
    },
  };
}

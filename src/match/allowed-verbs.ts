import type { PatternNode } from '../pattern/ast.js';
import type { Route } from '../route.js';

export const ALL_VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Characters of static text a pattern requires (outside optional groups): how precisely it names a path. */
function fixedText(nodes: readonly PatternNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.type === 'static' ? node.value.replace(/[/.]/g, '').length : 0), 0);
}

// Worked out once a route: a 405 answer scores every route that has the path.
const scores = new WeakMap<Route, number>();
function scoreOf(route: Route): number {
  let score = scores.get(route);
  if (score === undefined) scores.set(route, (score = fixedText(route.pattern.ast)));
  return score;
}

/**
 * The verbs a path answers, given the routes that match it: those of the routes that name it most precisely.
 * `/posts/new` is matched by `GET /posts/new` and, with id "new", by `PUT|DELETE /posts/:id`; the resource
 * the client named is the new-post form, so a POST there is told `GET`. A route without verbs counts as all.
 */
export function allowedVerbs(routes: readonly Route[]): string[] {
  let best = -1;
  let verbs = new Set<string>();
  for (const route of routes) {
    const score = scoreOf(route);
    if (score < best) continue;
    if (score > best) [best, verbs] = [score, new Set()];
    for (const verb of route.verbs.length ? route.verbs : ALL_VERBS) verbs.add(verb);
  }
  return [...verbs];
}

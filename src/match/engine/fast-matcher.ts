import type { RequestContext, Route } from '../../route.js';
import type { Matcher, MatcherFactory, MatcherOptions, RouteMatch } from '../matcher.js';
import { attachExactPaths } from './exact-paths.js';
import { layoutOf } from './layout.js';
import { StemTrie, type Walked } from './stem-trie.js';

/**
 * The fast engine. Same answers as `createReferenceMatcher` for every request — same route, same params,
 * same `MalformedPath` errors, same guard calls in the same order — reached by trying far fewer routes:
 * 1. one pass over the path walks a trie of leading segments and notes the slash count and last segment;
 * 2. the node holds, per verb, slash count and last segment, the few routes that can match, already in
 *    priority order; a path that is some route's param-free spelling (`/posts/new`) has its answers
 *    worked out at build time;
 * 3. each candidate is tried with its own regexp, the one the reference runs (see `CaptureMatcher` for
 *    why not a hand-written scanner).
 */
export const createFastMatcher: MatcherFactory = (routes: readonly Route[], options: MatcherOptions = {}): Matcher => {
  const accept = options.accept ?? null;
  const trie = new StemTrie();
  const spellings: string[] = [];
  routes.forEach((route, index) => {
    const layout = layoutOf(route);
    trie.add(index, route, layout);
    spellings.push(...layout.spellings);
  });
  trie.seal();
  attachExactPaths(trie, spellings);
  // Written by `walk` and read right after it, with no user code in between.
  const walked: Walked = { slashes: 0, last: 0, whole: false, percent: false };

  return {
    match(verb: string, path: string, request?: RequestContext): RouteMatch | null {
      const node = trie.walk(path, walked);
      const exact = node.exact;
      if (walked.whole && exact !== null && path === node.spelling) {
        for (const { route, checked, result } of exact.byVerb[trie.verbIndex(verb)]!) {
          if (checked && !route.meetsConditions(request, result.params)) continue;
          if (accept !== null && !accept(route, result.params)) continue;
          return result;
        }
        return null;
      }
      const list = StemTrie.pick(node.bucketsFor(trie.verbIndex(verb)), walked);
      // Read before any guard runs: a guard may recognize another path, which walks again.
      const percent = walked.percent;
      for (let i = 0; i < list.length; i++) {
        const { route, matcher, checked } = list[i]!;
        const params = matcher.exec(path, percent);
        if (params === null) continue;
        if (checked && !route.meetsConditions(request, params)) continue;
        if (accept !== null && !accept(route, params)) continue;
        return { route, params };
      }
      return null;
    },

    routesFor(path: string, request?: RequestContext): Route[] {
      const found: Route[] = [];
      const node = trie.walk(path, walked);
      const exact = node.exact;
      if (walked.whole && exact !== null && path === node.spelling) {
        for (const { route, checked, result } of exact.all) {
          if (checked && !route.meetsConditions(request, result.params)) continue;
          if (accept === null || accept(route, result.params)) found.push(route);
        }
        return found;
      }
      const percent = walked.percent;
      for (const { route, matcher, checked } of StemTrie.pick(node.bucketsForAnyVerb(), walked)) {
        const params = matcher.exec(path, percent);
        if (params === null || (checked && !route.meetsConditions(request, params))) continue;
        if (accept === null || accept(route, params)) found.push(route);
      }
      return found;
    },
  };
};

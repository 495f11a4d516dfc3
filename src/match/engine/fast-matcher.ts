import type { RequestContext, Route } from '../../route.js';
import type { Matcher, MatcherFactory, MatcherOptions, RouteMatch } from '../matcher.js';
import { buildExactPaths } from './exact-paths.js';
import { layoutOf } from './layout.js';
import { StemTrie, type Buckets, type Candidate } from './stem-trie.js';

const pick = (buckets: Buckets, slashes: number): readonly Candidate[] => buckets[slashes < buckets.length ? slashes : buckets.length - 1]!;

/**
 * The fast engine. Same answers as `createReferenceMatcher` for every request — same route, same params,
 * same `MalformedPath` errors, same guard calls in the same order — reached by trying far fewer routes:
 * 1. a path without params that some route spells out (`/posts/new`) is answered from a table built up front;
 * 2. otherwise a trie on the path's leading segments and its number of slashes picks the few routes that
 *    can match, already in priority order and per verb;
 * 3. each is tried with a scanner for its shape (no RegExp), or its own regexp for shapes the scanner
 *    does not take (globs, `:controller`, requirements that may hold a `/`, …).
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
  const exact = buildExactPaths(trie, spellings);
  // Written by `walk` and read right after it, with no user code in between.
  const walked = { slashes: 0 };

  return {
    match(verb: string, path: string, request?: RequestContext): RouteMatch | null {
      const known = exact.get(path);
      if (known !== undefined) {
        for (const { route, checked, result } of known.forVerb(verb)) {
          if (checked && !route.meetsConditions(request)) continue;
          if (accept !== null && !accept(route, result.params)) continue;
          return result;
        }
        return null;
      }
      const list = pick(trie.walk(path, walked).bucketsFor(verb), walked.slashes);
      for (let i = 0; i < list.length; i++) {
        const { route, matcher, checked } = list[i]!;
        const params = matcher.exec(path);
        if (params === null) continue;
        if (checked && !route.meetsConditions(request)) continue;
        if (accept !== null && !accept(route, params)) continue;
        return { route, params };
      }
      return null;
    },

    routesFor(path: string, request?: RequestContext): Route[] {
      const found: Route[] = [];
      const known = exact.get(path);
      if (known !== undefined) {
        for (const { route, checked, result } of known.all) {
          if (checked && !route.meetsConditions(request)) continue;
          if (accept === null || accept(route, result.params)) found.push(route);
        }
        return found;
      }
      for (const { route, matcher, checked } of pick(trie.walk(path, walked).bucketsForAnyVerb(), walked.slashes)) {
        const params = matcher.exec(path);
        if (params === null || (checked && !route.meetsConditions(request))) continue;
        if (accept === null || accept(route, params)) found.push(route);
      }
      return found;
    },
  };
};

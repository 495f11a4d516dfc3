import type { RequestContext, Route } from '../../route.js';
import { createFastMatcher } from '../engine/index.js';
import type { Matcher, MatcherFactory, MatcherOptions, RouteMatch } from '../matcher.js';
import { SegmentTrie, type End } from './segment-trie.js';
import { OTHER_VERB, shapeOf, verbBit } from './shape.js';
import { templateOf, type Finish, type Params } from './templates.js';

const asIs: Finish = (_route, params) => params;

/**
 * The default engine: the segment engine for plain routes (see `shapeOf`: what resources declare), the fast
 * engine for the others, with the same answers as `createReferenceMatcher` for every request.
 *
 * - A plain path (normal, no `%`) is scanned once and looked up in the segment trie: no regexp, no
 *   normalization pass, and params built by a per-route template (one object literal: one hidden class per
 *   route). Routes that are not plain are in a fast engine of their own; when it has a route that matches,
 *   the lower index of the two answers wins, so priority stays declaration order.
 * - Any other path, and `routesFor`, go to a fast engine over the whole table.
 * - With request guards anywhere in the table, everything goes to the fast engine over the whole table:
 *   guards are user code, and the reference calls them in one exact order.
 *
 * Everything is built on first use: drawing routes costs nothing here, and the whole-table engine is only
 * built for the paths that need it.
 */
export const createSegmentMatcher: MatcherFactory = (routes: readonly Route[], options: MatcherOptions = {}): Matcher => {
  let built: Built | null = null;
  let whole: Matcher | null = null;
  const everything = () => (whole ??= createFastMatcher(routes, options));
  const prepare = () => (built ??= build(routes, options));
  const finish = options.finish ?? asIs;

  /** The answer for a plain path, with path params or (`full`) finished ones; undefined to go the general way. */
  const lookup = (verb: string, path: string, request: RequestContext | undefined, full: boolean): RouteMatch | null | undefined => {
    const b = built ?? prepare();
    if (b.trie === null || !b.trie.scan(path)) return undefined;
    const trie = b.trie;
    let bit = verbBit(verb);
    // The route set upper-cases verbs (and reads none as GET); `match` is given them upper-cased.
    if (bit === OTHER_VERB && full) {
      verb = (verb || 'GET').toUpperCase();
      bit = verbBit(verb);
    }
    const end = trie.lookup(bit);
    const dot = trie.dot;
    let found: RouteMatch | null = null;
    if (end !== null) {
      const slot = (full ? 2 : 0) + (dot === -1 ? 0 : 1);
      const template = (end.builders[slot] ??= templateOf(end.route, end.shape, full ? finish : asIs, dot !== -1));
      found = { route: end.route, params: template(path, trie.starts, trie.ends, dot === -1 ? undefined : path.slice(dot + 1)) };
    }
    if (b.others === null) return found;
    const other = b.others.match(verb, path, request);
    if (other === null || (end !== null && b.indexOf.get(other.route)! > end.index)) return found;
    return full ? { route: other.route, params: finish(other.route, other.params) } : other;
  };

  return {
    match(verb: string, path: string, request?: RequestContext): RouteMatch | null {
      const found = lookup(verb, path, request, false);
      return found !== undefined ? found : everything().match(verb, path, request);
    },
    routesFor(path: string, request?: RequestContext): Route[] {
      return everything().routesFor(path, request);
    },
    find(verb: string, path: string, request?: RequestContext): RouteMatch | null | undefined {
      return lookup(verb, path, request, true);
    },
  };
};

interface Built {
  /** Null when the table has guards: then every lookup takes the general way. */
  readonly trie: SegmentTrie | null;
  /** The routes that are not plain, in an engine of their own (null when there are none). */
  readonly others: Matcher | null;
  readonly indexOf: ReadonlyMap<Route, number>;
}

function build(routes: readonly Route[], options: MatcherOptions): Built {
  if (routes.some((route) => route.guards.length > 0)) return { trie: null, others: null, indexOf: new Map() };
  const trie = new SegmentTrie();
  const others: Route[] = [];
  const indexOf = new Map<Route, number>();
  routes.forEach((route, index) => {
    const shape = shapeOf(route);
    if (shape !== null) trie.add(index, route, shape);
    else {
      others.push(route);
      if (!indexOf.has(route)) indexOf.set(route, index);
    }
  });
  return { trie, others: others.length ? createFastMatcher(others, options) : null, indexOf };
}

export type { End, Params };

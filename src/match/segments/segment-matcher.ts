import { MalformedPath } from '../../errors.js';
import type { RequestContext, Route } from '../../route.js';
import { createFastMatcher } from '../engine/index.js';
import type { Matcher, MatcherFactory, MatcherOptions, RouteMatch } from '../matcher.js';
import { SegmentTrie, type End } from './segment-trie.js';
import { plainFirstSegment } from './plain-first-segment.js';
import { alternativeShapes, MAX_ALTERNATIVES, requestVerbBit, shapeOf, verbBit } from './shape.js';
import { templateOf, type Finish, type Params, type Template } from './templates.js';

const asIs: Finish = (_route, params) => params;

/**
 * The default engine: the segment engine for plain routes (see `shapeOf`: what resources declare), the fast
 * engine for the others, with the same answers as `createReferenceMatcher` for every request.
 *
 * - A plain path (normal, no `%`) is scanned once and looked up in the segment trie: no regexp, no
 *   normalization pass, and params built by a per-route template (one object literal: one hidden class per
 *   route). Routes that are not plain are in a fast engine of their own; when it has a route that matches,
 *   the lower index of the two answers wins, so priority stays declaration order.
 * - Any other path goes to a fast engine over the whole table.
 * - With request guards anywhere in the table, everything goes to the fast engine over the whole table:
 *   guards are user code, and the reference calls them in one exact order.
 *
 * Everything is built on first use: drawing routes costs nothing here, and the whole-table engine is only
 * built for the paths that need it. `extend` grows a built engine by the routes a later draw appends.
 */
export const createSegmentMatcher: MatcherFactory = (routes: readonly Route[], options: MatcherOptions = {}): Matcher =>
  segmentMatcher(routes, options, null);

interface Built {
  /** Null when the table has guards: then every lookup takes the general way. */
  readonly trie: SegmentTrie | null;
  /** The routes that are not plain, and an engine of their own for them (null when there are none). */
  readonly otherRoutes: readonly Route[];
  readonly others: Matcher | null;
  readonly indexOf: ReadonlyMap<Route, number>;
  /**
   * The first of those routes' index (Infinity when there are none): a plain route found before it wins
   * outright, and the other engine is not asked (a catch-all `*path` declared last costs the other routes nothing).
   */
  readonly firstOther: number;
}

function segmentMatcher(routes: readonly Route[], options: MatcherOptions, ready: Built | null): Matcher {
  let built = ready;
  let whole: Matcher | null = null;
  const everything = () => (whole ??= createFastMatcher(routes, options));
  const prepare = () => (built ??= grow(null, routes, 0, options));
  const finish = options.finish ?? asIs;

  /** The answer for a plain path, with path params or (`full`) finished ones; undefined to go the general way. */
  const lookup = (verb: string, given: string, request: RequestContext | undefined, full: boolean): RouteMatch | null | undefined => {
    const b = built ?? prepare();
    if (b.trie === null || !b.trie.scan(given, full)) return undefined;
    const trie = b.trie;
    // The path read: a trailing slash, query or fragment dropped.
    const path = trie.path;
    // The route set reads verbs in any case, and none as GET (`find`); `match` is given them upper-cased.
    const end = trie.lookup(full ? requestVerbBit(verb) : verbBit(verb));
    const dot = trie.dot;
    let found: RouteMatch | null = null;
    if (end !== null) {
      const escaped = trie.escaped;
      const slot = (full ? 2 : 0) + (dot === -1 ? 0 : 1) + (escaped ? 4 : 0);
      const template = (end.builders[slot] ??= builderOf(end, trie, full ? finish : asIs, dot !== -1, escaped));
      const format = dot === -1 ? undefined : path.slice(dot + 1);
      found = {
        route: end.route,
        params: escaped ? decodedParams(end, trie, template, format) : template.build(path, trie.starts, trie.ends, format, template.values),
      };
    }
    if (b.others === null || (end !== null && end.index < b.firstOther)) return found;
    const other = b.others.match(full ? (verb || 'GET').toUpperCase() : verb, path, request);
    if (other === null || (end !== null && b.indexOf.get(other.route)! > end.index)) return found;
    return full ? { route: other.route, params: finish(other.route, other.params) } : other;
  };

  return {
    match(verb: string, path: string, request?: RequestContext): RouteMatch | null {
      const found = lookup(verb, path, request, false);
      return found !== undefined ? found : everything().match(verb, path, request);
    },
    routesFor(path: string, request?: RequestContext): Route[] {
      const b = built ?? prepare();
      if (b.trie === null || !b.trie.scan(path, false)) return everything().routesFor(path, request);
      const plain = b.trie.all();
      if (b.others === null) return plain.map((end) => end.route);
      const others = b.others.routesFor(path, request).map((route) => ({ index: b.indexOf.get(route)!, route }));
      return [...plain, ...others].sort((x, y) => x.index - y.index).map((x) => x.route);
    },
    find(verb: string, path: string, request?: RequestContext): RouteMatch | null | undefined {
      return lookup(verb, path, request, true);
    },
    extend(next: readonly Route[]): Matcher {
      // The caller appends (see `Matcher#extend`); its first and last routes are checked, not every one, so a
      // later draw costs what it adds, not a pass over the table.
      const last = routes.length - 1;
      const appended = next.length >= routes.length && (last < 0 || (next[0] === routes[0] && next[last] === routes[last]));
      if (!appended || built === null) return segmentMatcher(next, options, null);
      return segmentMatcher(next, options, grow(built, next, routes.length, options));
    },
  };
}

/**
 * A route's params builder: its template, or for a route to verify (`Shape.verify`) the params its regexp gave
 * when the trie took the path (the same call in `lookup`, so the hot path has no branch of its own for them).
 */
function builderOf(end: End, trie: SegmentTrie, finish: Finish, withFormat: boolean, decode: boolean): Template {
  if (!end.shape.verify) return templateOf(end.route, end.shape, finish, withFormat, decode);
  const route = end.route;
  return { build: () => finish(route, trie.verified), values: [] };
}

/**
 * The params of a path with percent escapes, decoded. A bad escape is the error the route's pattern gives: the
 * first param (in path order, the format last) that can't be decoded. (A route to verify decodes by its pattern.)
 */
function decodedParams(end: End, trie: SegmentTrie, template: Template, format: string | undefined): Params {
  const path = trie.path;
  try {
    return template.build(path, trie.starts, trie.ends, format === undefined ? undefined : decodeURIComponent(format), template.values);
  } catch (e) {
    if (!(e instanceof URIError)) throw e;
  }
  const { segments, names } = end.shape;
  let name = 'format';
  for (let k = 0, j = 0; k < segments.length; k++) {
    if (segments[k] !== null) continue;
    if (!decodable(path.slice(trie.starts[k], trie.ends[k]))) {
      name = names[j]!;
      break;
    }
    j++;
  }
  throw new MalformedPath(`Malformed percent-encoding in ${JSON.stringify(path)} (param :${name})`);
}

function decodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds `routes[from..]` to what was built for `routes[..from]` (nothing, when `from` is 0). The trie is
 * shared and grows in place: the engine it was built for is replaced by the one returned.
 */
function grow(built: Built | null, routes: readonly Route[], from: number, options: MatcherOptions): Built {
  const added = routes.slice(from);
  if (added.some((route) => route.guards.length > 0) || (built !== null && built.trie === null)) {
    return { trie: null, otherRoutes: [], others: null, indexOf: new Map(), firstOther: Infinity };
  }
  const trie = built?.trie ?? new SegmentTrie();
  const otherRoutes = [...(built?.otherRoutes ?? [])];
  const indexOf = new Map(built?.indexOf);
  const before = otherRoutes.length;
  added.forEach((route, i) => {
    // A route certainly plain, with a fixed first segment, waits unread for a path under it (see the trie).
    const first = plainFirstSegment(route);
    if (first !== null && trie.defer(from + i, route, first)) return;
    const shape = shapeOf(route);
    if (shape !== null) return trie.add(from + i, route, shape);
    // Each way of taking its optional groups, at an index between the route's and the next route's.
    const ways = alternativeShapes(route);
    if (ways !== null) return ways.forEach((way, k) => trie.add(from + i + k / MAX_ALTERNATIVES, route, way));
    otherRoutes.push(route);
    if (!indexOf.has(route)) indexOf.set(route, from + i);
  });
  const others = otherRoutes.length === before ? (built?.others ?? null) : createFastMatcher(otherRoutes, options);
  // Other routes are kept in table order: the first is the lowest.
  const firstOther = otherRoutes.length === 0 ? Infinity : indexOf.get(otherRoutes[0]!)!;
  return { trie, otherRoutes, others, indexOf, firstOther };
}

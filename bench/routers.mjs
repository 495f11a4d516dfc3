/**
 * Every router under test behind one shape: `build()` returns `{ lookup, answer }`.
 * - `lookup(verb, path)` is what is timed: the router's own lookup, nothing added.
 * - `answer(verb, path)` is the index of the route that answered (or null), to check that all routers agree.
 */
import FindMyWay from 'find-my-way';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { TrieRouter } from 'hono/router/trie-router';
import { addRoute, createRouter, findRoute } from 'rou3';
import { compileRouter } from 'rou3/compiler';
import { createReferenceMatcher, createSegmentMatcher, normalizePath, RouteSet } from '../dist/index.js';
import { createFastMatcher } from '../dist/match/engine/index.js';
import { peerRoutes } from './table.mjs';

const ALL_VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Builders by router name; each takes the table's declaration (see TABLES in table.mjs). */
export const ROUTERS = {
  // What users get: the default engine (segment engine, fast engine for the routes it does not take).
  'RouteSet#find (segment engine)': (draw) => setFind(new RouteSet().draw(draw)),
  'RouteSet#recognize (segment engine)': (draw) => setRecognize(new RouteSet().draw(draw)),
  'segment matcher': (draw) => {
    const { set, matcher } = ours(createSegmentMatcher, draw);
    return { lookup: (v, p) => matcher.match(v, p), answer: (v, p) => indexOf(set.routes, matcher.match(v, p)?.route) };
  },
  'RouteSet#find (fast engine)': (draw) => setFind(ours(createFastMatcher, draw).set),
  'RouteSet#recognize (fast engine)': (draw) => setRecognize(ours(createFastMatcher, draw).set),
  // Not a router: the part of every RouteSet#find / #recognize call that runs before the engine.
  'normalizePath alone': () => ({ lookup: (v, p) => normalizePath(p), answer: null }),
  'fast matcher': (draw) => {
    const { set, matcher } = ours(createFastMatcher, draw);
    return { lookup: (v, p) => matcher.match(v, p), answer: (v, p) => indexOf(set.routes, matcher.match(v, p)?.route), count: set.routes.length };
  },
  'reference matcher': (draw) => {
    const { set, matcher } = ours(createReferenceMatcher, draw);
    return { lookup: (v, p) => matcher.match(v, p), answer: (v, p) => indexOf(set.routes, matcher.match(v, p)?.route) };
  },
  'find-my-way': (draw) => {
    const router = FindMyWay();
    for (const { index, verbs, path } of peers(draw)) router.on(verbs ?? ALL_VERBS, path, () => {}, { index });
    return { lookup: (v, p) => router.find(v, p), answer: (v, p) => router.find(v, p)?.store.index ?? null };
  },
  rou3: (draw) => {
    const router = createRouter();
    for (const { index, verbs, path } of peers(draw)) for (const verb of verbs ?? ['']) addRoute(router, verb, path, index);
    return { lookup: (v, p) => findRoute(router, v, p), answer: (v, p) => findRoute(router, v, p)?.data ?? null };
  },
  'rou3 (compileRouter)': (draw) => {
    const router = createRouter();
    for (const { index, verbs, path } of peers(draw)) for (const verb of verbs ?? ['']) addRoute(router, verb, path, index);
    const find = compileRouter(router);
    return { lookup: find, answer: (v, p) => find(v, p)?.data ?? null };
  },
  'Hono RegExpRouter': (draw) => hono(new RegExpRouter(), draw),
  'Hono TrieRouter': (draw) => hono(new TrieRouter(), draw),
};

function setFind(set) {
  return { lookup: (v, p) => set.find(v, p), answer: (v, p) => indexOf(set.routes, set.find(v, p)?.route) };
}

function setRecognize(set) {
  const lookup = (v, p) => {
    try {
      return set.recognize(v, p);
    } catch {
      // A miss throws RoutingError; a 405 throws MethodNotAllowed with its Allow list: both are timed.
      return null;
    }
  };
  return { lookup, answer: (v, p) => indexOf(set.routes, set.find(v, p)?.route) };
}

function ours(factory, draw) {
  const set = new RouteSet({ matcher: factory }).draw(draw);
  return { set, matcher: factory(set.routes, {}) };
}

function peers(draw) {
  return peerRoutes(new RouteSet().draw(draw).routes);
}

function hono(router, draw) {
  for (const { index, verbs, path } of peers(draw)) for (const verb of verbs ?? ['ALL']) router.add(verb, path, index);
  // Hono returns every matching handler (middleware style); the application runs the first.
  const first = (v, p) => {
    const handlers = router.match(v, p)[0];
    return handlers.length ? handlers[0][0] : null;
  };
  // RegExpRouter compiles on the first match: do it now, so it can refuse the table before timing.
  router.match('GET', '/');
  return { lookup: (v, p) => router.match(v, p), answer: first };
}

function indexOf(routes, route) {
  return route ? routes.indexOf(route) : null;
}

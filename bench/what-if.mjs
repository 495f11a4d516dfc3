/**
 * A measured proposal for src/route-set.ts (not this bench's to change): what `RouteSet#find` costs with
 * two fast paths around the engine. Same answers — checked in `checkWhatIf` before any timing.
 *
 * 1. `normalizePath` runs seven regexp passes on every request (~500 ns here). Most request paths are
 *    already normal; one regexp test recognizes those, and they are used as they are.
 * 2. `paramsOf` lists the route's defaults with `Object.entries` and runs `underscore` (four regexp
 *    replaces) on the controller, on every request. The defaults can be listed once per route, and the
 *    controller's normal form remembered.
 */
import { normalizePath, underscore } from '../dist/index.js';

/**
 * Paths `normalizePath` returns unchanged: `/`, or `/`-separated non-empty segments of printable ASCII
 * without `?`, `#` or a lower-case percent escape (`canonicalPath` would upper-case it).
 */
export const NORMAL_PATH = /^\/$|^(?:\/(?:[!"$&-.0->@-~]|%(?![0-9A-Fa-f]{2})|%[0-9A-F]{2})+)+$/;

export function fastNormalize(path) {
  return NORMAL_PATH.test(path) ? path : normalizePath(path);
}

const defaultsOf = new WeakMap();
const underscored = new Map();

/** `RouteSet#paramsOf`, with the route's defaults listed once and controller names remembered. */
export function leanParams(route, pathParams, knownControllers) {
  let defaults = defaultsOf.get(route);
  if (!defaults) {
    defaults = Object.entries(route.allDefaults).filter(([, v]) => v != null).map(([k, v]) => [k, String(v)]);
    defaultsOf.set(route, defaults);
  }
  const params = {};
  for (const [key, value] of defaults) params[key] = value;
  Object.assign(params, pathParams);
  if (params.controller !== undefined) {
    const lower = params.controller.toLowerCase();
    if (knownControllers?.has(lower)) params.controller = lower;
    else {
      let name = underscored.get(params.controller);
      if (name === undefined) {
        name = underscore(params.controller);
        if (underscored.size < 1000) underscored.set(params.controller, name);
      }
      params.controller = name;
    }
  }
  params.action ??= 'index';
  return params;
}

/** Throws unless the fast paths agree with `normalizePath` and `RouteSet#find` on the given requests. */
export function checkWhatIf(set, matcher, requests) {
  const pieces = ['/', '//', 'a', 'posts', '7', '.json', '%20', '%2f', '%2F', '%zz', '%', '?q=1', '#x', 'é', ' ', 'http://h', '~', ':', '@'];
  for (let i = 0; i < 20000; i++) {
    let path = '';
    for (let j = 0, n = (i * 7919) % 6; j <= n; j++) path += pieces[(i * 31 + j * 17 + (i >> 3)) % pieces.length];
    if (NORMAL_PATH.test(path) && normalizePath(path) !== path) throw new Error(`what-if: ${JSON.stringify(path)} is not normal`);
  }
  for (const [verb, path] of requests) {
    const found = matcher.match(verb, fastNormalize(path));
    const want = set.find(verb, path);
    const got = found ? { route: found.route, params: leanParams(found.route, found.params) } : null;
    if (JSON.stringify([want?.route.path, want?.params]) !== JSON.stringify([got?.route.path, got?.params])) throw new Error(`what-if: ${verb} ${path} differs`);
  }
}

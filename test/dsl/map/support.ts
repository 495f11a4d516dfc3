import { RouteSet, type RouteMap, type RouteSetOptions } from '../../../src/index.js';

export { lines, Post } from '../../support.js';

/** A fresh set drawn in the map style. */
export function mapped(declare: (map: RouteMap) => void, options?: RouteSetOptions): RouteSet {
  return new RouteSet(options).drawMap(declare);
}

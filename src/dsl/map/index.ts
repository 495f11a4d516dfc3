import type { DrawSession } from '../../draw-session.js';
import type { RouteMap as TypedRouteMap } from './api.js';
import { RouteMap } from './route-map.js';

export { RouteMap, type MapBlock, type ResourceArgs } from './route-map.js';
export type { ResourceOptions, RouteOptions, ExtraActions, ActionSelection, HasMany } from './types.js';

/** Runs a map-style declaration (Rails 2.3) against a draw session. */
export function drawMap(session: DrawSession, declare: (map: TypedRouteMap) => void): void {
  // The runtime accepts all Rails does; the typed signatures are a narrower view of the same object.
  const map = new RouteMap(session) as unknown as TypedRouteMap;
  session.runBlock(declare, map, 'The drawMap block');
}

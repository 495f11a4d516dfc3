import type { DrawSession } from '../../draw-session.js';
import { RouteMap } from './route-map.js';

export { RouteMap, type MapBlock, type ResourceArgs } from './route-map.js';
export type { ResourceOptions, RouteOptions, ExtraActions, ActionSelection, HasMany } from './types.js';

/** Runs a map-style declaration (Rails 2.3) against a draw session. */
export function drawMap(session: DrawSession, declare: (map: RouteMap) => void): void {
  session.runBlock(declare, new RouteMap(session), 'The drawMap block');
}

import type { DrawSession } from '../../draw-session.js';
import { ArgumentError } from '../../errors.js';

/** The map-style declaration API (Rails 2.3). Implemented in this folder. */
export interface RouteMap {
  [method: string]: unknown;
}

export function drawMap(session: DrawSession, declare: (map: RouteMap) => void): void {
  void session;
  void declare;
  throw new ArgumentError('drawMap is not implemented yet');
}

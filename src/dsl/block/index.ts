import type { DrawSession } from '../../draw-session.js';
import type { Mapper as TypedMapper } from './api.js';
import { Mapper } from './mapper.js';

export { Mapper } from './mapper.js';
export type { Block } from './arguments.js';

/** Runs a block-style declaration against a draw session. */
export function drawBlock(session: DrawSession, declare: (r: TypedMapper) => void): void {
  // The runtime accepts all Rails does; the typed signatures are a narrower view of the same object.
  const mapper: TypedMapper = new Mapper(session);
  session.runBlock(declare, mapper, 'The draw block');
}

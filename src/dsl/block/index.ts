import type { DrawSession } from '../../draw-session.js';
import { Mapper } from './mapper.js';

export { Mapper } from './mapper.js';
export type { Block } from './arguments.js';

/** Runs a block-style declaration against a draw session. */
export function drawBlock(session: DrawSession, declare: (r: Mapper) => void): void {
  session.runBlock(declare, new Mapper(session), 'The draw block');
}

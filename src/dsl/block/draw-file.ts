import { ArgumentError } from '../../errors.js';
import type { Mapper } from './mapper.js';
import { showArgument } from './arguments.js';

import type { RoutesBlock } from './api.js';

/**
 * Types a file's block of declarations (its default export) without a type annotation:
 * `export default defineRoutes((r) => { r.namespace('admin', …) })`. It returns the block as it is.
 */
export function defineRoutes(block: RoutesBlock): RoutesBlock {
  return block;
}

/**
 * What `r.draw` runs: the block, or a module whose default export is one (`import * as admin from
 * './routes/admin.js'`). Rails' `draw :admin` reads `config/routes/admin.rb`; a draw block runs synchronously,
 * so the file is imported where the routes are drawn and its block passed in.
 */
export function drawnBlock(given: unknown): (r: Mapper) => unknown {
  if (typeof given === 'function') return given as (r: Mapper) => unknown;
  const exported = (given as { default?: unknown } | null | undefined)?.default;
  if (typeof exported === 'function') return exported as (r: Mapper) => unknown;
  const hint = typeof given === 'string' ? ` (Rails' draw :${given} reads config/routes/${given}.rb: import that file's block and pass it, r.draw(${given}Routes))` : '';
  throw new ArgumentError(`draw takes a block of declarations (r) => …, or a module whose default export is one; got ${showArgument(given)}${hint}`);
}

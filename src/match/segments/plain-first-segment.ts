import { isDefaultParam, type PathPattern } from '../../pattern/path-pattern.js';
import type { Route } from '../../route.js';
import { requestMask } from './shape.js';

/**
 * Paths of plain routes in their most common spelling: fixed segments of characters that need no encoding
 * (no `.`), params filling whole segments, at most a trailing `(.:format)`. The first segment is fixed text
 * (captured): routes with a param first are not waited for (see `SegmentTrie#pending`).
 */
const COMMON_PLAIN = /^\/([\w~!$&'+,;=@-]+)(?:\/(?:[\w~!$&'+,;=@-]+|:[A-Za-z_]\w*))*(\(\.:format\))?$/;
const PARAM_NAME = /:(\w+)/g;

/**
 * The first segment of a route that is certainly plain, told from its pattern's source without reading the
 * pattern as `shapeOf` does: a table's routes can then wait, unread, for the first path under their first
 * segment. Null when this can't tell (then `shapeOf` decides at once) or the first segment is a param.
 * Non-null only where `shapeOf` is non-null with this first segment (tested on random tables and the corpus).
 */
export function plainFirstSegment(route: Route): string | null {
  if (requestMask(route) === null) return null;
  // Routes of one path share their pattern and come one after another (`GET`, `PUT`, `DELETE /posts/:id`).
  const pattern = route.pattern;
  if (pattern !== lastPattern) {
    lastFirst = firstOfPattern(pattern);
    lastPattern = pattern;
  }
  return lastFirst;
}

let lastPattern: PathPattern | null = null;
let lastFirst: string | null = null;

/** `plainFirstSegment`'s reading of the pattern alone. */
function firstOfPattern(pattern: PathPattern): string | null {
  if (!pattern.anchored) return null;
  const source = pattern.source;
  const read = COMMON_PLAIN.exec(source);
  if (read === null) return null;
  const requirements = pattern.requirements;
  for (const key in requirements) if (Object.hasOwn(requirements, key) && (key === 'format' || !isDefaultParam(requirements[key]!))) return null;
  // Params the route set treats specially, and a name given twice, are for `shapeOf` to refuse.
  const params = read[2] === undefined ? source : source.slice(0, source.length - read[2].length);
  let names: string[] | null = null;
  for (const [, name] of params.matchAll(PARAM_NAME)) {
    if (name === 'controller' || name === 'action' || name === '__proto__' || name === 'format' || names?.includes(name!)) return null;
    (names ??= []).push(name!);
  }
  return read[1]!;
}

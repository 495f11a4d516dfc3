import { ALPHANUMERIC, asciiTable } from '../../pattern/escape.js';
import { nameEnd } from '../../pattern/parse.js';
import { isDefaultParam, type PathPattern } from '../../pattern/path-pattern.js';
import type { Route } from '../../route.js';
import { requestMask } from './shape.js';

const FORMAT_GROUP = '(.:format)';

/** Characters of fixed text in the common spelling: word characters and `~!$&'+,;=@-` (none needs encoding). */
const FIXED = asciiTable(`${ALPHANUMERIC}_~!$&'+,;=@-`);
const isFixed = (c: number) => c < 128 && FIXED[c] === 1;

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

/**
 * `plainFirstSegment`'s reading of the pattern alone: the common spelling of a plain route's path — fixed
 * segments of characters that need no encoding (no `.`), params filling whole segments, at most a trailing
 * `(.:format)` — with fixed text first (routes with a param first are not waited for, see
 * `SegmentTrie#pending`). One pass over the source, no regexp: it runs for every route of a table.
 */
function firstOfPattern(pattern: PathPattern): string | null {
  if (!pattern.anchored) return null;
  const requirements = pattern.requirements;
  for (const key in requirements) if (Object.hasOwn(requirements, key) && (key === 'format' || !isDefaultParam(requirements[key]!))) return null;
  const source = pattern.source;
  const end = source.endsWith(FORMAT_GROUP) ? source.length - FORMAT_GROUP.length : source.length;
  if (source.charCodeAt(0) !== 47) return null;
  let first: string | null = null;
  let names: string[] | null = null;
  for (let i = 1; ; i++) {
    const start = i;
    if (first !== null && source.charCodeAt(i) === 58 /* : */) {
      // A param filling its segment, its name read as the parser reads names (it stops before the format's
      // `(`). Params the route set treats specially, and a name given twice, are for `shapeOf` to refuse.
      i = nameEnd(source, i);
      if (i === -1) return null;
      const name = source.slice(start + 1, i);
      if (name === 'controller' || name === 'action' || name === 'format' || names?.includes(name)) return null;
      (names ??= []).push(name);
    } else {
      while (i < end && isFixed(source.charCodeAt(i))) i++;
      if (i === start) return null;
      first ??= source.slice(1, i);
    }
    if (i === end) return first;
    if (source.charCodeAt(i) !== 47 /* / */) return null;
  }
}

/**
 * The hash the trie keys segments by: a segment's stem (its text before the first `.`), folded with
 * `h = h * 31 + charCode` in 32 bits. `StemTrie#walk` computes the same value inline while it scans the
 * path, so a lookup never slices or hashes a string (V8 hashes a fresh string at ~5 ns a character).
 *
 * Hashes can collide. The trie stays correct anyway: a path that reaches a child through a colliding hash
 * gets that child's candidates, a superset of the ones its real place holds, and each candidate still
 * checks the whole path. Siblings whose own stems collide are told apart by text (see `StemNode`).
 */
export function stemHash(text: string, from = 0, to = text.length): number {
  let h = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) break;
    h = (Math.imul(h, 31) + c) | 0;
  }
  return h;
}

/** The segment's text before its first `.`. */
export function stemOf(segment: string): string {
  const dot = segment.indexOf('.');
  return dot === -1 ? segment : segment.slice(0, dot);
}

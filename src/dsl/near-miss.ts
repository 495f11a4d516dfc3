import { ArgumentError } from '../errors.js';

/**
 * Option names that are a typo away from an option the call knows (`onyl`, `shalow`, `vai`, `constraint`,
 * `colection`). Rails took every unknown key as a fixed param, so such a typo silently dropped the option;
 * here it raises, and any other unknown key stays a fixed param.
 */

/** Edits (insert, delete, replace, swap two neighbours) between two names: the optimal string alignment distance. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(best);
    }
  }
  return rows[a.length]![b.length]!;
}

const letters = (word: string) => [...word].sort().join('');

/**
 * The known name `key` is a near miss of, if any: one edit away (two for names of ten letters or more). Short
 * names (four letters or fewer) count only a letter missing or two swapped, so `vai` is `via` but `now`,
 * `news` and `bath` stay params; names under three letters (`as`, `to`, `on`) never.
 */
export function nearMiss(key: string, known: Iterable<string>): string | undefined {
  if (key.length < 3) return undefined;
  const lower = key.toLowerCase();
  let found: string | undefined;
  let distance = Infinity;
  for (const name of known) {
    const target = name.toLowerCase();
    if (name === key || name.length < 3) continue;
    const d = editDistance(lower, target);
    // Short names: only a swap of letters or a missing one.
    const unlike = name.length <= 4 && (lower.length > target.length || (lower.length === target.length && letters(lower) !== letters(target)));
    if (d <= (name.length >= 10 ? 2 : 1) && !unlike && d < distance) [found, distance] = [name, d];
  }
  return found;
}

/** Throws on the first option that is a near miss of a known one; `skip` names keys that are not options. */
export function assertNoNearMisses(
  options: { readonly [key: string]: unknown },
  known: ReadonlySet<string>,
  where: string,
  fixedParamHint: string,
  skip: (key: string) => boolean = () => false,
): void {
  for (const key of Object.keys(options)) {
    if (known.has(key) || skip(key)) continue;
    const meant = nearMiss(key, known);
    if (meant !== undefined) {
      throw new ArgumentError(
        `${where}: unknown option ${JSON.stringify(key)}; did you mean ${JSON.stringify(meant)}? (Rails would take it as a fixed param; to mean one, ${fixedParamHint.replace('KEY', key)})`,
      );
    }
  }
}

import type { Route } from '../../route.js';
import type { RouteMatch } from '../matcher.js';
import { StemTrie, type Walked } from './stem-trie.js';

/** A route known to match one exact path, with its params worked out when the engine was built. */
export interface Prematch {
  readonly route: Route;
  readonly checked: boolean;
  /** Frozen and shared by every lookup of the path: a static hit allocates nothing. */
  readonly result: RouteMatch;
}

/**
 * The routes matching one param-free path (`/posts`, `/posts/new`, `/about`), in priority order. Every route
 * that could match it is tried once, at build time, with its own regexp, so a lookup of such a path only
 * runs the request checks. It is not "static routes first": a `:controller` route declared earlier still wins.
 */
export class ExactPath {
  /** By verb index (`StemTrie#verbIndex`); the last list is for verbs no route names. */
  readonly byVerb: readonly (readonly Prematch[])[];

  constructor(
    readonly all: readonly Prematch[],
    verbs: readonly string[],
  ) {
    this.byVerb = [...verbs.map((verb) => all.filter((p) => p.route.allowsVerb(verb))), all.filter((p) => p.route.verbs.length === 0)];
  }
}

/**
 * Attaches to trie nodes the routes matching their own spelling, for the param-free spellings given. A
 * spelling with a `.` is left to the general way (its segments are not their stems), and so is one that
 * some route cannot even decode (`MalformedPath`): its lookups throw there, as the reference does.
 */
export function attachExactPaths(trie: StemTrie, spellings: Iterable<string>): void {
  const walked: Walked = { slashes: 0, last: 0, whole: false, percent: false };
  for (const path of spellings) {
    // `whole` is false for a path with a `.` (its segments are not their stems): those take the general way.
    const node = trie.walk(path, walked);
    if (!walked.whole || node.exact !== null) continue;
    const found: Prematch[] = [];
    try {
      for (const { route, checked } of StemTrie.pick(node.bucketsForAnyVerb(), walked)) {
        const params = route.pattern.match(path);
        if (params) found.push({ route, checked, result: Object.freeze({ route, params: Object.freeze(params) }) });
      }
    } catch {
      continue;
    }
    node.exact = new ExactPath(found, trie.verbs);
    node.spelling = path;
  }
}

import type { Route } from '../../route.js';
import type { RouteMatch } from '../matcher.js';
import type { StemTrie } from './stem-trie.js';

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
  private readonly byVerb = new Map<string, readonly Prematch[]>();
  private readonly otherVerbs: readonly Prematch[];

  constructor(
    readonly all: readonly Prematch[],
    verbs: ReadonlySet<string>,
  ) {
    for (const verb of verbs) this.byVerb.set(verb, all.filter((p) => p.route.allowsVerb(verb)));
    this.otherVerbs = all.filter((p) => p.route.verbs.length === 0);
  }

  forVerb(verb: string): readonly Prematch[] {
    return this.byVerb.get(verb) ?? this.otherVerbs;
  }
}

/**
 * The exact-path table for the given param-free spellings. A spelling some route cannot even decode
 * (`MalformedPath`) is left out, so its lookups take the general way and throw there, as the reference does.
 */
export function buildExactPaths(trie: StemTrie, spellings: Iterable<string>): Map<string, ExactPath> {
  const table = new Map<string, ExactPath>();
  const out = { slashes: 0 };
  for (const path of spellings) {
    if (table.has(path)) continue;
    const buckets = trie.walk(path, out).bucketsForAnyVerb();
    const candidates = buckets[Math.min(out.slashes, buckets.length - 1)]!;
    const found: Prematch[] = [];
    try {
      for (const { route, checked } of candidates) {
        const params = route.pattern.match(path);
        if (params) found.push({ route, checked, result: Object.freeze({ route, params: Object.freeze(params) }) });
      }
    } catch {
      continue;
    }
    table.set(path, new ExactPath(found, trie.verbs));
  }
  return table;
}

import type { Route } from '../../route.js';
import type { ExactPath } from './exact-paths.js';
import type { PathMatcher } from './capture-matcher.js';
import type { RouteLayout } from './layout.js';
import { stemHash } from './stem-hash.js';

/**
 * Narrows the routes a path can match, keeping priority order. Each route sits at the node of its static
 * leading segments, compared by stem (the text before the first `.`, so `new` also holds `new(.:format)`
 * and `new.json`). A path can only match routes on its own root-to-node walk, so each node keeps the merged
 * list of its own and its ancestors' routes, split once per verb, per number of `/` in the path and per
 * last segment — the list a lookup reads is precomputed, sorted, and usually one route long.
 */

/** One route as a lookup tries it: its matcher for this slash count, and whether it has request checks. */
export interface Candidate {
  readonly route: Route;
  readonly matcher: PathMatcher;
  /** Conditions or guards to run (`route.meetsConditions`); false skips the call. */
  readonly checked: boolean;
}

interface Entry {
  readonly index: number;
  readonly route: Route;
  readonly layout: RouteLayout;
  readonly checked: boolean;
}

/** The candidates for one slash count: by the stem hash of the path's last segment, else `rest`. */
export interface Bucket {
  readonly byLast: ReadonlyMap<number, readonly Candidate[]> | null;
  /** Routes whose last segment is not fixed text (a param, a glob, a prefix route), in priority order. */
  readonly rest: readonly Candidate[];
}

/** Buckets by slash count; the last one serves every count from its index on. */
export type Buckets = readonly Bucket[];

/** What `walk` learns besides the node (written to a reused object: no allocation per lookup). */
export interface Walked {
  slashes: number;
  /** Stem hash of the last segment. */
  last: number;
  /** Every segment led to a child and none had a `.`: the path may be the node's own spelling. */
  whole: boolean;
  /** The path has a `%`: params may need decoding. */
  percent: boolean;
}

const EMPTY: Bucket = Object.freeze({ byLast: null, rest: Object.freeze([]) as readonly Candidate[] });

export class StemNode {
  /** Children by stem hash. Siblings whose stems collide are all put in `byText` and looked up by text. */
  private readonly byHash = new Map<number, StemNode>();
  private byText: Map<string, StemNode> | null = null;
  private readonly texts = new Map<string, StemNode>();
  /** Routes placed here, in priority order. */
  readonly entries: Entry[] = [];
  /** This node's and its ancestors' entries, in priority order (set by `StemTrie.seal`). */
  reachable: readonly Entry[] = [];
  /** The routes matching this node's own spelling (`/posts/new`), when some route spells it out. */
  exact: ExactPath | null = null;
  spelling = '';
  private readonly byVerb = new Map<string, Buckets>();
  private otherVerbs: Buckets | null = null;
  private everyVerb: Buckets | null = null;

  constructor(private readonly trie: StemTrie) {}

  get children(): IterableIterator<StemNode> {
    return this.texts.values();
  }

  /** The child for a stem, created if missing. */
  add(stem: string): StemNode {
    const known = this.texts.get(stem);
    if (known) return known;
    const node = new StemNode(this.trie);
    this.texts.set(stem, node);
    const hash = stemHash(stem);
    if (this.byHash.has(hash)) this.byText = this.texts;
    this.byHash.set(hash, node);
    return node;
  }

  /** The child for the segment `path[from, to)` whose stem hash is `hash`. */
  find(hash: number, path: string, from: number, to: number): StemNode | undefined {
    if (this.byText === null) return this.byHash.get(hash);
    const dot = path.indexOf('.', from);
    return this.byText.get(path.slice(from, dot !== -1 && dot < to ? dot : to));
  }

  get leaf(): boolean {
    return this.texts.size === 0;
  }

  /** Candidates for a verb. Built on first use: most nodes never see most verbs. */
  bucketsFor(verb: string): Buckets {
    const cached = this.byVerb.get(verb);
    if (cached !== undefined) return cached;
    if (!this.trie.verbs.has(verb)) return (this.otherVerbs ??= this.build((route) => route.verbs.length === 0));
    const built = this.build((route) => route.allowsVerb(verb));
    this.byVerb.set(verb, built);
    return built;
  }

  /** Candidates whatever the verb (for `routesFor`). */
  bucketsForAnyVerb(): Buckets {
    return (this.everyVerb ??= this.build(() => true));
  }

  private build(keep: (route: Route) => boolean): Buckets {
    const entries = this.reachable.filter((e) => keep(e.route));
    const buckets: Bucket[] = [];
    for (let count = 0; count <= this.trie.maxSlashes; count++) {
      const all: { candidate: Candidate; last: number | null }[] = [];
      for (const { route, layout, checked } of entries) {
        const matcher = layout.bySlashes ? layout.bySlashes.get(count) : count >= layout.minSlashes ? layout.any : undefined;
        if (matcher) all.push({ candidate: { route, matcher, checked }, last: matcher.lastKey });
      }
      const rest = all.filter((c) => c.last === null).map((c) => c.candidate);
      const keys = new Set(all.flatMap((c) => (c.last === null ? [] : [c.last])));
      if (!all.length) buckets.push(EMPTY);
      else if (!keys.size) buckets.push({ byLast: null, rest });
      else {
        // Each key's list keeps every route that could match, in priority order: its own and the rest.
        const byLast = new Map([...keys].map((key) => [key, all.filter((c) => c.last === null || c.last === key).map((c) => c.candidate)]));
        buckets.push({ byLast, rest });
      }
    }
    return buckets;
  }
}

export class StemTrie {
  readonly root: StemNode = new StemNode(this);
  /** Every verb some route names: other verbs only reach routes that take any verb. */
  readonly verbs = new Set<string>();
  /** Above every fixed slash count: the last bucket, shared by all longer paths. */
  maxSlashes = 0;

  add(index: number, route: Route, layout: RouteLayout): void {
    let node = this.root;
    for (const key of layout.keys) node = node.add(key);
    const checked = Object.keys(route.conditions).length > 0 || route.guards.length > 0;
    node.entries.push({ index, route, layout, checked });
    for (const verb of route.verbs) this.verbs.add(verb);
    const counts = layout.bySlashes ? [...layout.bySlashes.keys()] : [layout.minSlashes];
    this.maxSlashes = Math.max(this.maxSlashes, ...counts.map((c) => c + 1));
  }

  /** Merges each node's entries with its ancestors', in priority order. Call once, after every `add`. */
  seal(): void {
    const visit = (node: StemNode, inherited: readonly Entry[]) => {
      node.reachable = mergeByIndex(inherited, node.entries);
      for (const child of node.children) visit(child, node.reachable);
    };
    visit(this.root, []);
  }

  /** The candidates of a walk: for the path's verb, slash count and last segment. */
  static pick(buckets: Buckets, walked: Walked): readonly Candidate[] {
    const slashes = walked.slashes;
    const bucket = buckets[slashes < buckets.length ? slashes : buckets.length - 1]!;
    return bucket.byLast === null ? bucket.rest : (bucket.byLast.get(walked.last) ?? bucket.rest);
  }

  /**
   * The node a path walks to, in one pass over its characters: segment ends, stem hashes and slashes are
   * found together (one charCode loop instead of several `indexOf` / `slice` / hashing calls). The walk
   * stops descending at the first segment without a child, but reads on for the slash count and the last
   * segment.
   */
  walk(path: string, out: Walked): StemNode {
    let node = this.root;
    let descending = true;
    let dotted = false;
    let percent = false;
    let inStem = true;
    let hash = 0;
    let slashes = 0;
    let start = 0;
    const n = path.length;
    for (let i = 0; i < n; i++) {
      const c = path.charCodeAt(i);
      if (c === 47) {
        if (descending) {
          const child = node.leaf ? undefined : node.find(hash, path, start, i);
          if (child === undefined) descending = false;
          else node = child;
        }
        slashes++;
        hash = 0;
        inStem = true;
        start = i + 1;
      } else {
        if (c === 37) percent = true;
        if (!inStem) continue;
        if (c === 46) {
          inStem = false;
          dotted = true;
        } else hash = (Math.imul(hash, 31) + c) | 0;
      }
    }
    let whole = false;
    if (descending) {
      const child = node.leaf ? undefined : node.find(hash, path, start, n);
      if (child !== undefined) {
        node = child;
        whole = !dotted;
      }
    }
    out.slashes = slashes;
    out.last = hash;
    out.whole = whole;
    out.percent = percent;
    return node;
  }
}

function mergeByIndex(a: readonly Entry[], b: readonly Entry[]): Entry[] {
  const out: Entry[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j === b.length || (i < a.length && a[i]!.index < b[j]!.index)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

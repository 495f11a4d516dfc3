import type { Route } from '../../route.js';
import type { ExactPath } from './exact-paths.js';
import type { PathMatcher } from './capture-matcher.js';
import type { RouteLayout } from './layout.js';
import { IntTable } from './int-table.js';
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
  readonly byLast: IntTable<readonly Candidate[]> | null;
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
  private readonly byHash = new IntTable<StemNode>();
  private byText: Map<string, StemNode> | null = null;
  private readonly texts = new Map<string, StemNode>();
  /** No children: the walk stops here. */
  leaf = true;
  /** Routes placed here, in priority order. */
  readonly entries: Entry[] = [];
  /** This node's and its ancestors' entries, in priority order (set by `StemTrie.seal`). */
  reachable: readonly Entry[] = [];
  /** The routes matching this node's own spelling (`/posts/new`), when some route spells it out. */
  exact: ExactPath | null = null;
  spelling = '';
  /** By verb index (`StemTrie#verbIndex`), the last for verbs no route names; built on first use. */
  private readonly byVerb: (Buckets | undefined)[] = [];
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
    this.leaf = false;
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

  /** Candidates for a verb, by its index. Built on first use: most nodes never see most verbs. */
  bucketsFor(verb: number): Buckets {
    const cached = this.byVerb[verb];
    if (cached !== undefined) return cached;
    const name = this.trie.verbs[verb];
    const built = this.build(name === undefined ? (route) => route.verbs.length === 0 : (route) => route.allowsVerb(name));
    this.byVerb[verb] = built;
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
        const byLast = new IntTable<readonly Candidate[]>();
        for (const key of keys) byLast.set(key, all.filter((c) => c.last === null || c.last === key).map((c) => c.candidate));
        buckets.push({ byLast, rest });
      }
    }
    return buckets;
  }
}

export class StemTrie {
  readonly root: StemNode = new StemNode(this);
  /** Every verb some route names: other verbs only reach routes that take any verb. */
  readonly verbs: string[] = [];
  /** Above every fixed slash count: the last bucket, shared by all longer paths. */
  maxSlashes = 0;

  add(index: number, route: Route, layout: RouteLayout): void {
    let node = this.root;
    for (const key of layout.keys) node = node.add(key);
    const checked = Object.keys(route.conditions).length > 0 || route.guards.length > 0;
    node.entries.push({ index, route, layout, checked });
    for (const verb of route.verbs) if (!this.verbs.includes(verb)) this.verbs.push(verb);
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

  /**
   * A verb's index in `verbs`, or `verbs.length` for any other. A few `===` on short strings beat a Map
   * lookup: request verbs are interned constants, so each comparison is a pointer check.
   */
  verbIndex(verb: string): number {
    const verbs = this.verbs;
    let i = 0;
    while (i < verbs.length && verbs[i] !== verb) i++;
    return i;
  }

  /** The candidates of a walk: for the path's verb, slash count and last segment. */
  static pick(buckets: Buckets, walked: Walked): readonly Candidate[] {
    const slashes = walked.slashes;
    const bucket = buckets[slashes < buckets.length ? slashes : buckets.length - 1]!;
    return bucket.byLast === null ? bucket.rest : (bucket.byLast.get(walked.last) ?? bucket.rest);
  }

  /**
   * The node a path walks to. One charCode loop over the leading segments finds segment ends, stem hashes,
   * slashes and `%` together, with no substring and no string hashing; where the trie has no child for a
   * segment, native `indexOf` counts the remaining slashes and looks for `%` (a JavaScript loop costs about
   * 3 ns a character on V8, `indexOf` a few ns a call).
   */
  walk(path: string, out: Walked): StemNode {
    let node = this.root;
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
        const child = node.leaf ? undefined : node.find(hash, path, start, i);
        slashes++;
        if (child === undefined) return StemTrie.rest(path, i + 1, slashes, percent, node, out);
        node = child;
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
    const child = node.leaf ? undefined : node.find(hash, path, start, n);
    out.slashes = slashes;
    out.last = hash;
    out.whole = child !== undefined && !dotted;
    out.percent = percent;
    return child ?? node;
  }

  /** The walk past its last node: the slash count, the last segment and `%` still matter. */
  private static rest(path: string, from: number, slashes: number, percent: boolean, node: StemNode, out: Walked): StemNode {
    let last = from;
    for (let at = path.indexOf('/', from); at !== -1; at = path.indexOf('/', at + 1)) {
      slashes++;
      last = at + 1;
    }
    out.slashes = slashes;
    out.last = stemHash(path, last);
    out.whole = false;
    out.percent = percent || path.indexOf('%', from) !== -1;
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

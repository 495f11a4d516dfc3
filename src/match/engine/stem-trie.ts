import type { Route } from '../../route.js';
import type { PathMatcher, RouteLayout } from './layout.js';

/**
 * Narrows the routes a path can match, keeping priority order. Each route sits at the node of its static
 * leading segments (compared by stem: the text before the first `.`, so `new` also holds `new(.:format)` and
 * `new.json`). A path can only match routes on its own root-to-node walk, so each node keeps the merged list
 * of its own and its ancestors' routes, split once per verb and per number of `/` in the path — the lists a
 * lookup reads are precomputed, sorted, and mostly one or two long.
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

/** Lists by slash count; the last one serves every count from its index on. */
export type Buckets = readonly (readonly Candidate[])[];

const EMPTY: readonly Candidate[] = Object.freeze([]);

export class StemNode {
  /**
   * Children by stem. Few children are scanned with `startsWith` (no substring, no hashing); a wide node (the
   * resource names under `/`) uses a Map.
   */
  private keys: string[] = [];
  private nodes: StemNode[] = [];
  private map: Map<string, StemNode> | null = null;
  /** Routes placed here, in priority order. */
  readonly entries: Entry[] = [];
  /** This node's and its ancestors' entries, in priority order (set by `StemTrie.seal`). */
  reachable: readonly Entry[] = [];
  private readonly byVerb = new Map<string, Buckets>();
  private otherVerbs: Buckets | null = null;
  private everyVerb: Buckets | null = null;

  constructor(private readonly trie: StemTrie) {}

  get children(): readonly StemNode[] {
    return this.nodes;
  }

  child(key: string, create: boolean): StemNode | undefined {
    const at = this.keys.indexOf(key);
    if (at !== -1 || !create) return at === -1 ? undefined : this.nodes[at];
    const node = new StemNode(this.trie);
    this.keys.push(key);
    this.nodes.push(node);
    if (this.keys.length > 8) this.map = new Map(this.keys.map((k, i) => [k, this.nodes[i]!]));
    return node;
  }

  /** The child whose stem is `path[from, to)`. */
  find(path: string, from: number, to: number): StemNode | undefined {
    if (this.map !== null) return this.map.get(path.slice(from, to));
    const keys = this.keys;
    const length = to - from;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (key.length === length && path.startsWith(key, from)) return this.nodes[i];
    }
    return undefined;
  }

  get hasChildren(): boolean {
    return this.nodes.length !== 0;
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
    const buckets: (readonly Candidate[])[] = [];
    for (let count = 0; count <= this.trie.maxSlashes; count++) {
      const list: Candidate[] = [];
      for (const { route, layout, checked } of entries) {
        const matcher = layout.bySlashes ? layout.bySlashes.get(count) : count >= layout.minSlashes ? layout.any : undefined;
        if (matcher) list.push({ route, matcher, checked });
      }
      buckets.push(list.length ? list : EMPTY);
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
    for (const key of layout.keys) node = node.child(key, true)!;
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

  /**
   * The node a path walks to and the number of `/` in it (counted up to `maxSlashes`), written to `out`. One
   * pass over the path: segment ends, stems and slashes are found together, and the walk stops descending
   * at the first segment without a child.
   */
  walk(path: string, out: { slashes: number }): StemNode {
    let node = this.root;
    const n = path.length;
    const cap = this.maxSlashes;
    let slashes = 0;
    let start = 0;
    while (node.hasChildren) {
      let end = start;
      let stemEnd = -1;
      for (; end < n; end++) {
        const c = path.charCodeAt(end);
        if (c === 47) break;
        if (c === 46 && stemEnd === -1) stemEnd = end;
      }
      const child = node.find(path, start, stemEnd === -1 ? end : stemEnd);
      if (end === n) {
        out.slashes = slashes;
        return child ?? node;
      }
      slashes++;
      start = end + 1;
      if (child === undefined) break;
      node = child;
    }
    // Past the last node: only the number of slashes matters now.
    for (let at = path.indexOf('/', start); at !== -1 && slashes < cap; at = path.indexOf('/', at + 1)) slashes++;
    out.slashes = slashes;
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

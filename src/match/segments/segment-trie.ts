import type { Route } from '../../route.js';
import { fibonacciBits, IntTable } from '../engine/int-table.js';
import { stemHash } from '../engine/stem-hash.js';
import { meetsTest } from './segment-requirement.js';
import { shapeOf, type Shape } from './shape.js';
import type { Template } from './templates.js';

/** A plain route where its last segment ends. Its params builders are made on its first match. */
export interface End {
  readonly index: number;
  readonly route: Route;
  readonly shape: Shape;
  /** Path params without and with a format (for `Matcher#match`), then full params (for `find`). */
  readonly builders: (Template | undefined)[];
}

const NO_ENDS: readonly End[] = [];

/** A plain route waiting to go in the trie (see `SegmentTrie#pending`); its shape is read when it goes in, if not yet. */
interface Pending {
  readonly index: number;
  readonly route: Route;
  readonly shape: Shape | null;
}
/** The bucket of a first segment whose routes are in the trie: later ones go straight in. */
const FLUSHED: Pending[] = [];

/** One segment position: fixed-text children by hash, one param child, and the routes ending here. */
class SegNode {
  children: IntTable<SegNode> | null = null;
  /** The next child of the same parent whose text has the same hash. */
  sibling: SegNode | null = null;
  param: SegNode | null = null;
  /** Replaced, not pushed to, when a route is added: most nodes end one route or none, and `push` leaves room for 16. */
  ends: readonly End[] = NO_ENDS;
  /** The lowest route index in this subtree: a search skips subtrees that can't beat what it has. */
  min: number;

  constructor(
    readonly text: string,
    index: number,
  ) {
    this.min = index;
  }

  child(text: string, index: number): SegNode {
    const hash = stemHash(text);
    const table = (this.children ??= new IntTable<SegNode>());
    const first = table.get(hash);
    for (let node: SegNode | null | undefined = first; node !== undefined && node !== null; node = node.sibling) if (node.text === text) return node;
    const node = new SegNode(text, index);
    node.sibling = first ?? null;
    table.set(hash, node);
    return node;
  }
}

/** A path of only fixed text and its answers by verb bit (undefined: not searched yet). */
interface Exact {
  readonly spelling: string;
  answers: (End | null | undefined)[];
  generation: number;
  /** The next spelling with the same key. */
  readonly next: Exact | null;
}

/** One key for a path from its segments' stem hashes (and their number); `scan` folds the same as it reads. */
function foldHashes(hashes: readonly number[]): number {
  let key = 0;
  for (const hash of hashes) key = (Math.imul(key, FOLD) ^ hash) | 0;
  return (Math.imul(key, FOLD) ^ hashes.length) | 0;
}
const FOLD = 0x01000193;

/** `0-9` or `A-F`: a digit of a percent escape as `canonicalPath` writes it. */
const isUpperHex = (c: number) => (c > 0x2f && c < 0x3a) || (c > 0x40 && c < 0x47);

/** The bit of a key of `exact` in `SegmentTrie#spelled`: the top 14 bits of its Fibonacci hash (16,384 bits). */
const spelledBit = (key: number) => fibonacciBits(key, 18);
const SPELLED_WORDS = (1 << 14) / 32;

/** The most segments a path may have for this engine (longer ones take the general way). */
const MAX_SEGMENTS = 64;

/**
 * Plain routes (see `shapeOf`) by their segments. A lookup scans the path once — checking it is normal and
 * plain (no `%`, no empty segment), noting where each segment starts and ends and its stem hash — then
 * searches the trie for the lowest-indexed route that matches. Where a segment fits both a fixed child and
 * the param child, both are searched, the one with the lower route first; the other only if it may still
 * hold a lower route. Priority is thereby declaration order, as in Rails, not "fixed text first".
 */
export class SegmentTrie {
  // The root's `min` is never read: only a fork's two children are compared.
  private readonly root = new SegNode('', Infinity);
  // Scratch written by `scan` and read right after it (no user code runs in between).
  readonly starts = new Int32Array(MAX_SEGMENTS);
  readonly ends = new Int32Array(MAX_SEGMENTS);
  private readonly hashes = new Int32Array(MAX_SEGMENTS);
  private count = 0;
  /** `foldHashes` of the scanned path's segments. */
  private fold = 0;
  /** The scanned path as `normalizePath` gives it: without a trailing slash, query or fragment. */
  path = '';
  private bit = 0;
  /** Index of the `.` in the last segment, or -1. */
  dot = -1;
  /** The scanned path has percent escapes: param values are decoded (no fixed text of a plain route has one). */
  escaped = false;
  /** Some plain route could match the scanned path (no `.` but one in the last segment, stem and format not empty). */
  private viable = false;
  /** The params of the route to verify `lookup` answered (`Shape.verify`). */
  verified: Readonly<Record<string, string>> = {};
  /** Some route to verify was added: a path the walk can't take (a `.` before the last segment) goes the general way. */
  verifying = false;
  /**
   * Paths of only fixed text that some route spells out (`/users/new`), by `foldHashes` of their segments:
   * their answer per verb, once searched, is remembered, so such a request skips the descent.
   */
  private readonly exact = new IntTable<Exact>();
  /**
   * A bit per `spelledBit` of the keys in `exact`: a path whose bit is clear spells out no route, and skips the
   * table (most requests have params; in a table of 10,000 routes the probe of `exact`, 2,000 keys, missed the
   * cache often enough to cost 5% of such a lookup). 2 KB, so it stays in the cache.
   */
  private readonly spelled = new Int32Array(SPELLED_WORDS);
  /** Bumped when a route with params is added: it may answer a remembered path that had no answer for a verb. */
  private generation = 0;
  /** The segments of the last route added and the node it ends at (see `insert`). */
  private lastSegments: readonly (string | null)[] | null = null;
  private lastNode: SegNode = this.root;
  /**
   * Routes whose first segment is fixed text, not yet in the trie, by that text's stem hash: a bucket goes in
   * when a lookup's first segment has that hash and no built child (`FLUSHED` from then on). A cold start
   * serving a few paths builds a few branches, not the whole table. Routes of one first segment only match
   * paths starting with it, and go in in their order: each branch is the one an eager build would make.
   */
  private readonly pending = new IntTable<Pending[]>();

  add(index: number, route: Route, shape: Shape): void {
    // Set here, not when the route goes in its branch: a path's scan must know before its branch is built.
    if (shape.verify) this.verifying = true;
    const first = shape.segments[0];
    if (first === undefined || first === null || !this.wait(first, index, route, shape)) this.insert(index, route, shape);
  }

  /**
   * Lets a route known to be plain (`plainFirstSegment`) wait, its shape unread, for the first path under its
   * first segment `first`. False when that branch is built: then the caller adds it with its shape.
   */
  defer(index: number, route: Route, first: string): boolean {
    return this.wait(first, index, route, null);
  }

  /** Puts a route in the bucket of its first segment `first`; false when that branch is built (the route is not put anywhere). */
  private wait(first: string, index: number, route: Route, shape: Shape | null): boolean {
    const hash = stemHash(first);
    const bucket = this.pending.get(hash);
    if (bucket === FLUSHED) return false;
    if (bucket === undefined) this.pending.set(hash, [{ index, route, shape }]);
    else bucket.push({ index, route, shape });
    return true;
  }

  /** Puts in the routes waiting for paths whose first segment has this stem hash; false when none wait. */
  private flush(hash: number): boolean {
    const bucket = this.pending.get(hash);
    if (bucket === undefined || bucket === FLUSHED) return false;
    this.pending.set(hash, FLUSHED);
    // A deferred route is plain (`plainFirstSegment` promises it): its shape is not null.
    for (const { index, route, shape } of bucket) this.insert(index, route, shape ?? shapeOf(route)!);
    return true;
  }

  /**
   * The root's child for the path's first segment. Only when the built trie has none is `pending` read (and
   * the segment's bucket put in, if it waits): a lookup on a built branch never reads it.
   */
  private firstChild(): SegNode | null {
    const children = this.root.children;
    const found = children === null ? null : this.fixedChild(children, 0);
    if (found !== null || !this.flush(this.hashes[0]!)) return found;
    return this.fixedChild(this.root.children!, 0);
  }

  private insert(index: number, route: Route, shape: Shape): void {
    let node = this.root;
    const segments = shape.segments;
    // Routes of one path are mostly declared one after the other and share their shape's segments
    // (`shapeOf`): the node the last one ended at is theirs too.
    if (segments === this.lastSegments) node = this.lastNode;
    else {
      for (let i = 0; i < segments.length; i++) {
        const text = segments[i] as string | null;
        node = text === null ? (node.param ??= new SegNode('', index)) : node.child(text, index);
      }
      this.lastSegments = segments;
      this.lastNode = node;
    }
    const end: End = { index, route, shape, builders: [] };
    // `concat` makes a list of exact length (a spread leaves spare room too).
    if (node.ends.length < 8) node.ends = node.ends.concat([end]);
    else (node.ends as End[]).push(end);
    if (shape.segments.includes(null)) this.generation++;
    else {
      const spelling = `/${shape.segments.join('/')}`;
      const key = foldHashes(shape.segments.map((text) => stemHash(text!)));
      const first = this.exact.get(key);
      for (let e: Exact | null | undefined = first; e !== undefined && e !== null; e = e.next) {
        // A later draw's route for a spelling already searched: its remembered answers may now be wrong.
        if (e.spelling === spelling) return void (e.answers = []);
      }
      this.exact.set(key, { spelling, answers: [], generation: this.generation, next: first ?? null });
      const at = spelledBit(key);
      this.spelled[at >>> 5]! |= 1 << (at & 31);
    }
  }

  /**
   * Reads a path: `raw`, a request's path as received (a trailing slash, query or fragment is dropped, as
   * `normalizePath` drops them), else a normalized one (read as it is). False when it is not plain — not normal
   * (`normalizePath` would change it otherwise), with a `%` that is no escape in its normal spelling, or too
   * long — or, with routes to verify added, when it has a `.` the walk can't take; the caller then takes the
   * general way. `path` is then the path read.
   */
  scan(path: string, raw: boolean): boolean {
    let n = path.length;
    if (n === 0 || path.charCodeAt(0) !== 47) return false;
    const { starts, ends, hashes } = this;
    let count = 0;
    let start = 1;
    let hash = 0;
    let dot = -1;
    let viable = true;
    let escaped = false;
    let fold = 0;
    for (let i = 1; i < n; i++) {
      const c = path.charCodeAt(i);
      // Digits, letters and the punctuation after them first: one range and one compare for most characters.
      if (c > 0x2f && c < 0x7f && c !== 63) {
        if (dot === -1) hash = (Math.imul(hash, 31) + c) | 0;
      } else if (c === 47) {
        if (i === start || count === MAX_SEGMENTS - 1) return false;
        if (dot !== -1) viable = false;
        starts[count] = start;
        ends[count] = i;
        hashes[count] = hash;
        fold = (Math.imul(fold, FOLD) ^ hash) | 0;
        count++;
        start = i + 1;
        hash = 0;
        dot = -1;
      } else if (c === 46) {
        if (dot === -1) dot = i;
        else viable = false;
      }
      // A request's query or fragment ends its path (`normalizePath` drops it).
      else if (raw && (c === 63 || c === 35)) {
        n = i;
        break;
      }
      // A percent escape in its normal spelling (`%C3`, not `%c3`): the segment's value is decoded when built.
      else if (c === 37 && isUpperHex(path.charCodeAt(i + 1)) && isUpperHex(path.charCodeAt(i + 2))) {
        escaped = true;
        if (dot === -1) hash = (Math.imul(hash, 31) + c) | 0;
      }
      // Left here: `?` and non-ASCII (above 0x2f), controls and space, `#`, another `%`: not plain.
      else if (c < 0x21 || c > 0x2f || c === 35 || c === 37) return false;
      else if (dot === -1) hash = (Math.imul(hash, 31) + c) | 0;
    }
    if (n > 1) {
      // A request's trailing slash (before the end, a query or a fragment) is dropped, as `normalizePath` drops
      // it: the path is read again without it (not looked for on every `/`: it would cost every lookup).
      if (start === n) return raw && this.scan(path.slice(0, n - 1), raw);
      if (dot === 1) {
        // `/.json`: the root with a format (`/(:locale)(.:format)` with its group out), no segment. A route to
        // verify might take `.json` as a param's value: then the general way.
        if (this.verifying) return false;
        if (dot === n - 1) viable = false;
      } else {
        starts[count] = start;
        // The last segment's value stops at its `.`: the rest is the format.
        ends[count] = dot === -1 ? n : dot;
        hashes[count] = hash;
        fold = (Math.imul(fold, FOLD) ^ hash) | 0;
        count++;
        if (dot !== -1 && (dot === start || dot === n - 1)) viable = false;
      }
    }
    this.count = count;
    this.fold = (Math.imul(fold, FOLD) ^ count) | 0;
    this.dot = dot;
    this.viable = viable;
    this.escaped = escaped;
    this.path = n === path.length ? path : path.slice(0, n);
    // A path the walk can't take is no route's here, but a route to verify may take it: the general way.
    return viable || !this.verifying;
  }

  /**
   * The first plain route (in priority order) taking the scanned path with this verb bit, or null. For a
   * route to verify, `verified` holds its params.
   */
  lookup(bit: number): End | null {
    if (!this.viable) return null;
    this.bit = bit;
    if (this.dot === -1 && this.maySpell(this.fold)) {
      const path = this.path;
      let e: Exact | null | undefined = this.exact.get(this.fold);
      while (e !== undefined && e !== null && e.spelling !== path) e = e.next;
      if (e !== undefined && e !== null) {
        if (e.generation !== this.generation) {
          e.answers = [];
          e.generation = this.generation;
        }
        const slot = 31 - Math.clz32(bit);
        const known = e.answers[slot];
        if (known !== undefined) return known;
        const found = this.search(this.root, 0);
        // A route to verify is not remembered: its params (`verified`) are read by each lookup.
        if (found === null || !found.shape.verify) e.answers[slot] = found;
        return found;
      }
    }
    return this.search(this.root, 0);
  }

  /** Whether some spelling in `exact` may have this key (its bit in `spelled` is set); false means none has. */
  private maySpell(key: number): boolean {
    const at = spelledBit(key);
    return (this.spelled[at >>> 5]! & (1 << (at & 31))) !== 0;
  }

  /** Every plain route taking the scanned path, whatever its verb, in priority order (for 405 answers). */
  all(): End[] {
    const out: End[] = [];
    if (this.viable) this.gather(this.root, 0, out);
    out.sort((a, b) => a.index - b.index);
    // Two ways of one route's optional groups may take the same path (`alternativeShapes`): the route once.
    return out.filter((end, i) => i === 0 || end.route !== out[i - 1]!.route);
  }

  private gather(node: SegNode, k: number, out: End[]): void {
    if (k === this.count) {
      for (const end of node.ends) if ((end.shape.format || this.dot === -1) && this.meets(end)) out.push(end);
      return;
    }
    const fixed = k === 0 ? this.firstChild() : node.children === null ? null : this.fixedChild(node.children, k);
    if (fixed !== null) this.gather(fixed, k + 1, out);
    if (node.param !== null) this.gather(node.param, k + 1, out);
  }

  /** Follows the path down while each segment leads one way (the usual case); forks where it leads two. */
  private search(from: SegNode, k: number): End | null {
    const count = this.count;
    let node = from;
    for (; k < count; k++) {
      const fixed = k === 0 ? this.firstChild() : node.children === null ? null : this.fixedChild(node.children, k);
      const param = node.param;
      if (fixed === null) {
        if (param === null) return null;
        node = param;
      } else if (param === null) node = fixed;
      else return this.fork(fixed, param, k + 1);
    }
    const ends = node.ends;
    const dotted = this.dot !== -1;
    for (let i = 0; i < ends.length; i++) {
      const end = ends[i]!;
      if ((end.shape.mask & this.bit) !== 0 && (end.shape.format || !dotted) && this.meets(end)) return end;
    }
    return null;
  }

  /** Whether a route to verify (`Shape.verify`) takes the scanned path, by its own regexp; `verified` then holds its params. */
  private verify(end: End): boolean {
    const params = end.route.pattern.match(this.path);
    if (params === null) return false;
    this.verified = params;
    return true;
  }

  /**
   * Whether the scanned path's param segments meet the route's requirements (most routes have none), or a route
   * to verify takes the path by its own regexp (its shape's `tests` are not null).
   */
  private meets(end: End): boolean {
    const shape = end.shape;
    const tests = shape.tests;
    if (tests === null) return true;
    if (shape.verify) return this.verify(end);
    const segments = shape.segments;
    for (let k = 0, j = 0; k < segments.length; k++) {
      if (segments[k] !== null) continue;
      const test = tests[j++]!;
      if (test !== null && !meetsTest(test, this.path, this.starts[k]!, this.ends[k]!)) return false;
    }
    return true;
  }

  /** Segment `k - 1` fits both a fixed child and the param child: the lower route of the two subtrees wins. */
  private fork(fixed: SegNode, param: SegNode, k: number): End | null {
    const first = fixed.min < param.min ? fixed : param;
    const second = first === fixed ? param : fixed;
    const a = this.search(first, k);
    if (a !== null && a.index < second.min) return a;
    const b = this.search(second, k);
    if (a === null || (b !== null && b.index < a.index)) return b;
    // `b` may have been verified after `a`: `verified` must hold the answer's params.
    if (b !== null && a.shape.verify) this.verify(a);
    return a;
  }

  /** The child whose text is segment `k`'s stem: by hash, then compared character by character. */
  private fixedChild(children: IntTable<SegNode>, k: number): SegNode | null {
    const path = this.path;
    const start = this.starts[k]!;
    const length = this.ends[k]! - start;
    for (let node: SegNode | null | undefined = children.get(this.hashes[k]!); node !== undefined && node !== null; node = node.sibling) {
      const text = node.text;
      if (text.length !== length) continue;
      let i = 0;
      while (i < length && text.charCodeAt(i) === path.charCodeAt(start + i)) i++;
      if (i === length) return node;
    }
    return null;
  }
}

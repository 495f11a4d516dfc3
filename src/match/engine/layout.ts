import { collectNames, type PatternNode } from '../../pattern/ast.js';
import { canonicalPath } from '../../pattern/escape.js';
import { countGroups, inlineSource } from '../../pattern/requirement.js';
import type { Route } from '../../route.js';
import { CaptureMatcher, PatternMatcher, type PathMatcher } from './capture-matcher.js';
import { mayMatchSlash } from './requirement-shape.js';
import { stemHash, stemOf } from './stem-hash.js';
import { escapeRegExp } from '../../pattern/regexp-text.js';
import { own } from '../../own.js';

/** Where a route goes in the engine and how it is tried. */
export interface RouteLayout {
  /** Stems of the path segments every match starts with: the route's node in the trie. */
  readonly keys: readonly string[];
  /**
   * The matcher for each number of `/` a matching path can have, or null when that number is not bounded
   * (globs, `anchor: false`, params that may span segments): then `any` serves paths with `minSlashes` or more.
   */
  readonly bySlashes: ReadonlyMap<number, PathMatcher> | null;
  readonly any: PathMatcher;
  readonly minSlashes: number;
  /** Paths without params the route matches (optional groups in and out): the exact-path entries. */
  readonly spellings: readonly string[];
}

const LAZY = /.+?/;
const MAX_VARIANTS = 16;
const slashesIn = (text: string) => text.split('/').length - 1;

interface Recovered {
  readonly requirements: ReadonlyMap<string, RegExp | null>;
  readonly anchored: boolean;
}

/** Compiles nodes the way `PathPattern` does; kept in step by `recoverRequirements`, which checks the result. */
function compileSource(nodes: readonly PatternNode[], requirements: ReadonlyMap<string, RegExp | null>): string {
  return nodes
    .map((node) => {
      if (node.type === 'static') return escapeRegExp(canonicalPath(node.value));
      if (node.type === 'optional') return `(?:${compileSource(node.nodes, requirements)})?`;
      const requirement = requirements.get(node.name) ?? null;
      return `(${requirement ? inlineSource(requirement) : node.type === 'glob' ? '.+' : '[^/.?]+'})`;
    })
    .join('');
}

/**
 * The requirement of every param as the route's regexp was compiled with. `Route` lists only declared ones;
 * the DSLs also add undeclared ones (a lazy `.+?` for globs and `:controller`, a map-style controller list).
 * Candidates are tried until one rebuilds the route's regexp exactly; if none does, null, and the route is
 * matched by `PathPattern#match` and tried for every path under its node. (This also keeps the engine
 * honest if `PathPattern` ever compiles differently.)
 */
function recoverRequirements(route: Route): Recovered | null {
  const { ast, regexp } = route.pattern;
  const anchored = !regexp.source.endsWith('(?=\\/|$)');
  const names = collectNames(ast);
  const declared = route.requirementRegExps;
  const flexible = [...new Set(names.filter((n) => (n.glob || n.name === 'controller') && !own(declared, n.name)).map((n) => n.name))];
  if (flexible.length > 3) return null;
  for (let mask = 0; mask < 1 << flexible.length; mask++) {
    const requirements = new Map<string, RegExp | null>(names.map((n) => [n.name, own(declared, n.name) ?? null]));
    flexible.forEach((name, bit) => mask & (1 << bit) && requirements.set(name, LAZY));
    const flags = [...requirements.values()].some((r) => r?.unicode) ? 'u' : '';
    const source = `^${compileSource(ast, requirements)}${anchored ? '$' : '(?=/|$)'}`;
    if (flags === regexp.flags && new RegExp(source, flags).source === regexp.source) return { requirements, anchored };
  }
  return null;
}

/** Each param's capture group in the route's regexp, numbered as `PathPattern` numbers them. */
function captureGroups(ast: readonly PatternNode[], requirements: ReadonlyMap<string, RegExp | null>): { names: string[]; groups: number[] } {
  const names: string[] = [];
  const groups: number[] = [];
  let group = 0;
  const visit = (nodes: readonly PatternNode[]) => {
    for (const node of nodes) {
      if (node.type === 'optional') visit(node.nodes);
      else if (node.type !== 'static') {
        const requirement = requirements.get(node.name) ?? null;
        names.push(node.name);
        groups.push(++group);
        group += requirement ? countGroups(inlineSource(requirement)) : 0;
      }
    }
  };
  visit(ast);
  return { names, groups };
}

type Flat = Exclude<PatternNode, { type: 'optional' }>;

/** Every way through the optional groups. */
function expand(nodes: readonly PatternNode[]): Flat[][] | null {
  let variants: Flat[][] = [[]];
  for (const node of nodes) {
    if (node.type !== 'optional') variants = variants.map((v) => [...v, node]);
    else {
      const inner = expand(node.nodes);
      if (!inner) return null;
      variants = variants.flatMap((v) => [...inner.map((w) => [...v, ...w]), v]);
      if (variants.length > MAX_VARIANTS) return null;
    }
  }
  return variants;
}

/** The param-free paths of the pattern (static text only, canonical). */
function spell(nodes: readonly PatternNode[]): string[] {
  let out = [''];
  for (const node of nodes) {
    if (node.type === 'param' || node.type === 'glob') return [];
    if (node.type === 'static') out = out.map((s) => s + canonicalPath(node.value));
    else out = [...spell(node.nodes).flatMap((inner) => out.map((s) => s + inner)), ...out].slice(0, MAX_VARIANTS);
  }
  return out;
}

/** Whether whatever follows `nodes[from..]` starts with `/`, `.` or nothing: the segment before it is whole. */
function startsAtBoundary(nodes: readonly PatternNode[], from = 0): boolean {
  for (let i = from; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type === 'static') return node.value[0] === '/' || node.value[0] === '.';
    if (node.type !== 'optional') return false;
    if (!startsAtBoundary(node.nodes)) return false;
  }
  return true;
}

/** Trie keys: the stems of the segments the static prefix fixes completely. */
function keysOf(route: Route): string[] {
  const { ast, staticPrefix } = route.pattern;
  if (ast[0]?.type !== 'static') return [];
  const parts = staticPrefix.split('/');
  const last = parts.pop()!;
  const keys = parts.map(stemOf);
  if (last.includes('.') || startsAtBoundary(ast, 1)) keys.push(stemOf(last));
  return keys;
}

/**
 * The stem hash of a variant's last segment when the variant fixes it, else null: the static text after the
 * last `/` either runs to the end (`edit`), or reaches a `.` before any param (`edit.:format`,
 * `robots.txt`). Only for variants whose params cannot hold a `/`.
 */
function lastKeyOf(variant: readonly Flat[]): number | null {
  let at = variant.length - 1;
  while (at >= 0 && !(variant[at]!.type === 'static' && (variant[at] as { value: string }).value.includes('/'))) at--;
  if (at === -1) return null;
  const head = canonicalPath((variant[at] as { value: string }).value);
  let text = head.slice(head.lastIndexOf('/') + 1);
  let i = at + 1;
  for (; i < variant.length && variant[i]!.type === 'static'; i++) text += canonicalPath((variant[i] as { value: string }).value);
  return text.includes('.') || i === variant.length ? stemHash(text) : null;
}

/** Decides where a route goes in the engine: its trie keys, slash counts and last segments, and its matcher. */
export function layoutOf(route: Route): RouteLayout {
  const { ast } = route.pattern;
  const keys = keysOf(route);
  const spellings = spell(ast);
  const minSlashes = ast.reduce((n, node) => n + (node.type === 'static' ? slashesIn(canonicalPath(node.value)) : 0), 0);
  const recovered = recoverRequirements(route);
  if (!recovered) return { keys, bySlashes: null, any: new PatternMatcher(route), minSlashes, spellings };

  const { names, groups } = captureGroups(ast, recovered.requirements);
  const unbounded = { keys, bySlashes: null, any: new CaptureMatcher(route, names, groups, null), minSlashes, spellings };
  // The slash count of a matching path is fixed per variant when no param or glob can hold a `/`.
  const variants = recovered.anchored ? expand(ast) : null;
  if (!variants) return unbounded;
  const slashFree = variants.every((v) => v.every((n) => n.type === 'static' || (n.type === 'param' && !mayMatchSlash(recovered.requirements.get(n.name) ?? null))));
  if (!slashFree) return unbounded;
  const bySlashes = new Map<number, { lastKey: number | null }>();
  for (const variant of variants) {
    const count = variant.reduce((n, node) => n + (node.type === 'static' ? slashesIn(canonicalPath(node.value)) : 0), 0);
    const lastKey = lastKeyOf(variant);
    const known = bySlashes.get(count);
    // Variants with the same count share a matcher: it keeps a last key only if they all agree on it.
    bySlashes.set(count, { lastKey: known === undefined || known.lastKey === lastKey ? lastKey : null });
  }
  const matchers = new Map([...bySlashes].map(([count, { lastKey }]) => [count, new CaptureMatcher(route, names, groups, lastKey)]));
  return { keys, bySlashes: matchers, any: unbounded.any, minSlashes, spellings };
}

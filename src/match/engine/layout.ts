import { collectNames, type PatternNode } from '../../pattern/ast.js';
import { canonicalPath } from '../../pattern/escape.js';
import { inlineSource } from '../../pattern/requirement.js';
import type { Route } from '../../route.js';
import { SegmentProgram, STOP_DEFAULT, STOP_SLASH, STOP_SLASH_DOT, type ParamStep, type Params } from './program.js';
import { analyzeRequirement } from './requirement-shape.js';

/** Anything that reads a route's params out of a normalized path, or answers null. */
export interface PathMatcher {
  exec(path: string): Params | null;
}

/** Where a route goes in the engine and how it is tested. */
export interface RouteLayout {
  /** Stems (text before the first `.`) of the path segments every match starts with: its place in the trie. */
  readonly keys: readonly string[];
  /**
   * The matcher for each number of `/` a matching path can have, or null when that number is not bounded
   * (globs, `anchor: false`, params that may span segments): then `any` serves paths with `minSlashes` or more.
   */
  readonly bySlashes: ReadonlyMap<number, PathMatcher> | null;
  readonly any: PathMatcher;
  readonly minSlashes: number;
  /** Paths without params the route matches (optional groups in and out): the exact-path table's keys. */
  readonly spellings: readonly string[];
  /** Whether the route is read by scanning (true) or by its own regexp (false). */
  readonly scanned: boolean;
}

const LAZY = /.+?/;
const MAX_VARIANTS = 16;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const stem = (segment: string) => {
  const dot = segment.indexOf('.');
  return dot === -1 ? segment : segment.slice(0, dot);
};
const slashesIn = (text: string) => text.split('/').length - 1;

/** The route's own regexp, for shapes the scanner does not take. */
class PatternMatcher implements PathMatcher {
  private readonly prefix: string;
  constructor(private readonly route: Route) {
    this.prefix = route.pattern.staticPrefix;
  }
  exec(path: string): Params | null {
    return path.startsWith(this.prefix) ? this.route.pattern.match(path) : null;
  }
}

interface Recovered {
  readonly requirements: ReadonlyMap<string, RegExp | null>;
  readonly anchored: boolean;
  readonly flags: string;
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
 * Candidates are tried until one rebuilds the route's regexp exactly; if none does, null, and the route keeps
 * its regexp. (This also keeps the engine honest if `PathPattern` ever compiles differently.)
 */
function recoverRequirements(route: Route): Recovered | null {
  const { ast, regexp } = route.pattern;
  const anchored = !regexp.source.endsWith('(?=\\/|$)');
  const names = collectNames(ast);
  const declared = route.requirements;
  const flexible = [...new Set(names.filter((n) => (n.glob || n.name === 'controller') && !declared[n.name]).map((n) => n.name))];
  if (flexible.length > 3) return null;
  for (let mask = 0; mask < 1 << flexible.length; mask++) {
    const requirements = new Map<string, RegExp | null>(names.map((n) => [n.name, declared[n.name] ?? null]));
    flexible.forEach((name, bit) => mask & (1 << bit) && requirements.set(name, LAZY));
    const flags = [...requirements.values()].some((r) => r?.unicode) ? 'u' : '';
    const source = `^${compileSource(ast, requirements)}${anchored ? '$' : '(?=/|$)'}`;
    if (flags === regexp.flags && new RegExp(source, flags).source === regexp.source) return { requirements, anchored, flags };
  }
  return null;
}

type Flat = { readonly type: 'static'; readonly value: string } | { readonly type: 'param' | 'glob'; readonly name: string };
interface Variant {
  readonly nodes: Flat[];
  /** A trailing `(.:name)` group: kept as an optional suffix instead of doubling the variants. */
  readonly suffix: string | null;
}

const isDotParam = (node: PatternNode): node is Extract<PatternNode, { type: 'optional' }> =>
  node.type === 'optional' && node.nodes.length === 2 && node.nodes[0]!.type === 'static' && node.nodes[0]!.value === '.' && node.nodes[1]!.type === 'param';

/** Every way through the optional groups, groups taken before skipped (the regexp's preference). */
function expand(nodes: readonly PatternNode[], tail: boolean): Variant[] | null {
  let variants: Variant[] = [{ nodes: [], suffix: null }];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const last = tail && i === nodes.length - 1;
    if (node.type !== 'optional') {
      variants = variants.map((v) => ({ nodes: [...v.nodes, node], suffix: v.suffix }));
    } else if (last && isDotParam(node)) {
      variants = variants.map((v) => ({ nodes: v.nodes, suffix: (node.nodes[1] as { name: string }).name }));
    } else {
      const inner = expand(node.nodes, last);
      if (!inner) return null;
      variants = variants.flatMap((v) => [...inner.map((w) => ({ nodes: [...v.nodes, ...w.nodes], suffix: w.suffix })), v]);
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
  const keys = parts.map(stem);
  if (last.includes('.') || startsAtBoundary(ast, 1)) keys.push(stem(last));
  return keys;
}

/** A variant as a scanner program, or null when its shape needs the regexp. */
function programOf(variant: Variant, recovered: Recovered, decodeFailed: (path: string) => Params | null): SegmentProgram | null {
  const merged: Flat[] = [];
  for (const node of variant.nodes) {
    const previous = merged[merged.length - 1];
    if (node.type === 'static' && previous?.type === 'static') merged[merged.length - 1] = { type: 'static', value: previous.value + canonicalPath(node.value) };
    else merged.push(node.type === 'static' ? { type: 'static', value: canonicalPath(node.value) } : node);
  }
  const statics: string[] = [];
  const params: ParamStep[] = [];
  const seen = new Set<string>();
  const step = (name: string, before: string): ParamStep | null => {
    const requirement = recovered.requirements.get(name) ?? null;
    const shape = analyzeRequirement(requirement);
    if (seen.has(name) || !shape.isolatable || shape.slash) return null;
    // What follows decides where the value ends: `/` is always a boundary; `.` only if the value can't hold one.
    if (before !== '' && before[0] !== '/' && !(before[0] === '.' && !shape.dot)) return null;
    if (before === '' && variant.suffix !== null && shape.dot) return null;
    seen.add(name);
    if (requirement === null) return { name, stop: STOP_DEFAULT, test: null };
    const test = new RegExp(`^(?:${inlineSource(requirement)})$`, recovered.flags);
    return { name, stop: shape.dot ? STOP_SLASH : STOP_SLASH_DOT, test };
  };
  let text = '';
  for (let i = 0; i < merged.length; i++) {
    const node = merged[i]!;
    if (node.type === 'glob') return null;
    if (node.type === 'static') {
      text = node.value;
      continue;
    }
    const next = merged[i + 1];
    const param = step(node.name, next?.type === 'static' ? next.value : next ? 'x' : '');
    if (!param) return null;
    statics.push(text);
    params.push(param);
    text = '';
  }
  statics.push(text);
  let suffix: ParamStep | null = null;
  if (variant.suffix !== null) {
    const requirement = recovered.requirements.get(variant.suffix) ?? null;
    suffix = step(variant.suffix, '');
    if (!suffix || analyzeRequirement(requirement).dot) return null;
  }
  return new SegmentProgram(statics, params, suffix, recovered.anchored, decodeFailed);
}

const countSlashes = (variant: Variant) => variant.nodes.reduce((n, node) => n + (node.type === 'static' ? slashesIn(canonicalPath(node.value)) : 0), 0);

/** Decides how the engine holds a route: its trie keys, and a scanner per slash count when it can. */
export function layoutOf(route: Route): RouteLayout {
  const keys = keysOf(route);
  const spellings = spell(route.pattern.ast);
  const regexp = new PatternMatcher(route);
  const minSlashes = route.pattern.ast.reduce((n, node) => n + (node.type === 'static' ? slashesIn(canonicalPath(node.value)) : 0), 0);
  const unbounded: RouteLayout = { keys, bySlashes: null, any: regexp, minSlashes, spellings, scanned: false };

  const recovered = recoverRequirements(route);
  const variants = recovered && expand(route.pattern.ast, true);
  if (!recovered || !variants) return unbounded;
  const decodeFailed = (path: string) => route.pattern.match(path);
  const programs = variants.map((v) => programOf(v, recovered, decodeFailed));
  const counts = variants.map(countSlashes);
  const distinct = new Set(counts).size === counts.length;

  if (programs.every((p) => p !== null) && (variants.length === 1 || (distinct && recovered.anchored))) {
    if (!recovered.anchored) return { ...unbounded, any: programs[0]!, minSlashes: counts[0]!, scanned: true };
    return { ...unbounded, bySlashes: new Map(counts.map((c, i) => [c, programs[i]!])), any: programs[0]!, scanned: true };
  }
  // The regexp decides, but when no param can hold a `/`, the slash count still narrows where it is tried.
  const bounded =
    recovered.anchored &&
    variants.every((v) => v.nodes.every((n) => n.type === 'static' || (n.type === 'param' && !analyzeRequirement(recovered.requirements.get(n.name) ?? null).slash))) &&
    variants.every((v) => v.suffix === null || !analyzeRequirement(recovered.requirements.get(v.suffix) ?? null).slash);
  if (!bounded) return unbounded;
  return { ...unbounded, bySlashes: new Map(counts.map((c) => [c, regexp])) };
}

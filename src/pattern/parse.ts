import { ArgumentError } from '../errors.js';
import type { PatternNode } from './ast.js';

/**
 * The same name as the engine's copy of the string it holds as a property key. Param names are compared with
 * `===` against property keys on every helper call (`post_path({ id })`); V8 interns keys, and two interned
 * strings that differ are told apart by address, where a name read out of the path would be compared
 * character by character. (Elsewhere the same text: nothing else changes.)
 */
const interned = (name: string): string => Object.keys({ [name]: 0 })[0]!;

/**
 * Parses a route path into nodes: static text, `:param`, `*glob` and nested optional groups `( … )`.
 * A `:` or `*` not followed by a name is plain text (`/a:b` has no param), as in Rails' scanner.
 *
 * Nodes are never mutated, so equal ones are shared: a table of 10,000 routes has a few hundred distinct
 * texts and params (`/posts/`, `:id`, `(.:format)`), and each route keeps only its own list of them.
 */
export function parsePattern(path: string): readonly PatternNode[] {
  // A declaration parses its path to learn its param names, then its route parses it again: the one
  // last answer is kept, which halves parsing.
  if (path === lastPath) return lastNodes;
  const nodes = parseNodes(path);
  lastPath = path;
  lastNodes = nodes;
  return nodes;
}

let lastPath: string | null = null;
let lastNodes: readonly PatternNode[] = [];

/**
 * Throws the error `parsePattern` would throw for `path` (a parenthesis without its pair, a param named
 * `__proto__`), without making its nodes: a declaration's path is checked where it is written, and parsed when
 * something first reads its nodes (drawing 10,000 routes then parses none of them).
 */
export function checkPattern(path: string): void {
  let depth = 0;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 40 /* ( */) depth++;
    else if (c === 41 /* ) */) {
      if (depth === 0) throw unopened(path, i);
      depth--;
    }
  }
  if (depth !== 0) throw unclosed(path);
  // The one name a param can't have: `params.__proto__ = value` sets an object's prototype (or does nothing),
  // so such a param would be lost from every params object. (Written in each place, not as a module constant,
  // so a mutation run can check it against the tests calling these.)
  if (pathHasName(path, '__proto__')) throw protoParam(path);
}

function protoParam(path: string): ArgumentError {
  return new ArgumentError(`Route path ${JSON.stringify(path)} names a param __proto__: a params object can't hold that key (it sets the object's prototype), so the param would be lost; give it another name`);
}

function unopened(path: string, at: number): ArgumentError {
  return new ArgumentError(`Route path ${JSON.stringify(path)} has a ")" without its "(" at position ${at}`);
}

function unclosed(path: string): ArgumentError {
  return new ArgumentError(`Route path ${JSON.stringify(path)} has a "(" that is never closed`);
}

/**
 * Whether `path` has a param or glob named `name` (in an optional group or not): the names `parsePattern`
 * reads, found without making nodes.
 */
export function pathHasName(path: string, name: string): boolean {
  // Every `:` or `*` before a letter or `_` starts a name (none can be inside one), so the name is found
  // where its text is, right after one: asked of every route (`:controller`, `:action`), most paths don't
  // hold the text at all, and the native search skips them.
  if (name === '') return false;
  for (let at = path.indexOf(name, 1); at !== -1; at = path.indexOf(name, at + 1)) {
    if (nameEnd(path, at - 1) === at + name.length) return true;
  }
  return false;
}

/**
 * Where the name starting at `i` ends, when `path[i]` is a `:` or `*` followed by a name (a letter or `_`,
 * then word characters); else -1 (such a `:` or `*` is plain text).
 */
export function nameEnd(path: string, i: number): number {
  const c = path.charCodeAt(i);
  if (c !== 58 /* : */ && c !== 42 /* * */) return -1;
  const next = i + 1 < path.length ? path.charCodeAt(i + 1) : 0;
  if (!isWordChar(next) || (next >= 48 && next <= 57)) return -1;
  let end = i + 2;
  while (end < path.length && isWordChar(path.charCodeAt(end))) end++;
  return end;
}

/**
 * Shared nodes by text (and groups of one or two shared nodes by those nodes); bounded, as paths may come
 * from data (a full table stops sharing, nothing else).
 */
const MAX_SHARED = 20_000;
const statics = new Map<string, PatternNode>();
const params = new Map<string, PatternNode>();
const globs = new Map<string, PatternNode>();
const groups = new Map<PatternNode, Map<PatternNode | undefined, PatternNode>>();
const sharedNodes = new WeakSet<PatternNode>();
let sharedCount = 0;

/** Keeps `node` as the shared one for `key` (while there is room). */
function remember<K>(map: Map<K, PatternNode>, key: K, node: PatternNode): PatternNode {
  if (sharedCount < MAX_SHARED) {
    map.set(key, node);
    sharedNodes.add(node);
    sharedCount++;
  }
  return node;
}

const staticNode = (value: string): PatternNode => statics.get(value) ?? remember(statics, value, { type: 'static', value });
const paramNode = (name: string): PatternNode => params.get(name) ?? remember(params, name, { type: 'param', name: interned(name) });
const globNode = (name: string): PatternNode => globs.get(name) ?? remember(globs, name, { type: 'glob', name: interned(name) });

/**
 * The lists being filled, one per open group, and how much of each is filled: reused from one parse to the
 * next (parsing calls nothing that parses), as a list grown by `push` keeps spare room. Each route gets a
 * copy of exact length.
 */
const levels: PatternNode[][] = [[]];
const filled: number[] = [0];

function parseNodes(path: string): readonly PatternNode[] {
  let depth = 0;
  // Refused after the parentheses, as `checkPattern` refuses it.
  let proto = false;
  filled[0] = 0;
  let from = 0;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 40 /* ( */) {
      addText(depth, path, from, i);
      from = i + 1;
      depth++;
      if (levels.length === depth) levels.push([]);
      filled[depth] = 0;
    } else if (c === 41 /* ) */) {
      addText(depth, path, from, i);
      from = i + 1;
      if (depth === 0) throw unopened(path, i);
      const group = groupNode(levels[depth]!.slice(0, filled[depth]));
      add(--depth, group);
    } else if (c === 58 /* : */ || c === 42 /* * */) {
      const end = nameEnd(path, i);
      if (end === -1) continue;
      addText(depth, path, from, i);
      const name = path.slice(i + 1, end);
      if (name === '__proto__') proto = true;
      add(depth, c === 58 ? paramNode(name) : globNode(name));
      i = end - 1;
      from = end;
    }
  }
  addText(depth, path, from, path.length);
  if (depth !== 0) throw unclosed(path);
  if (proto) throw protoParam(path);
  return levels[0]!.slice(0, filled[0]);
}

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

function add(depth: number, node: PatternNode): void {
  levels[depth]![filled[depth]!++] = node;
}

function addText(depth: number, path: string, from: number, to: number): void {
  if (to > from) add(depth, staticNode(path.slice(from, to)));
}

/** An optional group (its list is its own); one of one or two shared nodes (`(.:format)`, `(/:id)`) is itself shared. */
function groupNode(nodes: PatternNode[]): PatternNode {
  const first = nodes[0];
  const second = nodes[1];
  if (nodes.length === 0 || nodes.length > 2 || !sharedNodes.has(first!) || (second !== undefined && !sharedNodes.has(second))) return { type: 'optional', nodes };
  let bySecond = groups.get(first!);
  if (bySecond === undefined) {
    if (sharedCount >= MAX_SHARED) return { type: 'optional', nodes };
    groups.set(first!, (bySecond = new Map()));
  }
  return bySecond.get(second) ?? remember(bySecond, second, { type: 'optional', nodes });
}

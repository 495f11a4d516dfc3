import { ArgumentError } from '../errors.js';
import type { PatternNode } from './ast.js';

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

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

function parseNodes(path: string): readonly PatternNode[] {
  const stack: PatternNode[][] = [[]];
  let from = 0;
  const flush = (to: number) => {
    if (to > from) stack[stack.length - 1]!.push(staticNode(path.slice(from, to)));
  };
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 40 /* ( */) {
      flush(i);
      from = i + 1;
      stack.push([]);
    } else if (c === 41 /* ) */) {
      flush(i);
      from = i + 1;
      if (stack.length === 1) throw new ArgumentError(`Route path ${JSON.stringify(path)} has a ")" without its "(" at position ${i}`);
      const nodes = stack.pop()!;
      stack[stack.length - 1]!.push(groupNode(nodes));
    } else if (c === 58 /* : */ || c === 42 /* * */) {
      NAME.lastIndex = i + 1;
      const m = NAME.exec(path);
      if (!m) continue;
      flush(i);
      stack[stack.length - 1]!.push((c === 58 ? paramNode : globNode)(m[0]));
      i += m[0].length;
      from = i + 1;
    }
  }
  flush(path.length);
  if (stack.length !== 1) throw new ArgumentError(`Route path ${JSON.stringify(path)} has a "(" that is never closed`);
  // A copy of exact length: a list grown by `push` keeps spare room, and every route keeps its list.
  return stack[0]!.slice();
}

/** An optional group; one of one or two shared nodes (`(.:format)`, `(/:id)`) is itself shared. */
function groupNode(nodes: PatternNode[]): PatternNode {
  const [first, second] = nodes;
  const plain = () => ({ type: 'optional' as const, nodes: nodes.slice() });
  if (nodes.length === 0 || nodes.length > 2 || !sharedNodes.has(first!) || (second !== undefined && !sharedNodes.has(second))) return plain();
  let bySecond = groups.get(first!);
  if (bySecond === undefined) {
    if (sharedCount >= MAX_SHARED) return plain();
    groups.set(first!, (bySecond = new Map()));
  }
  return bySecond.get(second) ?? remember(bySecond, second, plain());
}

import { ArgumentError } from '../errors.js';
import type { PatternNode } from './ast.js';

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

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
  if (path === last.path) return last.nodes;
  const nodes = parseNodes(path);
  last = { path, nodes };
  return nodes;
}

let last: { path: string | null; nodes: readonly PatternNode[] } = { path: null, nodes: [] };

/** Shared nodes by kind and text; bounded, as paths may come from data (a full table stops sharing, nothing else). */
const shared = new Map<string, PatternNode>();
const MAX_SHARED = 20_000;

function share(key: string, make: () => PatternNode): PatternNode {
  let node = shared.get(key);
  if (node === undefined) {
    node = make();
    if (shared.size < MAX_SHARED) shared.set(key, node);
  }
  return node;
}

const staticNode = (value: string) => share(`s${value}`, () => ({ type: 'static', value }));
const nameNode = (type: 'param' | 'glob', name: string) => share(`${type === 'param' ? ':' : '*'}${name}`, () => ({ type, name }));

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
      stack[stack.length - 1]!.push(nameNode(c === 58 ? 'param' : 'glob', m[0]));
      i += m[0].length;
      from = i + 1;
    }
  }
  flush(path.length);
  if (stack.length !== 1) throw new ArgumentError(`Route path ${JSON.stringify(path)} has a "(" that is never closed`);
  // A copy of exact length: a list grown by `push` keeps spare room, and every route keeps its list.
  return stack[0]!.slice();
}

/** An optional group; one made only of shared nodes (`(.:format)`, `(/:id)`) is itself shared. */
function groupNode(nodes: PatternNode[]): PatternNode {
  if (nodes.every((n) => n.type !== 'optional')) {
    const key = `(${nodes.map((n) => (n.type === 'static' ? `s${n.value.length}:${n.value}` : `${n.type === 'param' ? ':' : '*'}${n.name}`)).join('\u0001')}`;
    return share(key, () => ({ type: 'optional', nodes: nodes.slice() }));
  }
  return { type: 'optional', nodes: nodes.slice() };
}

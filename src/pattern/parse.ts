import { ArgumentError } from '../errors.js';
import type { PatternNode } from './ast.js';

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/**
 * Parses a route path into nodes: static text, `:param`, `*glob` and nested optional groups `( … )`.
 * A `:` or `*` not followed by a name is plain text (`/a:b` has no param), as in Rails' scanner.
 */
/**
 * The same name as the engine's copy of the string it holds as a property key. Param names are compared with
 * `===` against property keys on every helper call (`post_path({ id })`); V8 interns keys, and two interned
 * strings that differ are told apart by address, where a name read out of the path would be compared
 * character by character. (Elsewhere the same text: nothing else changes.)
 */
const interned = (name: string): string => Object.keys({ [name]: 0 })[0]!;

export function parsePattern(path: string): readonly PatternNode[] {
  // A declaration parses its path to learn its param names, then its route parses it again: the one
  // last answer is kept (nodes are never mutated), which halves parsing and shares the nodes.
  if (path === last.path) return last.nodes;
  const nodes = parseNodes(path);
  last = { path, nodes };
  return nodes;
}

let last: { path: string | null; nodes: readonly PatternNode[] } = { path: null, nodes: [] };

function parseNodes(path: string): PatternNode[] {
  const stack: PatternNode[][] = [[]];
  let text = '';
  const flush = () => {
    if (text) stack[stack.length - 1]!.push({ type: 'static', value: text });
    text = '';
  };
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (c === '(') {
      flush();
      stack.push([]);
    } else if (c === ')') {
      flush();
      if (stack.length === 1) throw new ArgumentError(`Route path ${JSON.stringify(path)} has a ")" without its "(" at position ${i}`);
      const nodes = stack.pop()!;
      stack[stack.length - 1]!.push({ type: 'optional', nodes });
    } else if (c === ':' || c === '*') {
      NAME.lastIndex = i + 1;
      const m = NAME.exec(path);
      if (!m) {
        text += c;
        continue;
      }
      flush();
      stack[stack.length - 1]!.push({ type: c === ':' ? 'param' : 'glob', name: interned(m[0]) });
      i += m[0].length;
    } else {
      text += c;
    }
  }
  flush();
  if (stack.length !== 1) throw new ArgumentError(`Route path ${JSON.stringify(path)} has a "(" that is never closed`);
  return stack[0]!;
}

import type { PatternNode } from '../pattern/ast.js';
import { canonicalPath } from '../pattern/escape.js';

/**
 * A path written ahead for one set of present params: `literals[0] + value(slots[0]) + literals[1] + …`.
 * Which optional groups are written depends only on which params have a value, never on the values, so a
 * route's plans are worked out once per presence pattern and reused (see `PathPattern#format`, whose rule
 * this follows and which stays the reference).
 */
export interface PathPlan {
  readonly literals: readonly string[];
  /** Index into the route's param names, per value written. */
  readonly slots: readonly number[];
}

/**
 * The plan for the params whose bit is set in `present` (bit i = `names[i]`), or null when a required
 * param is absent. Rails' rule: an optional group is written only when every param in it is present and
 * some present param is still unwritten, so `/people(/:id)(.:format)` with only a format gives `/people.json`.
 */
export function planPath(ast: readonly PatternNode[], names: readonly string[], present: number): PathPlan | null {
  const index = new Map(names.map((name, i) => [name, i]));
  let given = 0;
  for (let i = 0; i < names.length; i++) if (present & (1 << i)) given++;
  let consumed = new Set<string>();
  const render = (nodes: readonly PatternNode[]): (string | number)[] | null => {
    const out: (string | number)[] = [];
    for (const node of nodes) {
      if (node.type === 'static') {
        out.push(canonicalPath(node.value));
      } else if (node.type === 'optional') {
        if (consumed.size >= given) continue;
        const before = new Set(consumed);
        const part = render(node.nodes);
        if (part === null) consumed = before;
        else out.push(...part);
      } else {
        const slot = index.get(node.name)!;
        if (!(present & (1 << slot))) return null;
        consumed.add(node.name);
        out.push(slot);
      }
    }
    return out;
  };
  const parts = render(ast);
  if (parts === null) return null;
  const literals = [''];
  const slots: number[] = [];
  for (const part of parts) {
    if (typeof part === 'number') {
      slots.push(part);
      literals.push('');
    } else {
      literals[literals.length - 1] += part;
    }
  }
  return { literals, slots };
}

/** The parsed form of a route path such as `/posts/:post_id/comments(/:id)(.:format)` or `/files/*path`. */
export type PatternNode =
  | { readonly type: 'static'; readonly value: string }
  | { readonly type: 'param'; readonly name: string }
  | { readonly type: 'glob'; readonly name: string }
  | { readonly type: 'optional'; readonly nodes: readonly PatternNode[] };

/** Every param and glob name of the nodes, in path order, with whether it sits inside an optional group. */
export function collectNames(nodes: readonly PatternNode[], optional = false, out: { name: string; optional: boolean; glob: boolean }[] = []) {
  for (const node of nodes) {
    if (node.type === 'param' || node.type === 'glob') out.push({ name: node.name, optional, glob: node.type === 'glob' });
    else if (node.type === 'optional') collectNames(node.nodes, true, out);
  }
  return out;
}

/** Whether the nodes have a param or glob of this name (in an optional group or not). */
export function hasName(nodes: readonly PatternNode[], name: string): boolean {
  // An index loop: this runs for every declaration, mostly before V8 optimizes it (when `for…of` allocates).
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type === 'optional' ? hasName(node.nodes, name) : node.type !== 'static' && node.name === name) return true;
  }
  return false;
}

import type { Declaration } from './declarations.js';
import { is, type NodeOf } from './prism.js';
import type { RubyValue } from './ruby-values.js';
import type { Frame, Walker } from './walker.js';

const key = (name: string) => `concern ${name}`;

/**
 * Rails 4's `concern :commentable do … end`: remembered, declared nothing. The library has no concerns; the
 * converter writes a concern's declarations out where it is used (`concerns :commentable`, `resources :posts,
 * concerns: [:commentable]`), which is what Rails does with them.
 */
export function defineConcern(node: NodeOf<'CallNode'>, frame: Frame): Declaration[] | string {
  const name = node.arguments_?.arguments_[0];
  if (!(is(name, 'SymbolNode') || is(name, 'StringNode')) || node.arguments_!.arguments_.length !== 1 || !is(node.block, 'BlockNode')) {
    return 'concern with a callable or without a block';
  }
  frame.bindings.setMethod(key(name.unescaped.value), node.block);
  return [];
}

/** The declarations of the named concerns, in order, declared in the current scope. */
export function useConcerns(names: RubyValue, frame: Frame, walker: Walker): Declaration[] | string {
  // Rails flattens the names (`concerns [:a, :b]`).
  const list = Array.isArray(names) ? (names as unknown[]).flat(Infinity) : [names];
  const out: Declaration[] = [];
  for (const name of list) {
    const block = typeof name === 'string' ? frame.bindings.method(key(name)) : undefined;
    if (!is(block, 'BlockNode')) return `concerns: no concern named ${JSON.stringify(name)} is defined before it in this file`;
    // Rails runs the concern's block on the mapper itself (instance_exec): no with_options merge applies.
    const inner = walker.child(frame, { implicit: frame.implicit && { js: frame.implicit.js, merge: null } });
    out.push(...walker.body(block.body, inner));
  }
  return out;
}

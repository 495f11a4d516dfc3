import type { Declaration } from './declarations.js';
import { jsName } from './map-style.js';
import { is, type NodeOf } from './prism.js';
import { deepMergeHash, JsVariable, type RubyHash, type RubyValue } from './ruby-values.js';
import { blockParamNames, type Frame, type Receiver, type Walker } from './walker.js';

/**
 * Rails 4's `concern :commentable do … end` → `r.concern('commentable', (r) => { … })`. The block's parameter,
 * the options given where the concern is used (`concern :x do |options| resources :y, options end`), is the
 * callback's second parameter (`(r, options) => { r.resources('y', options); }`). The block is converted where it
 * is defined, as Ruby closes over that place's names; it runs on the mapper itself (instance_exec), with no
 * `with_options` merge. A concern given as a callable object, or defined inside `with_options` (Rails takes the
 * options for the callable), is a TODO, and so is each use of it.
 */
export function defineConcern(node: NodeOf<'CallNode'>, receiver: Receiver, frame: Frame, walker: Walker): Declaration[] | string {
  const name = node.arguments_?.arguments_[0];
  if (!(is(name, 'SymbolNode') || is(name, 'StringNode')) || node.arguments_!.arguments_.length !== 1 || !is(node.block, 'BlockNode')) {
    return 'concern with a callable or without a block';
  }
  // Rails 6.1's OptionMerger passes its options as keywords, which `concern(name, callable = nil, &block)` takes
  // for the callable: the concern is a Hash, and each use raises NoMethodError (undefined method `call').
  if (receiver.merge?.entries.length) return 'concern inside with_options (Rails takes the options for the concern itself, and a use of it raises NoMethodError)';
  const block = node.block;
  const params = blockParamNames(block);
  if (params === undefined || params.length > 1) return 'concern whose block takes other than one options parameter';
  const inner = walker.child(frame, { implicit: { js: receiver.js, merge: null } });
  let param = receiver.js;
  if (params.length === 1) {
    const options = jsName(params[0]!);
    inner.bindings.setLocal(params[0]!, new JsVariable(options));
    param = `${receiver.js}, ${options}`;
  }
  const body = walker.body(block.body, inner, block.location.startOffset + block.location.length);
  walker.concerns.add(name.unescaped.value);
  return [{ kind: 'call', line: walker.source.lineAt(node.location.startOffset), receiver: receiver.js, method: 'concern', args: [name.unescaped.value], block: { param, body } }];
}

/** The names of a `concerns` call or a `concerns:` option, flattened as Rails does (`concerns [:a, :b]`), or why not. */
export function concernNames(names: RubyValue, walker: Walker): string[] | string {
  const list = Array.isArray(names) ? (names as unknown[]).flat(Infinity) : [names];
  // Only names are in the set: a value of another type is unknown as well.
  const unknown = list.find((name) => !walker.concerns.has(name as string));
  // The library raises for a concern it does not know, as Rails does: the module would not draw.
  if (unknown !== undefined) return `concerns: no concern named ${JSON.stringify(unknown)} is defined before it (in this file or a file it draws)`;
  return list as string[];
}

/** `concerns :a, :b, options` → `r.concerns('a', 'b', options)`; a `with_options` around it merges into the options. */
export function useConcerns(node: NodeOf<'CallNode'>, receiver: Receiver, positional: RubyValue[], options: RubyHash | null, walker: Walker): Declaration[] | string {
  const names = concernNames(positional, walker);
  if (typeof names === 'string') return names;
  const merged = receiver.merge ? (options ? deepMergeHash(receiver.merge, options) : receiver.merge) : options;
  const args: RubyValue[] = merged && merged.entries.length ? [...names, merged] : names;
  return [{ kind: 'call', line: walker.source.lineAt(node.location.startOffset), receiver: receiver.js, method: 'concerns', args }];
}


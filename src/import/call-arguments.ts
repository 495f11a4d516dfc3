import { is, type NodeOf } from './prism.js';
import { evaluate, RubyHash, Unconvertible, type RubyValue } from './ruby-values.js';
import { splitArguments, type Frame } from './walker.js';

/** A call's arguments as values: positional ones, the options hash, and options dropped as unconvertible. */
export interface CallArguments {
  readonly positional: RubyValue[];
  readonly options: RubyHash | null;
  /** `key: reason` of each dropped option. */
  readonly dropped: string[];
}

/**
 * Evaluates a call's arguments. An option named in `droppable` whose value is not convertible (a lambda
 * constraint) is left out and reported; any other unconvertible argument makes the call unconvertible,
 * and the reason is returned instead.
 */
export function callArguments(node: NodeOf<'CallNode'>, frame: Frame, droppable: ReadonlySet<string>): CallArguments | string {
  const { positional, options, blockArgument } = splitArguments(node);
  if (blockArgument) return 'a block passed as an argument (&block)';
  const values: RubyValue[] = [];
  for (const arg of positional) {
    if (is(arg, 'SplatNode')) {
      const spread = evaluate(arg.expression, frame.bindings);
      if (spread instanceof Unconvertible) return spread.reason;
      values.push(...(Array.isArray(spread) ? spread : [spread]));
      continue;
    }
    const value = evaluate(arg, frame.bindings);
    if (value instanceof Unconvertible) return value.reason;
    values.push(value);
  }
  if (options === null) return { positional: values, options: null, dropped: [] };
  const entries: [string, RubyValue][] = [];
  const dropped: string[] = [];
  for (const element of options.elements) {
    if (is(element, 'AssocNode')) {
      const key = evaluate(element.key, frame.bindings);
      if (typeof key !== 'string' && typeof key !== 'number') return key instanceof Unconvertible ? key.reason : 'a hash key that is not a string or symbol';
      const value = evaluate(is(element.value, 'ImplicitNode') ? element.value.value : element.value, frame.bindings);
      if (value instanceof Unconvertible) {
        if (!droppable.has(String(key))) return `${value.reason} (for ${String(key)})`;
        dropped.push(`${String(key)} (${value.reason})`);
        continue;
      }
      entries.push([String(key), value]);
    } else {
      const spread = evaluate(is(element, 'AssocSplatNode') ? element.value : element, frame.bindings);
      if (spread instanceof Unconvertible) return spread.reason;
      if (!(spread instanceof RubyHash)) return 'a double splat of something other than a hash';
      entries.push(...spread.entries);
    }
  }
  return { positional: values, options: new RubyHash(entries), dropped };
}

import { is, type NodeOf, type RubyNode } from './prism.js';
import { evaluate, RubyHash, Unconvertible, type Bindings, type RubyValue } from './ruby-values.js';
import { splitArguments, type Frame } from './walker.js';

/** A call's arguments as values: positional ones, the options hash, and options dropped as unconvertible. */
export interface CallArguments {
  readonly positional: RubyValue[];
  readonly options: RubyHash | null;
  /** `key (reason)` of each dropped option. */
  readonly dropped: string[];
  /** Keys of the options hash that are Ruby Strings (a hash form's path), not Symbols. */
  readonly stringKeys: ReadonlySet<string>;
}

/**
 * Evaluates a call's arguments. An option `droppable` accepts (a requirement, a constraint, a default: what
 * guards or decorates routes without changing which routes there are) whose value is not convertible is left
 * out and reported, one level deep (`constraints: { id: Foo::ID, subdomain: 'api' }` keeps `subdomain`); any
 * other unconvertible argument makes the call unconvertible, and the reason is returned instead.
 */
export function callArguments(
  node: NodeOf<'CallNode'>,
  frame: Frame,
  droppable: (key: string, stringKey: boolean) => boolean,
  /** A stand-in for a target (`to:`, a hash form's value) that is an endpoint the converter cannot write, or undefined. */
  endpoint?: (value: RubyNode) => RubyValue | undefined,
  /**
   * What the converter writes for code that is no literal (a constraint lambda as a guard function), given the
   * option's key (null for a positional argument); undefined where it has nothing, a reason where it refuses.
   */
  code?: (value: RubyNode, key: string | null) => RubyValue | Unconvertible | undefined,
): CallArguments | string {
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
    const written = value instanceof Unconvertible ? (code?.(arg, null) ?? value) : value;
    if (written instanceof Unconvertible) return written.reason;
    values.push(written);
  }
  if (options === null) return { positional: values, options: null, dropped: [], stringKeys: new Set() };
  const dropped: string[] = [];
  const hash = lenientHash(options.elements, frame.bindings, droppable, dropped, '', endpoint, code);
  // Any key that is not a Symbol literal: `'faq' => …`, `"#{filter}" => …`, `path => …`.
  const stringKeys = new Set(
    options.elements.flatMap((e) => {
      if (!is(e, 'AssocNode') || is(e.key, 'SymbolNode') || is(e.key, 'InterpolatedSymbolNode')) return [];
      const key = evaluate(e.key, frame.bindings);
      return typeof key === 'string' ? [key] : [];
    }),
  );
  return typeof hash === 'string' ? hash : { positional: values, options: hash, dropped, stringKeys };
}

function lenientHash(
  elements: RubyNode[],
  bindings: Bindings,
  droppable: (key: string, stringKey: boolean) => boolean,
  dropped: string[],
  prefix: string,
  endpoint?: (value: RubyNode) => RubyValue | undefined,
  code?: (value: RubyNode, key: string | null) => RubyValue | Unconvertible | undefined,
): RubyHash | string {
  const entries: [string, RubyValue][] = [];
  for (const element of elements) {
    if (!is(element, 'AssocNode')) {
      const spread = evaluate(is(element, 'AssocSplatNode') ? element.value : element, bindings);
      if (spread instanceof Unconvertible) return spread.reason;
      if (!(spread instanceof RubyHash)) return 'a double splat of something other than a hash';
      entries.push(...spread.entries);
      continue;
    }
    const key = evaluate(element.key, bindings);
    if (typeof key !== 'string' && typeof key !== 'number') return key instanceof Unconvertible ? key.reason : 'a hash key that is not a string or symbol';
    const name = String(key);
    const valueNode = is(element.value, 'ImplicitNode') ? element.value.value : element.value;
    const evaluated = evaluate(valueNode, bindings);
    const converted = evaluated instanceof Unconvertible && !prefix ? code?.(valueNode, name) : undefined;
    // A reason of the code's converter (a lambda that reads what a guard cannot) replaces the plain one.
    const value = converted ?? evaluated;
    if (!(value instanceof Unconvertible)) {
      entries.push([name, value]);
      continue;
    }
    const stringKey = is(element.key, 'StringNode') || is(element.key, 'InterpolatedStringNode');
    const standIn = !prefix && (name === 'to' || stringKey) ? endpoint?.(valueNode) : undefined;
    if (standIn !== undefined) {
      entries.push([name, standIn]);
      continue;
    }
    const canDrop = prefix !== '' || droppable(name, stringKey);
    if (!prefix && (is(valueNode, 'HashNode') || is(valueNode, 'KeywordHashNode')) && canDrop) {
      // Keep what can be kept of a constraints / requirements / conditions hash.
      const inner = lenientHash(valueNode.elements, bindings, () => true, dropped, `${name}.`);
      if (typeof inner === 'string') return inner;
      entries.push([name, inner]);
      continue;
    }
    if (!canDrop) return `${value.reason} (for ${name})`;
    dropped.push(`${prefix}${name} (${value.reason.replace(/ \(option \w+\)$/, '')})`);
  }
  return new RubyHash(entries);
}

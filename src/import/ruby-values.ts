import { is, type NodeOf, type RubyNode } from './prism.js';
import type { RubyApp } from './mount.js';
import { evaluateRedirect } from './redirect.js';
import { regexp } from './ruby-regexp.js';

/** A Ruby regexp literal, with its flags already in JavaScript's form. */
export class RubyRegExp {
  constructor(
    readonly source: string,
    readonly flags: string,
  ) {}
}

/** A Ruby hash: keys in order, Symbol and String keys both as strings. */
export class RubyHash {
  constructor(readonly entries: [key: string, value: RubyValue][]) {}

  get(key: string): RubyValue | undefined {
    return this.entries.find(([k]) => k === key)?.[1];
  }
}

/** Text of a redirect block's string, or a param it puts in (`#{params[:id]}`). */
export type RedirectPart = string | { readonly param: string };

/** Rails' `redirect(…)` where the library's `redirect` says the same (see `redirect.ts`): written as a call of it. */
export class RubyRedirect {
  constructor(
    /** The path or URL (with `%{name}`), or the parts of the string a block returns. */
    readonly target: string | readonly RedirectPart[],
    /** A 3xx status; null for the default (301). */
    readonly status: number | null,
  ) {}
}

/**
 * A Ruby block parameter that is a parameter of the JavaScript callback too (a concern's options): written
 * as its name, passed on as it is.
 */
export class JsVariable {
  constructor(readonly name: string) {}
}

/** A Ruby value the converter can write as JavaScript. Symbols become strings. */
export type RubyValue = string | number | boolean | null | RubyValue[] | RubyHash | RubyRegExp | RubyRedirect | RubyApp | JsVariable;

/** An expression whose value is not known when converting (a lambda, a Rack app, a method call…). */
export class Unconvertible {
  constructor(readonly reason: string) {}
}

export type Evaluated = RubyValue | Unconvertible;

/**
 * Names bound while converting: local variables and block parameters (per block), constants (file-wide).
 * A name bound to `Unconvertible` is known to exist but has no literal value.
 */
export class Bindings {
  private readonly locals = new Map<string, Evaluated>();
  /** Methods defined in the routes file (`def add_files(context)`), expanded where they are called. */
  private readonly methods = new Map<string, unknown>();

  constructor(
    private readonly parent?: Bindings,
    private readonly constants: Map<string, Evaluated> = parent?.constants ?? new Map(),
    /** Whether the enclosing blocks' locals are out of sight (a file read with instance_eval). */
    private readonly sealed = false,
  ) {}

  child(): Bindings {
    return new Bindings(this, this.constants);
  }

  /** Bindings that see these constants and methods but none of these locals: another file's scope. */
  isolated(): Bindings {
    return new Bindings(this, this.constants, true);
  }

  setLocal(name: string, value: Evaluated): void {
    this.locals.set(name, value);
  }

  /** A name bound to nil answers null: only an unbound name is looked up in the enclosing block. */
  local(name: string): Evaluated | undefined {
    return this.locals.has(name) ? this.locals.get(name) : this.sealed ? undefined : this.parent?.local(name);
  }

  setMethod(name: string, definition: unknown): void {
    this.methods.set(name, definition);
  }

  method(name: string): unknown {
    return this.methods.get(name) ?? this.parent?.method(name);
  }

  setConstant(path: string, value: Evaluated): void {
    this.constants.set(path, value);
  }

  constant(path: string): Evaluated | undefined {
    return this.constants.get(path);
  }
}

const unconvertible = (value: Evaluated): value is Unconvertible => value instanceof Unconvertible;

/** `Foo::Bar::BAZ` as written (ConstantReadNode / ConstantPathNode), or undefined for other nodes. */
export function constantPath(node: RubyNode | null): string | undefined {
  if (is(node, 'ConstantReadNode')) return node.name;
  if (is(node, 'ConstantPathNode')) {
    if (node.parent === null) return node.name ?? undefined;
    const parent = constantPath(node.parent);
    return parent === undefined || node.name === null ? undefined : `${parent}::${node.name}`;
  }
  return undefined;
}

/** The value of a literal expression, with the bound names substituted; `Unconvertible` when it is not one. */
export function evaluate(node: RubyNode | null, bindings: Bindings): Evaluated {
  if (node === null) return null;
  if (is(node, 'StringNode') || is(node, 'SymbolNode') || is(node, 'XStringNode')) {
    return is(node, 'XStringNode') ? new Unconvertible('a shell command') : node.unescaped.value;
  }
  if (is(node, 'IntegerNode') || is(node, 'FloatNode')) return Number(node.value);
  if (is(node, 'TrueNode')) return true;
  if (is(node, 'FalseNode')) return false;
  if (is(node, 'NilNode')) return null;
  if (is(node, 'InterpolatedStringNode') || is(node, 'InterpolatedSymbolNode')) return interpolate(node.parts, bindings);
  if (is(node, 'ArrayNode')) return evaluateArray(node.elements, bindings);
  if (is(node, 'HashNode') || is(node, 'KeywordHashNode')) return evaluateHash(node.elements, bindings);
  if (is(node, 'RegularExpressionNode')) return regexp(node.unescaped.value, node);
  if (is(node, 'InterpolatedRegularExpressionNode')) {
    const source = interpolate(node.parts, bindings);
    return unconvertible(source) ? source : regexp(source as string, node);
  }
  if (is(node, 'ParenthesesNode')) {
    const body = is(node.body, 'StatementsNode') ? node.body.body : [node.body];
    return body.length === 1 ? evaluate(body[0]!, bindings) : new Unconvertible('a parenthesized sequence');
  }
  if (is(node, 'LocalVariableReadNode')) return known(bindings.local(node.name), `the variable ${node.name}`);
  if (is(node, 'ConstantReadNode') || is(node, 'ConstantPathNode')) {
    const path = constantPath(node);
    return known(path === undefined ? undefined : bindings.constant(path), `the constant ${path ?? '(dynamic)'} (not a literal defined in this file)`);
  }
  if (is(node, 'LambdaNode')) return new Unconvertible('a lambda');
  if (is(node, 'CallNode')) return evaluateCall(node, bindings);
  return new Unconvertible(`a ${node.constructor.name.replace(/Node$/, '')} expression`);
}

/** A bound name's value (nil included), or what the unbound name is. */
function known(value: Evaluated | undefined, what: string): Evaluated {
  return value === undefined ? new Unconvertible(what) : value;
}

function evaluateArray(elements: RubyNode[], bindings: Bindings): Evaluated {
  const out: RubyValue[] = [];
  for (const element of elements) {
    if (is(element, 'SplatNode')) {
      const spread = evaluate(element.expression, bindings);
      if (unconvertible(spread)) return spread;
      out.push(...(Array.isArray(spread) ? spread : [spread]));
      continue;
    }
    const value = evaluate(element, bindings);
    if (unconvertible(value)) return value;
    out.push(value);
  }
  return out;
}

function evaluateHash(elements: RubyNode[], bindings: Bindings): Evaluated {
  const entries: [string, RubyValue][] = [];
  const put = (key: string, value: RubyValue) => {
    const at = entries.findIndex(([k]) => k === key);
    if (at >= 0) entries.splice(at, 1);
    entries.push([key, value]);
  };
  for (const element of elements) {
    if (is(element, 'AssocSplatNode')) {
      const spread = evaluate(element.value, bindings);
      if (unconvertible(spread)) return spread;
      if (!(spread instanceof RubyHash)) return new Unconvertible('a double splat of something other than a hash');
      for (const [k, v] of spread.entries) put(k, v);
      continue;
    }
    if (!is(element, 'AssocNode')) return new Unconvertible('a hash element');
    const key = evaluate(element.key, bindings);
    if (unconvertible(key)) return key;
    if (typeof key !== 'string' && typeof key !== 'number') return new Unconvertible('a hash key that is not a string or symbol');
    // `key => lambda { … }` keeps the reason with the key, so the caller can drop just that option.
    const value = is(element.value, 'ImplicitNode') ? evaluate(element.value.value, bindings) : evaluate(element.value, bindings);
    if (unconvertible(value)) return new UnconvertibleOption(String(key), value.reason);
    put(String(key), value);
  }
  return new RubyHash(entries);
}

/** An option whose value cannot be converted: names the key so `constraints: lambda {…}` alone can be dropped. */
export class UnconvertibleOption extends Unconvertible {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`${reason} (option ${key})`);
  }
}

/** Ruby's `to_s` for interpolation; a regexp interpolated into a regexp keeps its source as a group. */
function interpolate(parts: RubyNode[], bindings: Bindings): Evaluated {
  let out = '';
  for (const part of parts) {
    let value: Evaluated;
    if (is(part, 'StringNode')) value = part.unescaped.value;
    else if (is(part, 'EmbeddedStatementsNode')) {
      const body = part.statements?.body ?? [];
      value = body.length === 1 ? evaluate(body[0]!, bindings) : body.length === 0 ? '' : new Unconvertible('an interpolated sequence');
    } else if (is(part, 'EmbeddedVariableNode')) value = new Unconvertible('an interpolated instance or global variable');
    else value = evaluate(part, bindings);
    if (unconvertible(value)) return value;
    if (value instanceof RubyRegExp) out += `(?:${value.source})`;
    else if (value === null) out += '';
    else if (typeof value === 'object') return new Unconvertible('an array or hash interpolated into a string');
    else out += String(value);
  }
  return out;
}

const STRING_METHODS: Record<string, (s: string) => string> = {
  to_s: (s) => s,
  to_str: (s) => s,
  to_sym: (s) => s,
  freeze: (s) => s,
  dup: (s) => s,
  strip: (s) => s.trim(),
  downcase: (s) => s.toLowerCase(),
  upcase: (s) => s.toUpperCase(),
};

/** The few method calls on literals that route files use to build values: `.freeze`, `.join('|')`, `+`, `Regexp.new`. */
function evaluateCall(node: NodeOf<'CallNode'>, bindings: Bindings): Evaluated {
  const { name } = node;
  const args = node.arguments_?.arguments_ ?? [];
  if (node.receiver === null) {
    if (name === 'lambda' || name === 'proc') return new Unconvertible(`a ${name}`);
    if (name === 'redirect') return evaluateRedirect(node, bindings);
    return known(args.length === 0 && node.block === null ? bindings.local(name) : undefined, `the method call ${name}`);
  }
  if (node.block !== null) return new Unconvertible(`a call of ${name} with a block`);
  if (constantPath(node.receiver) === 'Regexp' && name === 'new' && args.length >= 1) {
    const source = evaluate(args[0]!, bindings);
    if (source instanceof RubyRegExp) return source;
    if (typeof source !== 'string') return unconvertible(source) ? source : new Unconvertible('Regexp.new of a non-string');
    return regexp(source, { isIgnoreCase: () => false, isMultiLine: () => false, isExtended: () => false });
  }
  if (constantPath(node.receiver) === 'Proc' || constantPath(node.receiver) === 'Rack') return new Unconvertible(`a ${constantPath(node.receiver)} object`);
  const receiver = evaluate(node.receiver, bindings);
  if (unconvertible(receiver)) return receiver;
  const values = args.map((a) => evaluate(a, bindings));
  const bad = values.find(unconvertible);
  if (bad) return bad;
  if (typeof receiver === 'string' && name in STRING_METHODS && values.length === 0) return STRING_METHODS[name]!(receiver);
  if (typeof receiver === 'number' && name === 'to_s' && values.length === 0) return String(receiver);
  if (name === 'freeze' || name === 'dup') return receiver;
  if (Array.isArray(receiver) && name === 'join' && values.length <= 1) {
    const separator = values[0] ?? '';
    if (receiver.every((v) => typeof v === 'string' || typeof v === 'number') && typeof separator === 'string') return receiver.join(separator);
  }
  if (Array.isArray(receiver) && name === 'map' && values.length === 0) return new Unconvertible('an array map');
  if (name === '+' && values.length === 1) {
    const other = values[0]!;
    if (typeof receiver === 'string' && typeof other === 'string') return receiver + other;
    if (Array.isArray(receiver) && Array.isArray(other)) return [...receiver, ...other];
  }
  if (receiver instanceof RubyHash && name === 'merge' && values[0] instanceof RubyHash) {
    const over = values[0];
    return new RubyHash([...receiver.entries.filter(([k]) => !over.entries.some(([o]) => o === k)), ...over.entries]);
  }
  return new Unconvertible(`the method call .${name}`);
}

/** ActiveSupport's `deep_merge`, as `with_options` merges its options into a call's: nested hashes key by key. */
export function deepMergeHash(base: RubyHash, over: RubyHash): RubyHash {
  const entries: [string, RubyValue][] = base.entries.map(([k, v]) => [k, v]);
  for (const [key, value] of over.entries) {
    const at = entries.findIndex(([k]) => k === key);
    const current = at >= 0 ? entries[at]![1] : undefined;
    const merged = current instanceof RubyHash && value instanceof RubyHash ? deepMergeHash(current, value) : value;
    if (at >= 0) entries[at] = [key, merged];
    else entries.push([key, merged]);
  }
  return new RubyHash(entries);
}

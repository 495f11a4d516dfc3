import { callArguments } from './call-arguments.js';
import type { Declaration } from './declarations.js';
import { literal } from './emit.js';
import { jsName } from './map-style.js';
import { is, type NodeOf, type RubyNode } from './prism.js';
import { evaluate, JsVariable, Unconvertible, type Bindings, type RubyValue } from './ruby-values.js';
import { blockParamNames, type Frame, type Receiver, type Walker } from './walker.js';

/** What a block body's expression may read: its parameters (Ruby name → JavaScript name) and the file's literals. */
interface Scope {
  readonly params: ReadonlyMap<string, string>;
  readonly bindings: Bindings;
  /** The JavaScript name of the custom URL context (routeFor, helpers, urlFor), set once an expression needs it. */
  context?: string;
  readonly contextName: string;
}

/** Calls of the URL helpers' context inside a `direct` / `resolve` block: Rails' name → the context's method. */
const CONTEXT_CALLS: Readonly<Record<string, string>> = {
  route_for: 'routeFor',
  url_for: 'urlFor',
  polymorphic_path: 'polymorphicPath',
  polymorphic_url: 'polymorphicUrl',
};

/**
 * Rails 5.1's `direct :name, defaults do |args…| … end` → `r.direct('name', (args…) => …, defaults)`, and
 * `resolve 'Model', defaults do |record, options| … end` → `r.resolve('Model', (record, options) => …, defaults)`,
 * where the block's body is one expression the converter can write: a string (its interpolations of block
 * parameters and literals), a url_for hash, an array of records and symbols (polymorphic), a block parameter, a
 * route helper call (`post_path(model)`), `route_for(:name, …)`, `url_for(…)`, `polymorphic_path(…)`; anything
 * else is a TODO with its line.
 */
export function customUrl(node: NodeOf<'CallNode'>, receiver: Receiver, frame: Frame, walker: Walker): Declaration[] | string {
  const kind = node.name as 'direct' | 'resolve';
  const args = callArguments(node, frame, () => false);
  if (typeof args === 'string') return args;
  const block = node.block;
  if (!is(block, 'BlockNode')) return `${kind} without a block`;
  const { positional, options } = args;
  const names = kind === 'resolve' ? positional.flat() : positional;
  if (!names.length || !names.every((n) => typeof n === 'string' && n !== '') || (kind === 'direct' && names.length !== 1)) {
    return `${kind} with ${kind === 'direct' ? 'a helper name' : 'model names'} that ${kind === 'direct' ? 'is' : 'are'} not a literal`;
  }
  const params = blockParamNames(block);
  if (params === undefined) return `${kind} whose block parameters are not plain names`;
  const body = block.body;
  const statements = is(body, 'StatementsNode') ? body.body : [];
  if (statements.length !== 1) return `${kind} whose block is not one expression`;
  const jsParams = params.map(jsName);
  const scope: Scope = { params: new Map(params.map((p, i) => [p, jsParams[i]!])), bindings: frame.bindings, contextName: jsParams.includes('context') ? 'urls' : 'context' };
  const expression = translate(statements[0]!, scope);
  if (expression instanceof Unconvertible) return `${kind} whose block is not converted (${expression.reason})`;
  const fn = writeFunction(kind, jsParams, expression, scope.context);
  // `direct` has one name; `resolve` one model or a list of them.
  const target = names.length === 1 ? names[0]! : names;
  const values: RubyValue[] = [target, new JsVariable(fn), ...(options && options.entries.length ? [options] : [])];
  return [{ kind: 'call', line: walker.source.lineAt(node.location.startOffset), receiver: receiver.js, method: kind, args: values }];
}

/**
 * The function: the block's parameters as its own, and the context (passed after the options) where the body
 * needs it. A `resolve` function always gets (record, options, context); a `direct` one the helper's arguments
 * first, so its context is the last argument.
 */
function writeFunction(kind: 'direct' | 'resolve', params: string[], expression: string, context: string | undefined): string {
  const body = expression.startsWith('{') ? `(${expression})` : expression;
  if (context === undefined) return `(${params.join(', ')}) => ${body}`;
  if (kind === 'resolve') {
    const [record = '_record', options = '_options'] = params;
    return `(${record}, ${options}, ${context}) => ${body}`;
  }
  const spread = params.length ? ` const [${params.join(', ')}] = args;` : '';
  return `(...args) => { const ${context} = args.pop();${spread} return ${expression}; }`;
}

/** The JavaScript expression of a block's Ruby expression, or why it has none. */
function translate(node: RubyNode, scope: Scope): string | Unconvertible {
  if (is(node, 'LocalVariableReadNode') && scope.params.has(node.name)) return scope.params.get(node.name)!;
  if (is(node, 'ArrayNode')) return list(node.elements, scope, (items) => `[${items.join(', ')}]`);
  if (is(node, 'HashNode') || is(node, 'KeywordHashNode')) return hash(node.elements, scope);
  if (is(node, 'InterpolatedStringNode')) return template(node.parts, scope);
  if (is(node, 'CallNode') && node.receiver === null && node.block === null) return call(node, scope);
  if (is(node, 'ParenthesesNode') && is(node.body, 'StatementsNode') && node.body.body.length === 1) return translate(node.body.body[0]!, scope);
  const value = evaluate(node, scope.bindings);
  // `options.merge(…)`, `model.slug`: code run on a block parameter (or anything else) when the URL is made.
  if (value instanceof Unconvertible && is(node, 'CallNode') && node.receiver !== null) return new Unconvertible(`the method call .${node.name}`);
  return value instanceof Unconvertible ? value : literal(value);
}

function list(nodes: readonly RubyNode[], scope: Scope, wrap: (items: string[]) => string): string | Unconvertible {
  const items: string[] = [];
  for (const element of nodes) {
    const item = translate(element, scope);
    if (item instanceof Unconvertible) return item;
    items.push(item);
  }
  return wrap(items);
}

/** A url_for hash, or the options ending an array (`[:basket, anchor: 'items']`): Symbol and String keys. */
function hash(elements: readonly RubyNode[], scope: Scope): string | Unconvertible {
  const entries: string[] = [];
  for (const element of elements) {
    if (!is(element, 'AssocNode')) return new Unconvertible('a double splat in a hash');
    const key = evaluate(element.key, scope.bindings);
    if (typeof key !== 'string') return new Unconvertible('a hash key that is not a string or symbol');
    const value = translate(is(element.value, 'ImplicitNode') ? element.value.value : element.value, scope);
    if (value instanceof Unconvertible) return value;
    entries.push(`${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${value}`);
  }
  return entries.length ? `{ ${entries.join(', ')} }` : '{}';
}

/** `"/users/#{id}"` → `` `/users/${id}` ``: parameters and literals put in (Ruby's to_s of nil is ''). */
function template(parts: readonly RubyNode[], scope: Scope): string | Unconvertible {
  let out = '';
  for (const part of parts) {
    if (is(part, 'StringNode')) {
      out += part.unescaped.value.replace(/[`\\]|\$(?=\{)/g, '\\$&');
      continue;
    }
    // `#{}` puts in nothing (nil.to_s).
    if (is(part, 'EmbeddedStatementsNode') && part.statements === null) continue;
    const inner = is(part, 'EmbeddedStatementsNode') && part.statements!.body.length === 1 ? part.statements!.body[0]! : undefined;
    if (inner === undefined) return new Unconvertible('an interpolation that is not one expression');
    const value = translate(inner, scope);
    if (value instanceof Unconvertible) return value;
    out += `\${${value}}`;
  }
  return `\`${out}\``;
}

/** `route_for(:name, …)`, `url_for(…)`, `polymorphic_path(…)`, or a route helper (`post_path(model)`). */
function call(node: NodeOf<'CallNode'>, scope: Scope): string | Unconvertible {
  const method = CONTEXT_CALLS[node.name];
  const helper = /_(path|url)$/.test(node.name) && method === undefined;
  if (method === undefined && !helper) {
    const value = evaluate(node, scope.bindings);
    return value instanceof Unconvertible ? new Unconvertible(`the method call ${node.name}`) : literal(value);
  }
  const args = list(node.arguments_?.arguments_ ?? [], scope, (items) => items.join(', '));
  if (args instanceof Unconvertible) return args;
  scope.context = scope.contextName;
  return helper ? `${scope.context}.helpers.${node.name}(${args})` : `${scope.context}.${method}(${args})`;
}


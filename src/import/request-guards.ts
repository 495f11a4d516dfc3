import { literal, regExpLiteral } from './emit.js';
import { jsName } from './map-style.js';
import { fromRubySyntax } from '../pattern/ruby-regexp.js';
import { is, type NodeOf, type RubyNode } from './prism.js';
import { evaluate, JsVariable, RubyRegExp, Unconvertible, type Bindings } from './ruby-values.js';
import { blockParamNames } from './walker.js';

/**
 * What a route guard's request has (src/http/request-info.ts, and whatever `recognize` is given): Rails'
 * request readers that read the same, by their JavaScript expression. `port` is a string there (`''` when the
 * Host header names none), an Integer in Rails (the protocol's standard port when none is named).
 */
const READERS: Readonly<Record<string, (request: string) => Typed>> = {
  subdomain: (r) => text(`${r}.subdomain`),
  host: (r) => text(`${r}.host`),
  // Rails' domain of an IP address is nil; the library's is ''.
  domain: (r) => text(`(${r}.domain || undefined)`),
  remote_ip: (r) => text(`${r}.ip`),
  ip: (r) => text(`${r}.ip`),
  path: (r) => text(`${r}.path`),
  query_string: (r) => text(`${r}.query`),
  port: (r) => ({ js: `Number(${r}.port || (${r}.protocol === 'https' ? 443 : 80))`, kind: 'number' }),
  'ssl?': (r) => ({ js: `${r}.protocol === 'https'`, kind: 'bool' }),
};
const CARRIED = 'host, subdomain, domain, port, protocol, ip, path and query';

/** A JavaScript expression and what Ruby value it stands for (a text may be undefined: a request without it). */
interface Typed {
  readonly js: string;
  /**
   * `text` may be undefined (a request without that part), `string` is never (a literal, a text made by a method);
   * `param` is a path param: a string, or undefined, or a fixed param of any type (`GuardParams`' `unknown`).
   */
  readonly kind: 'text' | 'string' | 'param' | 'number' | 'bool' | 'regexp' | 'symbol' | 'value';
}
const text = (js: string): Typed => ({ js, kind: 'text' });

/** The block's parameters: the request (and, with two, the path params first), by JavaScript name. */
interface Names {
  readonly request: string;
  readonly ruby: { readonly request?: string; readonly params?: string };
  readonly bindings: Bindings;
  /** Set when the body reads the path params: the guard then takes them first, as Rails' lambda does. */
  readsParams: boolean;
}

/**
 * A Rails constraint given as code whose body only reads the request and the path params, as a guard function the
 * library takes (`constraints: lambda { |req| req.subdomain == 'api' }` → `(req) => req.subdomain === 'api'`,
 * `->(params, req) { params[:id].to_i > 0 }` → `(params, req) => … > 0`): a lambda, `->`, a proc or `Proc.new`
 * block of one parameter (the request) or two (the path params, then the request), whose body is one expression
 * of the request readers the guard's request has (READERS), path params read by symbol (`params[:id]`),
 * comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`, `=~`, `!~`), `!`, `&&`, `||`, `present?`, `blank?`, `nil?`,
 * `start_with?`, `end_with?`, `include?`, `in?`, `match?`, `downcase`, `upcase`, `to_i`, `to_s` and literals.
 * Anything else is Unconvertible, with the reason. A guard of two parameters that reads no param is written as a
 * guard of the request.
 */
export function requestGuard(node: RubyNode, bindings: Bindings): JsVariable | Unconvertible | undefined {
  const parts = codeBlock(node);
  if (parts === undefined) return undefined;
  const params = blockParamNames(parts as unknown as NodeOf<'BlockNode'>);
  if (params === undefined || params.length === 0 || params.length > 2) return new Unconvertible('a constraint block that does not take the request (one or two plain parameters)');
  const statements = is(parts.body, 'StatementsNode') ? parts.body.body : [];
  if (statements.length !== 1) return new Unconvertible('a constraint block that is not one expression');
  const [first, second] = params;
  const ruby = second === undefined ? { request: first } : { params: first, request: second };
  const names: Names = { request: jsName(ruby.request!), ruby, bindings, readsParams: false };
  const body = condition(statements[0]!, names);
  if (body instanceof Unconvertible) return body;
  return new JsVariable(`(${names.readsParams ? `${jsName(ruby.params!)}, ` : ''}${names.request}) => ${body}`);
}

/** The parameters and body of a lambda / proc node, or undefined when the node is no block of code. */
function codeBlock(node: RubyNode): { parameters: RubyNode | null; body: RubyNode | null } | undefined {
  if (is(node, 'LambdaNode')) return node;
  if (!is(node, 'CallNode') || !is(node.block, 'BlockNode')) return undefined;
  const receiver = node.receiver;
  const isProc = receiver === null ? node.name === 'lambda' || node.name === 'proc' : is(receiver, 'ConstantReadNode') && receiver.name === 'Proc' && node.name === 'new';
  return isProc ? node.block : undefined;
}

/** An expression read as Ruby reads a condition: nil and false are false, anything else (an empty string too) true. */
function condition(node: RubyNode, names: Names): string | Unconvertible {
  const value = expression(node, names);
  if (value instanceof Unconvertible) return value;
  return value.kind === 'bool' ? value.js : `${value.js} != null`;
}

function expression(node: RubyNode, names: Names): Typed | Unconvertible {
  if (is(node, 'ParenthesesNode') && is(node.body, 'StatementsNode') && node.body.body.length === 1) return group(expression(node.body.body[0]!, names));
  if (is(node, 'AndNode') || is(node, 'OrNode')) {
    const left = condition(node.left, names);
    const right = condition(node.right, names);
    if (left instanceof Unconvertible) return left;
    if (right instanceof Unconvertible) return right;
    return { js: `(${left} ${is(node, 'AndNode') ? '&&' : '||'} ${right})`, kind: 'bool' };
  }
  if (is(node, 'CallNode')) return call(node, names);
  if (is(node, 'LocalVariableReadNode') && node.name === names.ruby.request) return new Unconvertible(`the request object itself (${node.name})`);
  return literalValue(node, names);
}

/** A literal (or a constant of the file with a literal value), as JavaScript. */
function literalValue(node: RubyNode, names: Names): Typed | Unconvertible {
  const value = evaluate(node, names.bindings);
  if (value instanceof Unconvertible) return value;
  if (value instanceof RubyRegExp) return guardRegExp(value);
  const symbol = is(node, 'SymbolNode');
  return { js: literal(value), kind: symbol ? 'symbol' : typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'bool' : 'value' };
}

/**
 * A regexp the guard runs itself, so in JavaScript's syntax (`\A\d+\z` → `^\d+$`): the library's translation of
 * Ruby's regexp syntax, which requirements get when a route is declared.
 */
function guardRegExp(re: RubyRegExp): Typed | Unconvertible {
  try {
    const source = fromRubySyntax(re.source, { dotAll: re.flags.includes('s') });
    return { js: regExpLiteral(new RubyRegExp(source, re.flags)), kind: 'regexp' };
  } catch (error) {
    return new Unconvertible(`a regexp JavaScript cannot say (${(error as Error).message})`);
  }
}

const group = (value: Typed | Unconvertible): Typed | Unconvertible => (value instanceof Unconvertible ? value : { js: `(${value.js})`, kind: value.kind });

/** A method call: a request reader, `params[:x]`, an operator or a predicate. */
function call(node: NodeOf<'CallNode'>, names: Names): Typed | Unconvertible {
  const args = node.arguments_?.arguments_ ?? [];
  if (node.block !== null) return new Unconvertible(`a call of ${node.name} with a block`);
  const receiver = node.receiver;
  const onRequest = is(receiver, 'LocalVariableReadNode') && receiver.name === names.ruby.request;
  if (onRequest) {
    const reader = READERS[node.name];
    if (reader === undefined || args.length) return new Unconvertible(`${receiver.name}.${node.name}, which the guard's request does not carry (it has ${CARRIED})`);
    return reader(names.request);
  }
  if (is(receiver, 'LocalVariableReadNode') && receiver.name === names.ruby.params) return pathParam(node, receiver.name, names);
  if (receiver === null) {
    const value = literalValue(node, names);
    return value instanceof Unconvertible ? new Unconvertible(`the method call ${node.name}`) : value;
  }
  if (node.name === '!' && args.length === 0) {
    const inner = condition(receiver, names);
    return inner instanceof Unconvertible ? inner : { js: `!(${inner})`, kind: 'bool' };
  }
  const self = expression(receiver, names);
  if (self instanceof Unconvertible) return self;
  const operands: Typed[] = [];
  for (const arg of args) {
    const value = expression(arg, names);
    if (value instanceof Unconvertible) return value;
    operands.push(value);
  }
  return operation(node.name, self, operands);
}

/**
 * `params[:id]`: the path params Rails gives a lambda of two parameters are a Hash with Symbol keys (a String key
 * reads nil), the library's an object (`GuardParams`).
 */
function pathParam(node: NodeOf<'CallNode'>, params: string, names: Names): Typed | Unconvertible {
  const [key, ...more] = node.arguments_?.arguments_ ?? [];
  if (node.name !== '[]' || key === undefined || more.length > 0) return new Unconvertible(`${params}.${node.name} (the guard reads a path param as ${params}[:name])`);
  if (!is(key, 'SymbolNode')) return new Unconvertible(`${params}[…] by other than a Symbol (Rails' path params have Symbol keys)`);
  names.readsParams = true;
  const name = key.unescaped.value;
  const object = jsName(params);
  return { js: IDENTIFIER.test(name) ? `${object}.${name}` : `${object}[${literal(name)}]`, kind: 'param' };
}
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** What the converter writes for a Ruby operator or predicate on converted operands. */
function operation(name: string, self: Typed, operands: readonly Typed[]): Typed | Unconvertible {
  const [other] = operands;
  // Ruby's nil is no text: a request without the part reads as ''; a path param may be a fixed param of any type.
  const bare = (value: Typed) => (value.kind === 'text' ? `${value.js} ?? ''` : value.kind === 'param' ? `String(${value.js} ?? '')` : value.js);
  const textOf = (value: Typed) => (value.kind === 'text' ? `(${value.js} ?? '')` : value.kind === 'param' ? `String(${value.js} ?? '')` : value.js);
  const isText = (value: Typed) => value.kind === 'text' || value.kind === 'string' || value.kind === 'param';
  // A path param's type is unknown to TypeScript: a list is searched for it by `===` (`$` is no Ruby block parameter).
  const member = (list: Typed, item: Typed) => (item.kind === 'param' ? `${list.js}.some(($) => $ === ${item.js})` : `${list.js}.includes(${item.js})`);
  const argument = (value: Typed) => (value.kind === 'param' ? textOf(value) : value.js);
  if ((name === '==' || name === '!=') && other) {
    // A String is never == a Symbol in Ruby; the guard would never (or always) match: not what was meant.
    if ((self.kind === 'symbol') !== (other.kind === 'symbol')) return new Unconvertible('a comparison of a String with a Symbol (never equal in Ruby)');
    // (A path param may be a fixed param of any type: `defaults: { version: 1 }` reads 1.)
    const isString = (value: Typed) => value.kind === 'text' || value.kind === 'string';
    if ((self.kind === 'number' && isString(other)) || (other.kind === 'number' && isString(self))) return new Unconvertible('a comparison of an Integer with a String (never equal in Ruby)');
    return { js: `${self.js} ${name === '==' ? '===' : '!=='} ${other.js}`, kind: 'bool' };
  }
  if ((name === '=~' || name === '!~' || name === 'match?') && other) {
    const [re, subject] = self.kind === 'regexp' ? [self, other] : [other, self];
    if (re.kind !== 'regexp' || !isText(subject)) return new Unconvertible(`${name} of something other than a string and a regexp literal`);
    // Ruby matches nil against nothing; JavaScript would test the text "undefined".
    return { js: `${name === '!~' ? '!' : ''}${re.js}.test(${bare(subject)})`, kind: 'bool' };
  }
  if ((name === '<' || name === '<=' || name === '>' || name === '>=') && other) {
    // Integers only: Ruby orders Strings by their bytes, JavaScript by UTF-16 code units.
    if (self.kind !== 'number' || other.kind !== 'number') return new Unconvertible(`${name} of something other than two Integers`);
    return { js: `${self.js} ${name} ${other.js}`, kind: 'bool' };
  }
  if (operands.length === 0) {
    // true and false are present and blank as they are (false.blank? is true), not as the words' letters
    if ((name === 'present?' || name === 'blank?') && self.kind === 'bool') return { js: name === 'blank?' ? `!(${self.js})` : self.js, kind: 'bool' };
    if (name === 'present?' || name === 'blank?') return { js: `${name === 'blank?' ? '!' : ''}/\\S/.test(${bare(self)})`, kind: 'bool' };
    if (name === 'nil?') return { js: `${self.js} == null`, kind: 'bool' };
    if ((name === 'downcase' || name === 'upcase') && isText(self)) return { js: `${textOf(self)}.${name === 'downcase' ? 'toLowerCase' : 'toUpperCase'}()`, kind: 'string' };
    // Ruby's String#to_i reads the leading integer, 0 when there is none (nil.to_i is 0 too).
    if (name === 'to_i' && isText(self)) return { js: `(Number.parseInt(${textOf(self)}, 10) || 0)`, kind: 'number' };
    if (name === 'to_i' && self.kind === 'number') return self;
    if (name === 'to_s' && isText(self)) return { js: textOf(self), kind: 'string' };
  }
  if (operands.length === 1 && other) {
    if ((name === 'start_with?' || name === 'end_with?') && isText(self) && isText(other)) {
      return { js: `${textOf(self)}.${name === 'start_with?' ? 'startsWith' : 'endsWith'}(${argument(other)})`, kind: 'bool' };
    }
    if (name === 'include?' && isText(self)) return { js: `${textOf(self)}.includes(${argument(other)})`, kind: 'bool' };
    if (name === 'include?' && self.kind === 'value') return { js: member(self, other), kind: 'bool' };
    if (name === 'in?' && other.kind === 'value') return { js: member(other, self), kind: 'bool' };
  }
  return new Unconvertible(`the method call .${name}`);
}

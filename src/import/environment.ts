import { is, type NodeOf, type RubyNode } from './prism.js';
import { constantPath, evaluate, RubyHash, Unconvertible, type Bindings, type Evaluated } from './ruby-values.js';

/**
 * The environment a routes file is imported for: the Rails environment (`Rails.env`) its conditions are read
 * in, with no environment variable set (`ENV['X']` is nil, `ENV.fetch('X', d)` is `d`). A routes file that
 * draws some routes only in development or behind a variable is read as that application would be served
 * with its defaults; the converter says what it decided (a TODO(import) on the condition's line).
 */
export interface ImportEnvironment {
  readonly railsEnv: string;
}

/** Set when a condition read `Rails.env` or `ENV` (else its value is a literal one, said nowhere). */
export interface Reads {
  environment: boolean;
}

/** The environments Rails 7.1's `Rails.env.local?` is true in. */
const LOCAL_ENVIRONMENTS = ['development', 'test'];

/** ActiveModel::Type::Boolean's false values (Rails 6.1): any other present value casts to true. */
const FALSE_VALUES = new Set<unknown>([false, 0, '0', 'f', 'F', 'false', 'FALSE', 'off', 'OFF']);

/**
 * A condition's value in the import environment, when it reads only `Rails.env`, `ENV` and literals (with
 * `Rails.env.<name>?`, `!`, `&&`, `||`, `==`, `!=`, `.present?`, `.blank?`, `.nil?` and
 * `ActiveModel::Type::Boolean.new.cast`), or
 * Unconvertible for anything else (a method of the app, a setting).
 */
export function environmentValue(node: RubyNode, bindings: Bindings, environment: ImportEnvironment, reads: Reads): Evaluated {
  const value = (n: RubyNode) => environmentValue(n, bindings, environment, reads);
  if (is(node, 'ParenthesesNode')) {
    // `()` is nil, as `evaluate` reads it
    const body = is(node.body, 'StatementsNode') ? node.body.body : [node.body];
    return body.length === 1 ? value(body[0]!) : new Unconvertible('a parenthesized sequence');
  }
  if (is(node, 'AndNode') || is(node, 'OrNode')) {
    const left = value(node.left);
    if (left instanceof Unconvertible) return left;
    // Ruby's short circuit: the right side is read only when it decides.
    if (truthy(left) === is(node, 'OrNode')) return left;
    return value(node.right);
  }
  if (!is(node, 'CallNode')) return evaluate(node, bindings);
  const known = environmentCall(node, value, environment, reads);
  // nil (`ENV['X']`) is an answer too
  return known === undefined ? evaluate(node, bindings) : known;
}

/** Whether a Ruby value counts as true. */
export const truthy = (value: Evaluated): boolean => value !== null && value !== false;

/** The calls `environmentValue` knows, or undefined for another call. */
function environmentCall(node: NodeOf<'CallNode'>, value: (n: RubyNode) => Evaluated, environment: ImportEnvironment, reads: Reads): Evaluated | undefined {
  const { name } = node;
  const args = node.arguments_?.arguments_ ?? [];
  const receiver = node.receiver;
  if (receiver === null) return undefined;
  if (isRailsEnv(node)) {
    reads.environment = true;
    return environment.railsEnv;
  }
  if (constantPath(receiver) === 'ENV') {
    reads.environment = true;
    if (name === '[]' && args.length === 1) return null;
    if (name === 'fetch' && args.length === 2) return value(args[1]!);
    if ((name === 'key?' || name === 'has_key?' || name === 'include?') && args.length === 1) return false;
    return undefined;
  }
  if (name === 'cast' && args.length === 1 && is(receiver, 'CallNode') && receiver.name === 'new' && constantPath(receiver.receiver) === 'ActiveModel::Type::Boolean') {
    const given = value(args[0]!);
    if (given instanceof Unconvertible) return given;
    return given === null || given === '' ? null : !FALSE_VALUES.has(given);
  }
  const on = value(receiver);
  if (on instanceof Unconvertible) return on;
  if ((name === '==' || name === '!=') && args.length === 1) {
    const other = value(args[0]!);
    if (other instanceof Unconvertible) return other;
    return (on === other) === (name === '==');
  }
  if (args.length) return undefined;
  if (name === '!') return !truthy(on);
  if (name === 'nil?') return on === null;
  if (name === 'present?' || name === 'blank?') return blank(on) === (name === 'blank?');
  // ActiveSupport::StringInquirer: another predicate of Rails.env asks whether it is that environment; Rails 7.1's
  // `local?` is development or test (7.1 refuses an environment named "local").
  if (isRailsEnv(receiver) && name.endsWith('?')) return name === 'local?' ? LOCAL_ENVIRONMENTS.includes(on as string) : name.slice(0, -1) === on;
  return undefined;
}

/** ActiveSupport's `blank?` on the values a condition reads. */
function blank(value: Evaluated): boolean {
  if (value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof RubyHash) return value.entries.length === 0;
  return false;
}

/** `Rails.env` (or `::Rails.env`). */
function isRailsEnv(node: RubyNode): boolean {
  return is(node, 'CallNode') && node.name === 'env' && !node.arguments_ && constantPath(node.receiver) === 'Rails';
}

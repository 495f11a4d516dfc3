import { ArgumentError } from '../../errors.js';
import { showValue } from '../../generate/show-value.js';
import { isPlainObject } from '../../generate/to-param.js';
import { assertNoNearMisses } from '../near-miss.js';
import type { Mapper } from './mapper.js';
import type { Options } from './scope.js';

/** A block of declarations; it receives the mapper (closing over it works as well). */
export type Block = (r: Mapper) => void;

/** camelCase option names of the TypeScript API → the names the declaration rules use. */
const SNAKE: Record<string, string> = {
  pathNames: 'path_names',
  shallowPath: 'shallow_path',
  shallowPrefix: 'shallow_prefix',
};

/** A copy of `options` with the API's camelCase option names in the rules' form; other keys untouched. */
export function normalizeOptionKeys(options: Options): Options {
  const out: Options = {};
  const keys = Object.keys(options);
  for (let i = 0; i < keys.length; i++) out[SNAKE[keys[i]!] ?? keys[i]!] = options[keys[i]!];
  return out;
}

/** Splits a DSL call's arguments: names or paths first, then an options object, then a block. */
export function parseCall(call: string, args: readonly unknown[]): { positional: unknown[]; options: Options; block?: Block } {
  const rest = [...args];
  const block = typeof rest[rest.length - 1] === 'function' ? (rest.pop() as Block) : undefined;
  const options = isPlainObject(rest[rest.length - 1]) ? normalizeOptionKeys(rest.pop() as Options) : {};
  assertOptionNames(call, options);
  return { positional: rest, options, block };
}

/** Raises on an option name one typo away from a known one (`onyl`); see `near-miss.ts`. */
export function assertOptionNames(call: string | (() => string), options: Options): void {
  let unknown = false;
  const keys = Object.keys(options);
  for (let i = 0; i < keys.length; i++) unknown ||= !KNOWN_OPTIONS.has(keys[i]!);
  // Most calls give only known options: nothing to check, and no message to write.
  if (!unknown) return;
  // A hash-form path (`'views' => 'comments#views'`) is no option.
  const isPath = (key: string) => typeof options[key] === 'string' && (options[key] as string).includes('#');
  assertNoNearMisses(options, KNOWN_OPTIONS, typeof call === 'string' ? call : call(), 'give it in defaults: { KEY: … }', isPath);
}

/** Option names of route calls: in the hash form of `match`, the keys that are none of these hold the path. */
const OPTION_NAMES = new Set([
  'to', 'as', 'via', 'on', 'constraints', 'defaults', 'controller', 'action', 'path', 'module', 'format', 'anchor',
  'shallow', 'shallow_path', 'shallow_prefix', 'only', 'except', 'path_names', 'param', 'concerns',
]);
/** Every option name a call knows, in both spellings: a key one typo away from one of these raises. */
const KNOWN_OPTIONS: ReadonlySet<string> = new Set([...OPTION_NAMES, ...Object.keys(SNAKE)]);

/**
 * The path of the hash form. In Ruby it is the one String key (`get 'x/:id' => 'a#b', page: 1`: `page` is a
 * Symbol, a fixed param); here every key is a string, so among the keys that are no option name the one whose
 * value names a `controller#action`, else one that looks like a path, else the first, is the path.
 */
export function hashFormPath(hash: Options): string | undefined {
  const candidates = Object.keys(hash).filter((k) => !OPTION_NAMES.has(k));
  if (candidates.length <= 1) return candidates[0];
  return (
    candidates.find((k) => typeof hash[k] === 'string' && (hash[k] as string).includes('#')) ??
    candidates.find((k) => /[/:*(]/.test(k)) ??
    candidates[0]
  );
}

/**
 * `match 'products/list'` names its own target: `products#list`. Read from the path as written in the call
 * (relative to the scope), so a namespace's module is added once, like for any other target.
 */
export function shorthandTarget(path: string): string | undefined {
  const withoutFormat = path.replace(/\(\.:format\)$/, '');
  // Rails takes any path of words and slashes, with a slash in it: `/account` names the controller only, so
  // the route then lacks its action ("missing :action"), as in Rails 3.2.
  if (!withoutFormat.includes('/') || !/^\/?[\w/]+$/.test(withoutFormat)) return undefined;
  return withoutFormat.replace(/^\//, '').replace(/\/([^/]*)$/, '#$1');
}

/** The resource names of a `resources` / `resource` call. */
export function resourceNames(call: string, positional: unknown[]): string[] {
  if (positional.length === 0) throw new ArgumentError(`${call} needs at least one resource name`);
  for (const n of positional) {
    if (typeof n !== 'string' || n === '') throw new ArgumentError(`${call}: resource names must be non-empty strings, got ${JSON.stringify(n)}`);
  }
  return positional as string[];
}

export function requireBlock(call: string, block: Block | undefined): Block {
  if (!block) throw new ArgumentError(`${call} needs a block of declarations`);
  return block;
}

/** Each of several resources in one call gets its own copy of the options (nested objects included). */
export function copyOptions(options: Options): Options {
  return Object.fromEntries(Object.entries(options).map(([k, v]) => [k, isPlainObject(v) ? { ...v } : Array.isArray(v) ? [...v] : v]));
}

/** An argument as a declaration error shows it: a function as "a function", not its source text. */
export const showArgument = (value: unknown): string => (typeof value === 'function' ? 'a function' : showValue(value));

import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import { assertNoNearMisses } from '../near-miss.js';

/** A map-style option hash, keys in Rails' snake_case form. */
export type Options = { [key: string]: unknown };

/**
 * The API's camelCase option names → the names the declaration rules use. Only these top-level keys are
 * renamed: every other key of a route call is a param name (`ws: true`, `title: 'About'`) and stays as given.
 */
const SNAKE: Readonly<Record<string, string>> = {
  pathNames: 'path_names',
  pathPrefix: 'path_prefix',
  namePrefix: 'name_prefix',
  hasMany: 'has_many',
  hasOne: 'has_one',
};

/** A copy of a call's options with the API's camelCase option names in their snake_case form. */
export function normalizeOptions(options: unknown, where: string): Options {
  if (options === undefined || options === null) return {};
  if (!isPlainObject(options)) throw new ArgumentError(`${where}: options must be an object, got ${describe(options)}`);
  assertNoNearMisses(options, KNOWN_OPTIONS, where, 'give it in requirements: { KEY: … }');
  const out: Options = {};
  for (const [key, value] of Object.entries(options)) out[SNAKE[key] ?? key] = value;
  return out;
}

/** Every option name of the map style's calls, in both spellings: a key one typo away from one of these raises. */
const KNOWN_OPTIONS: ReadonlySet<string> = new Set([
  ...Object.keys(SNAKE),
  ...Object.values(SNAKE),
  'controller', 'action', 'requirements', 'defaults', 'conditions', 'namespace', 'collection', 'member', 'new',
  'singular', 'plural', 'as', 'shallow', 'only', 'except',
]);

/**
 * `base` with `over` merged in, nested plain objects merged key by key (ActiveSupport's `deep_merge`, which
 * `with_options` uses: `conditions: { method: 'get' }` from a group and `conditions: { subdomain: … }` from
 * a route both apply). Values of `over` win, `null` included (`namePrefix: null` drops an inherited prefix).
 */
export function deepMerge(base: Options, over: Options): Options {
  const out: Options = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/** A copy deep enough that declaring one resource cannot change the options another one gets. */
export function copyOptions(options: Options): Options {
  const out: Options = {};
  for (const [key, value] of Object.entries(options)) {
    out[key] = isPlainObject(value) ? copyOptions(value) : Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  return out;
}

/** Ruby truthiness: only nil (null / undefined) and false are false. */
export const truthy = (value: unknown): boolean => value !== undefined && value !== null && value !== false;

/** Ruby's `blank?` for the values options hold. */
export const blank = (value: unknown): boolean =>
  !truthy(value) || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Ruby's `"#{value}"`: nil interpolates as nothing. */
export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A value as messages show it. */
export function describe(value: unknown): string {
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'function') return 'a function';
  return JSON.stringify(value) ?? String(value);
}

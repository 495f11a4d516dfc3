import { ArgumentError } from '../errors.js';
import { camelize } from '../inflection.js';
import type { Route } from '../route.js';
import { urlFor, type GenerationContext } from './generator.js';
import { isPlainObject, toParam } from './to-param.js';
import { URL_OPTION_KEYS } from './url.js';

/** A generated helper: positional params and records first, then an optional object of params and URL options. */
export type UrlHelper = (...args: unknown[]) => string;
export type HashHelper = (...args: unknown[]) => { [key: string]: unknown };
/**
 * The helpers of a route set whose routes the compiler does not know: `<name>_path` / `<name>_url` (and their
 * camelCase aliases) return strings, `hash_for_…` / `hashFor…` return the params hash. For helpers checked by
 * name and params, give the interface `resource-routing types` writes (`new RouteSet<AppRouteHelpers>()`).
 */
// An intersection, not one object type: the hash helpers' signature comes first, so their calls resolve to it,
// while every other name reads the string-returning one.
export type UrlHelpers = { [name: `hash_for_${string}` | `hashFor${string}`]: HashHelper } & { [name: string]: UrlHelper };
/** The helpers object as it is filled in. */
export type HelperTable = { [name: string]: UrlHelper | HashHelper };

/** How a helper call's arguments were read: path params by position, then named params and URL options. */
export interface ReadArgs {
  readonly positional: unknown[];
  readonly options: { [key: string]: unknown };
}

const isUrlOptionKey = (key: string) => URL_OPTION_KEYS.has(key) || key === 'use_route';

/**
 * Whether a plain object given where a record or URL params may stand (`redirectTo`, `urlFor`) is params: it
 * names a controller, action, route or URL option, or has no `id` / `toParam` to be a record by.
 */
export const readsAsUrlParams = (value: { [key: string]: unknown }): boolean =>
  Object.keys(value).some((k) => k === 'controller' || k === 'action' || isUrlOptionKey(k)) || !isRecordLike(value);

const isRecordLike = (value: { [key: string]: unknown }) => value.id != null || typeof value.toParam === 'function';

/**
 * Splits a helper call's arguments the way JavaScript code passes them. Database rows and JSON are plain
 * objects, so a plain object is not always named params (Rails' reading):
 * - trailing objects of URL options only (`{ host }`) are options;
 * - the last other argument, a plain object, is named params / URL options when it has a key naming a route
 *   param or a URL option (`post_path({ id: 7, format: 'json' })`); otherwise, when a required param is still
 *   missing and it has `id` or `toParam`, it is a record (`post_comments_path({ id: 7 })` →
 *   `/posts/7/comments`); otherwise it is params (extra keys go to the query string);
 * - a plain object before it is a record (`post_comment_path({ id: 7 }, { id: 3 })` → `/posts/7/comments/3`).
 * Without a route (no param names known), the last plain object is params.
 */
export function splitArgs(args: readonly unknown[], route?: Route): ReadArgs {
  let end = args.length;
  while (end > 1 && isPlainObject(args[end - 1]) && urlOptionsOnly(args[end - 1] as { [key: string]: unknown })) end--;
  const last = args[end - 1];
  if (end > 0 && isPlainObject(last) && !(route && readsAsRecord(last, route, args.slice(0, end - 1)))) end--;
  const options = Object.assign({}, ...(args.slice(end) as object[])) as { [key: string]: unknown };
  return { positional: args.slice(0, end), options };
}

function urlOptionsOnly(value: { [key: string]: unknown }): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every(isUrlOptionKey);
}

function readsAsRecord(value: { [key: string]: unknown }, route: Route, before: readonly unknown[]): boolean {
  const params = route.pattern.names;
  if (Object.keys(value).some((k) => isUrlOptionKey(k) || params.includes(k))) return false;
  const required = route.pattern.requiredNames.filter((n) => !(n in route.allDefaults)).length;
  return required > before.filter((v) => v != null).length && isRecordLike(value);
}

const describeArg = (value: unknown): string => {
  if (isPlainObject(value)) return `record ${JSON.stringify(value)}`;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return `record ${value.constructor?.name ?? 'object'} (${String(toParam(value))})`;
  return JSON.stringify(value) ?? String(value);
};

/** "args read as :post_id = record {"id":7}, params { page }": how a call was understood, for errors. */
function describeReading(keys: readonly string[], read: ReadArgs): string {
  const parts = read.positional.map((v, i) => `${keys[i] ? `:${keys[i]}` : '(unused)'} = ${describeArg(v)}`);
  const names = Object.keys(read.options);
  if (names.length) parts.push(`params { ${names.join(', ')} }`);
  return `args read as ${parts.join(', ') || 'nothing'}`;
}

/**
 * The params hash a helper call stands for (Rails' `hash_for_<name>_path`): the route's fixed params, the
 * given options, and positional args assigned to the path's params in order. When fewer positional args are
 * given than the path has params (format aside), params already named in the options are skipped, so
 * `post_comment_path(comment, { post_id: 1 })` puts the comment in `:id`.
 */
export function hashFor(route: Route, helperName: string, args: readonly unknown[], onlyPath: boolean): { [key: string]: unknown } {
  return readHelperArgs(route, helperName, args, onlyPath).hash;
}

function readHelperArgs(route: Route, helperName: string, args: readonly unknown[], onlyPath: boolean) {
  const read = splitArgs(args, route);
  const { positional, options } = read;
  // Trailing nils fill nothing (Rails zips them onto nothing, and ignores positional args that are all nil).
  while (positional.length && positional[positional.length - 1] == null) positional.pop();
  const hash: { [key: string]: unknown } = { ...route.allDefaults, use_route: route.name, only_path: onlyPath, ...options };
  let keys = route.pattern.names;
  if (positional.length < keys.length - 1) keys = keys.filter((k) => !(k in hash));
  const reading = () => describeReading(keys, read);
  if (positional.length === 0) return { hash, reading };
  if (positional.length > keys.length) {
    throw new ArgumentError(
      `${helperName} takes at most ${keys.length} positional argument(s) (${keys.map((k) => `:${k}`).join(', ') || 'none'}), got ${positional.length}; ${reading()}`,
    );
  }
  positional.forEach((value, i) => (hash[keys[i]!] = value));
  return { hash, reading };
}

/** Installs `<name>_path`, `<name>_url`, `hash_for_<name>_path/url` and their camelCase aliases. */
export function defineHelpers(target: HelperTable, name: string, route: Route, context: GenerationContext): void {
  for (const kind of ['path', 'url'] as const) {
    const helperName = `${name}_${kind}`;
    const onlyPath = kind === 'path';
    const hash: HashHelper = (...args) => hashFor(route, helperName, args, onlyPath);
    const helper: UrlHelper = (...args) => {
      const { hash, reading } = readHelperArgs(route, helperName, args, onlyPath);
      return urlFor(context, hash, helperName, reading);
    };
    if (!onlyPath) urlHelpers.set(helper, { route, helperName, context });
    Object.defineProperty(helper, 'name', { value: helperName });
    target[helperName] = helper;
    target[camelize(helperName)] = helper;
    target[`hash_for_${helperName}`] = hash;
    target[camelize(`hash_for_${helperName}`)] = hash;
  }
}

const urlHelpers = new WeakMap<UrlHelper | HashHelper, { route: Route; helperName: string; context: GenerationContext }>();

/**
 * The helpers with `defaults` under the set's default URL options for `_url` helpers (a request's host and
 * protocol); explicit options still win. The defaults are not an argument, so they never change how the
 * arguments are read.
 */
export function withUrlDefaults(helpers: UrlHelpers, defaults: { readonly [key: string]: unknown }): UrlHelpers {
  const out: HelperTable = {};
  for (const [name, helper] of Object.entries(helpers as HelperTable)) {
    const known = urlHelpers.get(helper);
    if (!known) {
      out[name] = helper;
      continue;
    }
    const { route, helperName, context } = known;
    const withDefaults: GenerationContext = {
      get routes() {
        return context.routes;
      },
      get named() {
        return context.named;
      },
      get defaultUrlOptions() {
        return { ...context.defaultUrlOptions, ...defaults };
      },
    };
    out[name] = (...args: unknown[]) => {
      const { hash, reading } = readHelperArgs(route, helperName, args, false);
      return urlFor(withDefaults, hash, helperName, reading);
    };
  }
  return out as UrlHelpers;
}

import { ArgumentError } from '../errors.js';
import { camelize } from '../inflection.js';
import type { Route } from '../route.js';
import { urlFor, type GenerationContext } from './generator.js';
import { isPlainObject } from './to-param.js';

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

/** Trailing plain objects are params and URL options (merged, later wins); everything before is positional. */
export function splitArgs(args: readonly unknown[]): { positional: unknown[]; options: { [key: string]: unknown } } {
  let end = args.length;
  while (end > 0 && isPlainObject(args[end - 1])) end--;
  const options = Object.assign({}, ...(args.slice(end) as object[])) as { [key: string]: unknown };
  return { positional: args.slice(0, end), options };
}

/**
 * The params hash a helper call stands for (Rails' `hash_for_<name>_path`): the route's fixed params, the
 * given options, and positional args assigned to the path's params in order. When fewer positional args are
 * given than the path has params (format aside), params already named in the options are skipped, so
 * `post_comment_path(comment, { post_id: 1 })` puts the comment in `:id`.
 */
export function hashFor(route: Route, helperName: string, args: readonly unknown[], onlyPath: boolean): { [key: string]: unknown } {
  const { positional, options } = splitArgs(args);
  // Trailing nils fill nothing (Rails zips them onto nothing, and ignores positional args that are all nil).
  while (positional.length && positional[positional.length - 1] == null) positional.pop();
  const hash: { [key: string]: unknown } = { ...route.allDefaults, use_route: route.name, only_path: onlyPath, ...options };
  if (positional.length === 0) return hash;
  let keys = route.pattern.names;
  if (positional.length < keys.length - 1) keys = keys.filter((k) => !(k in hash));
  if (positional.length > keys.length) {
    throw new ArgumentError(
      `${helperName} takes at most ${keys.length} positional argument(s) (${keys.map((k) => `:${k}`).join(', ') || 'none'}), got ${positional.length}`,
    );
  }
  positional.forEach((value, i) => (hash[keys[i]!] = value));
  return hash;
}

/** Installs `<name>_path`, `<name>_url`, `hash_for_<name>_path/url` and their camelCase aliases. */
export function defineHelpers(target: HelperTable, name: string, route: Route, context: GenerationContext): void {
  for (const kind of ['path', 'url'] as const) {
    const helperName = `${name}_${kind}`;
    const onlyPath = kind === 'path';
    const hash: HashHelper = (...args) => hashFor(route, helperName, args, onlyPath);
    const helper: UrlHelper = (...args) => urlFor(context, hashFor(route, helperName, args, onlyPath), helperName);
    Object.defineProperty(helper, 'name', { value: helperName });
    target[helperName] = helper;
    target[camelize(helperName)] = helper;
    target[`hash_for_${helperName}`] = hash;
    target[camelize(`hash_for_${helperName}`)] = hash;
  }
}

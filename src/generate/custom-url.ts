import { UrlGenerationError } from '../errors.js';
import type { Route } from '../route.js';
import { urlFor, urlForParams, type GenerationContext } from './generator.js';
import { readsAsParams } from './as-params.js';
import { readsAsUrlParams } from './read-args.js';
import { showValue } from './show-value.js';
import { isPlainObject } from './to-param.js';
import type { UrlHelpers } from './url-helpers.js';

type Options = { [key: string]: unknown };

/**
 * A custom URL as declared: a `direct` helper (`name` is the helper's, `homepage` → `homepage_path` /
 * `homepage_url`) or a `resolve` mapping (`name` is the model's, `Basket`). `fn` gets the call's arguments,
 * then the options (`defaults` under the call's own), then a `CustomUrlContext`.
 */
export interface CustomUrl {
  readonly name: string;
  // The application's function: its parameters are whatever the helper's callers pass.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly fn: (...args: any[]) => unknown;
  readonly defaults: Readonly<Options>;
}

/** What a `direct` / `resolve` function receives last: the routes it may build its URL from. */
export interface CustomUrlContext {
  /** The route set's helpers (a request's, with its host, when called through a request's helpers). */
  readonly helpers: UrlHelpers;
  /** Whether the helper called was `<name>_path` (true) or `<name>_url`. */
  readonly onlyPath: boolean;
  /** `urlFor` with these helpers' URL options: a URL from params (`{ controller, action, … }`). */
  urlFor(options: Options): string;
  /** `polymorphicPath` on these routes: `[post, comment]`, a record, a class. */
  polymorphicPath(target: unknown, options?: Options): string;
  /** `polymorphicUrl` on these routes. */
  polymorphicUrl(target: unknown, options?: Options): string;
  /**
   * Another helper, of the kind that was called (Rails' `route_for`): `routeFor('bucket', recording.bucket)` is
   * `bucket_path(…)` inside `x_path` and `bucket_url(…)` inside `x_url`.
   */
  routeFor(name: string, ...args: unknown[]): string;
}

/**
 * The options of a polymorphic call as Rails writes them (`action`, `format`, params and URL options, all in
 * one object), and whether a path or a URL is wanted.
 */
export type PolymorphicCall = (routes: CustomUrlRoutes, target: unknown, options: Options, onlyPath: boolean) => string;

/** The custom URLs of a route set, and the polymorphic URL builder they need (the view module's). */
export interface CustomUrls {
  readonly directs: ReadonlyMap<string, CustomUrl>;
  readonly mappings: ReadonlyMap<string, CustomUrl>;
  readonly polymorphic: PolymorphicCall;
}

/** Where custom URLs generate: the set's state (or a request's) and the helpers object they were read from. */
export interface CustomUrlEnv {
  readonly context: GenerationContext;
  readonly helpers: { readonly [name: string]: unknown };
}

/** The routes a polymorphic URL is built from inside a custom URL: those of the env. */
export interface CustomUrlRoutes {
  readonly namedRoutes: ReadonlyMap<string, Route>;
  readonly helpers: { readonly [name: string]: unknown };
  readonly customUrlEnv: CustomUrlEnv;
}

/**
 * The path part of a URL as Rails' `_path` variant of a custom helper takes it: everything after the first
 * `/` that is not part of `//`, with a `/` in front (`https://a.org` → `/`, `https://a.org/b?c` → `/b?c`,
 * `foo` → `/`).
 */
export function pathOfUrl(url: string): string {
  const slash = /(?<!\/)\/(?!\/)/.exec(url);
  return `/${slash ? url.slice(slash.index + 1) : ''}`;
}

/**
 * How a `direct` helper's arguments are read (Rails' `extract_options!`): a trailing plain object is the
 * options, unless it reads as a record (a database row: an `id` or `toParam()`, no `controller` / `action` /
 * `use_route`, not marked by `asParams`), which stays an argument.
 */
export function splitCustomArgs(args: readonly unknown[]): [positional: unknown[], options: Options] {
  const last = args[args.length - 1];
  if (isPlainObject(last) && readsAsUrlParams(last)) return [args.slice(0, -1), last];
  return [[...args], {}];
}

/**
 * A custom URL's answer for one call (Rails' `CustomUrlHelper#call`): the function gets the positional
 * arguments, the options (under the defaults) and the context; its result becomes a URL as `url_for` makes
 * one. A string is the URL itself (its path part for `_path`); an object of params goes through `urlFor`
 * (`use_route` too); an array, a record or a class through `polymorphicPath` / `polymorphicUrl`.
 */
export function callCustomUrl(custom: CustomUrl, positional: readonly unknown[], given: Options, onlyPath: boolean, env: CustomUrlEnv, label: string): string {
  const options = { ...custom.defaults, ...given };
  const result = custom.fn(...positional, options, contextFor(env, onlyPath));
  return urlOf(result, onlyPath, env, label);
}

/** What made a `direct` helper: so a request's helpers can make it again with the request's URL options. */
const directs = new WeakMap<object, { readonly name: string; readonly onlyPath: boolean; readonly env: CustomUrlEnv }>();

/**
 * The `<name>_path` (onlyPath) or `<name>_url` helper of a `direct` declaration. It finds the declaration by
 * name when called, so a helper kept after the name was declared again calls the new function.
 */
export function directHelper(name: string, onlyPath: boolean, env: CustomUrlEnv): (...args: unknown[]) => string {
  const label = `${name}_${onlyPath ? 'path' : 'url'}`;
  const helper = (...args: unknown[]) => {
    const custom = env.context.custom!.directs.get(name);
    if (custom === undefined) throw new UrlGenerationError(`${label}: the route set has no direct helper ${JSON.stringify(name)} any more`);
    const [positional, options] = splitCustomArgs(args);
    return callCustomUrl(custom, positional, options, onlyPath, env, `The direct helper ${label}`);
  };
  Object.defineProperty(helper, 'name', { value: label });
  directs.set(helper, { name, onlyPath, env });
  return helper;
}

/** The same `direct` helper made for another env (a request's helpers), or undefined when `helper` is none. */
export function rebindDirect(helper: unknown, rebind: (env: CustomUrlEnv) => CustomUrlEnv): ((...args: unknown[]) => string) | undefined {
  // A WeakMap answers undefined for any key it cannot hold (a primitive).
  const made = directs.get(helper as object);
  return made && directHelper(made.name, made.onlyPath, rebind(made.env));
}

/** Rails' `full_url_for` on a custom URL's result, then the path part for `_path`. */
function urlOf(result: unknown, onlyPath: boolean, env: CustomUrlEnv, label: string): string {
  if (typeof result === 'string') return onlyPath ? pathOfUrl(result) : result;
  // URL params; a row (a plain record) is read as a record, like the items of an array.
  if (isPlainObject(result) && readsAsUrlParams(result)) {
    // A path is asked for directly: Rails builds the full URL and cuts the host off, which needs a host.
    return urlFor(env.context, onlyPath ? { ...result, only_path: true } : { only_path: false, ...result });
  }
  if (Array.isArray(result)) {
    const items = [...result];
    const last = items[items.length - 1];
    const options = isPlainObject(last) && endsWithParams(env, items, last) ? (items.pop() as Options) : {};
    return polymorphic(env, items, options, onlyPath);
  }
  if (typeof result === 'function' || (result !== null && typeof result === 'object')) return polymorphic(env, result, {}, onlyPath);
  throw new UrlGenerationError(
    `${label} returned ${showValue(result)}: return a URL string, URL params ({ controller, action, … }), a record, a model class or an array for polymorphicPath`,
  );
}

/**
 * Whether the plain object ending a custom URL's array is params (Rails' trailing Hash) rather than a row:
 * params by the rule of `readsAsUrlParams`, or, after route-name parts only (`['post', { id: 1 }]`), when every
 * key names a param of the route those parts name, as a helper reads its last argument.
 */
function endsWithParams(env: CustomUrlEnv, items: readonly unknown[], last: Options): boolean {
  if (readsAsUrlParams(last)) return true;
  const parts = items.slice(0, -1);
  if (!parts.every((part) => typeof part === 'string')) return false;
  const route = env.context.named.get(parts.join('_'));
  return route !== undefined && readsAsParams(last, route.pattern.names, route.allDefaults);
}

function polymorphic(env: CustomUrlEnv, target: unknown, options: Options, onlyPath: boolean): string {
  // An env is made by a route set (or from one), whose context has its custom URLs.
  return env.context.custom!.polymorphic(routesOf(env), target, options, onlyPath);
}

/** The routes a polymorphic URL inside a custom URL is built from: the env's, with its helpers and mappings. */
function routesOf(env: CustomUrlEnv): CustomUrlRoutes {
  return { namedRoutes: env.context.named, helpers: env.helpers, customUrlEnv: env };
}

function contextFor(env: CustomUrlEnv, onlyPath: boolean): CustomUrlContext {
  const { context, helpers } = env;
  return {
    helpers: helpers as UrlHelpers,
    onlyPath,
    urlFor: (options) => urlForParams(context, options),
    polymorphicPath: (target, options = {}) => polymorphic(env, target, options, true),
    polymorphicUrl: (target, options = {}) => polymorphic(env, target, options, false),
    routeFor(name, ...args) {
      const key = `${name}_${onlyPath ? 'path' : 'url'}`;
      // `in` first: reading a helper no route has throws an error of its own.
      const helper = key in helpers ? helpers[key] : undefined;
      if (typeof helper !== 'function') throw new UrlGenerationError(`routeFor(${JSON.stringify(name)}): no helper ${key}`);
      return (helper as (...a: unknown[]) => string)(...args);
    },
  };
}

/**
 * The `resolve` mapping of a record's model, if the routes have one: only for a record itself (not an array,
 * a class or a string), as in Rails.
 */
export function mappingFor(env: CustomUrlEnv | undefined, target: unknown, modelName: (record: object) => string | undefined): CustomUrl | undefined {
  const mappings = env?.context.custom!.mappings;
  // No mapping, no model name to read (most route sets have none).
  if (!mappings?.size || target === null || typeof target !== 'object' || Array.isArray(target)) return undefined;
  return mappings.get(modelName(target)!);
}

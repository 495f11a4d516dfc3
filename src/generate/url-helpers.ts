import { ArgumentError, UrlGenerationError } from '../errors.js';
import type { Route } from '../route.js';
import { CompiledRoute, REFERENCE } from './compiled-route.js';
import { rebindDirect } from './custom-url.js';
import { QUICK_ARITY, type QuickCalls } from './quick-call.js';
import { urlFor, type GenerationContext } from './generator.js';
import { splitArgs, type ReadArgs } from './read-args.js';
import { showValue } from './show-value.js';
import { isPlainObject, toParam, unsavedRecord } from './to-param.js';

export { readsAsUrlParams, splitArgs, type ReadArgs } from './read-args.js';

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

const describeArg = (value: unknown): string => {
  if (isPlainObject(value)) return `record ${describeRow(value)}`;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return `record ${value.constructor?.name ?? 'object'} (${String(toParam(value))})`;
  return showValue(value);
};

/** A row by what it is read by, never its other columns (they may be secrets): `{"id":7, …}`. */
function describeRow(row: { readonly [key: string]: unknown }): string {
  const by = 'id' in row ? `"id":${showValue(row.id)}` : typeof row.toParam === 'function' ? `toParam() ${showValue(row.toParam())}` : '';
  const others = Object.keys(row).some((key) => key !== 'id' && key !== 'toParam');
  return `{${by}${others ? (by ? ', …' : '…') : ''}}`;
}

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

const NO_KEYS: ReadonlySet<string> = new Set();

function readHelperArgs(route: Route, helperName: string, args: readonly unknown[], onlyPath: boolean) {
  const read = splitArgs(args, route);
  const { positional, options } = read;
  // Trailing nils fill nothing (Rails zips them onto nothing, and ignores positional args that are all nil).
  while (positional.length && positional[positional.length - 1] == null) positional.pop();
  const hash: { [key: string]: unknown } = { ...route.allDefaults, use_route: route.name, only_path: onlyPath, ...options };
  let keys = route.pattern.names;
  if (positional.length < keys.length - 1) keys = keys.filter((k) => !(k in hash));
  const reading = () => describeReading(keys, read);
  if (positional.length === 0) return { hash, reading, byPosition: NO_KEYS };
  if (positional.length > keys.length) {
    throw new ArgumentError(
      `${helperName} takes at most ${keys.length} positional argument(s) (${keys.map((k) => `:${k}`).join(', ') || 'none'}), got ${positional.length}; ${reading()}`,
    );
  }
  positional.forEach((value, i) => (hash[keys[i]!] = value));
  // Which params came by position: a map-style glob is escaped only when named (`namedGlobText`).
  return { hash, reading, byPosition: new Set(keys.slice(0, positional.length)) };
}

/** A helper call by Rails' full algorithm: what compiled helpers agree with, and fall back to. */
export function generateByReference(route: Route, helperName: string, args: readonly unknown[], onlyPath: boolean, context: GenerationContext): string {
  const { hash, reading, byPosition } = readHelperArgs(route, helperName, args, onlyPath);
  // A record without an id (a row not saved) fills nothing: said so, rather than a path without it or the
  // row's columns in the query string.
  for (const name of route.pattern.names) {
    const unsaved = Object.hasOwn(hash, name) ? unsavedRecord(hash[name]) : undefined;
    if (unsaved !== undefined) {
      throw new UrlGenerationError(`${helperName} cannot be generated: the record given for :${name} is not saved (${unsaved}); ${reading()} (route ${route})`);
    }
  }
  return urlFor(context, hash, helperName, reading, false, byPosition);
}

/** The helpers of one name as made once; `current` turns false when they are replaced or removed. */
export interface HelperGeneration {
  current: boolean;
}

/** The four helpers of one name (each also under its camelCase alias), and their generation. */
export interface HelperSet {
  readonly path: UrlHelper;
  readonly url: UrlHelper;
  readonly hash_path: HashHelper;
  readonly hash_url: HashHelper;
  readonly generation: HelperGeneration;
}

/**
 * A URL helper: the route's compiled generator (`CompiledRoute`), or the reference for the calls it leaves
 * alone. The reference finds the route by name, so a helper kept after its name went to another route (or
 * the table was rebuilt) generates what the name stands for now: such a helper is left to the reference.
 */
function urlHelper(helper: HelperInfo, onlyPath: boolean, context = helper.context): UrlHelper {
  const { route, helperName, compiled, generation } = helper;
  // A profile with its own generation (Rails 6.1): the route the name stands for now, by its rules.
  const generate = context.profile?.generation.generate;
  if (generate) return (...args) => generate(generation.current ? route : (context.named.get(helper.routeName) ?? route), args, onlyPath, context);
  const general: UrlHelper = (...args) => {
    if (generation.current) {
      const url = compiled().generate(args, onlyPath, context.defaultUrlOptions as Options);
      if (url !== REFERENCE) return url;
    }
    return generateByReference(route, helperName, args, onlyPath, context);
  };
  // Fixed parameters and `arguments.length`, not a rest array: the quick reading makes no array per call.
  // (`apply(…, arguments)` forwards them without making one either.)
  let quick: QuickCalls | null | undefined;
  return function (a0?: unknown, a1?: unknown, a2?: unknown, a3?: unknown, a4?: unknown, a5?: unknown): string {
    const n = arguments.length;
    if (n <= QUICK_ARITY && generation.current) {
      if (quick === undefined) quick = compiled().quick;
      const url = quick === null ? undefined : quick.generate(n, a0, a1, a2, a3, a4, a5, onlyPath, context.defaultUrlOptions as Options);
      if (url !== undefined) return url;
    }
    // eslint-disable-next-line prefer-rest-params, prefer-spread
    return general.apply(undefined, arguments as unknown as unknown[]);
  };
}

/** Makes `<name>_path`, `<name>_url` and `hash_for_<name>_path/url` for the route named `name`. */
export function helperSet(name: string, route: Route, context: GenerationContext): HelperSet {
  const generation: HelperGeneration = { current: true };
  // Compiled on the first call, not when the helpers are made.
  let compiledRoute: CompiledRoute | undefined;
  const compiled = () => (compiledRoute ??= new CompiledRoute(route));
  const make = (kind: 'path' | 'url') => {
    const helperName = `${name}_${kind}`;
    const onlyPath = kind === 'path';
    const info: HelperInfo = { route, routeName: name, helperName, context, compiled, generation };
    const helper = urlHelper(info, onlyPath);
    if (!onlyPath) urlHelpers.set(helper, info);
    Object.defineProperty(helper, 'name', { value: helperName });
    const hash: HashHelper = (...args) => hashFor(route, helperName, args, onlyPath);
    return [helper, hash] as const;
  };
  const [path, hashPath] = make('path');
  const [url, hashUrl] = make('url');
  return { path, url, hash_path: hashPath, hash_url: hashUrl, generation };
}

type Options = { readonly [key: string]: unknown };

interface HelperInfo {
  readonly route: Route;
  readonly routeName: string;
  readonly helperName: string;
  readonly context: GenerationContext;
  readonly compiled: () => CompiledRoute;
  readonly generation: HelperGeneration;
}

const urlHelpers = new WeakMap<UrlHelper | HashHelper, HelperInfo>();

/**
 * The context a request's helpers generate in (compiled and reference alike): the set's state with the
 * request's URL defaults over its own. Built per request (request helpers live as long as one request), so a snapshot
 * is current.
 */
const requestContext = (context: GenerationContext, defaults: Options): GenerationContext => ({
  profile: context.profile,
  routes: context.routes,
  named: context.named,
  defaultUrlOptions: { ...context.defaultUrlOptions, ...defaults },
  custom: context.custom,
});

/**
 * The helpers with `defaults` under the set's default URL options for `_url` helpers (a request's host and
 * protocol); explicit options still win. The defaults are not an argument, so they never change how the
 * arguments are read. Each helper is wrapped when first read (a request uses a few of a table's thousands).
 */
export function withUrlDefaults(helpers: UrlHelpers, defaults: Options): UrlHelpers {
  const source = helpers as HelperTable;
  const wrapped = Object.create(
    new Proxy(Object.prototype, {
      get(_target, key, receiver) {
        // Reading the set's helper makes it, if it is one (`LazyHelpers`); anything else is the plain object's.
        const helper: unknown = typeof key === 'string' ? Reflect.get(source, key) : undefined;
        if (typeof key !== 'string' || !Object.hasOwn(source, key)) return Reflect.get(Object.prototype, key, receiver);
        const known = typeof helper === 'function' ? urlHelpers.get(helper as UrlHelper) : undefined;
        // A direct helper builds its URL from other helpers: these ones, in the request's context.
        const direct = known ? undefined : rebindDirect(helper, (env) => ({ context: requestContext(env.context, defaults), helpers: wrapped }));
        const value = known ? urlHelper(known, false, requestContext(known.context, defaults)) : (direct ?? helper);
        Object.defineProperty(wrapped, key, { value, writable: true, enumerable: true, configurable: true });
        return value;
      },
      has(_target, key) {
        return key in source;
      },
    }),
  ) as HelperTable;
  return wrapped as UrlHelpers;
}

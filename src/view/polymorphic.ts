import { UrlGenerationError } from '../errors.js';
import { asParams } from '../generate/as-params.js';
import { callCustomUrl, mappingFor, type CustomUrlEnv, type PolymorphicCall } from '../generate/custom-url.js';
import { URL_OPTION_KEYS } from '../generate/url.js';
import { withUrlDefaults, type UrlHelpers } from '../generate/url-helpers.js';
import type { Route } from '../route.js';
import { isNewRecord, modelNameOf, recordParam } from './model-name.js';

/** What polymorphic URLs are built from: a `RouteSet`, or the routes a custom URL function was given. */
export interface PolymorphicRoutes {
  readonly namedRoutes: ReadonlyMap<string, Route>;
  readonly helpers: object;
  /** Where the `resolve` mappings are (a route set has them). */
  readonly customUrlEnv?: CustomUrlEnv;
}

/** A record, a model class, a namespace string, or an array of them (`['admin', post]`, `[post, comment]`). */
export type PolymorphicTarget = unknown;

export interface PolymorphicOptions {
  /** `new` or `edit`: prefixes the route name (`edit_post_path`). */
  action?: string;
  format?: string;
  /** Extra params and URL options for the helper (query, anchor, host, …). */
  params?: { [key: string]: unknown };
  /** A full URL (`_url` helper) instead of a path. */
  url?: boolean;
}

/**
 * Rails' `polymorphic_path`: the route named after the records. A saved record gives its singular route key
 * and its id, a new record (or a class) the plural one, strings are namespace prefixes:
 * `[post, comment]` → `post_comment_path(post, comment)`, `['admin', newPost]` → `admin_posts_path()`.
 * Records are passed only for the params the route has, so a saved singular resource (`profile`) gives
 * `/profile` rather than Rails 3.2's `/profile.1`; a new one falls back to the singular route when there is
 * no plural one (the singular resource's create route).
 */
export function polymorphicPath(routes: PolymorphicRoutes, target: PolymorphicTarget, options: PolymorphicOptions = {}): string {
  const mapped = resolved(routes, target, options);
  if (mapped !== undefined) return mapped;
  const items = (Array.isArray(target) ? target : [target]).filter((x) => x !== null && x !== undefined);
  if (items.length === 0) throw new UrlGenerationError('polymorphicPath needs a record, a model class or a namespace');
  const parts: string[] = [];
  const args: string[] = [];
  let candidates: string[][] = [];
  items.forEach((item, i) => {
    const last = i === items.length - 1;
    if (typeof item === 'string') {
      parts.push(item);
      if (last) candidates = [parts];
      return;
    }
    const name = modelNameOf(item);
    const isClass = typeof item === 'function';
    if (!last) {
      parts.push(name.singularRouteKey);
      const param = isClass ? undefined : recordParam(item);
      if (param === undefined) throw new UrlGenerationError(`polymorphicPath: the parent ${name.name} in the path has no id (it is not saved)`);
      args.push(param);
      return;
    }
    if (isClass || (options.action !== 'new' && isNewRecord(item))) {
      candidates = [[...parts, name.routeKey], [...parts, name.singularRouteKey]];
    } else {
      candidates = [[...parts, name.singularRouteKey]];
      const param = options.action === 'new' ? undefined : recordParam(item);
      if (param !== undefined) args.push(param);
    }
  });
  const names = candidates.map((c) => [options.action, ...c].filter(Boolean).join('_'));
  const name = names.find((n) => routes.namedRoutes.has(n));
  if (name === undefined) {
    throw new UrlGenerationError(`No route named ${names.map((n) => JSON.stringify(n)).join(' or ')} for ${describe(items)}: declare the resource, or give the URL yourself`);
  }
  const route = routes.namedRoutes.get(name)!;
  const positional = args.slice(0, route.pattern.requiredNames.length);
  const helper = (routes.helpers as { [key: string]: unknown })[`${name}_${options.url ? 'url' : 'path'}`] as (...a: unknown[]) => string;
  // Params whatever their keys: never read as a row.
  const extra = asParams({ ...options.params, ...(options.format ? { format: options.format } : {}) });
  return helper(...positional, extra);
}

function describe(items: readonly unknown[]): string {
  return `[${items.map((i) => (typeof i === 'string' ? JSON.stringify(i) : modelNameOf(i).name)).join(', ')}]`;
}

/** `polymorphicPath` with `url: true`: a full URL (`polymorphic_url`). */
export function polymorphicUrl(routes: PolymorphicRoutes, target: PolymorphicTarget, options: Omit<PolymorphicOptions, 'url'> = {}): string {
  return polymorphicPath(routes, target, { ...options, url: true });
}

/** Rails' polymorphic options (`action`, then params and URL options in one object) for a custom URL's result. */
export const polymorphicCall: PolymorphicCall = (routes, target, options, onlyPath) => {
  const { action, ...params } = options;
  return polymorphicPath(routes, target, { action: action == null ? undefined : String(action), params, url: !onlyPath });
};

const modelNameOrNone = (record: object): string | undefined => {
  try {
    return modelNameOf(record).name;
  } catch {
    return undefined;
  }
};

/**
 * The URL of a record whose model has a `resolve` mapping (Rails applies it to a record given alone, not in an
 * array): the mapping's function gets the record and the options (`action`, `format`, params). URL options among
 * the params (a request's host) stay the default of whatever the function builds, even if it drops them.
 */
function resolved(routes: PolymorphicRoutes, target: unknown, options: PolymorphicOptions): string | undefined {
  const env = routes.customUrlEnv;
  const mapping = mappingFor(env, target, modelNameOrNone);
  if (mapping === undefined) return undefined;
  const given: { [key: string]: unknown } = { ...options.params };
  if (options.format !== undefined) given.format = options.format;
  if (options.action !== undefined) given.action = options.action;
  const ambient = Object.fromEntries(Object.entries(given).filter(([key]) => URL_OPTION_KEYS.has(key)));
  const scoped: CustomUrlEnv =
    Object.keys(ambient).length === 0
      ? env!
      : {
          context: { ...env!.context, defaultUrlOptions: { ...env!.context.defaultUrlOptions, ...ambient } },
          helpers: withUrlDefaults(env!.helpers as UrlHelpers, ambient) as CustomUrlEnv['helpers'],
        };
  return callCustomUrl(mapping, [target], given, !options.url, scoped, `The resolve mapping of ${mapping.name}`);
}

import { ArgumentError } from '../errors.js';
import { isPlainObject, PLAIN_DATA } from './to-param.js';
import { URL_OPTION_KEYS } from './url.js';

/**
 * Records or params? JavaScript has one kind of object where Ruby has models and Hashes, and database clients
 * (pg, Prisma, Drizzle, Kysely, JSON) give rows as plain objects. The rule (README "URL helpers"):
 * a plain object given to a helper is named params when it is marked as such (`asParams`, request params),
 * when every key names a param of the route or a URL option (`{ id: 7, format: 'json' }`), or when it has
 * neither an `id` nor a `toParam()` to be a record by (`{ page: 2 }`); otherwise it is a record, a row, and
 * fills a path param with its `toParam()` or `id` while none of its other keys reach the URL.
 * (js-routes reads every object with an `id` as a model, with `_options: true` as the way out; naming only
 * the route's own keys keeps `{ id, format }` and nested routes' `{ post_id, id }` readable as params.)
 */

type PlainObject = { readonly [key: string]: unknown };

/**
 * Marks a plain object as named params (Rails' Hash), whatever its keys: `quoted_issue_path(asParams({ id: 12,
 * journal_id: 5 }))` → `/issues/12/quoted?journal_id=5`. The object itself is returned, marked by a
 * non-enumerable registered symbol (the one request params carry on their prototype, and the one the
 * browser module's `asParams` sets), so keys, JSON, spreads and equality checks see it unchanged. A spread
 * makes a new object, read by the rule again. A frozen or sealed object cannot be marked: a marked copy is
 * returned.
 */
export function asParams<T extends object>(params: T): T {
  if (!isPlainObject(params)) {
    throw new ArgumentError(`asParams takes a plain object of params (an object literal, a row, request params), got ${describe(params)}`);
  }
  if (isMarked(params)) return params;
  const target = Object.isExtensible(params) ? params : (Object.assign(Object.create(Object.getPrototypeOf(params) as object | null) as object, params) as T);
  return Object.defineProperty(target, PLAIN_DATA, { value: true });
}

const describe = (value: unknown) => (value === null || typeof value !== 'object' ? String(value) : Array.isArray(value) ? 'an array' : `a ${value.constructor?.name ?? 'object'}`);

const isMarked = (value: object) => (value as { [PLAIN_DATA]?: unknown })[PLAIN_DATA] === true;

/**
 * Whether a plain object can only be a record: it has an `id` key (even a null one: a row not saved yet) or a
 * `toParam()` method, and is not marked as params. Such an object is still params when all its keys name the
 * route's params or URL options (`readsAsParams`).
 */
export const isRow = (value: PlainObject): boolean => ('id' in value || typeof value.toParam === 'function') && !isMarked(value);

/** Whether a key is a URL option (or `use_route`), never a param of the route. */
export const isUrlOptionKey = (key: string): boolean => URL_OPTION_KEYS.has(key) || key === 'use_route';

/**
 * Whether a plain object given as a helper's last argument is named params (true) or a record (false), for a
 * route with these param names and fixed params (`controller`, `action`, …: they name the route too).
 */
export function readsAsParams(value: PlainObject, names: readonly string[], fixed: PlainObject): boolean {
  if (!isRow(value)) return true;
  for (const key in value) if (!names.includes(key) && !isUrlOptionKey(key) && !Object.hasOwn(fixed, key)) return false;
  return true;
}

/**
 * Whether a plain object given where a record or URL params may stand (`redirectTo`, `urlFor` in an action)
 * is URL params: marked as such, naming what picks a route (`controller`, `action`, `use_route`), or no row.
 */
export const readsAsUrlParams = (value: PlainObject): boolean =>
  !isRow(value) || Object.hasOwn(value, 'controller') || Object.hasOwn(value, 'action') || Object.hasOwn(value, 'use_route');

import type { Route } from '../route.js';
import { isPlainObject } from './to-param.js';
import { URL_OPTION_KEYS } from './url.js';

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

export const isRecordLike = (value: { [key: string]: unknown }) => value.id != null || typeof value.toParam === 'function';

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
  const end = optionsStart(args, route);
  const options = Object.assign({}, ...(args.slice(end) as object[])) as { [key: string]: unknown };
  return { positional: args.slice(0, end), options };
}

/** Where `splitArgs` splits: the args before this index are path params by position, the rest options. */
export function optionsStart(args: readonly unknown[], route?: Route): number {
  let end = args.length;
  while (end > 1 && isPlainObject(args[end - 1]) && urlOptionsOnly(args[end - 1] as { [key: string]: unknown })) end--;
  const last = args[end - 1];
  if (end > 0 && isPlainObject(last) && !(route && readsAsRecord(last, route, args, end - 1))) end--;
  return end;
}

function urlOptionsOnly(value: { [key: string]: unknown }): boolean {
  let keys = 0;
  for (const key in value) {
    if (!isUrlOptionKey(key)) return false;
    keys++;
  }
  return keys > 0;
}

/** What reading a call needs of a route, worked out once per route. */
interface RouteFacts {
  readonly params: ReadonlySet<string>;
  /** Required params without a fixed default: the records a call must give by position. */
  readonly required: number;
}
const facts = new WeakMap<Route, RouteFacts>();
function factsOf(route: Route): RouteFacts {
  let known = facts.get(route);
  if (!known) {
    const required = route.pattern.requiredNames.filter((name) => !Object.hasOwn(route.allDefaults, name)).length;
    facts.set(route, (known = { params: new Set(route.pattern.names), required }));
  }
  return known;
}

/** Whether `value`, after `args[0…before)`, is a record rather than named params. */
function readsAsRecord(value: { [key: string]: unknown }, route: Route, args: readonly unknown[], before: number): boolean {
  const { params, required } = factsOf(route);
  for (const key in value) if (isUrlOptionKey(key) || params.has(key)) return false;
  let given = 0;
  for (let i = 0; i < before; i++) if (args[i] != null) given++;
  return required > given && isRecordLike(value);
}

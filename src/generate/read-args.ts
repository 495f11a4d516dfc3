import type { Route } from '../route.js';
import { isUrlOptionKey, readsAsParams } from './as-params.js';
import { isPlainObject } from './to-param.js';

export { readsAsUrlParams } from './as-params.js';

/** How a helper call's arguments were read: path params by position, then named params and URL options. */
export interface ReadArgs {
  readonly positional: unknown[];
  readonly options: { [key: string]: unknown };
}

/**
 * Splits a helper call's arguments the way JavaScript code passes them. Database rows and JSON are plain
 * objects, so a plain object is not always named params (Rails' Hash):
 * - trailing objects of URL options only (`{ host }`) are options;
 * - the last other argument, a plain object, is named params / URL options unless it reads as a record
 *   (`as-params.ts`: a row, with an `id` and a key that names neither a param of the route nor a URL option);
 * - every argument before it is positional: a plain object there is a record (`post_comment_path(postRow,
 *   commentRow)` → `/posts/7/comments/3`).
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
  if (end > 0 && isPlainObject(last) && (!route || readsAsParams(last, route.pattern.names, route.allDefaults))) end--;
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

import type { ModelRecord } from './to-param.js';
import type { UrlOptions } from './url.js';

/**
 * What a helper accepts for one path param: text, a number, a record (its `toParam()` or `id`), or a list
 * (for a glob, joined with `/`).
 */
export type HelperParam = string | number | bigint | boolean | ModelRecord | readonly HelperParam[];

/** The trailing object of a helper call: named params, query params and URL options together. */
export type HelperOptions = UrlOptions & { [param: string]: unknown };

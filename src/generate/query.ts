import { isPlainObject, isRecord, toParam } from './to-param.js';

// Keys and values are escaped as Ruby's CGI.escape does for `to_query`: only letters, digits and `_.-~` stay,
// a space becomes `+`, and the brackets of nested keys are escaped too (`tags%5B%5D=a`).
const cgiEscape = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

function pairs(prefix: string, value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push(`${cgiEscape(`${prefix}[]`)}=`);
    for (const item of value) pairs(`${prefix}[]`, item, out);
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value).sort()) pairs(`${prefix}[${key}]`, value[key], out);
  } else {
    out.push(`${cgiEscape(prefix)}=${cgiEscape(isRecord(value) || value !== null ? (toParam(value) ?? '') : '')}`);
  }
}

/**
 * A query string the way Rails writes one (`Hash#to_query`): keys sorted, nested objects as `a[b]=c`,
 * arrays as `a[]=1&a[]=2`. Top-level null / undefined values are left out.
 */
export function toQuery(params: { readonly [key: string]: unknown }): string {
  const out: string[] = [];
  for (const key of Object.keys(params).sort()) {
    if (params[key] === null || params[key] === undefined) continue;
    pairs(key, params[key], out);
  }
  return out.join('&');
}

import { isPlainObject, isRecord, toParam } from './to-param.js';

// Brackets stay readable (`post[tags][]=a`); everything else is form-encoded (space → `+`).
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%20/g, '+');
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

function pairs(prefix: string, value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push(`${encodeKey(`${prefix}[]`)}=`);
    for (const item of value) pairs(`${prefix}[]`, item, out);
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value).sort()) pairs(`${prefix}[${key}]`, value[key], out);
  } else {
    out.push(`${encodeKey(prefix)}=${encodeValue(isRecord(value) || value !== null ? (toParam(value) ?? '') : '')}`);
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

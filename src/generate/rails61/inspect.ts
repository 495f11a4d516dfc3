import { toParam } from '../to-param.js';

/** A value as Ruby's `inspect` writes it, for Rails' error messages (`{:id=>"x", :page=>nil}`). */
export function rubyInspect(value: unknown): string {
  if (value === null || value === undefined) return 'nil';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof RegExp) return `/${value.source}/`;
  if (Array.isArray(value)) return `[${value.map(rubyInspect).join(', ')}]`;
  if (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) return hashInspect(value as Record<string, unknown>);
  return `#<${(value as object).constructor?.name ?? 'Object'} ${JSON.stringify(toParam(value) ?? null)}>`;
}

/** A hash with symbol keys, in the order given: `{:action=>"show", :id=>"1"}`. */
export function hashInspect(hash: Readonly<Record<string, unknown>>): string {
  return `{${Object.entries(hash).map(([k, v]) => `:${k}=>${rubyInspect(v)}`).join(', ')}}`;
}

/** A list of symbols: `[:id, :post_id]`. */
export const symbolsInspect = (keys: readonly string[]): string => `[${keys.map((k) => `:${k}`).join(', ')}]`;

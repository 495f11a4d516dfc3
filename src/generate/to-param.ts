import { showValue } from './show-value.js';

/**
 * How a value becomes URL text. A record (any non-plain object: a model instance) gives its `toParam()` or
 * its `id`; an array (a glob's segments) is joined with `/`; null and undefined give nothing.
 */
export interface ModelRecord {
  toParam?: () => unknown;
  id?: unknown;
}

/**
 * Marks a prototype whose objects are still plain data: request params inherit `require` / `permit` from
 * one (the HTTP layer's strong parameters) and must keep being treated as option hashes, not records.
 */
export const PLAIN_DATA = Symbol.for('resource-routing.plain-data');

export const isPlainObject = (value: unknown): value is { [key: string]: unknown } => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as { [PLAIN_DATA]?: unknown } | null;
  if (proto === Object.prototype || proto === null) return true;
  // Records of one class come one after another (a list of posts): their prototype is remembered.
  if (proto === lastRecordPrototype) return false;
  if (proto[PLAIN_DATA] === true) return true;
  lastRecordPrototype = proto;
  return false;
};
let lastRecordPrototype: object | null = null;

/**
 * A record given for a param that has no param to give (a row not saved: its `id` null, undefined or ''):
 * what it gave, for the error (`its id is null`); undefined for any other value.
 */
export function unsavedRecord(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return undefined;
  const record = value as ModelRecord;
  const byMethod = typeof record.toParam === 'function';
  const param = byMethod ? record.toParam!() : record.id;
  return param === null || param === undefined || param === '' ? `its ${byMethod ? 'toParam()' : 'id'} is ${showValue(param)}` : undefined;
}

/** A record: an object that is neither plain nor an array nor a Date/RegExp-like value type. */
export const isRecord = (value: unknown): value is ModelRecord =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !isPlainObject(value) && !(value instanceof Date);

export function toParam(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((v) => toParam(v) ?? '').join('/');
  if (value instanceof Date) return value.toISOString();
  // A plain object standing for a record (JSON from a database) fills a segment with its id; one without
  // an id fills nothing rather than "[object Object]".
  if (isRecord(value) || isPlainObject(value)) {
    const record = value as ModelRecord;
    const param = typeof record.toParam === 'function' ? record.toParam() : record.id;
    return param === value ? undefined : toParam(param);
  }
  return String(value);
}

import { PLAIN_DATA } from '../generate/to-param.js';
import { HttpError } from './errors.js';
import { isParamObject, type ParamObject, type ParamValue } from './nested-params.js';
import { UploadedFile } from './uploaded-file.js';

/** A required param is missing or empty (Rails' `ActionController::ParameterMissing`): answered 400. */
export class ParameterMissing extends HttpError {
  override name = 'ParameterMissing';
  constructor(readonly param: string) {
    super(400, `param is missing or the value is empty: ${param}`);
  }
}

/**
 * What `permit` takes: a key whose value must be a scalar (`'title'`), or `{ key: filter }` where the filter
 * is `[]` (an array of scalars), a list of filters (a nested hash, or an array of hashes, with those keys),
 * or `{}` (a hash with any keys, scalar values at any depth).
 */
export type PermitFilter = string | { readonly [key: string]: readonly PermitFilter[] | Readonly<Record<string, never>> };

/** The methods strong parameters add to params objects (not enumerable, so JSON and spreads skip them). */
export interface StrongParams {
  /** The nested hash under `key`, ready for `permit`; a missing, empty or non-hash value → `ParameterMissing` (400). */
  require(key: string): PermittableParams;
  /** A plain copy with only the listed keys, each with a value of the permitted shape; the rest is dropped. */
  permit(...filters: PermitFilter[]): ParamObject;
}
export type PermittableParams = ParamObject & StrongParams;

/** Names strong parameters take on a params object; a request's own params with these names are not kept. */
export const STRONG_PARAMS_METHODS: ReadonlySet<string> = new Set(['require', 'permit']);

// Rails' permitted scalars: strings, numbers, booleans, nil, uploaded files.
const isScalar = (value: ParamValue | undefined): boolean =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof UploadedFile;

/**
 * The prototype of request params: `require` and `permit` are inherited (not enumerable, so JSON, spreads and
 * `Object.keys` skip them), which costs nothing per request; marked as plain data so URL helpers still take
 * params as options.
 */
const PARAMS_PROTOTYPE: object = Object.create(Object.prototype, {
  require: {
    value: function require(this: ParamObject, key: string): PermittableParams {
      return requireParam(this, key);
    },
    writable: true,
    configurable: true,
  },
  permit: {
    value: function permitted(this: ParamObject, ...filters: PermitFilter[]): ParamObject {
      return permit(this, filters);
    },
    writable: true,
    configurable: true,
  },
  [PLAIN_DATA]: { value: true },
});

/** Params with `require` and `permit`: the sources' keys copied (later ones win) onto the params prototype. */
export function strongParams(...sources: ParamObject[]): PermittableParams {
  const params = Object.create(PARAMS_PROTOTYPE) as ParamObject;
  // Own enumerable keys, assigned (as Object.assign does), without its cost on objects with a prototype of their own.
  for (let i = 0; i < sources.length; i++) {
    const source = sources[i]!;
    const keys = Object.keys(source);
    for (let k = 0; k < keys.length; k++) params[keys[k]!] = source[keys[k]!]!;
  }
  // Rare: a request that sent params named like the methods loses them (else the methods could not be called).
  if (Object.hasOwn(params, 'require') || Object.hasOwn(params, 'permit')) {
    for (const name of STRONG_PARAMS_METHODS) delete params[name];
  }
  return params as PermittableParams;
}

/** `strongParams` of one object (a copy). */
export const withStrongParams = <T extends ParamObject>(params: T): T & StrongParams => strongParams(params) as T & StrongParams;

function requireParam(params: ParamObject, key: string): PermittableParams {
  const value = Object.hasOwn(params, key) ? params[key] : undefined;
  if (!isParamObject(value) || Object.keys(value).length === 0) throw new ParameterMissing(key);
  return strongParams(value);
}

/** Rails' `permit`: listed keys only, values of the permitted shape only (an object where a scalar is allowed is dropped). */
export function permit(params: ParamObject, filters: readonly PermitFilter[]): ParamObject {
  const out: ParamObject = {};
  for (const filter of filters) {
    if (typeof filter === 'string') {
      const value = own(params, filter);
      if (isScalar(value)) out[filter] = value!;
      continue;
    }
    for (const [key, shape] of Object.entries(filter)) {
      const value = own(params, key);
      if (value === undefined) continue;
      const kept = Array.isArray(shape) ? permitShaped(value, shape) : permitAnyHash(value);
      if (kept !== undefined) out[key] = kept;
    }
  }
  return out;
}

/** `{ tags: [] }` keeps an array of scalars; `{ author: ['name'] }` a hash (or an array of hashes) with those keys. */
function permitShaped(value: ParamValue, shape: readonly PermitFilter[]): ParamValue | undefined {
  if (shape.length === 0) return Array.isArray(value) && value.every(isScalar) ? value.slice() : undefined;
  if (isParamObject(value)) {
    // Rails: a hash whose keys are all numbers (`fields_for` with index) is a list of hashes.
    const keys = Object.keys(value);
    if (keys.length > 0 && keys.every((k) => /^-?\d{1,10}$/.test(k))) {
      const out: ParamObject = {};
      for (const k of keys) if (isParamObject(value[k])) out[k] = permit(value[k] as ParamObject, shape);
      return out;
    }
    return permit(value, shape);
  }
  if (Array.isArray(value)) return value.filter(isParamObject).map((item) => permit(item, shape));
  return undefined;
}

/** `{ settings: {} }`: any keys, scalar values (or arrays of them, or hashes of them) at any depth. */
function permitAnyHash(value: ParamValue): ParamValue | undefined {
  if (!isParamObject(value)) return undefined;
  const out: ParamObject = {};
  for (const [key, item] of Object.entries(value)) {
    if (isScalar(item)) out[key] = item;
    else if (Array.isArray(item) && item.every(isScalar)) out[key] = item.slice();
    else if (isParamObject(item)) out[key] = permitAnyHash(item)!;
  }
  return out;
}

const own = (object: ParamObject, key: string): ParamValue | undefined => (Object.hasOwn(object, key) ? object[key] : undefined);

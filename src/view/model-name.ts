import { inflections, underscore, type Inflector } from '../inflection.js';

/**
 * The names a model goes by, as ActiveModel::Name gives them for a class `Admin::BlogPost`:
 * singular `admin_blog_post`, plural `admin_blog_posts`, element `blog_post`, human `Blog post`,
 * paramKey (form field prefix) = singular, routeKey (collection helper) = plural, singularRouteKey = singular.
 */
export interface ModelName {
  readonly name: string;
  readonly singular: string;
  readonly plural: string;
  readonly element: string;
  readonly human: string;
  readonly paramKey: string;
  readonly routeKey: string;
  readonly singularRouteKey: string;
}

/** What a record may carry to name its model: a class name string, or some of the names. */
export type ModelNameSource = string | (Partial<ModelName> & { readonly name: string });

export const humanize = (word: string): string => {
  const text = word.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** ActiveModel::Name for a class name such as `Post`, `BlogPost` or `Admin::Post`. */
export function modelName(source: ModelNameSource, inflector: Inflector = inflections): ModelName {
  const given = typeof source === 'string' ? { name: source } : source;
  const path = underscore(given.name.replace(/\./g, '::'));
  const singular = given.singular ?? path.replace(/\//g, '_');
  const plural = given.plural ?? inflector.pluralize(singular);
  const element = given.element ?? path.split('/').pop()!;
  return {
    name: given.name,
    singular,
    plural,
    element,
    human: given.human ?? humanize(element),
    paramKey: given.paramKey ?? singular,
    // Rails appends `_index` when singular and plural coincide (`sheep`), so the collection helper differs.
    routeKey: given.routeKey ?? (plural === singular ? `${plural}_index` : plural),
    singularRouteKey: given.singularRouteKey ?? singular,
  };
}

type Named = { modelName?: unknown; name?: unknown; constructor?: unknown };

function sourceOf(value: unknown): ModelNameSource | undefined {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
  const declared = (value as Named).modelName;
  const resolved = typeof declared === 'function' ? (declared as () => unknown).call(value) : declared;
  if (typeof resolved === 'string' && resolved) return resolved;
  if (resolved && typeof resolved === 'object' && typeof (resolved as { name?: unknown }).name === 'string') {
    return resolved as ModelNameSource;
  }
  return undefined;
}

/**
 * The model name of a record or a model class: its own `modelName`, its class's static `modelName`, or its
 * class name. A plain object has no class name, so it needs a `modelName`.
 */
export function modelNameOf(recordOrClass: unknown, inflector: Inflector = inflections): ModelName {
  const own = sourceOf(recordOrClass);
  if (own) return modelName(own, inflector);
  if (typeof recordOrClass === 'function' && recordOrClass.name) return modelName(recordOrClass.name, inflector);
  if (recordOrClass !== null && typeof recordOrClass === 'object') {
    const ctor = (recordOrClass as Named).constructor;
    const fromClass = sourceOf(ctor);
    if (fromClass) return modelName(fromClass, inflector);
    if (typeof ctor === 'function' && ctor !== Object && ctor.name) return modelName(ctor.name, inflector);
  }
  throw new TypeError(
    `Cannot tell the model of ${describe(recordOrClass)}: use a class instance, or give it a modelName such as 'Post'`,
  );
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A record's URL param: `toParam()`, else `id`; undefined for a record not yet saved. */
export function recordParam(record: unknown): string | undefined {
  if (record === null || typeof record !== 'object') return record === undefined || record === null ? undefined : String(record);
  const r = record as { toParam?: () => unknown; id?: unknown };
  const param = typeof r.toParam === 'function' ? r.toParam() : r.id;
  return param === undefined || param === null || param === '' ? undefined : String(param);
}

/** New (not saved): `isNewRecord()` (or `isNewRecord` / `newRecord` flags) when given, else no id. */
export function isNewRecord(record: unknown): boolean {
  const r = record as { isNewRecord?: unknown; newRecord?: unknown; persisted?: unknown; id?: unknown };
  for (const key of ['isNewRecord', 'newRecord'] as const) {
    const flag = r[key];
    if (typeof flag === 'function') return Boolean((flag as () => unknown).call(record));
    if (typeof flag === 'boolean') return flag;
  }
  if (typeof r.persisted === 'function') return !(r.persisted as () => unknown).call(record);
  return r.id === undefined || r.id === null || r.id === '';
}

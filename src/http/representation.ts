import { inflections } from '../inflection.js';
import { modelNameOf } from '../view/model-name.js';

/**
 * Representations of data for `render({ json })` and `render({ xml })`. Records are read through their
 * `toJSON()` when they have one (as `JSON.stringify` does), else their own enumerable properties.
 */

/** JSON text of a value; records give their `toJSON()`. */
export const toJson = (value: unknown): string => JSON.stringify(value ?? null);

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
    // Control characters other than tab, LF and CR cannot appear in XML 1.0 at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** Rails dasherizes element names (`created_at` → `created-at`); anything not allowed in a name becomes `_`. */
function elementName(key: string): string {
  let name = key.replace(/_/g, '-').replace(/[^\w.-]/g, '_');
  if (!/^[A-Za-z_]/.test(name)) name = `_${name}`;
  return name;
}

function plainData(value: object): unknown {
  const withJson = value as { toJSON?: () => unknown };
  return typeof withJson.toJSON === 'function' ? withJson.toJSON() : value;
}

/** The `type` attribute Rails writes for a scalar (strings have none). */
function scalarType(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'float';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'bigint') return 'integer';
  if (value instanceof Date) return 'datetime';
  return undefined;
}

function element(name: string, value: unknown, indent: string, depth: number): string {
  const tag = elementName(name);
  if (depth > 100) throw new RangeError('toXml: the data is nested more than 100 levels (a cycle?)');
  if (value === null || value === undefined) return `${indent}<${tag} nil="true"/>\n`;
  if (value instanceof Date) return `${indent}<${tag} type="datetime">${value.toISOString()}</${tag}>\n`;
  // Read through toJSON as JSON.stringify reads it, lists included, so both representations show the same data.
  if (typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return element(name, plainData(value), indent, depth + 1);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return `${indent}<${tag} type="array"/>\n`;
    const child = inflections.singularize(name);
    const items = value.map((item) => element(child === name ? `${name}-item` : child, item, `${indent}  `, depth + 1)).join('');
    return `${indent}<${tag} type="array">\n${items}${indent}</${tag}>\n`;
  }
  if (typeof value === 'object') {
    const children = Object.entries(value).map(([k, v]) => element(k, v, `${indent}  `, depth + 1)).join('');
    return children ? `${indent}<${tag}>\n${children}${indent}</${tag}>\n` : `${indent}<${tag}/>\n`;
  }
  const type = scalarType(value);
  return `${indent}<${tag}${type ? ` type="${type}"` : ''}>${escapeXml(String(value))}</${tag}>\n`;
}

/** The root element name Rails would use: the model's element name, its plural for a list of records. */
export function xmlRootOf(value: unknown): string {
  if (Array.isArray(value)) {
    const first = value.find((v) => v !== null && v !== undefined);
    const named = first === undefined ? undefined : tryModelName(first);
    return named ? inflections.pluralize(named) : 'objects';
  }
  return tryModelName(value) ?? 'hash';
}

function tryModelName(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  try {
    return modelNameOf(value).element;
  } catch {
    return undefined;
  }
}

/**
 * XML in the shape of Rails' `to_xml`: dasherized element names, `type` attributes on numbers, booleans,
 * dates and arrays, `nil="true"` for null, list items named by the singular of the list's name.
 */
export function toXml(value: unknown, options: { root?: string } = {}): string {
  const root = options.root ?? xmlRootOf(value);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(root, value, '', 0)}`;
}

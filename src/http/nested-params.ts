import { isPlainObject } from '../generate/to-param.js';
import { BadRequest } from './errors.js';
import type { UploadedFile } from './uploaded-file.js';

/** A param value: strings from forms and queries, files from multipart bodies, anything JSON from JSON bodies. */
export type ParamValue = string | number | boolean | null | UploadedFile | ParamValue[] | ParamObject;
export interface ParamObject {
  [key: string]: ParamValue;
}

/** Limits on what a request may make the server build. */
export interface ParamsLimits {
  /** Bytes of a urlencoded or JSON body (default 1 MiB). Over it: 413. */
  bodySize: number;
  /** Bytes of a multipart body, files included (default 10 MiB). Over it: 413. */
  multipartSize: number;
  /** Files in one multipart body (default 20). Over it: 413. */
  files: number;
  /** Params in the query string or in one body (default 1000). Over it: 400. */
  keys: number;
  /** Bracket levels in one name (`a[b][c]` is 2) or object / array levels in JSON (default 32). Over it: 400. */
  depth: number;
  /** Bytes of one multipart part's headers, field name included (default 16 KiB). Over it: 400. */
  partHeaderSize: number;
  /**
   * Body bytes held in memory at once across all requests being read (default 64 MiB). A request that would
   * go over it gets 503 and its connection is closed, so stalled uploads cannot pin the server's memory.
   */
  bufferedBytes: number;
}

export const DEFAULT_LIMITS: ParamsLimits = {
  bodySize: 1024 * 1024,
  multipartSize: 10 * 1024 * 1024,
  files: 20,
  keys: 1000,
  depth: 32,
  partHeaderSize: 16 * 1024,
  bufferedBytes: 64 * 1024 * 1024,
};

/**
 * Keys that would reach an object's prototype. A param named `__proto__[admin]` must not give every object an
 * `admin` property (prototype pollution), so pairs that name one are dropped.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A hash of params: a plain object (or request params, which inherit strong parameters' methods). */
export const isParamObject = (value: unknown): value is ParamObject => isPlainObject(value) && Object.getPrototypeOf(value) !== null;

const own = (object: ParamObject, key: string): ParamValue | undefined => (Object.hasOwn(object, key) ? object[key] : undefined);

/**
 * The parts of a param name: `post[tags][]` → `['post', 'tags', '']`. Leading brackets are ignored, as
 * Rack does (`[a]` is `a`); a name whose brackets do not pair up is taken literally. One pass over the name
 * (no regexp, no re-slicing), stopping once it has more than `maxParts` parts: a name of a million `[]` costs
 * one scan, then the caller's depth limit refuses it.
 */
export function splitName(name: string, maxParts = Infinity): string[] {
  const n = name.length;
  let i = 0;
  while (i < n && (name[i] === '[' || name[i] === ']')) i++;
  const start = i;
  while (i < n && name[i] !== '[' && name[i] !== ']') i++;
  // A name of brackets only has no key (Rack ignores it).
  if (i === start) return [''];
  const parts = [name.slice(start, i)];
  while (i < n && name[i] === ']') i++;
  while (i < n) {
    if (parts.length > maxParts) return parts;
    if (name[i] !== '[') return [name];
    let end = i + 1;
    while (end < n && name[end] !== ']' && name[end] !== '[') end++;
    if (end === n || name[end] !== ']') return [name];
    parts.push(name.slice(i + 1, end));
    i = end + 1;
  }
  return parts;
}

function hasPath(object: ParamObject, path: readonly string[]): boolean {
  let current: ParamValue | undefined = object;
  for (const key of path) {
    if (!isParamObject(current) || !Object.hasOwn(current, key)) return false;
    current = current[key];
  }
  return true;
}

function typeName(value: ParamValue | undefined): string {
  if (Array.isArray(value)) return 'Array';
  return isParamObject(value) ? 'Hash' : 'String';
}

function conflict(path: readonly string[], depth: number, expected: string, got: ParamValue | undefined): BadRequest {
  const name = path[0] + path.slice(1, depth + 1).map((p) => `[${p}]`).join('');
  return new BadRequest(`Invalid parameters: expected ${expected} (got ${typeName(got)}) for param \`${name}'`);
}

/**
 * Puts one value into the params at a bracketed path, with Rack's rules: `a[]` appends; `a[][b]` adds `b` to
 * the array's last object unless that already has `b`, then starts a new object; a plain name replaces.
 */
function insert(target: ParamObject, path: readonly string[], value: ParamValue, fullPath: readonly string[], at: number): void {
  const key = path[0]!;
  if (path.length === 1) {
    target[key] = value;
    return;
  }
  const rest = path.slice(1);
  const existing = own(target, key);
  if (rest[0] === '') {
    if (existing !== undefined && !Array.isArray(existing)) throw conflict(fullPath, at, 'Array', existing);
    const list: ParamValue[] = existing ?? (target[key] = []);
    if (rest.length === 1) {
      list.push(value);
      return;
    }
    const childPath = rest.slice(1);
    const last = list[list.length - 1];
    if (isParamObject(last) && !hasPath(last, childPath)) {
      insert(last, childPath, value, fullPath, at + 2);
    } else {
      const fresh: ParamObject = {};
      insert(fresh, childPath, value, fullPath, at + 2);
      list.push(fresh);
    }
    return;
  }
  if (existing !== undefined && !isParamObject(existing)) throw conflict(fullPath, at, 'Hash', existing);
  const child: ParamObject = existing ?? (target[key] = {});
  insert(child, rest, value, fullPath, at + 1);
}

/** Builds nested params from name / value pairs (`post[title]`, `post[tags][]`), within the limits. */
export function buildParams(pairs: Iterable<readonly [string, ParamValue]>, limits: Pick<ParamsLimits, 'keys' | 'depth'>, into: ParamObject = {}): ParamObject {
  let count = 0;
  for (const [name, value] of pairs) {
    if (++count > limits.keys) throw new BadRequest(`Too many parameters: more than ${limits.keys}`);
    const path = splitName(name, limits.depth + 1);
    if (path.length - 1 > limits.depth) {
      throw new BadRequest(`Parameter nesting too deep: ${JSON.stringify(name.slice(0, 100))} has more than ${limits.depth} levels`);
    }
    if (path[0] === '' || path.some((part) => FORBIDDEN_KEYS.has(part))) continue;
    insert(into, path, value, path, 0);
  }
  return into;
}

const decode = (text: string, whole: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new BadRequest(`Invalid percent-encoding in parameters: ${JSON.stringify(whole.slice(0, 100))}`);
  }
};

/** The pairs of `application/x-www-form-urlencoded` text (a query string or a form body). */
export function* urlEncodedPairs(text: string): Generator<[string, string]> {
  for (const piece of text.split('&')) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    const name = decode(eq === -1 ? piece : piece.slice(0, eq), piece);
    const value = eq === -1 ? '' : decode(piece.slice(eq + 1), piece);
    yield [name, value];
  }
}

/** Nested params of urlencoded text: `post[title]=Hi&post[tags][]=a` → `{ post: { title: 'Hi', tags: ['a'] } }`. */
export function parseUrlEncoded(text: string, limits: Pick<ParamsLimits, 'keys' | 'depth'> = DEFAULT_LIMITS): ParamObject {
  return buildParams(urlEncodedPairs(text), limits);
}

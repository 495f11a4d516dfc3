import type { Route } from '../../route.js';
import type { Shape } from './shape.js';

export type Params = Record<string, string>;

/**
 * Builds a route's params from a walked path: `build(path, starts, ends, format, values)` with the start and
 * end of each segment's value (`ends` of the last segment stops before its `.format`), the format or
 * undefined, and the template's `values` (what it needs of its route: `build` is shared between routes).
 */
export interface Template {
  readonly build: (p: string, s: Int32Array, e: Int32Array, f: string | undefined, v: readonly string[]) => Params;
  readonly values: readonly string[];
}

/** What the params of a route are made of, given its path params (the route set adds controller, action, defaults). */
export type Finish = (route: Route, pathParams: Params) => Params;

/** One key of a template: fixed text, the value of a segment, or the format. */
type Part = { key: string; fixed: string } | { key: string; segment: number } | { key: string; format: true };

/** Placeholders that can't occur in a path value: a finish that keeps them as they are is read as a template. */
const slot = (i: number) => `\u0000${i}`;
const FORMAT = '\u0000f';

/**
 * The parts of a route's params, read off one call of `finish` with placeholders; null when `finish` does
 * more than place values (changes them, or writes a `__proto__` key), in which case it runs per request.
 */
function partsOf(route: Route, shape: Shape, finish: Finish, withFormat: boolean): Part[] | null {
  const given: Params = {};
  const segmentOf = new Map<string, number>();
  let k = 0;
  shape.segments.forEach((text, segment) => {
    if (text === null) {
      given[shape.names[k]!] = slot(segment);
      segmentOf.set(slot(segment), segment);
      k++;
    }
  });
  if (withFormat) given.format = FORMAT;
  const parts: Part[] = [];
  for (const [key, value] of Object.entries(finish(route, given))) {
    if (key === '__proto__' || typeof value !== 'string') return null;
    if (value === FORMAT) parts.push({ key, format: true });
    else if (segmentOf.has(value)) parts.push({ key, segment: segmentOf.get(value)! });
    else if (value.includes('\u0000')) return null;
    else parts.push({ key, fixed: value });
  }
  return parts;
}

/** Whether `new Function` works here (a strict CSP or `--disallow-code-generation-from-strings` forbids it). */
let codegen: boolean | null = null;
export function canGenerateCode(): boolean {
  if (codegen === null) {
    try {
      codegen = new Function('return 1')() === 1;
    } catch {
      codegen = false;
    }
  }
  return codegen;
}

/** For tests: force the code-free builders (true), or go back to detecting. */
export function disableCodegenForTesting(disabled: boolean | null): void {
  codegen = disabled === null ? null : !disabled;
}

/** Code shared by the routes whose params have the same keys from the same segments: the fixed values come in `v`. */
type SharedTemplate = Template['build'];

/**
 * Generated builders by what they build (keys, and for each: a fixed value, a segment number or the format).
 * The routes of an application have few such forms (every resource's `show` is `controller, action, id` from
 * its last segment), so a table of 10,000 routes makes a few dozen functions, each called often enough to be
 * optimized, rather than one per route called rarely. Bounded by the routes' own forms.
 */
const sharedTemplates = new Map<string, SharedTemplate>();

/**
 * The params builder of a route, for paths with or without a format, and (`decode`) with or without percent
 * escapes: their param values are decoded, as the route's pattern decodes them (a bad escape throws `URIError`;
 * the caller says which param, as the pattern does). Generated as one object literal with
 * constant keys, so every params object of a route shares one hidden class and no store goes megamorphic;
 * the code is shared by routes whose params have the same form (`sharedTemplates`), the route's fixed values
 * (controller, action, defaults) passed along. Where code generation is disallowed, a loop over the same
 * parts (same result, slower). The generated text holds only JSON-quoted keys and integer segment numbers.
 */
export function templateOf(route: Route, shape: Shape, finish: Finish, withFormat: boolean, decode = false): Template {
  const parts = partsOf(route, shape, finish, withFormat);
  const read = decode ? decodeURIComponent : asIs;
  if (parts === null) return fallback(route, shape, finish, withFormat, read);
  if (canGenerateCode()) {
    const values: string[] = [];
    const segment = (k: number) => (decode ? `decodeURIComponent(p.slice(s[${k}], e[${k}]))` : `p.slice(s[${k}], e[${k}])`);
    const fields = parts.map((part) => {
      const value = 'fixed' in part ? `v[${values.push(part.fixed) - 1}]` : 'segment' in part ? segment(part.segment) : 'f';
      return `${JSON.stringify(part.key)}: ${value}`;
    });
    const code = `"use strict";\nreturn { ${fields.join(', ')} };`;
    let shared = sharedTemplates.get(code);
    if (shared === undefined) sharedTemplates.set(code, (shared = new Function('p', 's', 'e', 'f', 'v', code) as SharedTemplate));
    return { build: shared, values };
  }
  const build: SharedTemplate = (path, starts, ends, format) => {
    const params: Params = {};
    for (const part of parts) {
      params[part.key] = 'fixed' in part ? part.fixed : 'segment' in part ? read(path.slice(starts[part.segment]!, ends[part.segment]!)) : format!;
    }
    return params;
  };
  return { build, values: [] };
}

const asIs = (text: string) => text;

/** A builder that collects the path params (`read` from their text) and runs `finish` on every request. */
function fallback(route: Route, shape: Shape, finish: Finish, withFormat: boolean, read: (text: string) => string): Template {
  const segments: number[] = [];
  shape.segments.forEach((text, segment) => text === null && segments.push(segment));
  const build: SharedTemplate = (path, starts, ends, format) => {
    const given: Params = {};
    segments.forEach((segment, k) => (given[shape.names[k]!] = read(path.slice(starts[segment]!, ends[segment]!))));
    if (withFormat) given.format = format!;
    return finish(route, given);
  };
  return { build, values: [] };
}

import type { Route } from '../../route.js';
import type { Shape } from './shape.js';

export type Params = Record<string, string>;

/**
 * Builds a route's params from a walked path: `path`, the start and end of each segment's value (`ends` of
 * the last segment stops before its `.format`), and the format or undefined.
 */
export type Template = (path: string, starts: Int32Array, ends: Int32Array, format: string | undefined) => Params;

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

/**
 * The params builder of a route, for paths with or without a format. Generated as one object literal with
 * constant keys, so every params object of a route shares one hidden class and no store goes megamorphic;
 * where code generation is disallowed, a loop over the parts (same result, slower). The generated text
 * holds only JSON-quoted keys and fixed values and integer segment numbers.
 */
export function templateOf(route: Route, shape: Shape, finish: Finish, withFormat: boolean): Template {
  const parts = partsOf(route, shape, finish, withFormat);
  if (parts === null) return fallback(route, shape, finish, withFormat);
  if (canGenerateCode()) {
    const fields = parts.map((part) => {
      const value = 'fixed' in part ? JSON.stringify(part.fixed) : 'segment' in part ? `p.slice(s[${part.segment}], e[${part.segment}])` : 'f';
      return `${JSON.stringify(part.key)}: ${value}`;
    });
    return new Function('p', 's', 'e', 'f', `"use strict";\nreturn { ${fields.join(', ')} };`) as Template;
  }
  return (path, starts, ends, format) => {
    const params: Params = {};
    for (const part of parts) {
      params[part.key] = 'fixed' in part ? part.fixed : 'segment' in part ? path.slice(starts[part.segment]!, ends[part.segment]!) : format!;
    }
    return params;
  };
}

/** A builder that collects the path params and runs `finish` on every request. */
function fallback(route: Route, shape: Shape, finish: Finish, withFormat: boolean): Template {
  const segments: number[] = [];
  shape.segments.forEach((text, segment) => text === null && segments.push(segment));
  return (path, starts, ends, format) => {
    const given: Params = {};
    segments.forEach((segment, k) => (given[shape.names[k]!] = path.slice(starts[segment]!, ends[segment]!)));
    if (withFormat) given.format = format!;
    return finish(route, given);
  };
}

import { writtenAsIs } from '../pattern/escape.js';
import { anchoredRequirement } from '../pattern/requirement.js';
import type { Route } from '../route.js';
import { planPath } from './path-plan.js';
import { isPlainObject } from './to-param.js';
import { buildUrl, URL_OPTION_KEYS } from './url.js';

/**
 * A helper's commonest calls as code written for its route (`new Function`): `(n, a0 … a5, defaults)` with
 * `n` the number of arguments, giving the URL, or `undefined` for every call it does not handle (left to
 * `CompiledRoute#generate`, then to the reference). It handles values that need no escaping (text, numbers,
 * records' `toParam()` / `id`) by position or in one trailing object of named params, and for `_url` a
 * `host` / `protocol` / `port` from that object or the default URL options. Which optional groups are
 * written is decided per presence pattern ahead (`planPath`), so a call is a few type checks and one string
 * concatenation. The differential tests hold it to the reference.
 */
export type GeneratedHelper = (
  n: number, a0: unknown, a1: unknown, a2: unknown, a3: unknown, a4: unknown, a5: unknown, defaults: { readonly [key: string]: unknown },
) => string | undefined;

/** The most arguments a generated helper reads (helpers take them as fixed parameters, not a rest array). */
export const GENERATED_ARITY = 6;
// Optional params per route whose presence patterns are written out (2^n cases).
const MAX_OPTIONAL = 4;

let codeGeneration = true;
/** Turns code generation off (as a platform that disallows `new Function` does), for the tests of the fallback. */
export function setCodeGeneration(enabled: boolean): void {
  codeGeneration = enabled;
}

/** Text a value fills a segment with when it needs no escaping, or undefined (the call goes the general way). */
function segment(value: unknown): string | undefined {
  if (typeof value === 'string') return value !== '' && writtenAsIs(value) ? value : undefined;
  if (typeof value === 'number') return '' + value;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date || isPlainObject(value)) return undefined;
  const record = value as { toParam?: () => unknown; id?: unknown };
  const param = typeof record.toParam === 'function' ? record.toParam() : record.id;
  if (typeof param === 'string') return param !== '' && writtenAsIs(param) ? param : undefined;
  return typeof param === 'number' ? '' + param : undefined;
}

/** `protocol://host:port` of a `_url` call, the last one remembered (a page's calls share their host). */
const NONE = Symbol('none');
let lastHost: unknown = NONE;
let lastProtocol: unknown = NONE;
let lastPort: unknown = NONE;
let lastPrefix = '';
function urlPrefix(host: unknown, protocol: unknown, port: unknown): string | undefined {
  if (host === lastHost && protocol === lastProtocol && port === lastPort) return lastPrefix;
  if (typeof host !== 'string' || host === '') return undefined;
  if (protocol !== undefined && typeof protocol !== 'string') return undefined;
  if (port !== undefined && typeof port !== 'number' && (typeof port !== 'string' || port === '')) return undefined;
  lastPrefix = buildUrl('', null, { host, protocol, port } as { host: string }, false);
  lastHost = host;
  lastProtocol = protocol;
  lastPort = port;
  return lastPrefix;
}

// Default URL options a generated helper reads itself; any other key sends the call the general way.
const HOST_KEYS = ['host', 'protocol', 'port'];

/** The route's generated helper for `_path` (`onlyPath`) or `_url`, or null where none is written. */
export function generatedHelper(route: Route, onlyPath: boolean): GeneratedHelper | null {
  if (!codeGeneration) return null;
  const { names, requiredNames } = route.pattern;
  const fixed = route.allDefaults;
  const optional = names.filter((n) => !requiredNames.includes(n));
  if (
    names.length >= GENERATED_ARITY ||
    optional.length > MAX_OPTIONAL ||
    new Set(names).size !== names.length ||
    names.some((n) => n in fixed || URL_OPTION_KEYS.has(n) || n === 'use_route' || n === 'only_path')
  ) {
    return null;
  }
  const q = (text: string) => JSON.stringify(text);
  const tests: RegExp[] = [];
  const lines: string[] = [];
  const args = Array.from({ length: GENERATED_ARITY }, (_, i) => `a${i}`);
  lines.push(`let host, protocol, port;`);
  lines.push(`for (const key in d) switch (key) {`);
  lines.push(`  case 'only_path': case 'onlyPath': break;`);
  lines.push(onlyPath ? `  case 'host': case 'protocol': case 'port': break;` : `  case 'host': host = d.host; break; case 'protocol': protocol = d.protocol; break; case 'port': port = d.port; break;`);
  lines.push(`  default: return;`);
  lines.push(`}`);
  // The last argument, when a plain object, holds named params or URL options.
  lines.push(`const last = ${args.map((a, i) => `n === ${i + 1} ? ${a} : `).join('')}undefined;`);
  lines.push(`let o = null;`);
  lines.push(`if (typeof last === 'object' && last !== null && isPlainObject(last)) { o = last; n--; }`);
  lines.push(`if (n > ${names.length}) return;`);
  names.forEach((_, i) => lines.push(`let v${i}; if (n > ${i} && (v${i} = segment(a${i})) === undefined) return;`));
  lines.push(`if (o !== null) {`);
  lines.push(`  let keys = 0;`);
  lines.push(`  for (const key in o) {`);
  lines.push(`    keys++;`);
  lines.push(`    switch (key) {`);
  names.forEach((name, i) => lines.push(`      case ${q(name)}: if (n > 0 || (v${i} = segment(o[key])) === undefined) return; break;`));
  // On a `_path` helper, scheme and host are read and left out; a `_url` helper writes them.
  if (onlyPath) lines.push(`      case 'host': case 'protocol': case 'port': break;`);
  else lines.push(`      case 'host': host = o.host; break; case 'protocol': protocol = o.protocol; break; case 'port': port = o.port; break;`);
  lines.push(`      default: return;`);
  lines.push(`    }`);
  lines.push(`  }`);
  lines.push(`  if (keys === 0) return;`);
  lines.push(`}`);
  names.forEach((name, i) => {
    const requirement = route.requirements[name];
    if (requirement && (requiredNames.includes(name) || route.generationOnly.includes(name))) {
      tests.push(anchoredRequirement(requirement));
      lines.push(`if (v${i} !== undefined && !tests[${tests.length - 1}].test(v${i})) return;`);
    }
  });
  lines.push(`let path;`);
  lines.push(`switch (${names.map((_, i) => `(v${i} === undefined ? 0 : ${1 << i})`).join(' | ') || '0'}) {`);
  const requiredMask = names.reduce((mask, n, i) => (requiredNames.includes(n) ? mask | (1 << i) : mask), 0);
  for (let present = 0; present < 1 << names.length; present++) {
    if ((present & requiredMask) !== requiredMask) continue;
    const plan = planPath(route.pattern.ast, names, present);
    if (plan === null) continue;
    const parts: string[] = [];
    plan.literals.forEach((literal, k) => {
      if (literal !== '') parts.push(q(literal));
      if (k < plan.slots.length) parts.push(`v${plan.slots[k]}`);
    });
    // Rails writes `/` for an empty path; a value is never empty here.
    lines.push(`  case ${present}: path = ${parts.length === 0 ? q('/') : parts[0]!.startsWith('v') ? `'' + ${parts.join(' + ')}` : parts.join(' + ')}; break;`);
  }
  lines.push(`  default: return;`);
  lines.push(`}`);
  if (onlyPath) lines.push(`return path;`);
  else lines.push(`const prefix = urlPrefix(host, protocol, port); return prefix === undefined ? undefined : prefix + path;`);
  const source = `return function ${onlyPath ? 'path' : 'url'}(n, ${args.join(', ')}, d) {\n${lines.join('\n')}\n};`;
  try {
    return new Function('segment', 'isPlainObject', 'tests', 'urlPrefix', source)(segment, isPlainObject, tests, urlPrefix) as GeneratedHelper;
  } catch {
    // Code generation disallowed (a CSP, `--disallow-code-generation-from-strings`): the compiled route serves.
    codeGeneration = false;
    return null;
  }
}

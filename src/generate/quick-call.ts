import { writtenAsIs } from '../pattern/escape.js';
import { anchoredRequirement } from '../pattern/requirement.js';
import type { Route } from '../route.js';
import { planPath, type PathPlan } from './path-plan.js';
import { toQuery } from './query.js';
import { readsAsParams } from './as-params.js';
import { isPlainObject } from './to-param.js';
import { buildUrl, URL_OPTION_KEYS } from './url.js';
import { own } from '../own.js';

type Options = { readonly [key: string]: unknown };

/** The most arguments a quick call has (a helper's fixed parameters); calls with more go the general way. */
export const QUICK_ARITY = 6;

/**
 * Text a value fills its param with when it needs no escaping (`keepSlash`: a glob's `/` included), or
 * undefined (the call goes the general way).
 */
function segment(value: unknown, keepSlash: boolean): string | undefined {
  if (typeof value === 'string') return value !== '' && writtenAsIs(value, keepSlash) ? value : undefined;
  if (typeof value === 'number') return '' + value;
  // A record, or a row: `toParam()` or `id` (an array or a Date has neither, and goes the general way).
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as { toParam?: () => unknown; id?: unknown };
  let param: unknown;
  if (typeof record.toParam === 'function') param = record.toParam();
  else if (value instanceof Date) return undefined;
  else param = record.id;
  if (typeof param === 'string') return param !== '' && writtenAsIs(param, keepSlash) ? param : undefined;
  return typeof param === 'number' ? '' + param : undefined;
}

// `protocol://host:port` of the last `_url` call (a page's calls share their host), compared by value.
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

/** `list.indexOf(key)` as a plain loop: a route's few param names (quicker than a Map, and inlined). */
export function indexIn(list: readonly string[], key: string): number {
  for (let i = 0; i < list.length; i++) if (list[i] === key) return i;
  return -1;
}

/**
 * A helper's commonest calls, answered with no array, object or regexp pass of their own: values that need
 * no escaping (text, numbers, records' `toParam()` / `id`) by position or in one trailing object of named
 * params, and for `_url` a `host` / `protocol` / `port` from that object or the default URL options. Any
 * other call gets `undefined` and goes to `CompiledRoute#generate` (then the reference). One shared function
 * reading per-route data, not code written per route: with hundreds of routes, each route's own function
 * would be called too rarely to leave V8's interpreter (measured: 5–10× slower than this).
 */
export class QuickCalls {
  private readonly names: readonly string[];
  private readonly tests: readonly (RegExp | null)[];
  /**
   * Params whose `/` is written as it is whatever the value (globs, `:controller`: `PathPattern#slashOf`), bit i
   * for param i. Not a map-style glob, whose `/` is escaped when it is given by name (`namedGlobText`).
   */
  private readonly keepSlash: number;
  /** The path written ahead per presence pattern (bit i: param i has a value), or null (a required param absent). */
  private readonly plans: (PathPlan | null | undefined)[] = [];

  private constructor(private readonly route: Route) {
    const { names, requiredNames } = route.pattern;
    this.names = names;
    this.tests = names.map((name) => {
      const requirement = own(route.generationRequirements, name);
      return requirement && (requiredNames.includes(name) || route.generationOnly.includes(name)) ? anchoredRequirement(requirement) : null;
    });
    const { pattern, escapesSlashes } = route;
    const keepsSlash = (name: string) => pattern.slashOf(name) === true && !(escapesSlashes && pattern.globNames.has(name));
    this.keepSlash = names.reduce((bits, name, i) => (keepsSlash(name) ? bits | (1 << i) : bits), 0);
  }

  /** The route's quick calls, or null where its params need the general reading (fixed defaults, special names). */
  static of(route: Route): QuickCalls | null {
    const { names } = route.pattern;
    const special = (n: string) => Object.hasOwn(route.allDefaults, n) || URL_OPTION_KEYS.has(n) || n === 'use_route' || n === 'only_path';
    if (names.length > QUICK_ARITY || new Set(names).size !== names.length || names.some(special)) return null;
    return new QuickCalls(route);
  }

  /** The last plan used (most calls of a helper have the same params present). */
  private lastPresent = -1;
  private lastPlan: PathPlan | null = null;

  /** Param `i`'s text from a value, when it needs no escaping and meets the requirement; else undefined. */
  private text(i: number, raw: unknown): string | undefined {
    const value = segment(raw, (this.keepSlash & (1 << i)) !== 0);
    if (value === undefined) return undefined;
    const test = this.tests[i];
    return test === null || test!.test(value) ? value : undefined;
  }

  /** The options' params for the query string: neither path params nor URL options. */
  private queryParams(options: Options): Options {
    const params: { [key: string]: unknown } = {};
    for (const key in options) if (indexIn(this.names, key) < 0 && !URL_OPTION_KEYS.has(key)) params[key] = options[key];
    return params;
  }

  private planFor(present: number): PathPlan | null {
    let plan = this.plans[present];
    if (plan === undefined) {
      plan = this.plans[present] = planPath(this.route.pattern.ast, this.names, present);
    }
    return plan;
  }

  /**
   * The URL of a helper call of `n` arguments (`a0` … `a5`: a helper's fixed parameters, so no array is made
   * per call), or undefined for a call left to the general way.
   */
  generate(n: number, a0: unknown, a1: unknown, a2: unknown, a3: unknown, a4: unknown, a5: unknown, onlyPath: boolean, defaults: Options): string | undefined {
    let host: unknown;
    let protocol: unknown;
    let port: unknown;
    for (const key in defaults) {
      if (key === 'host') host = defaults.host;
      else if (key === 'protocol') protocol = defaults.protocol;
      else if (key === 'port') port = defaults.port;
      else if (key !== 'only_path' && key !== 'onlyPath') return undefined;
    }
    const names = this.names;
    let options: Options | null = null;
    const last = n === 1 ? a0 : n === 2 ? a1 : n === 3 ? a2 : n === 4 ? a3 : n === 5 ? a4 : n === 6 ? a5 : undefined;
    // A trailing plain object is named params, or a record (a database row: `as-params.ts`), read by position.
    if (typeof last === 'object' && last !== null && isPlainObject(last) && readsAsParams(last, names, this.route.allDefaults)) {
      options = last;
      n--;
    }
    if (n > names.length) return undefined;
    if (options !== null && n > 0) {
      // Plain objects one after another: which are options and which records is the fuller rule (`optionsStart`).
      const before = n === 1 ? a0 : n === 2 ? a1 : n === 3 ? a2 : n === 4 ? a3 : a4;
      if (typeof before === 'object' && before !== null && isPlainObject(before)) return undefined;
    }
    // Each param's text, read in one pass over the positional args or the options' keys (locals, no array).
    let v0: string | undefined, v1: string | undefined, v2: string | undefined, v3: string | undefined, v4: string | undefined, v5: string | undefined;
    if (n > 0 && (v0 = this.text(0, a0)) === undefined) return undefined;
    if (n > 1 && (v1 = this.text(1, a1)) === undefined) return undefined;
    if (n > 2 && (v2 = this.text(2, a2)) === undefined) return undefined;
    if (n > 3 && (v3 = this.text(3, a3)) === undefined) return undefined;
    if (n > 4 && (v4 = this.text(4, a4)) === undefined) return undefined;
    if (n > 5 && (v5 = this.text(5, a5)) === undefined) return undefined;
    let present = (1 << n) - 1;
    /** Keys of the options left for the query string. */
    let extras = 0;
    let keys = 0;
    if (options !== null) {
      for (const key in options) {
        keys++;
        const index = indexIn(names, key);
        if (index >= 0) {
          // Named params after positional ones are read by Rails' fuller rule.
          if (n > 0) return undefined;
          const value = this.text(index, options[key]);
          if (value === undefined) return undefined;
          if (index === 0) v0 = value;
          else if (index === 1) v1 = value;
          else if (index === 2) v2 = value;
          else if (index === 3) v3 = value;
          else if (index === 4) v4 = value;
          else v5 = value;
          present |= 1 << index;
        } else if (key === 'host') {
          host = options.host;
        } else if (key === 'protocol') {
          protocol = options.protocol;
        } else if (key === 'port') {
          port = options.port;
        } else if (URL_OPTION_KEYS.has(key) || key === 'use_route' || Object.hasOwn(this.route.allDefaults, key)) return undefined;
        else extras++;
      }
    }
    let plan = this.lastPlan;
    if (present !== this.lastPresent) {
      plan = this.lastPlan = this.planFor(present);
      this.lastPresent = present;
    }
    if (plan === null) return undefined;
    const { literals, slots } = plan;
    let path = literals[0]!;
    for (let k = 0; k < slots.length; k++) {
      const i = slots[k]!;
      path += (i === 0 ? v0 : i === 1 ? v1 : i === 2 ? v2 : i === 3 ? v3 : i === 4 ? v4 : v5)! + literals[k + 1]!;
    }
    if (path === '') path = '/';
    if (extras > 0) {
      const query = toQuery(extras === keys ? options! : this.queryParams(options!));
      if (query !== '') path += '?' + query;
    }
    if (onlyPath) return path;
    const prefix = urlPrefix(host, protocol, port);
    return prefix === undefined ? undefined : prefix + path;
  }
}

import { isPlainObject, toParam } from '../../generate/to-param.js';
import { URL_OPTION_TYPES, type UrlOptions } from '../../generate/url.js';
import { camelize } from '../../inflection.js';
import type { PatternNode } from '../../pattern/ast.js';
import { canonicalPath } from '../../pattern/escape.js';
import { anchoredRequirement } from '../../pattern/requirement.js';
import type { Route } from '../../route.js';
import { describe, signatures } from '../declarations.js';
import { RUNTIME_SOURCE } from './runtime.js';

export interface BrowserModuleOptions {
  /** Keep a route when its name or path matches one of these (all routes when empty). */
  readonly include?: readonly RegExp[];
  /** Leave a route out when its name or path matches one of these. */
  readonly exclude?: readonly RegExp[];
  /** Defaults for `_url` helpers (host, protocol, port…), exported as `defaultUrlOptions`. */
  readonly defaultUrlOptions?: UrlOptions;
  /** `post_path` instead of `postPath`. */
  readonly snakeCase?: boolean;
  /** Shown in the header comments. */
  readonly source?: string;
  /**
   * The names of the set's `direct` helpers. Their functions run on the server (they may close over anything
   * there), so they are not written into the module: each is listed in a comment and in `skipped`, and a route
   * of the same name is left out too (on the server the direct helper answers for it).
   */
  readonly directs?: Iterable<string>;
}

export interface BrowserModule {
  readonly js: string;
  readonly dts: string;
  /** Exported helper names, in the order written. */
  readonly helpers: readonly string[];
  /** Routes left out, with the reason (a name that is no JavaScript identifier, or one taken already). */
  readonly skipped: readonly string[];
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(
  'await break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return static super switch this throw true try typeof var void while with yield defaultUrlOptions'.split(' '),
);

const object = (entries: readonly string[]) => (entries.length ? `{ ${entries.join(', ')} }` : '{}');

/** A value as JavaScript source: JSON where it is JSON, a record or other object by its URL text. */
function literal(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (isPlainObject(value)) return object(Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${literal(v)}`));
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return JSON.stringify(value) ?? 'null';
  return JSON.stringify(toParam(value) ?? null);
}

/** Shared regexp constants, one per distinct requirement, so a helper's bundle carries only its own. */
class RegExpTable {
  private readonly names = new Map<string, string>();
  readonly lines: string[] = [];
  name(requirement: RegExp): string {
    const text = String(anchoredRequirement(requirement));
    let name = this.names.get(text);
    if (!name) {
      name = `$re${this.names.size}`;
      this.names.set(text, name);
      this.lines.push(`const ${name} = ${text};`);
    }
    return name;
  }
}

// Static text is never empty in the output (the runtime reads an empty string as a stop).
function nodes(ast: readonly PatternNode[], names: readonly string[]): string {
  return `[${ast
    .filter((node) => node.type !== 'static' || node.value !== '')
    .map((node) => {
      if (node.type === 'static') return JSON.stringify(canonicalPath(node.value));
      if (node.type === 'optional') return nodes(node.nodes, names);
      return String(names.indexOf(node.name));
    })
    .join(', ')}]`;
}

// Per param index: what `rule` gives for it, in a sparse array literal (`[, $re0]`; the runtime's map skips holes).
const sparse = (names: readonly string[], rule: (name: string, index: number) => string | undefined) => {
  const items = names.map((n, i) => rule(n, i) ?? '');
  while (items.length && items[items.length - 1] === '') items.pop();
  return `[${items.join(', ')}]`;
};

/**
 * The route's data as the runtime reads it (see runtime.ts), worked out here so the runtime only fills:
 * `[name, nodes, params, defaults, checks, slashes, drops, globs?]`, where `checks` holds, at the (first)
 * index of each required param, its anchored requirement or `/^/`; `slashes` the rule deciding whether a value
 * keeps its `/`; `drops` the text of an optional param that is left out (its default's, or ''); `globs` the
 * indexes of map-style globs (Rails 2.3), whose value given by name is escaped piece by piece.
 */
function routeData(name: string, route: Route, regexps: RegExpTable): string {
  const { names, requiredNames } = route.pattern;
  const defaults = route.allDefaults;
  const check = (n: string, i: number) =>
    !requiredNames.includes(n) || names.indexOf(n) !== i ? undefined : Object.hasOwn(route.generationRequirements, n) ? regexps.name(route.generationRequirements[n]!) : '/^/';
  const slash = (n: string) => {
    const rule = route.pattern.slashOf(n);
    return rule === false ? undefined : rule === true ? '/^/' : regexps.name(rule);
  };
  const drop = (n: string) => (requiredNames.includes(n) ? undefined : JSON.stringify(toParam(defaults[n]) ?? ''));
  return `[${[
    JSON.stringify(name),
    nodes(route.pattern.ast, names),
    JSON.stringify(names),
    literal(defaults),
    sparse(names, check),
    sparse(names, slash),
    sparse(names, drop),
    // Map-style globs, escaped piece by piece when named (generator.ts' namedGlobText); left out when none.
    ...(route.escapesSlashes && names.some((n) => route.pattern.globNames.has(n))
      ? [`[${names.flatMap((n, i) => (route.pattern.globNames.has(n) ? [i] : [])).join(', ')}]`]
      : []),
  ].join(', ')}]`;
}

const DTS_HEADER = `/** What a helper accepts for one path param: text, a number, a record (its \`toParam()\` or \`id\`), or a list (a glob). */
export type HelperParam = string | number | bigint | boolean | { toParam?: () => unknown; id?: unknown } | readonly HelperParam[];
/** Options that shape the URL rather than fill the path. */
export interface UrlOptions {
${Object.entries(URL_OPTION_TYPES)
  .map(([name, type]) => `  ${name}?: ${type};`)
  .join('\n')}
}
/** Marks a plain object as named params whatever its keys (Rails' Hash): a row is otherwise read as a record. */
export declare function asParams<T extends object>(params: T): T;
/** The trailing object of a helper call: named params, query params and URL options together. */
export type HelperOptions = UrlOptions & { [param: string]: unknown };
/** Defaults of every \`_url\` helper (set \`host\` here at start-up, e.g. from \`location\`). */
export declare const defaultUrlOptions: UrlOptions;
`;

// The route in one line, safe inside a block comment (a path may hold the comment end).
const comment = (route: Route) => `/** ${describe(route).replaceAll('*/', '*\\/')} */`;

const matches = (patterns: readonly RegExp[], route: Route) => patterns.some((re) => re.test(route.name ?? '') || re.test(route.path));

/**
 * The ES module `resource-routing js` writes: the runtime, then per named route a data constant and its
 * `_path` / `_url` helpers as top-level functions (a bundler drops what is not imported), and its declarations.
 */
export function browserModule(named: ReadonlyMap<string, Route>, options: BrowserModuleOptions = {}): BrowserModule {
  const header = `// Generated by \`resource-routing js\`${options.source ? ` from ${options.source}` : ''}. Do not edit; generate it again after changing the routes.`;
  const regexps = new RegExpTable();
  const body: string[] = [];
  const dts: string[] = [header, DTS_HEADER];
  const helpers: string[] = [];
  const skipped: string[] = [];
  const taken = new Set<string>();
  const directs = [...new Set(options.directs)].sort();
  const sorted = [...named.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  sorted.forEach(([name, route], index) => {
    if (options.include?.length && !matches(options.include, route)) return;
    if (options.exclude && matches(options.exclude, route)) return;
    if (directs.includes(name)) return;
    const exportNames = (['path', 'url'] as const).map((kind) => (options.snakeCase ? `${name}_${kind}` : camelize(`${name}_${kind}`)));
    const bad = exportNames.find((n) => !IDENTIFIER.test(n) || RESERVED.has(n) || taken.has(n));
    if (bad) {
      skipped.push(`${name}: ${taken.has(bad) ? `${bad} is taken by another route` : `${bad} is not a JavaScript identifier`}`);
      return;
    }
    const data = `$route${index}`;
    body.push('', `const ${data} = ${routeData(name, route, regexps)};`);
    exportNames.forEach((exportName, i) => {
      taken.add(exportName);
      helpers.push(exportName);
      const onlyPath = i === 0;
      body.push(comment(route), `export function ${exportName}(...args) { return $url(${data}, args, ${onlyPath ? "'_path'" : "''"}); }`);
      dts.push(comment(route));
      for (const signature of signatures(route)) dts.push(`export declare function ${exportName}${signature};`);
    });
  });
  if (directs.length) {
    body.push('', `// Not here: the direct helpers ${directs.join(', ')} (r.direct): their functions run on the server. Write them in browser code.`);
    for (const name of directs) skipped.push(`${name}: a direct helper (r.direct) runs a server-side function; write it in the browser code`);
  }
  const js = [
    header,
    `export const defaultUrlOptions = ${literal({ ...options.defaultUrlOptions })};`,
    RUNTIME_SOURCE.trim(),
    '',
    ...regexps.lines,
    ...body,
    '',
  ].join('\n');
  return { js, dts: `${dts.join('\n')}\n`, helpers, skipped };
}

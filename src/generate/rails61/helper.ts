import { UrlGenerationError } from '../../errors.js';
import { anchoredRequirement } from '../../pattern/requirement.js';
import type { Route } from '../../route.js';
import type { GenerationContext } from '../generator.js';
import { optionsStart } from '../read-args.js';
import { toParam } from '../to-param.js';
import { format61 } from './format.js';
import { hashInspect, symbolsInspect } from './inspect.js';
import { urlFor61 } from './url.js';

type Options = { [key: string]: unknown };

/** `RouteSet::RESERVED_OPTIONS`: URL options that are never path params or query params. */
/** The TypeScript API's spelling of URL options (`onlyPath`), read as Rails' own. */
const CAMEL = new Map([
  ['onlyPath', 'only_path'],
  ['trailingSlash', 'trailing_slash'],
  ['scriptName', 'script_name'],
]);

const RESERVED = new Set(['host', 'protocol', 'port', 'subdomain', 'domain', 'tld_length', 'trailing_slash', 'anchor', 'params', 'only_path', 'script_name', 'original_script_name', 'relative_url_root']);

/** Ruby's `to_param` of a path value: text, or `false` kept (Rails then fails on it), or undefined for nil. */
function param(value: unknown): string | false | undefined {
  if (value === false) return false;
  return toParam(value);
}

const isEmpty = (options: Options) => {
  for (const key in options) if (key !== 'only_path' && key !== 'onlyPath') return false;
  return true;
};

/** What a helper reads of its route, worked out once. */
interface Facts {
  readonly names: readonly string[];
  readonly required: readonly string[];
  /** `segment_keys.uniq`. */
  readonly keys: readonly string[];
  /** `OptimizedUrlHelper`: no requirement (declared or implicit) and no glob. */
  readonly optimized: boolean;
}
const known = new WeakMap<Route, Facts>();
function factsOf(route: Route): Facts {
  let facts = known.get(route);
  if (facts === undefined) {
    const { names, requiredNames, globNames, requirements } = route.pattern;
    facts = { names, required: requiredNames, keys: [...new Set(names)], optimized: Object.keys(requirements).length === 0 && globNames.size === 0 };
    known.set(route, facts);
  }
  return facts;
}

/**
 * A named route's helper call as Rails 6.1 answers it (`NamedRouteCollection::UrlHelper` and its optimized form,
 * `Journey::Formatter#generate`, `Http::URL`). Positional args alone, as many as the path's required params,
 * fill those (optional segments skipped); otherwise they fill the path's params in order, or, when fewer are
 * given than the path has (format aside), those without a default or a named value. Optional params equal to
 * their default are left out from the end of the path; `/` and `%` in a value are escaped; a URL leaves out
 * the protocol's default port.
 */
export function generate61(route: Route, args: readonly unknown[], onlyPath: boolean, context: GenerationContext): string {
  const facts = factsOf(route);
  const end = optionsStart(args, route);
  const positional = args.slice(0, end);
  const inner: Options | null = end < args.length ? Object.assign({}, ...(args.slice(end) as object[])) : null;
  const defaults = context.defaultUrlOptions as Options;
  if (facts.optimized && inner === null && positional.length === facts.required.length && isEmpty(defaults)) {
    return optimized(route, facts, positional, onlyPath);
  }
  const result: Options = { ...defaults, ...route.allDefaults };
  if (positional.length > 0) {
    const size = facts.keys.length - (facts.keys.includes('format') ? 1 : 0);
    let keys = positional.length < size ? facts.keys.filter((k) => !Object.hasOwn(defaults, k) && !Object.hasOwn(result, k)) : [...facts.keys];
    if (inner !== null) keys = keys.filter((k) => !Object.hasOwn(inner, k));
    positional.forEach((arg, i) => {
      if (i < keys.length) result[keys[i]!] = arg;
    });
  }
  if (inner !== null) Object.assign(result, inner);
  return named(route, facts, result, onlyPath);
}

/** `OptimizedUrlHelper`: the required params by position, straight into the path. */
function optimized(route: Route, facts: Facts, positional: readonly unknown[], onlyPath: boolean): string {
  const parts: Record<string, string> = {};
  const missing: string[] = [];
  facts.required.forEach((key, i) => {
    const value = param(positional[i]);
    if (value === false) throw new TypeError(`undefined method \`empty?' for false (a path param of ${route}): give a value, not false`);
    if (value === undefined || value === '') missing.push(key);
    else parts[key] = value;
  });
  if (missing.length) {
    const shown = Object.fromEntries(Object.entries({ ...route.requirements, ...parts }).sort(([a], [b]) => (a < b ? -1 : 1)));
    throw new UrlGenerationError(`No route matches ${hashInspect(shown)}, missing required keys: ${symbolsInspect(missing.sort())}`);
  }
  return urlFor61(format61(route.pattern.ast, parts), route.allDefaults, null, onlyPath);
}

/** `RouteSet#url_for` with the route's name: `Generator`, `Formatter#generate`, then `Http::URL`. */
function named(route: Route, facts: Facts, options: Options, onlyPath: boolean): string {
  // Credentials are URL options only as a pair; camelCase URL options are the API's spelling of Rails' own.
  const credentials = Boolean(options.user && options.password);
  const pathOptions: Options = {};
  for (const key in options) {
    if (RESERVED.has(key) || CAMEL.has(key) || (credentials && (key === 'user' || key === 'password'))) continue;
    pathOptions[key] = options[key];
  }
  if (pathOptions.controller) {
    pathOptions.action ||= 'index';
    pathOptions.controller = String(pathOptions.controller).replace(/^\//, '');
  }
  if ('action' in pathOptions) pathOptions.action = String(pathOptions.action || 'index');

  // extract_parameterized_parts: the params up to the last one given, and every required one.
  const keep = new Set(facts.required);
  let last = facts.names.length - 1;
  while (last >= 0 && pathOptions[facts.names[last]!] == null) last--;
  for (let i = 0; i <= last; i++) keep.add(facts.names[i]!);
  const parts: Record<string, string | false> = {};
  for (const key of keep) {
    const value = key === 'controller' ? pathOptions[key] : param(pathOptions[key]);
    if (value !== undefined && value !== null) parts[key] = value as string | false;
  }
  const missing = facts.required.filter((key) => {
    const requirement = route.pattern.requirements[key];
    const value = parts[key];
    if (requirement === undefined) return value === undefined || value === false;
    return typeof value !== 'string' || !anchoredRequirement(requirement).test(value);
  });
  if (missing.length) {
    const shown = Object.fromEntries(Object.entries(pathOptions).sort(([a], [b]) => (a < b ? -1 : 1)));
    const unmatched = missing.filter((key) => key in pathOptions);
    const absent = missing.filter((key) => !(key in pathOptions));
    let message = `No route matches ${hashInspect(shown)}`;
    if (absent.length) message += `, missing required keys: ${symbolsInspect(absent.sort())}`;
    if (unmatched.length) message += `, possible unmatched constraints: ${symbolsInspect(unmatched.sort())}`;
    throw new UrlGenerationError(message);
  }
  const params: Options = {};
  for (const key in pathOptions) if (!(key in parts) && !Object.hasOwn(route.allDefaults, key)) params[key] = pathOptions[key];
  // Optional params equal to their default are left out, from the end of the path until one differs in kind.
  for (let i = facts.names.length - 1; i >= 0; i--) {
    const key = facts.names[i]!;
    const fixed = route.allDefaults[key];
    const value = parts[key];
    if (fixed == null && typeof value === 'string' && value.trim() !== '') break;
    if (String(value ?? '') !== String(fixed ?? '')) continue;
    if (facts.required.includes(key)) break;
    delete parts[key];
  }
  const text = Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, String(v)]));
  const urlOptions: Options = { ...options };
  for (const [camel, snake] of CAMEL) if (urlOptions[camel] !== undefined && urlOptions[snake] === undefined) urlOptions[snake] = urlOptions[camel];
  const pathOnly = onlyPath || (urlOptions.only_path != null && urlOptions.only_path !== false);
  return urlFor61(format61(route.pattern.ast, text), urlOptions, params, pathOnly);
}

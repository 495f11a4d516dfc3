import { UrlGenerationError } from '../errors.js';
import { escapeSegment } from '../pattern/escape.js';
import { satisfies } from '../pattern/requirement.js';
import type { Route } from '../route.js';
import { candidatePositions } from './route-index.js';
import { showValue } from './show-value.js';
import { toParam } from './to-param.js';
import { buildUrl, URL_OPTION_KEYS, type UrlOptions } from './url.js';
import { own } from '../own.js';
import type { RailsProfile } from '../profile/profile.js';
import type { CustomUrls } from './custom-url.js';

type Params = { readonly [key: string]: unknown };

/** Why a route could not be generated from the given params. */
interface Refusal {
  readonly missing: readonly string[];
  readonly invalid: readonly (readonly [name: string, value: string, requirement: RegExp])[];
}

interface Generated {
  readonly path: string;
  /** Given params that filled no segment and are not fixed by the route: they go to the query string. */
  readonly extras: { [key: string]: unknown };
}

// Rails' PARAMETERIZE: a value whose to_param is false (`false` itself) fills no segment, as nil does.
const segmentParam = (value: unknown) => (value === false ? undefined : toParam(value));

/**
 * A map-style (Rails 2.3) glob's text when its value comes by name, through url_for's hash: PathSegment's
 * `Array(value).collect { |c| URI.escape(c.to_param, UNSAFE_PCHAR) }.to_param` escapes each piece with `/`
 * unsafe, then joins the pieces with `/` (`['a/b', 'c']` → `a%2Fb/c`). A positional value is interpolated
 * as it is (2.3's optimised helpers), so `path_path('a/b')` still gives `/file/a/b`.
 */
export const namedGlobText = (value: unknown): string =>
  (Array.isArray(value) ? value : [value]).map((piece) => escapeSegment(toParam(piece) ?? '', false)).join('/');

/**
 * Fills one route's path. `recall` holds params that may fill segments but never extend an optional tail
 * on their own (Rails' handling of `action: 'index'`, so `/:controller(/:action)` gives `/content`).
 */
export function fillRoute(route: Route, options: Params, recall: Params = {}, positional?: ReadonlySet<string>): Generated | Refusal {
  const { names, requiredNames } = route.pattern;
  const given = (name: string) => Object.hasOwn(options, name) && (segmentParam(options[name]) ?? segmentParam(own(recall, name))) !== undefined;
  let last = names.length - 1;
  while (last >= 0 && !given(names[last]!)) last--;
  const keep = new Set([...names.slice(0, last + 1), ...requiredNames]);

  // No prototype: a param may be named `constructor` or `toString`, and the pattern reads values by name.
  const values = Object.create(null) as Record<string, string>;
  const { globNames } = route.pattern;
  for (const name of keep) {
    const raw = Object.hasOwn(options, name) ? options[name] : own(recall, name);
    const value = segmentParam(raw);
    if (value === undefined) continue;
    const named = route.escapesSlashes && globNames.has(name) && !positional?.has(name);
    values[name] = named ? namedGlobText(raw) : value;
  }
  const missing = requiredNames.filter((n) => values[n] === undefined);
  const invalid = [...requiredNames, ...route.generationOnly.filter((n) => !requiredNames.includes(n))].flatMap((n) => {
    const requirement = own(route.generationRequirements, n);
    const value = values[n];
    return requirement && value !== undefined && !satisfies(requirement, value) ? [[n, value, requirement] as const] : [];
  });
  if (missing.length || invalid.length) return { missing, invalid };
  // An optional segment whose value is the route's default is left out (Journey's Route#format compares
  // `to_s`, so an empty value matches a missing default): a route with `defaults: { format: 'json' }`
  // generates `/posts`, not `/posts.json`, and `format: ''` adds no `.`.
  const required = new Set(requiredNames);
  const placed = new Set(Object.keys(values));
  for (const [name, value] of Object.entries(values)) {
    if (!required.has(name) && (toParam(own(route.allDefaults, name)) ?? '') === value) delete values[name];
  }
  const path = route.pattern.format(values);
  if (path === null) return { missing: requiredNames.filter((n) => values[n] === undefined), invalid: [] };
  const extras: { [key: string]: unknown } = {};
  for (const [key, value] of Object.entries(options)) {
    if (!placed.has(key) && !Object.hasOwn(route.allDefaults, key)) extras[key] = value;
  }
  return { path: path || '/', extras };
}

const refused = (r: Generated | Refusal): r is Refusal => 'missing' in r;

function describeRefusal(label: string, route: Route, refusal: Refusal, given: Params, reading?: () => string): string {
  const problems = [
    ...refusal.missing.map((n) => `:${n} is missing`),
    ...refusal.invalid.map(([n, v, re]) => `:${n} ${showValue(v)} does not match ${String(re)}`),
  ];
  const names = Object.keys(given).filter((k) => !Object.hasOwn(route.allDefaults, k));
  const hint = !refusal.missing.length ? '' : reading ? `; ${reading()}` : names.length ? `; given ${names.map((n) => `:${n}`).join(', ')}` : '';
  return `${label} cannot be generated: ${problems.join(', ')}${hint} (route ${route})`;
}

/** Splits URL options (host, anchor, …) from path params. */
function partition(options: Params): [UrlOptions, { [key: string]: unknown }] {
  const url: { [key: string]: unknown } = {};
  const params: { [key: string]: unknown } = {};
  // Credentials are URL options only as a pair (Rails' extract_authentication); a lone user is a param.
  const credentials = options.user != null && options.password != null;
  for (const [key, value] of Object.entries(options)) {
    const isUrlOption = URL_OPTION_KEYS.has(key) && (credentials || (key !== 'user' && key !== 'password'));
    (isUrlOption ? url : params)[key] = value;
  }
  return [url as UrlOptions, params];
}

export interface GenerationContext {
  /** The Rails version helpers generate as (the route set's `rails` option); Rails 3.2 when absent. */
  readonly profile?: RailsProfile;
  readonly routes: readonly Route[];
  readonly named: ReadonlyMap<string, Route>;
  readonly defaultUrlOptions: UrlOptions;
  /** The route set's `direct` helpers and `resolve` mappings (none for a context made without a route set). */
  readonly custom?: CustomUrls;
}

/**
 * `urlFor` as the route set offers it: a path unless a host is given (or set in the default URL options) and
 * `only_path` is not true.
 */
export function urlForParams(context: GenerationContext, options: Params): string {
  const hasHost = options.host !== undefined || context.defaultUrlOptions.host !== undefined;
  return urlFor(context, { ...options, only_path: options.only_path ?? options.onlyPath ?? !hasHost });
}

/**
 * `url_for`: a URL from a params hash. With `use_route` it fills that named route; otherwise it picks the
 * route the way Rails does: routes whose fixed params (controller, action, …) all equal the given ones,
 * best score first (params that fill segments, plus twice the fixed params), then declaration order.
 * Candidates come from an index by fixed controller and action (`route-index`); `scanAll` scores every
 * route instead (the reference the index is tested against).
 */
export function urlFor(
  context: GenerationContext,
  input: Params,
  label?: string,
  reading?: () => string,
  scanAll = false,
  positional?: ReadonlySet<string>,
): string {
  const { use_route: useRoute, ...rest } = { ...context.defaultUrlOptions, ...input } as { use_route?: unknown; [key: string]: unknown };
  const [urlOptions, params] = partition(rest);
  if (useRoute !== undefined) {
    const route = context.named.get(String(useRoute));
    if (!route) throw new UrlGenerationError(`No route is named ${showValue(useRoute)}`);
    const result = fillRoute(route, params, {}, positional);
    if (refused(result)) throw new UrlGenerationError(describeRefusal(label ?? `Route "${String(useRoute)}"`, route, result, params, reading));
    return buildUrl(result.path, result.extras, urlOptions);
  }

  // An explicit controller without an action means its index; `index` itself never extends a path.
  if (params.controller !== undefined && params.action == null) params.action = 'index';
  const recall: { [key: string]: unknown } = {};
  if (params.action === 'index') {
    recall.action = 'index';
    delete params.action;
  }
  const all = { ...recall, ...params };
  const { routes } = context;
  const positions = scanAll ? routes.map((_, i) => i) : candidatePositions(routes, all);
  const scored = positions
    .map((index) => ({ route: routes[index]!, index, score: score(routes[index]!, all) }))
    .filter((c) => c.score >= 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  for (const { route } of scored) {
    const result = fillRoute(route, params, recall, positional);
    if (!refused(result)) return buildUrl(result.path, result.extras, urlOptions);
  }
  throw new UrlGenerationError(`No route matches ${showValue(all)}`);
}

function score(route: Route, params: Params): number {
  const names = new Set(route.pattern.names);
  const fixed = Object.entries(route.allDefaults).filter(([k]) => !names.has(k));
  if (!fixed.every(([k, v]) => k in params && toParam(params[k]) === toParam(v))) return -1;
  // A route with nothing to fill and nothing fixed would match any params: Rails never picks it unnamed.
  if (fixed.length === 0 && names.size === 0) return -1;
  const supplied = new Set(Object.keys(params).filter((k) => params[k] != null));
  if (!route.pattern.requiredNames.every((n) => supplied.has(n))) return -1;
  return route.pattern.names.filter((n) => supplied.has(n)).length + fixed.length * 2;
}

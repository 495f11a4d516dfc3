import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import { checkPattern, pathHasName } from '../../pattern/parse.js';
import { assertUnanchored } from '../../pattern/requirement.js';
import type { Endpoint, RouteInit } from '../../route.js';
import { requestGuardOf } from './constraint-objects.js';
import { assertLiteral, parseVerbs, REQUEST_ATTRIBUTES, splitTarget } from './mapping.js';
import { normalizeDeclaredPath61 } from './paths.js';
import type { Options, ScopeState } from './scope.js';
import { truthy } from './truthiness.js';

/** Options `map_match` and `add_route` take out; the rest become fixed params or, as regexps, constraints. */
const TAKEN = new Set(['to', 'as', 'via', 'on', 'constraints', 'defaults', 'controller', 'action', 'format', 'anchor', 'path']);

/** `Mapping::URL_OPTIONS`: constraints on these that are a string or a number are also route defaults. */
const URL_OPTIONS = new Set(['protocol', 'subdomain', 'domain', 'host', 'port']);

/** `Mapping::OPTIONAL_FORMAT_REGEX`: a path that ends so gets no `(.:format)`. */
const HAS_FORMAT = /(?:\(\.:format\)+|\.:format|\/)$/;

/** Glob segments (`*path`): each gets the requirement `/.+?/` unless the route has `format: false`. */
const GLOB = /\*(\w+)/g;

/** `check_part`'s message: the route names no controller (or action) and its path has no such segment. */
export const missingKey61 = (part: 'controller' | 'action') => `Missing :${part} key on routes definition, please check your routes.`;

/** `translate_controller`: a controller name is lower-case words, digits, `_` and `/`, or a regexp. */
function controllerName(controller: unknown): string | RegExp {
  if (controller instanceof RegExp) return controller;
  const name = String(controller);
  if (/^[a-z_0-9][a-z_0-9/]*$/.test(name)) return name;
  throw new ArgumentError(
    `'${name}' is not a supported controller name. This can lead to potential routing problems. See https://guides.rubyonrails.org/routing.html#specifying-a-controller-to-use`,
  );
}

/** `add_controller_module`: a leading `/` escapes the module (`controller: '/posts'` in `admin` is `posts`). */
function withModule(controller: unknown, module: string | undefined): unknown {
  if (module == null || controller instanceof RegExp) return controller;
  if (typeof controller === 'string' && controller.startsWith('/')) return controller.slice(1);
  return controller == null ? module : `${module}/${String(controller)}`;
}

/**
 * Rails 6.1's `Mapping` (actionpack 6.1 `mapper.rb`): one declaration (its scope, path and options, with the
 * route's default action already chosen by `add_route`) as a route record. Against 3.2: `format:` is a
 * requirement (a string: and default; a regexp: and the default nil; `true`: `/.+/`), every glob is `/.+?/` and
 * listed, an `:action` segment defaults to `index`, a controller must be lower case, constraints on URL options
 * (`subdomain: 'api'`) are also defaults, and a scope's own options (`to:` among them) are fixed params.
 */
export function buildRoute61(scope: ScopeState, rawPath: string, given: Options, where: () => string): RouteInit {
  // map_match: what the route gives, else what the scope holds.
  let to = truthy(given.to) ? given.to : scope.options?.to;
  if (!truthy(to) && truthy(scope.controller) && truthy(scope.action)) to = `${scope.controller}#${String(scope.action)}`;
  const defaultController = truthy(given.controller) ? given.controller : scope.controller;
  const via = 'via' in given ? given.via : scope.via;
  const formatted = 'format' in given ? given.format : scope.format;
  const anchor = 'anchor' in given ? given.anchor : true;
  const ownConstraints = (truthy(given.constraints) ? given.constraints : {}) as NonNullable<unknown>;
  const defaultAction = given.action;

  let path = normalizeDeclaredPath61(rawPath);
  if (formatted === true) path = `${path}.:format`;
  else if (formatted !== false && !HAS_FORMAT.test(path)) path = `${path}(.:format)`;
  checkPattern(path);
  const isSegment = (key: string) => pathHasName(path, key);

  // The route's options: the scope's own (`scope page: 1`, `scope to:`) under the route's.
  const options: Options = {};
  // (A scope's `only` / `except` are its resources' action options, not route options.)
  for (const key in scope.options) if (key !== 'only' && key !== 'except') options[key] = scope.options[key];
  for (const key in given) if (!TAKEN.has(key)) options[key] = given[key];
  if (formatted !== false) {
    for (const [, name] of path.matchAll(GLOB)) if (!(name! in options)) options[name!] = /.+?/;
  }
  let implicit: Record<string, RegExp> | undefined;
  let endpoint: Endpoint | undefined;
  if (isSegment('controller') && scope.module) throw new ArgumentError(`:controller segment is not allowed within a namespace block (${where()})`);
  if (typeof to === 'function') {
    endpoint = to as Endpoint;
  } else {
    if (truthy(to) && typeof to !== 'string') throw new ArgumentError(`:to must be "controller#action" or a function, got ${JSON.stringify(to)} (${where()})`);
    const [toController, toAction] = typeof to === 'string' && to.includes('#') ? splitTarget(to) : [];
    const controller = withModule(toController ?? defaultController, scope.module);
    const action: unknown = toAction ?? defaultAction;
    if (truthy(controller)) options.controller = controllerName(controller);
    else if (!isSegment('controller')) throw new ArgumentError(`${missingKey61('controller')} (${where()})`);
    if (truthy(action)) options.action = action instanceof RegExp ? action : String(action);
    else if (!isSegment('action')) throw new ArgumentError(`${missingKey61('action')} (${where()})`);
  }
  // A :controller segment without a controller matches namespaced ones (`admin/products`): not listed.
  if (isSegment('controller') && options.controller == null) implicit = { controller: /.+?/ };

  // Constraints: the scope's, then regexp options, then the route's own `constraints:` (object or guard).
  const guard = requestGuardOf(ownConstraints, where);
  const constraints: Options = { ...scope.constraints };
  for (const key in options) if (options[key] instanceof RegExp) constraints[key] = options[key];
  const defaults: Options = {};
  if (guard === undefined) {
    const hash = ownConstraints as Options;
    for (const key in hash) {
      const value = hash[key];
      if (URL_OPTIONS.has(key) && (typeof value === 'string' || typeof value === 'number')) defaults[key] = value;
    }
    Object.assign(constraints, hash);
  }
  Object.assign(defaults, scope.defaults, isPlainObject(given.defaults) ? given.defaults : undefined);

  let requirements: Record<string, RegExp | string> | undefined;
  let conditions: Record<string, RegExp | string> | undefined;
  for (const key in constraints) {
    const value = constraints[key];
    if (isSegment(key) || key === 'controller') {
      if (value instanceof RegExp) {
        assertUnanchored(key, value, where());
        if (!(implicit?.[key] === value)) (requirements ??= {})[key] = value;
      } else if (value != null) {
        assertLiteral(key, value, where);
        // Listed as written, as Rails 6.1's table lists a String constraint; matched as exactly itself.
        (requirements ??= {})[key] = String(value);
      }
    } else if (REQUEST_ATTRIBUTES.has(key) && (value instanceof RegExp || typeof value === 'string' || typeof value === 'number')) {
      (conditions ??= {})[key] = typeof value === 'number' ? String(value) : value;
    }
  }
  // normalize_format: a regexp or a string is the format's requirement.
  if (formatted instanceof RegExp || typeof formatted === 'string') {
    requirements = { format: formatted instanceof RegExp ? formatted : new RegExp(formatted), ...requirements };
  } else if (formatted === true) {
    requirements = { format: /.+/, ...requirements };
  }
  const fixed: Options = {};
  if (formatted instanceof RegExp) fixed.format = null;
  else if (typeof formatted === 'string') fixed.format = formatted;
  Object.assign(fixed, defaults);
  for (const key in options) if (!(options[key] instanceof RegExp)) fixed[key] = options[key];
  if (isSegment('action') && requirements?.action === undefined) fixed.action ??= 'index';

  return {
    verbs: parseVerbs(via, where),
    path,
    name: typeof given.as === 'string' ? given.as : null,
    requirements,
    implicitRequirements: implicit,
    defaults: fixed,
    conditions,
    anchor: anchor !== false,
    guards: guard === undefined ? scope.guards : [...(scope.guards ?? []), guard],
    endpoint,
    targetFromDefaults: true,
  };
}

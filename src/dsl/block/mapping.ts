import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import { checkPattern, pathHasName } from '../../pattern/parse.js';
import { assertUnanchored } from '../../pattern/requirement.js';
import type { Endpoint, RouteInit } from '../../route.js';
import { normalizeDeclaredPath } from './paths.js';
import { requestGuardOf } from './constraint-objects.js';
import { blank } from './truthiness.js';
import { didYouMeanVerb, HTTP_METHODS, isHttpMethod } from '../http-verbs.js';
import type { Options, ScopeState } from './scope.js';

/** Options that steer a declaration; every other non-regexp option becomes a fixed param of the route. */
const STEERING = new Set(['to', 'as', 'via', 'on', 'constraints', 'defaults', 'only', 'except', 'anchor', 'shallow', 'shallow_path', 'shallow_prefix']);

/** Request attributes a non-segment constraint may test (others, such as `id` on a route without `:id`, are dropped). */
export const REQUEST_ATTRIBUTES = new Set(['host', 'subdomain', 'domain', 'ip', 'remote_ip', 'protocol', 'port', 'scheme', 'user_agent', 'format', 'method']);

// A glob at the end of the path (before the format) is made non-greedy so the format can still match.
const TRAILING_GLOB = /\*([^/)]+)\)?$/;


/** `to: 'posts#show'` → ['posts', 'show'], as Ruby's String#split: trailing empty parts are dropped ('posts#'). */
export function splitTarget(to: string): string[] {
  const parts = to.split('#');
  while (parts.length && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

function withFormat(path: string, format: unknown): string {
  if (format === false) return path;
  if (path.includes(':format') || path.endsWith('/')) return path;
  return format === true ? `${path}.:format` : `${path}(.:format)`;
}

/** Verb lists by the `via` string that gave them: a table's routes give a handful of distinct ones. */
const verbsOfVia = new Map<string, readonly string[]>();

export function parseVerbs(via: unknown, where: () => string): readonly string[] {
  if (via === undefined || via === null) return [];
  if (typeof via === 'string') {
    let verbs = verbsOfVia.get(via);
    if (verbs === undefined) {
      verbs = Object.freeze(verbList([via], where));
      if (verbsOfVia.size < 100) verbsOfVia.set(via, verbs);
    }
    return verbs;
  }
  return verbList(Array.isArray(via) ? via : [via], where);
}

function verbList(list: readonly unknown[], where: () => string): string[] {
  if (list.some((v) => String(v).toLowerCase() === 'all' || String(v).toLowerCase() === 'any')) return [];
  return list.map((v) => {
    const verb = typeof v === 'string' ? v.replace(/_/g, '-').toUpperCase() : '';
    if (!isHttpMethod(verb)) {
      throw new ArgumentError(
        `${where()}: :via must be an HTTP verb or a list of them, got ${JSON.stringify(v)}; ${didYouMeanVerb(v, VIA_VERBS)}` +
          `(known: ${VIA_VERBS.join(', ')}, or all)`,
      );
    }
    return verb;
  });
}

/** The verbs `via` takes, as it is usually written (lower case). */
const VIA_VERBS = HTTP_METHODS.map((verb) => verb.toLowerCase());

/**
 * A string segment constraint is matched literally (Rails 4+); one with regexp syntax was meant as a regexp,
 * which a literal reading silently turns into a route that never matches: refused.
 */
export function assertLiteral(key: string, value: unknown, where: () => string): void {
  if (typeof value === 'string' && /[\\[\](){}*+?|^$]/.test(value)) {
    throw new ArgumentError(
      `${where()}: constraint :${key} is the string ${JSON.stringify(value)}, but a segment constraint is a regular expression: write ${String(new RegExp(value))} (a string matches only itself)`,
    );
  }
}

/**
 * Turns one declaration (the scope it sits in, its path and options) into a route record: the `(.:format)`
 * suffix, `controller#action` from `to:` / the scope / the path shorthand, requirements split into
 * segment constraints and request conditions, and the route's fixed params.
 */
export function buildRoute(scope: ScopeState, rawPath: string, given: Options, where: () => string): RouteInit {
  const options: Options = { ...scope.options, ...given };
  if (blank(rawPath)) throw new ArgumentError(`${where()}: path is required`);
  let path = normalizeDeclaredPath(rawPath);
  // Most routes have no implicit requirement, constraint, condition or own guard: those stay undefined.
  let implicit: Record<string, RegExp> | undefined;

  if (path.includes(':controller')) {
    if (scope.module) throw new ArgumentError(`${where()}: :controller segment is not allowed within a namespace block`);
    if (options.controller == null) implicit = { controller: /.+?/ };
  }
  const glob = path.includes('*') ? TRAILING_GLOB.exec(path) : null;
  if (glob && options.format !== false && !(options[glob[1]!] instanceof RegExp)) (implicit ??= {})[glob[1]!] = /.+?/;
  path = withFormat(path, options.format);
  if (options.format === false) delete options.format;
  // Checked now; parsed when first read (see `PathPattern#ast`).
  checkPattern(path);
  const isSegment = (key: string) => pathHasName(path, key);

  // Controller and action.
  const to = options.to;
  let endpoint: Endpoint | undefined;
  if (typeof to === 'function') {
    endpoint = to as Endpoint;
  } else {
    if (to != null && typeof to !== 'string') throw new ArgumentError(`${where()}: :to must be "controller#action" or a function, got ${JSON.stringify(to)}`);
    let [controller, action]: unknown[] = typeof to === 'string' ? splitTarget(to) : [];
    // Only a missing part falls back (Ruby's `||=`): `to: '#show'` names an empty controller.
    controller ??= options.controller ?? scope.controller;
    action ??= options.action;
    if (!(controller instanceof RegExp)) {
      // Ruby's `[module, controller].compact.join('/')`: only nil parts are left out.
      const module = scope.module;
      const joined = module != null ? (controller != null ? `${module}/${controller as string}` : `${module}`) : controller != null ? `${controller as string}` : '';
      controller = joined === '' ? undefined : joined;
      if (typeof controller === 'string' && controller.startsWith('/')) {
        throw new ArgumentError(`${where()}: controller name should not start with a slash (${JSON.stringify(controller)})`);
      }
    }
    if (blank(controller) && !isSegment('controller')) throw new ArgumentError(`${where()}: missing :controller (give to: "controller#action" or controller:)`);
    if (blank(action) && !isSegment('action')) throw new ArgumentError(`${where()}: missing :action (give to: "controller#action" or action:)`);
    if (!blank(controller)) options.controller = controller instanceof RegExp ? controller : String(controller);
    if (!blank(action)) options.action = action instanceof RegExp ? action : String(action);
  }

  // Requirements: the route's own constraints win over the scope's; regexp-valued options count too.
  const ownGuard = options.constraints == null ? undefined : requestGuardOf(options.constraints, where);
  const ownConstraints = ownGuard === undefined && isPlainObject(options.constraints) ? options.constraints : undefined;
  let constraints: Options | undefined = scope.constraints;
  if (ownConstraints !== undefined) constraints = { ...constraints, ...ownConstraints };
  for (const key in options) {
    const value = options[key];
    if (!(value instanceof RegExp)) continue;
    if (constraints === scope.constraints) constraints = { ...constraints };
    constraints![key] = value;
  }

  let requirements: Record<string, RegExp | string> | undefined;
  let conditions: Record<string, RegExp | string> | undefined;
  for (const key in constraints) {
    if (!Object.hasOwn(constraints, key)) continue;
    const value = constraints[key];
    if (isSegment(key)) {
      if (value instanceof RegExp) {
        assertUnanchored(key, value, where());
        (requirements ??= {})[key] = value;
      } else if (value != null) {
        assertLiteral(key, value, where);
        // Listed as declared (Rails' table shows the string); the route matches it exactly.
        (requirements ??= {})[key] = String(value);
      }
    } else if (REQUEST_ATTRIBUTES.has(key) && (value instanceof RegExp || typeof value === 'string')) {
      (conditions ??= {})[key] = value;
    }
  }

  const defaults: Options = isPlainObject(options.defaults) ? { ...scope.defaults, ...options.defaults } : { ...scope.defaults };
  for (const key in options) {
    const value = options[key];
    if (!(value instanceof RegExp) && !STEERING.has(key) && key !== 'format' && key !== 'path_names') defaults[key] = value;
    if (key === 'format' && typeof value === 'string') defaults.format = value;
  }

  return {
    verbs: parseVerbs(options.via, where),
    path,
    name: typeof options.as === 'string' ? options.as : null,
    requirements,
    implicitRequirements: implicit,
    defaults,
    conditions,
    anchor: options.anchor !== false,
    guards: ownGuard === undefined ? scope.guards : [...(scope.guards ?? []), ownGuard],
    endpoint,
  };
}

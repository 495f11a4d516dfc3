import type { DrawEnvironment, DrawSession } from '../../draw-session.js';
import { ArgumentError, RoutingError } from '../../errors.js';
import { isPlainObject, toParam } from '../../generate/to-param.js';
import { assertUnanchored } from '../../pattern/requirement.js';
import type { RouteInit } from '../../route.js';
import { blank, describe, text, truthy, type Options } from './options.js';
import { displayPath, matchPattern, segmentsOf, settleOptionality, type Segment } from './segments.js';
import { conditionVerbs } from './verbs.js';
import { escapeRegExp } from '../../pattern/regexp-text.js';

/** Options that steer a declaration; every other option is a param of the route (a default or a requirement). */
const STEERING = new Set(['path_prefix', 'name_prefix', 'namespace', 'requirements', 'defaults', 'conditions', 'shallow']);

// Rails 2.3 matched a :controller segment against the controllers it could load; without that list a
// controller name is word characters, possibly in modules (`admin/users`).
const ANY_CONTROLLER = /[A-Za-z0-9_]+(?:\/[A-Za-z0-9_]+)*?/;

export interface RouteSpec {
  /** Requirements that shape the route without being declared (a resource's `:id` pattern): not listed. */
  readonly implicitRequirements?: Readonly<Record<string, RegExp>>;
  /** Keys of `implicitRequirements` that generation checks too (a resource's `:id`, as Rails 2.3 did). */
  readonly generationChecked?: readonly string[];
}

/**
 * One map-style route (Rails 2.3's `RouteBuilder#build`): the path gets the path prefix and its slashes,
 * options are divided into segment defaults, segment requirements, fixed params and conditions, and the
 * segments decide which parts are optional.
 */
export function buildRoute(environment: DrawEnvironment, rawPath: unknown, given: Options, spec: RouteSpec, where: string, name?: string): RouteInit {
  if (typeof rawPath !== 'string') throw new ArgumentError(`${where}: the path must be a string, got ${describe(rawPath)}`);
  const options: Options = { ...given };
  let path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  if (!path.endsWith('/')) path += '/';
  const givenPrefix = text(options.path_prefix);
  const prefix = givenPrefix.startsWith('/') ? givenPrefix.slice(1) : givenPrefix;
  if (!blank(prefix)) path = `/${prefix}${path}`;
  // A prefix ending in a slash would double it; Rails then matched nothing, so the slashes are merged.
  if (path.includes('//')) path = path.replace(/\/{2,}/g, '/');
  const segments = segmentsOf(path);

  if (truthy(options.namespace)) options.controller = `${text(options.namespace).replace(/\/$/, '')}/${text(options.controller)}`;
  const requirements = copyHash(options.requirements, 'requirements', where);
  const defaults = copyHash(options.defaults, 'defaults', where);
  const conditions = copyHash(options.conditions, 'conditions', where);
  const verbs = conditionVerbs(conditions.method, `${where}, conditions: { method }`);

  // The segment holding a param (`.:format` included), by name: most paths have two or three.
  const segmentNamed = (key: string) => {
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i]!;
      if (s.kind !== 'divider' && s.kind !== 'static' && s.text === key) return s;
    }
    return undefined;
  };
  // Index loops: declarations run mostly before V8 optimizes them, when `for…of` allocates per step.
  const optionKeys = Object.keys(options);
  for (let i = 0; i < optionKeys.length; i++) {
    const key = optionKeys[i]!;
    const value = options[key];
    if (STEERING.has(key) || value === undefined) continue;
    if (segmentNamed(key) !== undefined && !(value instanceof RegExp)) defaults[key] = value;
    else requirements[key] = value;
  }

  const declared: Record<string, RegExp> = {};
  const generationOnly: string[] = [];
  const fixed: Record<string, unknown> = {};
  const requirementKeys = Object.keys(requirements);
  for (let i = 0; i < requirementKeys.length; i++) {
    const key = requirementKeys[i]!;
    const requirement = requirements[key];
    const segment = segmentNamed(key);
    if (!segment) {
      if (requirement instanceof RegExp) declared[key] = requirement;
      else if (requirement !== undefined && requirement !== null) fixed[key] = requirement;
      continue;
    }
    if (!(requirement instanceof RegExp)) {
      throw new ArgumentError(`${where}: requirements on a path segment must be regular expressions (:${key} is ${describe(requirement)})`);
    }
    assertUnanchored(key, requirement, where);
    if (requirement.flags.includes('s')) throw new ArgumentError(`Regexp multiline option not allowed in routing requirements: ${String(requirement)} (${where})`);
    declared[key] = requirement;
    // Rails 2.3's `.:format` segment matched any format (its regexp chunk ignores requirements); generation
    // still checked the value.
    if (segment.kind === 'format') generationOnly.push(key);
    else segment.regexp = requirement;
  }
  const routeDefaults: Record<string, unknown> = { ...fixed };
  const defaultKeys = Object.keys(defaults);
  for (let i = 0; i < defaultKeys.length; i++) {
    const key = defaultKeys[i]!;
    const segment = assignDefault(segmentNamed(key), key, defaults[key], where);
    if (segment.default !== undefined) routeDefaults[key] = segment.default;
  }

  const implicit = { ...spec.implicitRequirements };
  settleOptionality(segments, (name) => declared[name] ?? implicit[name]);
  const controllerSegment = segmentNamed('controller');
  if (!controllerSegment && !('controller' in declared) && !('controller' in fixed)) {
    throw new ArgumentError(`Illegal route: the :controller must be specified! (${where}: give controller:, or a :controller segment)`);
  }
  if (controllerSegment && !declared.controller) implicit.controller = knownControllers(environment);

  // A route without an :action segment and without an action runs `index`, as Rails' dispatcher did. (An
  // :action segment's implied `index` is left to recognition, so helpers do not write it into paths.)
  if (!segmentNamed('action') && routeDefaults.action == null && !('action' in declared)) routeDefaults.action = 'index';
  // A glob's default is the empty path: `/files/*path` recognizes `/files` with `path: ''`. Rails 2.3 did not
  // list it among the route's defaults unless declared.
  let unlistedDefaults: string[] | undefined;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind !== 'glob' || segment.text in routeDefaults) continue;
    routeDefaults[segment.text] = '';
    (unlistedDefaults ??= []).push(segment.text);
  }

  const shown = displayPath(segments);
  const matched = matchPattern(segments);
  return {
    verbs,
    path: shown,
    // Mostly the same text: then one string, not two (a table keeps one per route).
    pattern: matched === shown ? shown : matched,
    name,
    requirements: declared,
    generationOnly,
    implicitRequirements: implicit,
    generationChecked: spec.generationChecked,
    defaults: routeDefaults,
    unlistedDefaults,
    controllerAsWritten: true,
    escapesSlashes: true,
    conditions: requestConditions(conditions, where),
  };
}

/** `map.connect`: an unnamed route. */
export function connect(session: DrawSession, path: unknown, options: Options, where: string, spec: RouteSpec = {}): void {
  session.add(buildRoute(session.environment, path, options, spec, where));
}

/**
 * `map.namedRoute`: a route with helpers, its name after the `name_prefix`. A later route with the same name
 * takes the name over, as Rails 2.3's hash of named routes did.
 */
export function namedRoute(session: DrawSession, name: unknown, path: unknown, options: Options, where: string, spec: RouteSpec = {}): void {
  if (typeof name !== 'string' || name === '') throw new ArgumentError(`${where}: a route name must be a non-empty string, got ${describe(name)}`);
  const fullName = truthy(options.name_prefix) ? `${text(options.name_prefix)}${name}` : name;
  session.add(buildRoute(session.environment, path, options, spec, where, fullName), SUPERSEDE);
}

const SUPERSEDE = { supersede: true };

function copyHash(value: unknown, option: string, where: string): Options {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw new ArgumentError(`${where}: :${option} must be an object, got ${describe(value)}`);
  return { ...value };
}

/** A default makes its segment optional; a glob only takes an empty one (its default is the empty path). */
function assignDefault(segment: Segment | undefined, key: string, value: unknown, where: string): Segment {
  if (!segment) throw new ArgumentError(`${where}: ${key}: No matching segment exists; cannot assign default`);
  if (segment.kind === 'glob' && !blank(value)) {
    throw new RoutingError(`${where}: paths cannot have non-empty default values (*${key} got ${describe(value)})`);
  }
  segment.optional = true;
  if (truthy(value) && segment.kind !== 'glob') segment.default = toParam(value) ?? String(value);
  return segment;
}

/** The known controllers as one case-insensitive alternative (Rails' `Regexp.union` of their names). */
function knownControllers(environment: DrawEnvironment): RegExp {
  const names = environment.controllers;
  if (!names) return ANY_CONTROLLER;
  // No known controller: nothing can match, as in Rails.
  return names.length ? new RegExp(names.map(escapeRegExp).join('|'), 'i') : /(?!)/;
}

/**
 * Conditions other than the verb: Rails 2.3 stored them for plugins to check; here host, subdomain and the
 * like are checked against the request context the HTTP layer passes, like block-style request constraints.
 */
function requestConditions(conditions: Options, where: string): Record<string, RegExp | string> {
  const out: Record<string, RegExp | string> = {};
  const keys = Object.keys(conditions);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = conditions[key];
    // The verbs are not a condition of their own (see `conditionVerbs`).
    if (value === undefined || value === null || key === 'method') continue;
    if (!(value instanceof RegExp) && typeof value !== 'string') {
      throw new ArgumentError(`${where}: condition :${key} must be a string or a regular expression, got ${describe(value)}`);
    }
    out[key] = value;
  }
  return out;
}

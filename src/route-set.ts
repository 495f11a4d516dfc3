import { DrawSession, type DrawEnvironment } from './draw-session.js';
import type { Mapper } from './dsl/block/api.js';
import { drawBlock } from './dsl/block/index.js';
import type { RouteMap } from './dsl/map/api.js';
import { drawMap } from './dsl/map/index.js';
import { MalformedPath, MethodNotAllowed, RoutingError, withoutStack } from './errors.js';
import { canonicalPath } from './pattern/escape.js';
import type { GenerationContext } from './generate/generator.js';
import { urlForParams } from './generate/generator.js';
import { LazyHelpers } from './generate/lazy-helpers.js';
import type { CustomUrl, CustomUrlEnv } from './generate/custom-url.js';
import { CustomUrlTable } from './generate/custom-url-table.js';
import { polymorphicCall, polymorphicPath } from './view/polymorphic.js';
import type { UrlHelpers } from './generate/url-helpers.js';
import type { UrlOptions } from './generate/url.js';
import { underscore, type Inflector } from './inflection.js';
import { isPlainObject } from './generate/to-param.js';
import type { Matcher, MatcherFactory } from './match/matcher.js';
import { allowedVerbs } from './match/allowed-verbs.js';
import { createSegmentMatcher } from './match/segments/index.js';
import { withHostParts, withPath } from './request-context.js';
import type { RequestContext, Route } from './route.js';
import { resolveProfile, type RailsProfile, type RailsVersion, type RecognitionRules } from './profile/index.js';

/** Recognized params: controller, action, path params, format and fixed defaults, all strings. */
export type Params = { [key: string]: string };

export interface RouteSetOptions {
  /**
   * The Rails version the block style answers as: `'3.2'` (the default) or `'6.1'` (PATCH for update, `match`
   * needs `via`, ActiveSupport 6.1's inflections, …; README "Rails versions"), or a profile object. The map
   * style is Rails 2.3's whatever the version.
   */
  rails?: RailsVersion | RailsProfile;
  /** Default path segments for actions, e.g. `{ new: 'nuevo', edit: 'editar' }`. */
  resourcesPathNames?: Record<string, string>;
  /**
   * The controllers that exist. When given, a `:controller` segment only matches one of these
   * (case-insensitively), as Rails skips routes to controllers it cannot load.
   */
  controllers?: readonly string[];
  /** Options every URL helper starts from, such as `{ host: 'example.com', protocol: 'https' }`. */
  defaultUrlOptions?: UrlOptions;
  /** Inflection rules for resource names; defaults to the profile's shared inflector (`inflections` for 3.2). */
  inflector?: Inflector;
  /**
   * The matching engine; defaults to the segment engine (`createSegmentMatcher`), with the fast engine for
   * routes it does not take. `createReferenceMatcher` is the simple one they agree with.
   */
  matcher?: MatcherFactory;
}

const DEFAULT_PATH_NAMES = { new: 'new', edit: 'edit' };

/**
 * Rails' normalization of a request path: one leading slash, no repeated or trailing slashes, no query or
 * fragment; a full URL is reduced to its path; non-ASCII text percent-encoded (`canonicalPath`).
 */
export function normalizePath(path: string): string {
  // Most request paths are normal already; one test spares the seven passes below on the hot path.
  if (NORMAL_PATH.test(path)) return path;
  let p = path;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p)) p = p.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  p = p.replace(/[?#].*$/s, '');
  p = `/${p}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (p === '') return '/';
  try {
    return canonicalPath(p);
  } catch {
    // Only text that is not UTF-16 (a lone surrogate) has no percent-encoding: no request can carry it.
    throw new MalformedPath(`Malformed path ${JSON.stringify(path.slice(0, 200))}: it holds a lone UTF-16 surrogate, which no URL can encode`);
  }
}

/**
 * Paths `normalizePath` returns unchanged: `/`, or `/`-separated non-empty segments of printable ASCII without
 * `?`, `#` or a lower-case percent escape (`canonicalPath` would upper-case it).
 */
const NORMAL_PATH = /^\/$|^(?:\/(?:[!"$&-.0->@-~]|%(?![0-9A-Fa-f]{2})|%[0-9A-F]{2})+)+$/;

/**
 * A route's fixed params as strings, listed once per route instead of once per request; a nil default is null
 * where the profile keeps it (Rails 6.1's `format: nil`), else left out.
 */
const fixedParams = new WeakMap<Route, readonly (readonly [string, string | null])[]>();
function fixedParamsOf(route: Route, keepNil: boolean): readonly (readonly [string, string | null])[] {
  let list = fixedParams.get(route);
  if (!list) {
    list = Object.entries(route.allDefaults).flatMap(([k, v]): (readonly [string, string | null])[] => (v == null ? (keepNil ? [[k, null]] : []) : [[k, String(v)]]));
    fixedParams.set(route, list);
  }
  return list;
}

const isHead = (verb: string) => verb.length === 4 && verb.toUpperCase() === 'HEAD';

/**
 * The routing layer of an application: the route table in priority order, recognition of requests, and the
 * URL helpers of its named routes. Declarations are added with `draw` (block style) or `drawMap` (map style).
 */
export class RouteSet<Helpers extends object = UrlHelpers> {
  /**
   * Helpers of every named route: `post_path`, `postPath`, `post_url`, `hash_for_post_path`, … Give the
   * interface `resource-routing types` writes as `Helpers` (`new RouteSet<AppRouteHelpers>()`) to have a
   * misspelt helper or a missing param caught by the compiler.
   */
  get helpers(): Helpers {
    return this.helperTable.table as Helpers;
  }
  /** Each helper is made when it is first read (see `LazyHelpers`): a table of 10,000 routes has ~50,000. */
  private readonly helperTable: LazyHelpers;
  /** URL options every `_url` helper and `urlFor` call starts from (`host`, `protocol`, `port`, …). */
  get defaultUrlOptions(): UrlOptions {
    return this.context.defaultUrlOptions;
  }
  set defaultUrlOptions(options: UrlOptions) {
    this.context.defaultUrlOptions = options;
  }
  readonly resourcesPathNames: Record<string, string>;
  readonly inflector: Inflector;
  /** The Rails version this set answers as (`options.rails`). */
  readonly profile: RailsProfile;
  /** What the profile decides about recognition (read on requests, so held here). */
  private readonly recognition: RecognitionRules;
  /** The request a recognition without one is checked against (the profile's `bareRequest`). */
  private readonly bareRequest: RequestContext | undefined;
  /** Whether a route is declared for HEAD (then a HEAD request looks for it before the GET routes). */
  private headRoutes = false;
  /** Whether a route has a guard: then a request without the path is given it (`requestFor`). */
  private guarded = false;
  private table: Route[] = [];
  private named = new Map<string, Route>();
  private matcher: Matcher;
  private readonly controllers?: readonly string[];
  private readonly knownControllers?: ReadonlySet<string>;
  private readonly controllerNames = new Map<string, string>();
  private readonly matcherFactory: MatcherFactory;
  /**
   * What helpers generate against; reads the set's current state, so helpers never go stale. The URL options
   * are a plain property of it (read on every helper call; the set's accessor reads and writes it).
   */
  private readonly context: GenerationContext & { defaultUrlOptions: UrlOptions };
  /** `direct` helpers and `resolve` mappings. */
  private readonly custom = new CustomUrlTable(polymorphicCall);

  constructor(options: RouteSetOptions = {}) {
    this.profile = resolveProfile(options.rails);
    this.recognition = this.profile.recognition;
    this.bareRequest = this.recognition.bareRequest ?? undefined;
    this.resourcesPathNames = { ...DEFAULT_PATH_NAMES, ...options.resourcesPathNames };
    this.inflector = options.inflector ?? this.profile.inflections;
    if (options.controllers) {
      this.controllers = [...options.controllers];
      this.knownControllers = new Set(options.controllers.map((c) => c.toLowerCase()));
    }
    this.matcherFactory = options.matcher ?? createSegmentMatcher;
    this.matcher = this.buildMatcher();
    const routes = () => this.table;
    const named = () => this.named;
    const profile = this.profile;
    this.context = {
      profile,
      get routes() {
        return routes();
      },
      get named() {
        return named();
      },
      defaultUrlOptions: { ...options.defaultUrlOptions },
      custom: this.custom,
    };
    this.helperTable = new LazyHelpers(this.context);
    this.customUrlEnv = { context: this.context, helpers: this.helperTable.table };
  }

  /** The routes in match priority (declaration) order. */
  get routes(): readonly Route[] {
    return this.table;
  }

  /** The route each name's helpers generate (the last route declared with that name). */
  get namedRoutes(): ReadonlyMap<string, Route> {
    return this.named;
  }

  /** The custom URL helpers declared with `r.direct(name, fn)`, by name (their helpers: `<name>_path` / `<name>_url`). */
  get directHelpers(): ReadonlyMap<string, CustomUrl> {
    return this.custom.directs;
  }

  /** The record → URL mappings declared with `r.resolve(modelName, fn)`, by model name. */
  get polymorphicMappings(): ReadonlyMap<string, CustomUrl> {
    return this.custom.mappings;
  }

  /** What custom URLs and `polymorphicPath` generate with: the set's state and its helpers. */
  readonly customUrlEnv: CustomUrlEnv;

  /** Declares routes in the block style. Atomic: if the callback throws, the set is unchanged. */
  draw(declare: (r: Mapper) => void): this {
    return this.commit((session) => drawBlock(session, declare));
  }

  /** Declares routes in the map style (Rails 2.3). Atomic like `draw`. */
  drawMap(declare: (map: RouteMap) => void): this {
    return this.commit((session) => drawMap(session, declare));
  }

  /** Removes every route and helper, `direct` helpers and `resolve` mappings too. */
  clear(): this {
    this.table = [];
    this.custom.clear();
    this.install();
    return this;
  }

  /**
   * The params for a request. Throws `MethodNotAllowed` (a `RoutingError`) when the path exists only for
   * other verbs, `MalformedPath` (400) for undecodable paths, and `RoutingError` when nothing matches.
   */
  recognize(verb: string, path: string, request?: RequestContext): Params {
    request = this.requestFor(path, request);
    if (this.recognition.headAsGet && isHead(verb)) verb = this.headVerb(path, request);
    const fast = this.matcher.find?.(verb, path, request);
    const controllersOnly = this.recognition.controllersOnly;
    if (fast && !(controllersOnly && fast.route.endpoint)) return fast.params as Params;
    const method = (verb || 'GET').toUpperCase();
    const normalized = normalizePath(path);
    const found = fast === undefined ? this.matcher.match(method, normalized, request) : null;
    if (found && !(controllersOnly && found.route.endpoint)) return this.paramsOf(found.route, found.params);
    let candidates = this.matcher.routesFor(normalized, request);
    if (fast || found) {
      // The first route serves an endpoint: the first later one that dispatches to a controller (Rails 6.1's recognize_path).
      candidates = candidates.filter((route) => !route.endpoint);
      const next = candidates.find((route) => route.allowsVerb(method));
      const params = next?.pattern.match(normalized);
      if (next && params) return this.paramsOf(next, params);
    }
    const allowed = allowedVerbs(candidates);
    if (allowed.length) throw withoutStack(() => new MethodNotAllowed(method, path, allowed));
    throw withoutStack(() => new RoutingError(`No route matches ${method} ${JSON.stringify(path)}`));
  }

  /**
   * Like `recognize`, but null instead of an error. Answered by `find`: a miss builds and throws no error (a
   * throw alone costs several hits), and the same params come back on a hit.
   */
  match(verb: string, path: string, request?: RequestContext): Params | null {
    try {
      return this.find(verb, path, request)?.params ?? null;
    } catch (e) {
      if (e instanceof RoutingError) return null;
      throw e;
    }
  }

  /** The route and params of a request, or null (for dispatchers that need the route too). */
  find(verb: string, path: string, request?: RequestContext): { route: Route; params: Params } | null {
    request = this.requestFor(path, request);
    if (this.recognition.headAsGet && isHead(verb)) verb = this.headVerb(path, request);
    try {
      const fast = this.matcher.find?.(verb, path, request);
      if (fast !== undefined) return fast as { route: Route; params: Params } | null;
      const found = this.matcher.match((verb || 'GET').toUpperCase(), normalizePath(path), request);
      return found ? { route: found.route, params: this.paramsOf(found.route, found.params) } : null;
    } catch (e) {
      if (e instanceof MalformedPath) return null;
      throw e;
    }
  }

  /**
   * The verb a HEAD request is recognized as where the profile answers it by GET routes (Rails 4+'s
   * `match_head_routes`): HEAD when a route declared for HEAD matches, else GET.
   */
  private headVerb(path: string, request?: RequestContext): string {
    if (!this.headRoutes) return 'GET';
    const found = this.matcher.match('HEAD', normalizePath(path), request);
    return found && found.route.verbs.includes('HEAD') ? 'HEAD' : 'GET';
  }

  /** The verbs a path answers to, from the routes that name it most precisely (empty when none has it). */
  allowedVerbs(path: string, request?: RequestContext): string[] {
    const normalized = normalizePath(path);
    return allowedVerbs(this.matcher.routesFor(normalized, this.requestFor(path, request, normalized)));
  }

  /**
   * The request a recognition of `path` checks conditions and guards against: the one given, else the profile's
   * (`bareRequest`; none: unchecked), with what its host says filled in (`withHostParts`), and, where guards may
   * read it, the path (`withPath`), as Rails 6.1's `recognize_path` builds its request from the path
   * (`normalized`: the path already normalized, where the caller has it).
   */
  private requestFor(path: string, given: RequestContext | undefined, normalized?: string): RequestContext | undefined {
    const request = given ?? this.bareRequest;
    if (request === undefined) return undefined;
    // An absolute URL names the host of the request Rails builds (`recognize_path('http://api.example.com/x')`).
    const fromUrl = given === undefined && path.charCodeAt(0) !== 47 && path.includes('://');
    if (fromUrl || (this.guarded && request.path === undefined)) return withPath(withHostParts(request), path, normalized ?? normalizePath(path), fromUrl);
    return withHostParts(request);
  }

  /**
   * Every route that matches a path, whatever its verbs, in priority order (the first that allows a request's
   * verb is the one `recognize` answers with). Conditions and guards are checked only when `request` is given.
   * Throws `MalformedPath` for a path that can't be decoded, as `recognize` does.
   */
  routesFor(path: string, request?: RequestContext): Route[] {
    const normalized = normalizePath(path);
    return this.matcher.routesFor(normalized, request && this.requestFor(path, request, normalized));
  }

  /**
   * A URL from params: `{ controller: 'posts', action: 'show', id: 1 }`, or `{ use_route: 'post', id: 1 }`.
   * Returns a path unless `host` is given (or set in `defaultUrlOptions`) and `only_path` is not true.
   * A record, a model class or an array of them is Rails' `url_for(record)`: `polymorphicPath` (its URL when
   * a host is known), through the model's `resolve` mapping if it has one.
   */
  urlFor(options: { [key: string]: unknown } | object): string {
    if (isPlainObject(options)) return urlForParams(this.context, options);
    return polymorphicPath(this, options, { url: this.defaultUrlOptions.host !== undefined });
  }

  private commit(declare: (session: DrawSession) => void): this {
    const session = new DrawSession(this.table, this.environment(), this.named);
    try {
      declare(session);
    } finally {
      session.end();
    }
    if (session.superseded.size) {
      this.table = [...this.table.map((r) => (r.name && session.superseded.has(r.name) ? r.renamed(null) : r)), ...session.routes];
      this.install();
    } else {
      // Routes were only appended: the matcher, names and helpers grow by them, at the cost of what was added.
      // A new array (one kept from `routes` stays as it was); `concat` copies it in one go.
      this.table = this.table.concat(session.routes);
      this.matcher = this.matcher.extend?.(this.table) ?? this.buildMatcher();
      const added = session.routes;
      for (let i = 0; i < added.length; i++) {
        if (added[i]!.name) this.nameRoute(added[i]!.name!, added[i]!);
        if (added[i]!.verbs.includes('HEAD')) this.headRoutes = true;
        if (added[i]!.guards.length > 0) this.guarded = true;
      }
    }
    this.custom.add(session, this.helperTable);
    if (session.defaultUrlOptions) this.defaultUrlOptions = session.defaultUrlOptions as UrlOptions;
    return this;
  }

  private environment(): DrawEnvironment {
    return { resourcesPathNames: this.resourcesPathNames, inflector: this.inflector, controllers: this.controllers, profile: this.profile };
  }

  /** Rebuilds the matcher and the helpers after the table changed. `helpers` stays the same object. */
  private install(): void {
    this.matcher = this.buildMatcher();
    this.headRoutes = this.table.some((route) => route.verbs.includes('HEAD'));
    this.guarded = this.table.some((route) => route.guards.length > 0);
    this.named = new Map();
    for (const route of this.table) if (route.name) this.named.set(route.name, route);
    this.helperTable.reset();
  }

  /** Gives a name to a route (a later route with the same name takes it over); its helpers follow on first read. */
  private nameRoute(name: string, route: Route): void {
    this.named.set(name, route);
    this.helperTable.name(name);
  }

  private buildMatcher(): Matcher {
    const known = this.knownControllers;
    // A route's own requirement on :controller replaces the list (Rails 2.3), and a :controller segment left
    // out of the path takes the route's default.
    const accept = (route: Route, params: Readonly<Record<string, string>>) =>
      !known || params.controller === undefined || route.requirements.controller !== undefined || known.has(params.controller.toLowerCase());
    const finish = (route: Route, params: Readonly<Record<string, string>>) => this.paramsOf(route, params);
    return this.matcherFactory(this.table, { accept: known ? accept : undefined, finish });
  }

  /**
   * The controller param normalized (`Admin/StorageFiles` → `admin/storage_files`), as Rails' dispatcher does;
   * a known controller matched in another letter case is that controller (`ConTent` → `content`). Names are
   * remembered (a bounded number: they can come from request paths).
   */
  private controllerName(raw: string): string {
    let name = this.controllerNames.get(raw);
    if (name === undefined) {
      const lower = raw.toLowerCase();
      name = this.knownControllers?.has(lower) ? lower : underscore(raw);
      if (this.controllerNames.size < 1000) this.controllerNames.set(raw, name);
    }
    return name;
  }

  private paramsOf(route: Route, pathParams: Readonly<Record<string, string>>): Params {
    const params: Params = {};
    for (const [key, value] of fixedParamsOf(route, this.recognition.keepsNilDefaults)) params[key] = value as string;
    Object.assign(params, pathParams);
    if (params.controller !== undefined && !route.controllerAsWritten && this.recognition.underscoresController) params.controller = this.controllerName(params.controller);
    params.action ??= 'index';
    return params;
  }
}

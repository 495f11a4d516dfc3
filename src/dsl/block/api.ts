/**
 * The typed face of the block-style DSL (`set.draw((r) => …)`). The runtime (`mapper.ts`) accepts everything
 * Rails 3.2 accepts; these signatures are what TypeScript code sees: one overload per way of calling, an
 * options interface per call, so an editor completes option names and a misspelt one does not compile.
 *
 * Rails also takes fixed params and constraints as extra option keys (`get 'about', page: 'about'`,
 * `resources :photos, id: /[A-Z]\d+/`). Typed code names them: `defaults: { page: 'about' }`,
 * `constraints: { id: /[A-Z]\d+/ }`. Plain JavaScript keeps Rails' behaviour.
 */
import type { CustomUrlContext } from '../../generate/custom-url.js';
import type { UrlOptions } from '../../generate/url.js';
import type { Endpoint, RequestContext, RequestGuard } from '../../route.js';

/** A block of declarations; it receives the mapper (closing over it works as well). */
export type Block = (r: Mapper) => void;

/**
 * An HTTP verb as routes take it: the methods Rails knows (RFC 2616, WebDAV and its extensions, PATCH); `all` /
 * `any` mean every verb. Case does not matter at runtime, and `_` stands for `-` (`version_control`); any other
 * word raises `ArgumentError` with the nearest verb.
 */
export type Verb =
  | 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head' | 'all' | 'any'
  | 'trace' | 'connect' | 'propfind' | 'proppatch' | 'mkcol' | 'copy' | 'move' | 'lock' | 'unlock'
  | 'version-control' | 'report' | 'checkout' | 'checkin' | 'uncheckout' | 'mkworkspace' | 'update' | 'label' | 'merge'
  | 'baseline-control' | 'mkactivity' | 'orderpatch' | 'acl' | 'search' | 'mkcalendar';

/** The default actions of a resource, for `only` / `except`. */
export type ResourceAction = 'index' | 'create' | 'new' | 'show' | 'update' | 'destroy' | 'edit';

/**
 * A constraint object (Rails' `matches?` objects): the route matches a request when `matches(request)` returns
 * a truthy value. Class instances and object literals alike.
 */
export interface ConstraintObject {
  matches(request: RequestContext): unknown;
}

/**
 * The path params a guard of two parameters gets: those the path matched (strings), with the route's fixed params
 * (`defaults`, `controller`, `action`) under them, as Rails' `request.path_parameters`.
 */
export type GuardParams = { readonly [param: string]: unknown };

/**
 * Rails' constraint lambda of two parameters, `->(params, request) { params[:id].to_i > 0 }`: the path params,
 * then the request. Told from a guard of the request (`RequestGuard`) by its parameter count, as Ruby by arity.
 */
export type ParamsGuard = (params: GuardParams, request: RequestContext) => boolean;

// Why `Constraints` spells the guard of two parameters as the two types below and not as `ParamsGuard`: TypeScript
// types an unannotated function's parameters from a union of function types only when the signatures of the
// members that fit its parameter count are identical, so with `RequestGuard | ParamsGuard` a `(request) => …`
// would get no types at all (both fit one parameter). A member with two signatures of different type parameters
// lends none to a function that fits both, so:
// - `ParamsGuardContext` lends `(params, request)` to a function of two parameters only: its other signature
//   takes one parameter, too few for those, and with it the member lends nothing to a function of one;
// - `ParamsGuardTarget` is what a function of two parameters is checked against, and lends nothing to anything.
// test/types/good-declarations.ts pins the parameter types TypeScript gives both forms.
/** Types the parameters of `(params, request) => …` where a constraint is expected (see above). */
interface ParamsGuardContext {
  (params: GuardParams, request: RequestContext): boolean;
  <OneParameter>(request: OneParameter): boolean;
}
/** Takes a function of `(params, request)` where a constraint is expected (see above). */
interface ParamsGuardTarget {
  (params: GuardParams, request: RequestContext): boolean;
  <Params extends GuardParams>(params: Params, request: RequestContext): boolean;
}

/**
 * Constraints: param name → regexp its value must match (`{ id: /\d+/ }`), or a request attribute (`host`,
 * `subdomain`, `domain`, `ip`, `protocol`, `port`, …) → the value or regexp it must match; or a function of the
 * request (`(request) => …`), or of the path params and the request (`(params, request) => …`, Rails' lambdas of
 * two parameters); or an object with a `matches(request)` method.
 */
export type Constraints =
  | { readonly [paramOrAttribute: string]: RegExp | string }
  | RequestGuard
  | ParamsGuardContext
  | ParamsGuardTarget
  | ConstraintObject;

/** Options given where a concern is used (`r.concerns('commentable', { only: 'index' })`): often resource options. */
export type ConcernOptions = ResourcesOptions & { [option: string]: unknown };

/** A concern's declarations: the mapper, and the options given where it is used. */
export type ConcernBlock = (r: Mapper, options: ConcernOptions) => void;

/** A concern as an object (Rails' callable concerns): `call(mapper, options)` declares its routes. */
export interface ConcernCallable {
  call(mapper: Mapper, options: ConcernOptions): unknown;
}

/**
 * What a `direct` / `resolve` function returns, as Rails' `url_for` takes it: a URL string (its path part for
 * `_path`), URL params (`{ controller, action, … }`), a record or a model class, or an array for
 * `polymorphicPath` whose last element may be its options (`[post, { anchor: 'comments' }]`).
 */
export type CustomUrlResult = string | { readonly [param: string]: unknown } | object | readonly unknown[];

/**
 * A `direct` helper's function: the helper's arguments, then the options (the default options under the trailing
 * options object of the call), then the context (`helpers`, `urlFor`, `polymorphicPath`, `routeFor`).
 * Typed loosely: the helper's callers decide what comes before the options.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DirectFunction = (...args: any[]) => CustomUrlResult;

/** A `resolve` mapping's function: the record, the options of the polymorphic call, the context. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResolveFunction = (record: any, options: { [option: string]: unknown }, context: CustomUrlContext) => CustomUrlResult;

/** A block of declarations in a file of its own, for `r.draw(block)`; `defineRoutes` types one. */
export type RoutesBlock = (r: Mapper) => void;

/** Fixed params (and defaults of optional segments) passed to the controller: `{ format: 'json', page: 1 }`. */
export type Defaults = { readonly [param: string]: unknown };

/** Action → path segment, e.g. `{ new: 'nuevo', edit: 'editar' }`. */
export type PathNames = { readonly [action: string]: string };

/** Options every route call (`match`, `get`, …, `root`) and every scope share. */
interface CommonRouteOptions {
  /** Controller of the routes (`'posts'`, or `'admin/posts'` for a module). */
  controller?: string;
  /** Controller module prefix (`'admin'` → `admin/posts`). */
  module?: string;
  /** Constraints on params or request attributes, or a function of the request (or of the path params and the request). */
  constraints?: Constraints;
  /** Fixed params: what Rails takes as extra option keys goes here in typed code. */
  defaults?: Defaults;
  /** `false`: no `(.:format)` suffix; `true`: a required `.:format`; a string: that format as a default. */
  format?: boolean | string;
}

/** Options of `match`, `get`, `post`, `put`, `patch`, `delete`, `options` and `root`. */
/** The options of `mount`: the mount point, and `match`'s options but the target, anchoring and format. */
export interface MountOptions extends Omit<MatchOptions, 'to' | 'anchor' | 'format'> {
  /** The path the app answers under, in the current scope (`'sidekiq'` and `'/sidekiq'` alike). */
  at: string;
}

export interface MatchOptions extends CommonRouteOptions {
  /** The target: `'controller#action'`, or a handler function called instead of a controller. */
  to?: string | Endpoint;
  /** The route's name (its helpers are `<as>_path` / `<as>_url`); `false` or `null` leaves it unnamed. */
  as?: string | false | null;
  /** The verbs it answers (`match` only; the verb methods set it): a verb or a list, `all` for every verb. */
  via?: Verb | readonly Verb[];
  /** Inside `resources`: declare the route on the member, the collection or the new resource. */
  on?: 'member' | 'collection' | 'new';
  /** The action (when `to` is not given). */
  action?: string;
  /** The path segment of the route instead of its name (inside resources: `get 'preview', path: 'vista'`). */
  path?: string;
  /** `false`: the path is a prefix; anything below it matches too (for mounted apps). */
  anchor?: boolean;
}

/** Options of `match` in the hash form: one key is the path, its value the target (`{ 'photos/:id': 'photos#show' }`). */
export type HashRoute = MatchOptions & { readonly [path: string]: unknown };

/** Options of resources and of scopes around them: which actions, shallow nesting, action path segments. */
interface ResourceScopeOptions extends CommonRouteOptions {
  /** Only these default actions are routed (in a scope: for the resources inside). Wins over `except`. */
  only?: ResourceAction | readonly ResourceAction[];
  /** Every default action but these is routed (in a scope: for the resources inside). */
  except?: ResourceAction | readonly ResourceAction[];
  /** Nested resources get their member routes without the parent's path and name prefix. */
  shallow?: boolean;
  /** Path before the shallow routes. */
  shallowPath?: string;
  /** Name prefix of the shallow routes. */
  shallowPrefix?: string;
  /** Path segments of the `new` / `edit` (and extra) actions: `{ new: 'nuevo' }`. */
  pathNames?: PathNames;
}

/** Options of `resources` and `resource`. */
export interface ResourcesOptions extends ResourceScopeOptions {
  /** The name its helpers use, instead of the resource's name (`resources('photos', { as: 'images' })`). */
  as?: string;
  /** The path segment, instead of the resource's name; helper names stay. */
  path?: string;
  /**
   * Rails 6.1 profile: the member param instead of `id` (`param: 'slug'` → `/posts/:slug`, nested
   * `/posts/:post_slug/…`). Under Rails 3.2 it is what 3.2 made of it: a fixed param of every route.
   */
  param?: string;
  /** Rails 6.1 profile: concerns declared in the resource, after its block (`concerns: ['commentable']`). */
  concerns?: string | readonly string[];
}

/** Options of `scope` and `controller`. */
export interface ScopeOptions extends ResourceScopeOptions {
  /** Path prefix of the routes in the block. */
  path?: string;
  /** Name prefix of the routes in the block (`admin` → `admin_posts`). */
  as?: string;
  /** Action of the routes in the block that name none. */
  action?: string;
  /** The verbs of the routes in the block. */
  via?: Verb | readonly Verb[];
}

/**
 * Options of `namespace`: path, module, name prefix and shallow path/prefix default to the namespace's name;
 * `null` drops one (`namespace('admin', { module: null }, …)`: no controller module).
 */
export interface NamespaceOptions extends Omit<ScopeOptions, 'path' | 'as' | 'module' | 'shallowPath' | 'shallowPrefix'> {
  /** Path prefix instead of the name. */
  path?: string | null;
  /** Name prefix instead of the name. */
  as?: string | null;
  /** Controller module instead of the name. */
  module?: string | null;
  /** Shallow path instead of the name. */
  shallowPath?: string | null;
  /** Shallow name prefix instead of the name. */
  shallowPrefix?: string | null;
}

/** `resources` / `resource` arguments: one or more names, then options, then a block (both optional). */
export type ResourcesArgs =
  | [name: string, ...names: string[]]
  | [name: string, ...names: string[], block: Block]
  | [name: string, ...names: string[], options: ResourcesOptions]
  | [name: string, ...names: string[], options: ResourcesOptions, block: Block];

/** Route call arguments: one or more paths, then options. */
export type RouteArgs = [path: string, ...paths: string[]] | [path: string, ...paths: string[], options: MatchOptions];

/**
 * A route call (`match`, `get`, `post`, …): a path and options, several paths sharing the options, or the hash
 * form (`{ 'photos/:id': 'photos#show', as: 'photo' }`), whose option names are not checked.
 */
export interface RouteCall<Self> {
  (route: HashRoute): Self;
  (...args: RouteArgs): Self;
  // Last: when no form matches, the compiler reports this one's error, which names the misspelt option.
  (path: string, options?: MatchOptions): Self;
}

/**
 * The block-style declaration API: Rails 3.2's router DSL. Each call adds routes or runs a block inside a
 * changed scope.
 */
export interface Mapper {
  /** A plural resource: index, create, new, edit, show, update, destroy. Several names share the options. */
  // The one-name forms come last: when no overload matches, the compiler reports the last one's error, which
  // then names the misspelt option.
  resources(...args: ResourcesArgs): this;
  resources(name: string, block?: Block): this;
  resources(name: string, options: ResourcesOptions, block?: Block): this;
  /** A singular resource (no id, no index): create, new, edit, show, update, destroy. */
  resource(...args: ResourcesArgs): this;
  resource(name: string, block?: Block): this;
  resource(name: string, options: ResourcesOptions, block?: Block): this;
  /** Routes on the collection: `/posts/<action>`, named `<action>_posts`. */
  collection(block: Block): this;
  /** Routes on one member: `/posts/:id/<action>`, named `<action>_post`. */
  member(block: Block): this;
  /** Routes on the new resource: `/posts/new/<action>`, named `<action>_new_post`. */
  // Quoted: unquoted, `new(…)` in an interface would be a construct signature.
  'new'(block: Block): this;
  /** Declarations nested under one member: `/posts/:post_id/…`, names prefixed with `post_`. */
  nested(block: Block): this;

  /** Groups declarations under a path (`scope('/admin', …)`) and/or options. */
  scope(path: string, block: Block): this;
  scope(path: string, options: ScopeOptions, block: Block): this;
  scope(options: ScopeOptions, block: Block): this;
  /** A path prefix, controller module and name prefix, all named `name` unless the options say otherwise. */
  namespace(name: string, block: Block): this;
  namespace(name: string, options: NamespaceOptions, block: Block): this;
  /** Resources declared in the block are shallow, with the current path as their shallow path. */
  shallow(block: Block): this;
  /** Routes in the block go to this controller. */
  controller(name: string, block: Block): this;
  controller(name: string, options: ScopeOptions, block: Block): this;
  /**
   * Constraints for every route in the block: param/attribute → regexp or value, or a function of the request
   * (or of the path params and the request), or an object with `matches(request)`.
   */
  constraints(constraints: Constraints, block: Block): this;
  /** Fixed params for every route in the block. */
  defaults(defaults: Defaults, block: Block): this;
  /** Changes the default path segments of actions (`{ new: 'nuevo' }`) for the rest of this scope. */
  resourcesPathNames(pathNames: PathNames): this;

  /** The root route (`/`, or the resource's own path inside `resources`): `root({ to: 'pages#main' })`. */
  root(options?: MatchOptions): this;
  /** A route for any verb, or those in `via`: `match('photos/:id', { to: 'photos#show', via: 'get' })`. */
  match: RouteCall<this>;
  /** A GET route: `get('preview')`, `get('about', { to: 'pages#about' })`. */
  get: RouteCall<this>;
  /** A POST route. */
  post: RouteCall<this>;
  /** A PUT route. */
  put: RouteCall<this>;
  /** A PATCH route. */
  patch: RouteCall<this>;
  /** A DELETE route. */
  delete: RouteCall<this>;
  /** An OPTIONS route. */
  options: RouteCall<this>;
  /**
   * Rails' `mount`: an endpoint (what `to:` takes) for every verb and every path under `at`, with no format:
   * `r.mount(adminApp, { at: 'admin/tools', as: 'tools' })` answers `/admin/tools` and `/admin/tools/queues`;
   * `tools_path()` gives `/admin/tools`. Unnamed without `as:`. Other route options (`via`, `constraints`,
   * `defaults`) as `match` takes them.
   */
  mount(app: Endpoint, options: MountOptions): this;
  /**
   * Rails' `redirect`, for `to:`: `get('old/:id', { to: r.redirect('/new/%{id}') })` answers 301 with the path
   * params put in (`%{id}` or `:id`); or a function `(params, request) => path`. `{ status: 302 }` to change it.
   */
  redirect(target: string | ((params: Readonly<Record<string, unknown>>, request: unknown) => string), options?: { status?: number }): Endpoint;

  /** Whether a route has this name now (declared before this draw, or earlier in it): Rails' `has_named_route?`. */
  hasNamedRoute(name: string): boolean;
  /**
   * The route set's `defaultUrlOptions` from the routes file, as Rails' `default_url_options host: 'example.com'`:
   * they replace the set's when the draw succeeds.
   */
  defaultUrlOptions(options: UrlOptions): this;
  /**
   * A concern: declarations to use in several places (`r.concerns('commentable')`, or the resource option
   * `concerns: 'commentable'` under the Rails 6.1 profile). A block `(r, options) => …` or an object with
   * `call(mapper, options)`; the options are those given where it is used.
   */
  concern(name: string, body: ConcernBlock | ConcernCallable): this;
  /** Declares the named concerns here, in order, each given the options: `r.concerns('commentable', { only: 'index' })`. */
  concerns(...names: (string | readonly string[])[]): this;
  concerns(...namesAndOptions: [...names: (string | readonly string[])[], options: ConcernOptions]): this;
  /**
   * Runs a block of declarations in the current scope: Rails' `draw :admin`, with the file imported
   * (`import admin from './routes/admin.js'; r.draw(admin)`) or its module (`import * as admin …`).
   */
  draw(block: RoutesBlock | { readonly default: RoutesBlock }): this;
  /**
   * A custom URL helper, `<name>_path` and `<name>_url` (and camelCase): `r.direct('homepage', () =>
   * 'https://rubyonrails.org')`, `r.direct('commentable', (post, options) => [post, { anchor: 'comments', ...options }])`.
   * Only at the top level of a draw, as in Rails.
   */
  direct(name: string, fn: DirectFunction, defaultOptions?: { readonly [option: string]: unknown }): this;
  /**
   * How a model's records become URLs in `polymorphicPath`, `urlFor` and `formFor`: `r.resolve('Basket', () =>
   * ['basket'])`, or `{ route: 'basket' }` for that. Several model names in an array. Only at the top level.
   */
  resolve(
    modelName: string | readonly string[],
    fn: ResolveFunction | { readonly route: string },
    defaultOptions?: { readonly [option: string]: unknown },
  ): this;
}

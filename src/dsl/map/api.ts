/**
 * The typed face of the map-style DSL (`set.drawMap((map) => …)`, Rails 2.3). The runtime (`route-map.ts`)
 * accepts everything Rails 2.3 accepts, snake_case names included; these signatures are what TypeScript code
 * sees: an options interface per call, so a misspelt option does not compile.
 *
 * Rails 2.3 also takes segment defaults, fixed params and requirements as extra option keys
 * (`map.connect('feed/:page', { controller: 'posts', format: 'rss', page: '1', id: /\d+/ })`). Typed code puts
 * them where Rails 2.3 also accepts them: fixed params and regexps in `requirements` (`{ format: 'rss', id: /\d+/ }`),
 * defaults of path segments in `defaults` (`{ page: '1' }`; Rails 2.3 rejects a default for a key that is no
 * segment). Plain JavaScript keeps Rails' behaviour.
 */
import type { ActionSelection, ExtraActions, HasMany } from './types.js';

export type { ActionSelection, ExtraActions, HasMany, HasManyMap, ActionVerbOption } from './types.js';

/** A block of map-style declarations; it receives the map to declare on. */
export type MapBlock = (map: RouteMap) => void;

/** Options of `connect`, `namedRoute`, `root`, `namespace` and `withOptions`. */
// Type literals rather than interfaces: the runtime's option type is an index signature, which only type
// literals are assignable to.
export type MapRouteOptions = {
  /** Controller of the route, or a regexp a `:controller` segment must match. */
  controller?: string | RegExp;
  /** Action of the route, or a regexp an `:action` segment must match. */
  action?: string | RegExp;
  /**
   * Param → regexp the param must match (`{ id: /\d+/ }`), or a fixed param passed to the controller
   * (`{ format: 'rss' }`). Fixed params that Rails 2.3 takes as extra option keys go here in typed code. `null`
   * fixes nothing (Rails 2.3's `:id => nil` beside a path without `:id`, as real routes files write it).
   */
  requirements?: { readonly [param: string]: RegExp | string | number | boolean | null };
  /** Defaults of path segments: a segment with a default is optional (`'page/:id'` with `{ id: '1' }`). */
  defaults?: { readonly [segment: string]: unknown };
  /** `method` (a verb or a list) restricts the verbs; other keys (`subdomain`, `host`) are request conditions. */
  conditions?: { readonly method?: string | readonly string[]; readonly [attribute: string]: unknown };
  /** Path before the route's own path; may hold params (`/:locale`). */
  pathPrefix?: string;
  /** Prefix of the route's name (named routes only); `null` drops one that nesting adds. */
  namePrefix?: string | null;
  /** Controller module, ending in `/` (`admin/`); inherited by nested resources. */
  namespace?: string;
};

/** Options of `resources` and `resource` (and of `withOptions`, which passes them on). */
export type MapResourcesOptions = Omit<MapRouteOptions, 'action'> & {
  /** Extra collection actions: action → verb (`{ rss: 'get' }`): `/posts/rss`, `rss_posts`. */
  collection?: ExtraActions;
  /** Extra member actions: action → verb (`{ preview: 'get' }`): `/posts/1/preview`, `preview_post`. */
  member?: ExtraActions;
  /** Extra actions on the new resource (`{ preview: 'post' }`): `/posts/new/preview`, `preview_new_post`. */
  new?: ExtraActions;
  /** Singular name used in member route names (plural resources). */
  singular?: string;
  /** Plural name, which names the controller (singular resources). */
  plural?: string;
  /** Path segment instead of the resource name; helper names stay. */
  as?: string;
  /** Nested singular resources. */
  hasOne?: string | readonly string[];
  /** Nested plural resources: a name, a list, or parent name → its own nested resources. */
  hasMany?: HasMany;
  /** Action → path segment, for `new`, `edit` and extra member or collection actions. */
  pathNames?: { readonly [action: string]: string };
  /** Nested member routes drop the parent path and name prefix; inherited. */
  shallow?: boolean;
  /** Which default actions are routed: `'all'`, `'none'`, an action or a list. */
  only?: ActionSelection;
  /** Which default actions are not routed. */
  except?: ActionSelection;
};

/** `resources` / `resource` arguments: names, then options, then a block (both optional). */
export type MapResourcesArgs =
  | [name: string, ...names: string[]]
  | [name: string, ...names: string[], block: MapBlock]
  | [name: string, ...names: string[], options: MapResourcesOptions]
  | [name: string, ...names: string[], options: MapResourcesOptions, block: MapBlock];

/** Former names of the map style's option types. */
export type RouteOptions = MapRouteOptions;
export type ResourceOptions = MapResourcesOptions;

/**
 * The map-style declaration API (Rails 2.3's `map`). Options given to `withOptions`, `namespace` or a
 * resource apply to every call in their block, merged under the call's own options.
 */
export interface RouteMap {
  /** An unnamed route: `map.connect(':controller/:action/:id')`, `map.connect('about', { controller: 'pages' })`. */
  connect(path: string, options?: MapRouteOptions): this;
  /** A route with URL helpers: `map.namedRoute('login', 'login', { controller: 'sessions', action: 'new' })`. */
  namedRoute(name: string, path: string, options?: MapRouteOptions): this;
  /** The route for `/`, named `root`: `map.root({ controller: 'home' })`. */
  root(options?: MapRouteOptions): this;
  /** `/` served like the route named `routeName` (its controller, action, fixed params and verbs). */
  root(routeName: string): this;
  /** Declarations under a path prefix, name prefix and controller module named `name`. */
  namespace(name: string, block: MapBlock): this;
  namespace(name: string, options: MapRouteOptions, block: MapBlock): this;
  /** Every call in the block gets these options: `map.withOptions({ controller: 'pages' }, (pages) => …)`. */
  withOptions(options: MapResourcesOptions & Pick<MapRouteOptions, 'action'>, block: MapBlock): this;
  /** The block gets this map's options. */
  withOptions(block: MapBlock): this;
  /** Plural resources: `map.resources('posts', 'comments', options?, (post) => post.resources('tags'))`. */
  resources(...args: MapResourcesArgs): this;
  resources(name: string, block?: MapBlock): this;
  resources(name: string, options: MapResourcesOptions, block?: MapBlock): this;
  /** Singular resources (no index, no id): `map.resource('account', options?, block?)`. */
  resource(...args: MapResourcesArgs): this;
  resource(name: string, block?: MapBlock): this;
  resource(name: string, options: MapResourcesOptions, block?: MapBlock): this;
}

/**
 * The option shapes of the map-style API. Option names are camelCase; Rails' snake_case names
 * (`path_prefix`, `has_many`, …) are accepted too. Keys that are not options are params of the route.
 */

/** A verb of an extra action: `get`, `post`, `put`, `delete`, `options`, `any`, or a list of them. */
export type ActionVerbOption = string | readonly string[];

/**
 * Extra actions: action name → verb (`{ rss: 'get', mark: ['put', 'post'] }`), or action names that answer any
 * verb (`['preview']`, `'preview'`), as Rails 2.3 read an array.
 */
export type ExtraActions = Readonly<Record<string, ActionVerbOption>> | string | readonly string[];

/** Which default actions are routed: `all`, `none`, an action name or a list of them. */
export type ActionSelection = string | readonly string[];

/** Nested plural resources: a name, a list, or parent name → its own nested resources. */
export type HasMany = string | readonly (string | HasManyMap)[] | HasManyMap;
export interface HasManyMap {
  readonly [name: string]: HasMany;
}

/** Options of `connect`, `namedRoute`, `root` and `withOptions`. */
export interface RouteOptions {
  controller?: string | RegExp;
  action?: string | RegExp;
  /** Param → regexp (the param must match) or fixed value (passed to the controller). */
  requirements?: Readonly<Record<string, unknown>>;
  /** Defaults of path segments; a segment with a default is optional. */
  defaults?: Readonly<Record<string, unknown>>;
  /** `method` (a verb or a list) restricts the verbs; other keys (`subdomain`, `host`) are request conditions. */
  conditions?: Readonly<Record<string, unknown>>;
  /** Path before the route's own path; may hold params (`/:locale`). */
  pathPrefix?: string;
  /** Prefix of the route's name (named routes only); `null` drops one that nesting adds. */
  namePrefix?: string | null;
  /** Controller module, ending in `/` (`admin/`); inherited by nested resources. */
  namespace?: string;
  /** Any other key: a default of the segment it names, else a fixed param, or a requirement when a regexp. */
  [param: string]: unknown;
}

/** Options of `resources` and `resource`. */
export interface ResourceOptions extends RouteOptions {
  collection?: ExtraActions;
  member?: ExtraActions;
  new?: ExtraActions;
  /** Singular name used in member route names (plural resources). */
  singular?: string;
  /** Plural name, which names the controller (singular resources). */
  plural?: string;
  /** Path segment instead of the resource name; helper names stay. */
  as?: string;
  hasOne?: string | readonly string[];
  hasMany?: HasMany;
  /** Action → path segment, for `new`, `edit` and extra member or collection actions. */
  pathNames?: Readonly<Record<string, string>>;
  /** Nested member routes drop the parent path and name prefix; inherited. */
  shallow?: boolean;
  only?: ActionSelection;
  except?: ActionSelection;
}

/**
 * The option shapes of the map-style API. Option names are camelCase; Rails' snake_case names
 * (`path_prefix`, `has_many`, …) are accepted too. Keys that are not options are params of the route.
 */

import type { MapResourcesOptions, MapRouteOptions } from './api.js';

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

/**
 * What the runtime takes: the typed options (`api.ts`, where each is documented) and any other key — a default
 * of the segment it names, else a fixed param, or a requirement when a regexp (Rails 2.3's extra keys).
 */
export type RouteOptions = MapRouteOptions & { [param: string]: unknown };

/** What `resources` / `resource` take at runtime: the typed options and any other key, as for routes. */
export type ResourceOptions = MapResourcesOptions & { [param: string]: unknown };

import { ArgumentError } from './errors.js';
import type { Inflector } from './inflection.js';
import { Route, type RouteInit } from './route.js';

/** Settings a DSL reads while declaring (the route set's environment). */
export interface DrawEnvironment {
  readonly resourcesPathNames: Readonly<Record<string, string>>;
  readonly inflector: Inflector;
}

const VALID_NAME = /^[_a-z]\w*$/i;

/**
 * Collects the routes of one `draw` / `drawMap` call. Nothing reaches the route set until the whole
 * declaration block has run, so a declaration that throws leaves the set as it was.
 */
export class DrawSession {
  readonly routes: Route[] = [];
  private readonly names = new Set<string>();

  constructor(
    existing: readonly Route[],
    readonly environment: DrawEnvironment,
  ) {
    for (const route of existing) if (route.name) this.names.add(route.name);
  }

  /** Whether a route (already in the set, or declared in this session) has this name. */
  isNameTaken(name: string): boolean {
    return this.names.has(name);
  }

  add(init: RouteInit): Route {
    if (init.name != null && init.name !== '' && !VALID_NAME.test(init.name)) {
      throw new ArgumentError(`Invalid route name: '${init.name}' (route ${init.path}); names start with a letter or _ and hold only word characters`);
    }
    const route = new Route({ ...init, name: init.name || null });
    this.routes.push(route);
    if (route.name) this.names.add(route.name);
    return route;
  }
}

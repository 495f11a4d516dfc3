import { ArgumentError } from './errors.js';
import type { CustomUrl } from './generate/custom-url.js';
import type { Inflector } from './inflection.js';
import type { RailsProfile } from './profile/profile.js';
import { Route, type RouteInit } from './route.js';

/** Settings a DSL reads while declaring (the route set's environment). */
export interface DrawEnvironment {
  readonly resourcesPathNames: Readonly<Record<string, string>>;
  readonly inflector: Inflector;
  /** The controllers a `:controller` segment may name, when the route set was told them. */
  readonly controllers?: readonly string[];
  /** The Rails version the block style declares as (the route set's `rails` option); Rails 3.2 when absent. */
  readonly profile?: RailsProfile;
}

const VALID_NAME = /^[_a-z]\w*$/i;

/**
 * Collects the routes of one `draw` / `drawMap` call. Nothing reaches the route set until the whole
 * declaration block has run, so a declaration that throws leaves the set as it was.
 */
export class DrawSession {
  readonly routes: Route[] = [];
  /** Names of routes drawn before this session that a route of this session took over (see `add`). */
  readonly superseded = new Set<string>();
  /** `direct` helpers declared in this session, in order (a later one of the same name wins). */
  readonly directs: CustomUrl[] = [];
  /** `resolve` mappings declared in this session, by model name, in order. */
  readonly mappings: CustomUrl[] = [];
  /** `defaultUrlOptions` given in this session (the last call's), for the route set when the draw succeeds. */
  defaultUrlOptions?: Readonly<Record<string, unknown>>;
  private readonly names = new Set<string>();
  private ended = false;

  /**
   * `existingNames`, when the caller keeps them (the names of `existing`'s routes), spares a pass over the
   * whole table: a later draw then costs what it adds.
   */
  constructor(
    private readonly existing: readonly Route[],
    readonly environment: DrawEnvironment,
    private readonly existingNames?: { has(name: string): boolean },
  ) {
    if (!existingNames) for (const route of existing) if (route.name) this.names.add(route.name);
  }

  /** Ends the session: a mapper kept past its draw (in a callback, after an `await`) then says so. */
  end(): void {
    this.ended = true;
  }

  /**
   * Runs a declaration block (the draw's own, or a nested one). Blocks run synchronously: one that returns a
   * promise (an `async` block) would declare its routes after the draw has ended, so it is refused.
   */
  runBlock<T>(block: (arg: T) => unknown, arg: T, where: string): void {
    this.assertOpen(where);
    const result = block(arg);
    if (result !== null && typeof result === 'object' && typeof (result as { then?: unknown }).then === 'function') {
      // Its later declarations throw (the draw has ended); that rejection is this error's, not the process's.
      (result as PromiseLike<unknown>).then(undefined, () => {});
      throw new ArgumentError(
        `${where} returned a Promise: declaration blocks run synchronously, so routes declared after an await would be lost. Remove async/await from the block and load what the routes need before calling draw`,
      );
    }
  }

  private assertOpen(where: string): void {
    if (this.ended) {
      throw new ArgumentError(
        `This mapper's draw has ended (at ${where}): the mapper was kept and used later, in a callback or after an await. Declare routes while the draw block runs, or call draw again`,
      );
    }
  }

  /** Adds a `direct` helper or a `resolve` mapping; like routes, they reach the set when the draw succeeds. */
  addCustomUrl(kind: 'direct' | 'resolve', custom: CustomUrl): void {
    this.assertOpen(`${kind} ${JSON.stringify(custom.name)}`);
    (kind === 'direct' ? this.directs : this.mappings).push(custom);
  }

  /** Sets the route set's default URL options for when the draw succeeds (Rails' `default_url_options=`). */
  setDefaultUrlOptions(options: Readonly<Record<string, unknown>>): void {
    this.assertOpen('defaultUrlOptions');
    this.defaultUrlOptions = options;
  }

  /** The route that has this name now (declared in this session, else before it), if any. */
  findNamed(name: string): Route | undefined {
    const named = (routes: readonly Route[]) => [...routes].reverse().find((r) => r.name === name);
    return named(this.routes) ?? (this.superseded.has(name) ? undefined : named(this.existing));
  }

  /** Whether a route (already in the set, or declared in this session) has this name. */
  isNameTaken(name: string): boolean {
    return this.names.has(name) || this.existingNames?.has(name) === true;
  }

  /**
   * Adds a route. With `supersede`, a name already in use moves to this route and the earlier route stays in
   * the table unnamed (Rails 2.3's named routes were a hash: the last declaration won). With `unique` a name in
   * use raises (Rails 4+). Without either, both keep the name and helpers generate the last one (Rails 3.2).
   */
  add(init: RouteInit, options: { supersede?: boolean; unique?: boolean } = {}): Route {
    // The description is made only for the error (not once per route of a table).
    if (this.ended) this.assertOpen(`route ${init.path}`);
    if (init.name != null && init.name !== '' && !VALID_NAME.test(init.name)) {
      throw new ArgumentError(`Invalid route name: '${init.name}' (route ${init.path}); names start with a letter or _ and hold only word characters`);
    }
    if (options.unique && init.name && this.isNameTaken(init.name)) {
      throw new ArgumentError(
        `Invalid route name, already in use: '${init.name}' (route ${init.path}). You may have defined two routes with the same name using the \`as\` option, or you may be overriding a route already defined by a resource with the same naming`,
      );
    }
    if (options.supersede && init.name && this.isNameTaken(init.name)) {
      const name = init.name;
      const index = this.routes.findIndex((r) => r.name === name);
      if (index >= 0) this.routes[index] = this.routes[index]!.renamed(null);
      else this.superseded.add(name);
    }
    const route = new Route(init.name === '' ? { ...init, name: null } : init);
    this.routes.push(route);
    if (route.name) this.names.add(route.name);
    return route;
  }
}

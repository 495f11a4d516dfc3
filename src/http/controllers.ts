import type { ActionContext } from './action-context.js';

// The types controllers are written against. Untyped (`createHandler(routes, controllers)`), an inline action
// still gets its `ActionContext` from context; typed by the route table (`createHandler<AppControllers>(…)`
// with the interface `resource-routing types` writes), each action's `ctx.params` carries its route's params
// and a controller or action the table does not have is a compile error.

/**
 * An action: called with the request's context (`this` is its controller); it renders, redirects, or returns
 * what to render. `Params` are the params its routes always or sometimes give (`{ id: string; format?: string }`).
 * Written as a method's type so that its context is compared both ways (as TypeScript compares methods): an
 * action typed for its own routes then also fits where a `:controller` or `:action` route's looser params are
 * expected.
 */
export type Action<Params extends object = object> = { action(context: ActionContext<Params>): unknown }['action'];

/** What a controller may hold besides actions: any value (only its own callable members are ever called). */
type ControllerMember = Action | object | string | number | boolean | bigint | symbol | null | undefined;

/**
 * A controller: an object whose methods are its actions (`index`, `show`, …), an object literal or a class
 * instance. In an object literal, an action's `ctx` is typed `ActionContext` without an annotation (the first
 * member of the union gives the context; the second lets class instances, which have no index signature, in).
 */
export type Controller = { readonly [member: string]: ControllerMember } | object;

/** Controllers by name as routes give it: `posts`, `admin/products`. */
export type Controllers = Readonly<Record<string, Controller>> | ReadonlyMap<string, Controller>;

/** Per-controller settings the dispatcher reads (see `HandlerOptions.forgeryProtection`). */
export interface ControllerSettings {
  /** No CSRF check for this controller (`true`) or for these of its actions. */
  readonly skipForgeryProtection?: boolean | readonly string[];
}

/**
 * One controller of a typed table: each action typed with its params (`Actions` is one entry of
 * `AppControllers`). In an object literal only the table's actions, `skipForgeryProtection` and members named
 * `_…` (never called as actions) are allowed; a class instance may hold anything else too.
 */
export type TypedController<Actions> = {
  // Under an index signature (a controller an `:action` route reaches) its settings take a name too.
  readonly [A in keyof Actions]?: Action<Actions[A] & object> | (string extends A ? ControllerSettings[keyof ControllerSettings] : never);
} & ControllerSettings &
  // Object literals may keep helpers under `_` names; class instances (no index signature) take the `object` side.
  ({ readonly [helper: `_${string}`]: unknown } | object);

/** The controllers of a typed table: `createHandler<AppControllers>(routes, controllers)` takes this. */
export type TypedControllers<Table> = { readonly [C in keyof Table]?: TypedController<Table[C]> };

/** `TypedController` of one controller of a table: `const posts: ControllerOf<AppControllers, 'posts'> = { … }`. */
export type ControllerOf<Table, Name extends keyof Table> = TypedController<Table[Name]>;

/** The context of one action of a table, for class methods: `show(ctx: ContextOf<AppControllers, 'posts', 'show'>)`. */
export type ContextOf<Table, Name extends keyof Table, ActionName extends keyof Table[Name]> = ActionContext<Table[Name][ActionName] & object>;

/** `T`, where a call does not infer it from its arguments (TypeScript 5.4's `NoInfer`, for older compilers too). */
type Uninferred<T> = [T][T extends unknown ? 0 : never];

/**
 * What the dispatcher and adapters take as controllers: `Controllers` unless a table is given as a type
 * argument (`never`, the default, means none), then `TypedControllers` of that table.
 */
export type ControllersFor<Table> = [Table] extends [never] ? Controllers : TypedControllers<Uninferred<Table>>;

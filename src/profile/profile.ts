import type { RouteContext } from '../dsl/block/add-route.js';
import type { Options } from '../dsl/block/scope.js';
import type { Inflector } from '../inflection.js';
import type { GenerationContext } from '../generate/generator.js';
import type { RequestContext, Route, RouteInit } from '../route.js';

/** The Rails versions a route set can answer as. */
export type RailsVersion = '3.2' | '6.1';

/**
 * What a Rails version decides about routing, asked by the parts that differ between versions: the block-style
 * mapper (`declaration`), the matcher and the route set's params (`recognition`), the URL helpers
 * (`generation`), and the inflector route sets start from (`inflections`). Every answer is read when a route set
 * is made, when routes are drawn or when a helper is made, never per request, so a profile costs nothing on the
 * hot paths. A new Rails version is one more object of this shape (`rails-3-2.ts`, `rails-6-1.ts`).
 *
 * Chosen per route set: `new RouteSet({ rails: '6.1' })`; `'3.2'` is the default. The map style (`drawMap`,
 * Rails 2.3) asks no profile.
 */
export interface RailsProfile {
  /** The Rails version whose answers this profile gives (`'3.2'`, `'6.1'`). */
  readonly version: RailsVersion;
  /**
   * The inflector a route set of this profile uses unless given its own: one shared object with ActiveSupport's
   * default rules of that version (an application extends it once, as `config/initializers/inflections.rb`).
   */
  readonly inflections: Inflector;
  /** What the block-style mapper declares. */
  readonly declaration: DeclarationRules;
  /** What recognition answers. */
  readonly recognition: RecognitionRules;
  /** What URL helpers and `urlFor` write. */
  readonly generation: GenerationRules;
}

/** The block-style mapper's rules (`src/dsl/block`). */
export interface DeclarationRules {
  /**
   * The verbs a resource's `update` answers, in the order its routes are declared; the first that can take the
   * member's name holds it (3.2: `['put']`; 6.1: `['patch', 'put']`).
   */
  readonly updateVerbs: readonly string[];
  /**
   * The order of a singular resource's default routes after its block: the collection (`create`), `new`, and the
   * member (`edit`, `show`, `update`, `destroy`). Names go first come first served, so it decides whether `create`
   * (3.2) or `show` (6.1) holds the resource's name.
   */
  readonly singularOrder: readonly ('collection' | 'new' | 'member')[];
  /**
   * The options a `resources` / `resource` call keeps for itself; every other option becomes a scope around it
   * (3.2: `as controller path only except`; 6.1 adds `param` and `concerns`).
   */
  readonly resourceOptions: ReadonlySet<string>;
  /**
   * One route of a verb call (Rails' `add_route` with its `Mapping`): its path, default action, name, target,
   * format, requirements and defaults. `literal` is a path the application wrote as a String (see `stringPaths`).
   */
  readonly addRoute: (context: RouteContext, action: string, options: Options, literal: boolean) => RouteInit;
  /**
   * Whether a path that is not a bare word (`'photos/:id'`, `'foo-bar'`, and the path of the hash form) is a
   * Ruby String, taken as written, declared before the bare words of the same call (6.1); bare words are
   * Symbols, actions. 3.2 did not tell them apart.
   */
  readonly stringPaths: boolean;
  /**
   * The error a route without `via` (in the call or its scope) raises, or null when such a route answers every
   * verb (3.2's `match`).
   */
  readonly viaRequired: string | null;
  /** The verb `root` answers unless its options say otherwise (6.1: `get`), or null for every verb (3.2). */
  readonly rootVia: string | null;
  /** Whether `root` takes its target as a string (`root('pages#main')`, 6.1) besides an options object. */
  readonly rootTakesTarget: boolean;
  /**
   * Whether an explicit name already in use raises (6.1: "Invalid route name, already in use") or is given to
   * the later route as well, whose helpers then win (3.2).
   */
  readonly uniqueNames: boolean;
  /** The keys a scope keeps as its own values; its other options are options every route in it inherits. */
  readonly scopeKeys: readonly string[];
  /** Whether a scope key given as nil or false changes the scope (6.1: `as: nil` under `admin` is `admin_`) or is ignored (3.2). */
  readonly scopeMergesNil: boolean;
  /** What `scope` (and `namespace`, `controller`, `constraints`) makes of its options before merging them; `nested`: inside a `nested` block. */
  readonly scopeOptions: (options: Options, nested: boolean) => Options;
  /** The scope a `namespace` opens before its own options: path, module, name prefix, shallow path and prefix. */
  readonly namespaceScope: (name: string, options: Options) => Options;
  /**
   * Whether shallow routes take the scope's shallow path and prefix as their whole path and name prefix and a
   * resource nests shallowly only under one declared shallow (6.1's `shallow_scope`), and `shallow do` sets no
   * shallow path; or 3.2's exclusive scope (the path and prefix dropped, the shallow prefix only with a shallow
   * path), with `shallow do` taking the current path as the shallow path.
   */
  readonly shallowScopes: boolean;
  /** `only` and `except` together: `except` removes actions from `only` (6.1), or is ignored (3.2). */
  readonly onlyWithExcept: 'subtract' | 'ignore';
  /**
   * An action name in `only` / `except` that is no default action of the resource (`only: [:index, :dashboard]`):
   * dropped, as Rails 6.1 drops it (it routes only the actions it knows), or refused as a likely typo (the
   * library's 3.2 choice, test/conformance-deviations.md).
   */
  readonly unknownActions: 'drop' | 'raise';
}

/** Recognition's rules (the route set's params). */
export interface RecognitionRules {
  /** Whether a HEAD request is answered by the GET route of its path (6.1) or needs a route of its own (3.2, which left it to Rack::Head). */
  readonly headAsGet: boolean;
  /** Whether a `:controller` segment's value is underscored (`/Admin/UserProfiles` → `admin/user_profiles`, 3.2's dispatcher) or given as it is (6.1). */
  readonly underscoresController: boolean;
  /** Whether a fixed param whose default is nil is in the params as null (6.1: `format: /rss/` gives `format: nil`) or left out (3.2). */
  readonly keepsNilDefaults: boolean;
  /**
   * Whether `recognize` answers only routes that dispatch to a controller, passing over an endpoint (a redirect, a
   * mounted app, a function given as `to:`) to the next route, as Rails 6.1's `recognize_path` does (`dispatcher?`),
   * or answers the first route whatever it serves (3.2, unchanged). `find` and the HTTP layer take every route.
   */
  readonly controllersOnly: boolean;
  /**
   * The request `recognize`, `match`, `find` and `allowedVerbs` check a route's conditions and guards against
   * when they are given none: Rails 6.1's `recognize_path` builds one for `http://example.org` (a route with
   * `constraints: { subdomain: 'api' }` is then not recognized). Null: without a request, conditions are not
   * checked (3.2; see test/conformance-deviations.md).
   */
  readonly bareRequest: RequestContext | null;
}

/** The URL helpers' rules (`src/generate`). */
export interface GenerationRules {
  /**
   * A named route's helper call (`post_path(…)`, `post_url(…)`) by this version's rules, or null for the
   * library's compiled helpers, which answer as Rails 3.2 (`CompiledRoute`, `QuickCalls`, the reference
   * `urlFor`). 6.1: positional args skip optional segments when they are as many as the required ones, `/` and
   * `%` in a value are escaped, optional params equal to their default are left out only from the end, a URL
   * leaves out the protocol's default port, `only_path` does not make a `_path` helper give a URL.
   */
  readonly generate: ((route: Route, args: readonly unknown[], onlyPath: boolean, context: GenerationContext) => string) | null;
}

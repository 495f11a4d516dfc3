import type { Inflector } from '../inflection.js';

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
}

/** Recognition's rules (the route set's params). */
export interface RecognitionRules {
  /** Whether a HEAD request is answered by the GET route of its path (6.1) or needs a route of its own (3.2, which left it to Rack::Head). */
  readonly headAsGet: boolean;
  /** Whether a `:controller` segment's value is underscored (`/Admin/UserProfiles` → `admin/user_profiles`, 3.2's dispatcher) or given as it is (6.1). */
  readonly underscoresController: boolean;
}

/** The URL helpers' rules (`src/generate`). */
export interface GenerationRules {
  /**
   * Whether a `/` in a segment value is written `%2F` wherever the segment is not a glob (6.1), or kept where the
   * param's requirement accepts it (3.2 kept it everywhere; the library escapes it where the segment's pattern
   * rejects a slash, see `test/conformance-deviations.md`).
   */
  readonly escapesSlashes: boolean;
}

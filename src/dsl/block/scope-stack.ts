import { ArgumentError } from '../../errors.js';
import { normalizeOptionKeys } from './arguments.js';
import { requestGuardOf } from './constraint-objects.js';
import type { BlockResource } from './resource.js';
import { MERGE, mergeNil, SCOPED_KEYS, mergeOptions, type Options, type ScopedKey, type ScopeLevel, type ScopeState } from './scope.js';
import { truthy } from './truthiness.js';

/** Shallow applies inside a plural resource when the scope says so. */
export const isShallow = (state: ScopeState): boolean => state.resource?.kind === 'plural' && state.shallow === true;

/** A member route of a shallow resource: it drops the enclosing path and name prefix. */
export const isShallowScoping = (state: ScopeState): boolean => isShallow(state) && state.level === 'member';

/**
 * The declaration context and its moves. Every move changes the state for the duration of a block and puts
 * back exactly what it changed when the block ends, also when it throws.
 */
export class ScopeStack {
  readonly state: ScopeState;
  /** How many moves are under way: 0 at the top level of a draw (Rails' `@scope.root?`). */
  private depth = 0;

  private readonly scoped: ReadonlySet<string>;

  /**
   * @param scopedKeys the keys a scope keeps as its own values (the profile's; others are route options)
   * @param mergesNil whether a scoped key given as nil or false merges (Rails 6.1) or is ignored (3.2)
   */
  constructor(
    pathNames: Readonly<Record<string, string>>,
    scopedKeys: readonly string[] = SCOPED_KEYS,
    private readonly mergesNil = false,
  ) {
    this.state = { path_names: { ...pathNames } };
    this.scoped = new Set(scopedKeys);
  }

  get resource(): BlockResource | undefined {
    return this.state.resource;
  }

  /** Outside every block of a scope, resource, namespace, … (where `direct` and `resolve` may be declared). */
  isRoot(): boolean {
    return this.depth === 0;
  }

  inResourceScope(): boolean {
    return this.state.level === 'resources' || this.state.level === 'resource';
  }

  /** The enclosing resource, for operations that only make sense inside one. */
  requireResource(operation: string): BlockResource {
    if (!this.inResourceScope()) throw new ArgumentError(`can't use ${operation} outside resource(s) scope`);
    return this.state.resource!;
  }

  /** Runs `body` at another level (`collection`, `member`, …) of a resource. */
  withLevel(level: ScopeLevel, resource: BlockResource | undefined, body: () => void): void {
    const { level: oldLevel, resource: oldResource } = this.state;
    this.state.level = level;
    this.state.resource = resource;
    this.depth++;
    try {
      body();
    } finally {
      this.depth--;
      this.state.level = oldLevel;
      this.state.resource = oldResource;
    }
  }

  /** Runs `body` with the shallow path and prefix as the path and name prefix (Rails 6.1's `shallow_scope`). */
  withShallowScope(body: () => void): void {
    const { as, path } = this.state;
    this.state.as = this.state.shallow_prefix;
    this.state.path = this.state.shallow_path;
    try {
      body();
    } finally {
      this.state.as = as;
      this.state.path = path;
    }
  }

  /** Runs `body` with the path and name prefix cleared (shallow nesting). */
  withExclusive(body: () => void): void {
    const { as, path } = this.state;
    this.state.as = undefined;
    this.state.path = undefined;
    try {
      this.withLevel('exclusive', this.state.resource, body);
    } finally {
      this.state.as = as;
      this.state.path = path;
    }
  }

  /**
   * Merges `given` into the scope for the duration of `body`: each scoped key by its own rule (a nil or false
   * value is ignored, as in Rails), `constraints` given as a function or an object with `matches(request)` as a
   * request guard, everything else into the
   * options routes inherit.
   */
  with(given: Options, body: () => void): void {
    const options = normalizeOptionKeys(given);
    const state = this.state as unknown as Record<string, unknown>;
    const guard = options.constraints == null ? undefined : requestGuardOf(options.constraints, () => 'constraints of a scope');
    // Scoped keys merge into the state by their own rules; the rest are options routes inherit. (Sorted out
    // in one pass, without deleting keys: this runs for every collection, member and nested block.)
    const saved: [key: string, value: unknown][] = [];
    let rest: Options | undefined;
    const keys = Object.keys(options);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const value = options[key];
      if (!this.scoped.has(key)) {
        (rest ??= {})[key] = value;
        continue;
      }
      if (key === 'constraints' && guard !== undefined) continue;
      if (!truthy(value)) {
        if (!this.mergesNil) continue;
        saved.push([key, state[key]]);
        state[key] = mergeNil(key as ScopedKey, state[key], value as null | false);
        continue;
      }
      saved.push([key, state[key]]);
      state[key] = MERGE[key as ScopedKey](state[key], value);
    }
    const { guards, options: inherited } = this.state;
    if (guard) this.state.guards = [...(guards ?? []), guard];
    // No options of its own: the inherited ones as they are (`mergeOptions` would copy them).
    this.state.options = rest === undefined ? (inherited ?? {}) : mergeOptions(inherited, rest);
    this.depth++;
    try {
      body();
    } finally {
      this.depth--;
      for (let i = saved.length - 1; i >= 0; i--) state[saved[i]![0]] = saved[i]![1];
      this.state.guards = guards;
      this.state.options = inherited;
    }
  }
}



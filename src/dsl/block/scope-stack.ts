import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import type { RequestGuard } from '../../route.js';
import { normalizeOptionKeys } from './arguments.js';
import type { BlockResource } from './resource.js';
import { MERGE, SCOPED_KEYS, mergeOptions, type Options, type ScopeLevel, type ScopeState } from './scope.js';
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

  constructor(pathNames: Readonly<Record<string, string>>) {
    this.state = { path_names: { ...pathNames } };
  }

  get resource(): BlockResource | undefined {
    return this.state.resource;
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
    try {
      body();
    } finally {
      this.state.level = oldLevel;
      this.state.resource = oldResource;
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
   * value is ignored, as in Rails), a function `constraints` as a request guard, everything else into the
   * options routes inherit.
   */
  with(given: Options, body: () => void): void {
    const options = normalizeOptionKeys(given);
    const state = this.state as unknown as Record<string, unknown>;
    const saved: Record<string, unknown> = {};
    let guard: RequestGuard | undefined;
    if (options.constraints !== undefined && !isPlainObject(options.constraints)) {
      if (typeof options.constraints !== 'function') {
        throw new ArgumentError(`constraints must be an object of param → regexp or a function of the request, got ${String(options.constraints)}`);
      }
      guard = options.constraints as RequestGuard;
      delete options.constraints;
    }
    for (const key of SCOPED_KEYS) {
      if (!(key in options)) continue;
      const value = options[key];
      delete options[key];
      if (!truthy(value)) continue;
      saved[key] = state[key];
      state[key] = MERGE[key](state[key], value);
    }
    const { guards, options: inherited } = this.state;
    if (guard) this.state.guards = [...(guards ?? []), guard];
    this.state.options = mergeOptions(inherited, options);
    try {
      body();
    } finally {
      for (const key of Object.keys(saved)) state[key] = saved[key];
      this.state.guards = guards;
      this.state.options = inherited;
    }
  }
}

import { ArgumentError } from '../../errors.js';
import type { Inflector } from '../../inflection.js';
import type { DeclarationRules } from '../../profile/profile.js';
import { collectionRouteName } from '../naming.js';
import type { Options } from './scope.js';

export const PLURAL_ACTIONS = ['index', 'create', 'new', 'show', 'update', 'destroy', 'edit'] as const;
export const SINGULAR_ACTIONS = ['show', 'create', 'update', 'destroy', 'new', 'edit'] as const;

const asList = (value: unknown, option: string, where: string): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  throw new ArgumentError(`${where}: :${option} must be an action name or a list of them, got ${JSON.stringify(value)}`);
};

/**
 * What a `resources` / `resource` declaration knows about itself: its names (for helpers), its paths (for
 * scopes) and which default actions it routes.
 */
export class BlockResource {
  readonly plural: string;
  readonly singular: string;
  readonly path: string;
  readonly controller: string;
  readonly actions: ReadonlySet<string>;
  /** The member's param (`id`, or the 6.1 option `param: 'slug'`): `/posts/:slug`, nested `/posts/:post_slug`. */
  readonly param: string;

  constructor(
    readonly kind: 'plural' | 'singular',
    entity: string,
    options: Options,
    inflector: Inflector,
    /** `only` with `except`, and action names no resource has: the profile's answers (3.2's by default). */
    rules: Pick<DeclarationRules, 'onlyWithExcept' | 'unknownActions'> = { onlyWithExcept: 'ignore', unknownActions: 'raise' },
  ) {
    const as = options.as == null ? undefined : String(options.as);
    const where = `${kind === 'plural' ? 'resources' : 'resource'} ${JSON.stringify(entity)}`;
    const name = as ?? entity;
    this.path = String(options.path ?? entity);
    // Only the 6.1 profile keeps `param` for the resource (3.2 made it a fixed param of every route).
    this.param = options.param == null ? 'id' : String(options.param);
    if (this.param.includes(':')) throw new ArgumentError(`${where}: :param option can't contain colons (got ${JSON.stringify(this.param)})`);
    if (kind === 'plural') {
      this.plural = name;
      this.singular = inflector.singularize(name);
      this.controller = String(options.controller ?? entity);
    } else {
      // A singular resource's controller is its plural, computed before `as` applies (as Rails memoizes it).
      this.plural = inflector.pluralize(entity);
      this.singular = name;
      this.controller = String(options.controller ?? this.plural);
    }
    const defaults: readonly string[] = kind === 'plural' ? PLURAL_ACTIONS : SINGULAR_ACTIONS;
    // `only` wins over `except` when both are given (Rails 3.2).
    const chosen = options.only != null ? asList(options.only, 'only', where) : null;
    const excluded = chosen && rules.onlyWithExcept === 'ignore' ? [] : options.except != null ? asList(options.except, 'except', where) : [];
    // Any default action name is accepted (a scope's `only: 'index'` also reaches singular resources); other
    // names route nothing: 6.1 drops them, the 3.2 profile refuses them as typos.
    const unknown = [...(chosen ?? []), ...excluded].filter((a) => !(PLURAL_ACTIONS as readonly string[]).includes(a));
    if (unknown.length && rules.unknownActions === 'raise') {
      throw new ArgumentError(`${where}: :${chosen ? 'only' : 'except'} names ${unknown.map((a) => JSON.stringify(a)).join(', ')}, but the actions are ${defaults.join(', ')}`);
    }
    this.actions = new Set((chosen ?? defaults).filter((a) => !excluded.includes(a) && !unknown.includes(a)));
  }

  /** The name member routes are built on (`post`, or the singular resource's own name). */
  get memberName(): string {
    return this.singular;
  }

  /** The collection's route name; an uncountable plural gets `_index` so it differs from the member's. */
  get collectionName(): string {
    if (this.kind === 'singular') return this.singular;
    return collectionRouteName(this.plural, this.singular);
  }

  get collectionScope(): string {
    return this.path;
  }

  get memberScope(): string {
    return this.kind === 'plural' ? `${this.path}/:${this.param}` : this.path;
  }

  /** The member's param in the paths of resources nested in this one: `post_id`, `post_slug`. */
  get nestedParam(): string {
    return `${this.singular}_${this.param}`;
  }

  /** Where resources nested in this one live: `posts/:post_id`, or the singular resource's own path. */
  get nestedScope(): string {
    return this.kind === 'plural' ? `${this.path}/:${this.nestedParam}` : this.path;
  }

  newScope(newPath: string): string {
    return `${this.path}/${newPath}`;
  }
}

import type { DrawEnvironment } from '../../draw-session.js';
import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import { collectionRouteName, parentIdParam } from '../naming.js';
import { describe, text, truthy, type Options } from './options.js';
import { actionVerb, verbKey, type ActionVerb } from './verbs.js';

export const DEFAULT_ACTIONS = ['index', 'create', 'new', 'edit', 'show', 'update', 'destroy'] as const;

/** Actions that share one verb, in declaration order (Rails 2.3 grouped extra actions by verb). */
export interface ActionGroup {
  readonly verb: ActionVerb;
  readonly actions: string[];
}

export type ResourceKind = 'plural' | 'singular';

/**
 * What a map-style `resources` / `resource` declaration knows about itself (Rails 2.3's `Resource` and
 * `SingletonResource`): its names, its paths, its extra actions grouped by verb, and which default actions
 * it routes. Like Rails, it takes the options that are its own out of `options` (`as`, `collection`,
 * `member`, `new`, `path_prefix`, `name_prefix`); the rest is read by nested declarations.
 */
export class MapResource {
  readonly plural: string;
  readonly singular: string;
  /** The path segment: the plural, or `as`. */
  readonly pathSegment: string;
  readonly controller: string;
  readonly pathPrefix: unknown;
  readonly namePrefix: unknown;
  readonly collectionActions: ActionGroup[];
  readonly memberActions: ActionGroup[];
  readonly newActions: ActionGroup[];
  private readonly allowed: (action: string) => boolean;

  constructor(
    readonly kind: ResourceKind,
    entity: string,
    readonly options: Options,
    private readonly environment: DrawEnvironment,
    readonly where: string,
  ) {
    if (kind === 'singular') {
      this.plural = this.singular = entity;
      // The controller is the plural of the name; `plural` names it when the inflector would not.
      options.controller ??= options.plural ?? environment.inflector.pluralize(entity);
    } else {
      this.plural = entity;
      this.singular = options.singular != null ? String(options.singular) : environment.inflector.singularize(entity);
    }
    this.pathSegment = truthy(options.as) ? String(options.as) : this.plural;
    delete options.as;
    this.controller = `${text(options.namespace)}${text(options.controller ?? this.plural)}`;
    this.collectionActions = this.arrange('collection');
    this.memberActions = this.arrange('member');
    this.newActions = this.arrange('new');
    addDefault(this.memberActions, 'get', 'edit');
    addDefault(this.newActions, 'get', 'new');
    this.allowed = this.allowedActions();
    this.pathPrefix = options.path_prefix;
    this.namePrefix = options.name_prefix;
    delete options.path_prefix;
    delete options.name_prefix;
  }

  get path(): string {
    return `${text(this.pathPrefix)}/${this.pathSegment}`;
  }

  get newPath(): string {
    return `${this.path}/${this.memberActionPath('new')}`;
  }

  /** Shallow member routes start from the namespace instead of the parent's path. */
  get shallowPathPrefix(): unknown {
    if (this.kind === 'singular' || !truthy(this.options.shallow)) return this.pathPrefix;
    return this.options.namespace == null ? undefined : text(this.options.namespace).replace(/\/$/, '');
  }

  get memberPath(): string {
    return this.kind === 'singular' ? this.path : `${text(this.shallowPathPrefix)}/${this.pathSegment}/:id`;
  }

  /** Where resources declared in this one's block live: `/posts/:post_id`, or a singular resource's path. */
  get nestingPathPrefix(): string {
    return this.kind === 'singular' ? this.path : `${text(this.shallowPathPrefix)}/${this.pathSegment}/:${parentIdParam(this.singular)}`;
  }

  get shallowNamePrefix(): unknown {
    if (this.kind === 'singular' || !truthy(this.options.shallow)) return this.namePrefix;
    return this.options.namespace == null ? undefined : text(this.options.namespace).replace(/\//g, '_');
  }

  get nestingNamePrefix(): string {
    return `${text(this.shallowNamePrefix)}${this.singular}_`;
  }

  /** The collection route's name, with the name prefix. */
  get indexName(): string {
    return `${text(this.namePrefix)}${collectionRouteName(this.plural, this.singular)}`;
  }

  /** Extra actions are always routed; default ones follow `only` / `except`. */
  hasAction(action: string): boolean {
    return !(DEFAULT_ACTIONS as readonly string[]).includes(action) || this.allowed(action);
  }

  /** The path segment of a member action: `path_names`, then the environment's `resourcesPathNames`. */
  memberActionPath(action: string): string {
    return this.ownPathName(action) ?? own(this.environment.resourcesPathNames, action) ?? action;
  }

  /** The path segment of a collection or new action: `path_names` only. */
  extraActionPath(action: string): string {
    return this.ownPathName(action) ?? action;
  }

  get conditions(): Options {
    return isPlainObject(this.options.conditions) ? { ...this.options.conditions } : {};
  }

  /** `requirements` without `:id`, which only routes with an id get. */
  get requirements(): Options {
    const { id: _id, ...rest } = isPlainObject(this.options.requirements) ? this.options.requirements : {};
    return rest;
  }

  /** The declared `:id` requirement, if any. */
  get idRequirement(): unknown {
    return isPlainObject(this.options.requirements) ? this.options.requirements.id : undefined;
  }

  private ownPathName(action: string): string | undefined {
    const names = this.options.path_names;
    const name = isPlainObject(names) ? own(names, action) : undefined;
    return truthy(name) ? String(name) : undefined;
  }

  private arrange(option: 'collection' | 'member' | 'new'): ActionGroup[] {
    const given = this.options[option];
    delete this.options[option];
    if (given === undefined || given === null) return [];
    // Rails 2.3 flipped the option with `inject { |h, (action, verb)| … }`: an array of names (or one name)
    // gives each a nil verb, that is, any verb.
    const names = typeof given === 'string' ? [given] : given;
    if (Array.isArray(names) && names.every((n) => typeof n === 'string' && n !== '')) {
      // An empty list routes no extra action, as Rails' empty hash did.
      return [{ verb: 'any', actions: [...(names as string[])] }];
    }
    if (!isPlainObject(given)) {
      throw new ArgumentError(`${this.where}: :${option} must be an object of action → verb, an action name or a list of them, got ${describe(given)}`);
    }
    const groups: ActionGroup[] = [];
    for (const [action, value] of Object.entries(given)) {
      const verb = actionVerb(value, `${this.where}, ${option} action "${action}"`);
      const group = groups.find((g) => verbKey(g.verb) === verbKey(verb));
      if (group) group.actions.push(action);
      else groups.push({ verb, actions: [action] });
    }
    return groups;
  }

  private allowedActions(): (action: string) => boolean {
    let only: unknown = this.options.only;
    let except: unknown = this.options.except;
    if (only === 'all' || except === 'none') [only, except] = [undefined, []];
    else if (only === 'none' || except === 'all') [only, except] = [[], undefined];
    const extra = [this.collectionActions, this.memberActions, this.newActions].flat().flatMap((g) => g.actions);
    const list = (value: unknown, option: string): string[] => {
      const names = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) {
        throw new ArgumentError(`${this.where}: :${option} must be all, none, an action name or a list of them, got ${describe(value)}`);
      }
      const unknown = names.filter((n) => !(DEFAULT_ACTIONS as readonly string[]).includes(n) && !extra.includes(n));
      if (unknown.length) {
        throw new ArgumentError(`${this.where}: :${option} names ${unknown.map((n) => JSON.stringify(n)).join(', ')}, but the actions are ${DEFAULT_ACTIONS.join(', ')} (or all / none)`);
      }
      return names as string[];
    };
    if (truthy(only)) {
      const chosen = list(only, 'only');
      return (action) => chosen.includes(action);
    }
    if (truthy(except)) {
      const excluded = list(except, 'except');
      return (action) => !excluded.includes(action);
    }
    return () => true;
  }
}

/** A name table's own entry: an action named `constructor` or `toString` is no key of every object. */
function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Rails put `edit` and `new` first into the `get` group, which is appended when there is none. */
function addDefault(groups: ActionGroup[], verb: string, action: string): void {
  const group = groups.find((g) => g.verb === verb);
  if (group) group.actions.unshift(action);
  else groups.push({ verb, actions: [action] });
}

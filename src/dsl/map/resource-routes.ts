import type { DrawSession } from '../../draw-session.js';
import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import { describe, text, truthy, type Options } from './options.js';
import { MapResource, type ResourceKind } from './resource.js';
import { connect, namedRoute } from './route-builder.js';

/** Options a nested declaration inherits from the resource it is nested in (Rails 2.3's INHERITABLE_OPTIONS). */
const INHERITABLE = ['namespace', 'shallow'] as const;

/** A member's `:id` never holds a separator unless a requirement says so (Rails' default requirement). */
const DEFAULT_ID = /[^/.?]+/;

/** The verb each default action answers when no other is given. */
const DEFAULT_VERBS: Readonly<Record<string, string>> = {
  index: 'get', new: 'get', show: 'get', edit: 'get', create: 'post', update: 'put', destroy: 'delete',
};
const ACTIONS_WITH_ID = new Set(['show', 'edit', 'update', 'destroy']);

/** Where resources are declared; `Block` is the declaration API's block type (this module never calls one). */
export interface ResourceContext<Block> {
  readonly session: DrawSession;
  /** Runs a resource's block with a map whose calls all get `options` (the nesting prefixes). */
  readonly nest: (options: Options, block: Block) => void;
}

/**
 * Declares one resource the way Rails 2.3 does: its `has_many` / `has_one` resources and its block first (so
 * nested routes are tried before the parent's), then its own routes — extra collection actions, index and
 * create (plural), extra new actions and new, extra member actions and edit, show, update, destroy, and for
 * a singular resource create last.
 */
export function declareResource<Block>(context: ResourceContext<Block>, kind: ResourceKind, entity: unknown, options: Options, block?: Block): void {
  const call = kind === 'plural' ? 'resources' : 'resource';
  if (typeof entity !== 'string' || entity === '') throw new ArgumentError(`${call}: a resource name must be a non-empty string, got ${describe(entity)}`);
  const resource = new MapResource(kind, entity, options, context.session.environment, `${call} ${JSON.stringify(entity)}`);
  const routes = new ResourceRoutes(context.session, resource);

  declareAssociations(context, resource, options);
  if (block) {
    context.nest({ ...inheritable(options), path_prefix: resource.nestingPathPrefix, name_prefix: resource.nestingNamePrefix }, block);
  }
  routes.collection();
  if (kind === 'plural') routes.index();
  routes.newActions();
  routes.member();
  if (kind === 'singular') routes.add('create', resource.path, `${text(resource.shallowNamePrefix)}${resource.singular}`);
}

const inheritable = (options: Options): Options =>
  Object.fromEntries(INHERITABLE.filter((key) => key in options).map((key) => [key, options[key]]));

/** `has_many` (a name, a list, or parent → children maps that nest further) and `has_one`. */
function declareAssociations<Block>(context: ResourceContext<Block>, resource: MapResource, options: Options): void {
  if (truthy(options.has_many)) {
    const hasMany = options.has_many;
    delete options.has_many;
    declareHasMany(context, resource, hasMany, options);
  }
  // Rails 2.3 prepended `options.delete(:path_prefix)` here too, but the resource has already taken it out.
  for (const association of names(options.has_one, 'has_one', resource.where)) {
    declareResource(context, 'singular', association, { ...inheritable(options), path_prefix: resource.nestingPathPrefix, name_prefix: resource.nestingNamePrefix });
  }
}

function declareHasMany<Block>(context: ResourceContext<Block>, resource: MapResource, associations: unknown, options: Options): void {
  if (typeof associations === 'string') {
    const nested = { ...inheritable(options), path_prefix: resource.nestingPathPrefix, name_prefix: resource.nestingNamePrefix, has_many: options.has_many };
    declareResource(context, 'plural', associations, nested);
  } else if (Array.isArray(associations)) {
    for (const association of associations) declareHasMany(context, resource, association, options);
  } else if (isPlainObject(associations)) {
    for (const [association, children] of Object.entries(associations)) {
      declareHasMany(context, resource, association, { ...options, has_many: children });
    }
  } else if (associations !== undefined && associations !== null) {
    throw new ArgumentError(`${resource.where}: :has_many must be a name, a list, or an object of name → nested has_many, got ${describe(associations)}`);
  }
}

function names(value: unknown, option: string, where: string): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((n) => typeof n === 'string')) throw new ArgumentError(`${where}: :${option} must be a name or a list of names, got ${describe(value)}`);
  return list as string[];
}

/** The routes of one resource, in Rails 2.3's order and with its names. */
class ResourceRoutes {
  constructor(
    private readonly session: DrawSession,
    private readonly resource: MapResource,
  ) {}

  collection(): void {
    const r = this.resource;
    for (const { verb, actions } of r.collectionActions) {
      for (const action of actions) {
        for (const v of [verb].flat()) this.add(action, `${r.path}/${r.extraActionPath(action)}`, `${action}_${text(r.namePrefix)}${r.plural}`, v);
      }
    }
  }

  index(): void {
    this.add('index', this.resource.path, this.resource.indexName);
    this.add('create', this.resource.path, this.resource.indexName);
  }

  /**
   * A list of verbs stays one route here (Rails did not split `new` actions by verb). `path_names` renames
   * extra new actions as the spec says (Rails 2.3 applied them to member and collection actions only).
   */
  newActions(): void {
    const r = this.resource;
    for (const { verb, actions } of r.newActions) {
      for (const action of actions) {
        const name = `new_${text(r.namePrefix)}${r.singular}`;
        if (action === 'new') this.add(action, r.newPath, name, verb);
        else this.add(action, `${r.newPath}/${r.extraActionPath(action)}`, `${action}_${name}`, verb);
      }
    }
  }

  member(): void {
    const r = this.resource;
    for (const { verb, actions } of r.memberActions) {
      for (const action of actions) {
        const name = `${action}_${text(r.shallowNamePrefix)}${r.singular}`;
        for (const v of [verb].flat()) this.add(action, `${r.memberPath}/${r.memberActionPath(action)}`, name, v, true);
      }
    }
    const name = `${text(r.shallowNamePrefix)}${r.singular}`;
    for (const action of ['show', 'update', 'destroy']) this.add(action, r.memberPath, name);
  }

  /**
   * One route with the `.:format` suffix. It takes the name unless a route already has it (then it is
   * unnamed, as the POST next to a GET index is).
   */
  add(action: string, path: string, name: string, verb?: string | readonly string[], forceId = false): void {
    const r = this.resource;
    if (!r.hasAction(action)) return;
    const conditions = r.conditions;
    const method = verb ?? DEFAULT_VERBS[action];
    if (method !== undefined && method !== 'any') conditions.method = method;
    const options: Options = { controller: r.controller, action, conditions, ...r.requirements };
    const implicitRequirements: Record<string, RegExp> = {};
    // Rails chose by the action's name: a default action's own rule, an extra member action's `forceId`.
    const withId = r.kind === 'plural' && (ACTIONS_WITH_ID.has(action) || (!Object.hasOwn(DEFAULT_VERBS, action) && forceId));
    if (withId) {
      if (r.idRequirement !== undefined && r.idRequirement !== null) options.id = r.idRequirement;
      else implicitRequirements.id = DEFAULT_ID;
    }
    const where = `${r.where}, action "${action}"`;
    const formatted = `${path}.:format`;
    // Rails 2.3 set the default :id pattern as the segment's regexp, which generation checks too
    const spec = { implicitRequirements, generationChecked: Object.keys(implicitRequirements) };
    if (!this.session.isNameTaken(name)) namedRoute(this.session, name, formatted, options, where, spec);
    else connect(this.session, formatted, options, where, spec);
  }
}

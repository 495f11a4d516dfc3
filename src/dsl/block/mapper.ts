import type { DrawSession } from '../../draw-session.js';
import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import { normalizeOptionKeys, parseCall, type Block } from './arguments.js';
import { parentIdParam } from '../naming.js';
import { buildRoute } from './mapping.js';
import { nameFromPath } from './paths.js';
import type { RequestGuard } from '../../route.js';
import { BlockResource } from './resource.js';
import { MERGE, SCOPED_KEYS, mergeOptions, type Options, type ScopeLevel, type ScopeState } from './scope.js';

const VALID_ON = ['new', 'collection', 'member'];
/** Options a resource keeps for itself; the others become a scope around it. */
const RESOURCE_OPTIONS = new Set(['as', 'controller', 'path', 'only', 'except']);
/** Actions that need no path segment or name part of their own at their level (`GET /posts` is index). */
const CANONICAL_ACTIONS = new Set(['index', 'create', 'new', 'show', 'update', 'destroy']);

// Ruby truthiness: only nil and false are false (an empty string or list still counts).
const truthy = (v: unknown) => v !== undefined && v !== null && v !== false;
const blank = (v: unknown) => !truthy(v) || (typeof v === 'string' && v.trim() === '');

/**
 * The block-style declaration API (`set.draw(r => …)`): Rails 3.2's router DSL. Each call either adds routes
 * to the draw session or runs a block inside a changed scope, restoring the scope when the block ends,
 * also when it throws.
 */
export class Mapper {
  private current: ScopeState;

  constructor(private readonly session: DrawSession) {
    this.current = { path_names: { ...session.environment.resourcesPathNames } };
  }

  // ── Resources ─────────────────────────────────────────────────────────────────────────────────────────

  /** A plural resource: index, create, new, edit, show, update, destroy. Several names share the options. */
  resources(...args: unknown[]): this {
    const { positional, options, block } = parseCall('resources', args);
    this.declareResource('plural', names('resources', positional), options, block);
    return this;
  }

  /** A singular resource (no id, no index): create, new, edit, show, update, destroy. */
  resource(...args: unknown[]): this {
    const { positional, options, block } = parseCall('resource', args);
    this.declareResource('singular', names('resource', positional), options, block);
    return this;
  }

  /** Routes on the collection: `/posts/<action>`, named `<action>_posts`. */
  collection(block: Block): this {
    this.requireResourceScope('collection');
    this.withLevel('collection', this.currentResource(), () => this.withScope({ path: this.currentResource().collectionScope }, block));
    return this;
  }

  /** Routes on one member: `/posts/:id/<action>`, named `<action>_post`. */
  member(block: Block): this {
    this.requireResourceScope('member');
    this.withLevel('member', this.currentResource(), () => this.withScope({ path: this.currentResource().memberScope }, block));
    return this;
  }

  /** Routes on the new resource: `/posts/new/<action>`, named `<action>_new_post`. */
  new(block: Block): this {
    this.requireResourceScope('new');
    const resource = this.currentResource();
    this.withLevel('new', resource, () => this.withScope({ path: resource.newScope(this.actionPath('new')) }, block));
    return this;
  }

  /** Declarations nested under one member: `/posts/:post_id/…`, names prefixed with `post_`. */
  nested(block: Block): this {
    this.requireResourceScope('nested');
    const resource = this.currentResource();
    const nestedScope = { path: resource.nestedScope, ...this.nestedOptions() };
    this.withLevel('nested', resource, () => {
      if (!this.isShallow()) return this.withScope(nestedScope, block);
      // Shallow nesting starts from the shallow path and prefix only, not from the enclosing path and name.
      this.withExclusiveScope(() => {
        if (blank(this.current.shallow_path)) return this.withScope(nestedScope, block);
        this.withScope({ path: this.current.shallow_path, as: this.current.shallow_prefix }, () => this.withScope(nestedScope, block));
      });
    });
    return this;
  }

  // ── Scopes ────────────────────────────────────────────────────────────────────────────────────────────

  /** Groups declarations under a path, module, name prefix, constraints or defaults. */
  scope(...args: unknown[]): this {
    const { positional, options, block } = parseCall('scope', args);
    if (positional.length > 1 || (positional.length === 1 && typeof positional[0] !== 'string')) {
      throw new ArgumentError(`scope takes a path string and/or an options object, got ${JSON.stringify(positional)}`);
    }
    if (typeof positional[0] === 'string') options.path = positional[0];
    this.withScope(options, requireBlock('scope', block));
    return this;
  }

  /** A path prefix, controller module and name prefix, all named `name` unless overridden. */
  namespace(...args: unknown[]): this {
    const { positional, options, block } = parseCall('namespace', args);
    const name = positional[0];
    if (positional.length !== 1 || typeof name !== 'string' || name === '') throw new ArgumentError(`namespace takes one name, got ${JSON.stringify(positional)}`);
    const body = requireBlock(`namespace ${JSON.stringify(name)}`, block);
    const run = () =>
      this.withScope({ path: name, as: name, module: name, shallow_path: name, shallow_prefix: name, ...options }, body);
    if (this.inResourceScope()) this.nested(run);
    else run();
    return this;
  }

  /** Resources declared in the block are shallow, with the current path as their shallow path. */
  shallow(block: Block): this {
    this.withScope({ shallow: true, shallow_path: this.current.path }, block);
    return this;
  }

  /** Routes in the block go to this controller. */
  controller(...args: unknown[]): this {
    const { positional, options, block } = parseCall('controller', args);
    if (positional.length !== 1 || typeof positional[0] !== 'string') throw new ArgumentError(`controller takes one controller name, got ${JSON.stringify(positional)}`);
    this.withScope({ ...options, controller: positional[0] }, requireBlock('controller', block));
    return this;
  }

  /** Constraints for every route in the block: a hash of regexps, or a function of the request. */
  constraints(constraints: Options | RequestGuard, block: Block): this {
    this.withScope({ constraints }, requireBlock('constraints', block));
    return this;
  }

  /** Fixed params for every route in the block. */
  defaults(defaults: Options, block: Block): this {
    this.withScope({ defaults }, requireBlock('defaults', block));
    return this;
  }

  /** Changes the default path segments of actions (`{ new: 'nuevo' }`) for the rest of this scope. */
  resourcesPathNames(pathNames: Record<string, string>): this {
    if (!isPlainObject(pathNames)) throw new ArgumentError(`resourcesPathNames takes an object of action → path segment, got ${JSON.stringify(pathNames)}`);
    Object.assign(this.current.path_names, pathNames);
    return this;
  }

  // ── Routes ────────────────────────────────────────────────────────────────────────────────────────────

  /** The root route (`/`, or the resource's own path inside `resources`). */
  root(options: Options = {}): this {
    if (!isPlainObject(options)) {
      throw new ArgumentError(`root takes an options object such as { to: 'pages#main' }, got ${JSON.stringify(options)}`);
    }
    const declare = () => this.match('/', { as: 'root', ...options });
    if (this.current.level === 'resources') {
      this.withLevel('root', this.currentResource(), () => this.withScope({ path: this.currentResource().path }, declare));
    } else {
      declare();
    }
    return this;
  }

  /**
   * A route for any verb (or those in `via`): `match(path, …paths, options)`, or the hash form
   * `match({ 'photos/:id': 'photos#show', as: 'photo' })`.
   */
  match(path: unknown, ...rest: unknown[]): this {
    let paths: unknown[];
    let options: Options;
    if (rest.length === 0 && isPlainObject(path)) {
      const hash = normalizeOptionKeys(path);
      const key = hashFormPath(hash);
      if (key === undefined) throw new ArgumentError(`match: the hash form needs a path key, as in { 'photos/:id': 'photos#show' }; got ${JSON.stringify(path)}`);
      const { [key]: to, ...others } = hash;
      options = { ...others, to };
      paths = [key];
    } else {
      const last = rest[rest.length - 1];
      options = isPlainObject(last) ? normalizeOptionKeys(last) : {};
      paths = [path, ...(isPlainObject(last) ? rest.slice(0, -1) : rest)];
    }
    for (const p of paths) if (typeof p !== 'string') throw new ArgumentError(`match: a path must be a string, got ${JSON.stringify(p)}`);
    if (!('anchor' in options)) options.anchor = true;
    if (truthy(options.on) && !VALID_ON.includes(String(options.on))) {
      throw new ArgumentError(`Unknown scope ${JSON.stringify(options.on)} given to :on (expected one of ${VALID_ON.join(', ')})`);
    }
    for (const p of paths) this.decomposedMatch(p as string, { ...options });
    return this;
  }

  get(...args: unknown[]): this {
    return this.verb('get', args);
  }

  post(...args: unknown[]): this {
    return this.verb('post', args);
  }

  put(...args: unknown[]): this {
    return this.verb('put', args);
  }

  patch(...args: unknown[]): this {
    return this.verb('patch', args);
  }

  delete(...args: unknown[]): this {
    return this.verb('delete', args);
  }

  options(...args: unknown[]): this {
    return this.verb('options', args);
  }

  // ── Internals ─────────────────────────────────────────────────────────────────────────────────────────

  private verb(via: string, args: unknown[]): this {
    const last = args[args.length - 1];
    const options = isPlainObject(last) ? { ...last, via } : { via };
    const positional = isPlainObject(last) ? args.slice(0, -1) : args;
    return positional.length === 0 ? this.match(options) : this.match(positional[0], ...positional.slice(1), options);
  }

  private declareResource(kind: 'plural' | 'singular', entities: string[], options: Options, block: Block | undefined): void {
    if (this.applyCommonBehavior(kind, entities, options, block)) return;
    const resource = new BlockResource(kind, entities[0]!, options, this.session.environment.inflector);
    this.withLevel(kind === 'plural' ? 'resources' : 'resource', resource, () =>
      this.withScope({ controller: resource.controller }, () => {
        block?.(this);
        const has = (action: string) => resource.actions.has(action);
        // Rails' order: the block's routes first, then the default actions in this order.
        if (kind === 'plural') {
          this.collection(() => {
            if (has('index')) this.get('index');
            if (has('create')) this.post('create');
          });
        } else if (has('create')) {
          this.collection(() => this.post('create'));
        }
        if (has('new')) this.new(() => this.get('new'));
        this.member(() => {
          if (has('edit')) this.get('edit');
          if (has('show')) this.get('show');
          if (has('update')) this.put('update');
          if (has('destroy')) this.delete('destroy');
        });
      }),
    );
  }

  /**
   * What every resource declaration does before its own routes: one declaration per name, nesting inside an
   * enclosing resource, regexp options as `:id`-style constraints, and non-resource options as a scope.
   * Returns true when it re-dispatched the declaration.
   */
  private applyCommonBehavior(kind: 'plural' | 'singular', entities: string[], options: Options, block: Block | undefined): boolean {
    if (entities.length > 1) {
      for (const entity of entities) this.declareResource(kind, [entity], structuredCloneOptions(options), block);
      return true;
    }
    if (this.inResourceScope()) {
      this.nested(() => this.declareResource(kind, entities, options, block));
      return true;
    }
    for (const [key, value] of Object.entries(options)) {
      if (value instanceof RegExp) {
        options.constraints = { ...(isPlainObject(options.constraints) ? options.constraints : {}), [key]: value };
        delete options[key];
      }
    }
    const scoped = Object.fromEntries(Object.entries(options).filter(([k]) => !RESOURCE_OPTIONS.has(k)));
    if (Object.keys(scoped).length > 0) {
      const own = Object.fromEntries(Object.entries(options).filter(([k]) => RESOURCE_OPTIONS.has(k)));
      this.withScope(scoped, () => this.declareResource(kind, entities, own, block));
      return true;
    }
    // A scope's `only` / `except` applies unless the resource gives its own.
    const inherited = this.current.options;
    if (!truthy(options.only) && !truthy(options.except) && inherited && (truthy(inherited.only) || truthy(inherited.except))) {
      if ('only' in inherited) options.only = inherited.only;
      if ('except' in inherited) options.except = inherited.except;
    }
    return false;
  }

  private decomposedMatch(path: string, options: Options): void {
    if (truthy(options.on)) {
      const on = String(options.on) as 'new' | 'collection' | 'member';
      delete options.on;
      this[on](() => this.decomposedMatch(path, options));
    } else if (this.current.level === 'resources') {
      this.nested(() => this.decomposedMatch(path, options));
    } else if (this.current.level === 'resource') {
      this.member(() => this.decomposedMatch(path, options));
    } else {
      this.addRoute(path, options);
    }
  }

  private addRoute(actionPath: string, options: Options): void {
    const path = this.pathForAction(actionPath, options.path);
    delete options.path;
    let action: string | undefined = actionPath;
    if (/^[\w/]+$/.test(actionPath)) {
      if (!actionPath.includes('/') && !truthy(options.action)) options.action = actionPath;
    } else {
      action = undefined;
    }
    if (options.to == null && !truthy(options.action)) {
      const shorthand = shorthandTarget(actionPath);
      if (shorthand) options.to = shorthand;
    }
    if ('as' in options && !truthy(options.as)) delete options.as;
    else options.as = this.nameForAction(options.as, action);
    const where = `route ${JSON.stringify(actionPath)}${this.current.resource ? ` in ${this.current.resource.kind === 'plural' ? 'resources' : 'resource'} ${JSON.stringify(this.current.resource.plural)}` : ''}`;
    this.session.add(buildRoute(this.current, path, options, where));
  }

  private pathForAction(action: string, path: unknown): string {
    const prefix = this.isShallowScoping()
      ? `${this.current.shallow_path ?? ''}/${this.currentResource().path}/:id`
      : (this.current.path ?? '');
    if (this.isCanonical(action, blank(path))) return prefix;
    return `${prefix}/${this.actionPath(action, path)}`;
  }

  private actionPath(name: string, path?: unknown): string {
    return truthy(path) ? String(path) : (this.current.path_names[name] ?? name);
  }

  private isCanonical(action: string | undefined, flag: unknown): boolean {
    const level = this.current.level;
    return truthy(flag) && (level === 'collection' || level === 'member' || level === 'new') && action !== undefined && CANONICAL_ACTIONS.has(action);
  }

  /**
   * The route name: the explicit `as`, else the action (unless canonical at this level), combined with the
   * scope's name prefix and the resource's names in the order Rails uses for each level. An automatic name
   * that is taken or does not start with a letter or _ leaves the route unnamed.
   */
  private nameForAction(as: unknown, action: string | undefined): string | undefined {
    const explicit = truthy(as) ? String(as) : undefined;
    let prefix = explicit ?? (!this.isCanonical(action, this.current.level) ? action : undefined);
    if (prefix !== undefined) prefix = nameFromPath(prefix);
    const namePrefix = this.current.as;
    const resource = this.current.resource;
    if (resource && explicit === undefined && action === undefined) return undefined;
    const collectionName = resource?.collectionName;
    const memberName = resource?.memberName;
    let parts: unknown[];
    switch (this.current.level) {
      case 'nested':
        parts = [namePrefix, prefix];
        break;
      case 'collection':
        parts = [prefix, namePrefix, collectionName];
        break;
      case 'new':
        parts = [prefix, 'new', namePrefix, memberName];
        break;
      case 'member':
        parts = [prefix, this.isShallowScoping() ? this.current.shallow_prefix : namePrefix, memberName];
        break;
      case 'root':
        parts = [namePrefix, collectionName, prefix];
        break;
      default:
        parts = [namePrefix, memberName, prefix];
    }
    const candidate = parts.filter((p) => !blank(p)).join('_');
    if (candidate === '') return undefined;
    if (explicit !== undefined) return candidate;
    return this.session.isNameTaken(candidate) || !/^[_a-z]/i.test(candidate) ? undefined : candidate;
  }

  private nestedOptions(): Options {
    const resource = this.currentResource();
    const options: Options = { as: resource.memberName };
    const id = this.current.constraints?.id;
    if (id instanceof RegExp) options.constraints = { [parentIdParam(resource.singular)]: id };
    return options;
  }

  private currentResource(): BlockResource {
    return this.current.resource!;
  }

  private inResourceScope(): boolean {
    return this.current.level === 'resources' || this.current.level === 'resource';
  }

  private requireResourceScope(operation: string): void {
    if (!this.inResourceScope()) throw new ArgumentError(`can't use ${operation} outside resource(s) scope`);
  }

  /** Shallow applies inside a plural resource when the scope says so. */
  private isShallow(): boolean {
    return this.current.resource?.kind === 'plural' && this.current.shallow === true;
  }

  private isShallowScoping(): boolean {
    return this.isShallow() && this.current.level === 'member';
  }

  private withLevel(level: ScopeLevel, resource: BlockResource | undefined, body: () => void): void {
    const [oldLevel, oldResource] = [this.current.level, this.current.resource];
    this.current.level = level;
    this.current.resource = resource;
    try {
      body();
    } finally {
      this.current.level = oldLevel;
      this.current.resource = oldResource;
    }
  }

  /** Runs `body` with the path and name prefix cleared (shallow nesting). */
  private withExclusiveScope(body: () => void): void {
    const [as, path] = [this.current.as, this.current.path];
    this.current.as = undefined;
    this.current.path = undefined;
    try {
      this.withLevel('exclusive', this.current.resource, body);
    } finally {
      this.current.as = as;
      this.current.path = path;
    }
  }

  /** Merges `given` into the scope for the duration of `body`, then restores exactly what it changed. */
  private withScope(given: Options, body: Block): void {
    const options = normalizeOptionKeys(given);
    const saved: Partial<ScopeState> = {};
    const state = this.current as unknown as Record<string, unknown>;
    let guard: unknown;
    if (options.constraints !== undefined && !isPlainObject(options.constraints)) {
      if (typeof options.constraints !== 'function') throw new ArgumentError(`constraints must be an object of param → regexp or a function of the request, got ${String(options.constraints)}`);
      guard = options.constraints;
      delete options.constraints;
    }
    for (const key of SCOPED_KEYS) {
      if (!(key in options)) continue;
      const value = options[key];
      delete options[key];
      if (!truthy(value)) continue;
      (saved as Record<string, unknown>)[key] = state[key];
      state[key] = MERGE[key](state[key], value);
    }
    const [savedGuards, savedOptions] = [this.current.guards, this.current.options];
    if (guard) this.current.guards = [...(this.current.guards ?? []), guard as NonNullable<ScopeState['guards']>[number]];
    this.current.options = mergeOptions(this.current.options, options);
    try {
      body(this);
    } finally {
      for (const key of Object.keys(saved)) state[key] = (saved as Record<string, unknown>)[key];
      this.current.guards = savedGuards;
      this.current.options = savedOptions;
    }
  }
}

/** Option names of route calls: in the hash form of `match`, the first key that is none of these is the path. */
const OPTION_NAMES = new Set([
  'to', 'as', 'via', 'on', 'constraints', 'defaults', 'controller', 'action', 'path', 'module', 'format', 'anchor',
  'shallow', 'shallow_path', 'shallow_prefix', 'only', 'except', 'path_names',
]);
const isOptionName = (key: string) => OPTION_NAMES.has(key);

/**
 * The path of the hash form. In Ruby it is the one String key (`get 'x/:id' => 'a#b', page: 1`: `page` is a
 * Symbol, a fixed param); here every key is a string, so among the keys that are no option name the one whose
 * value names a `controller#action`, else one that looks like a path, else the first, is the path.
 */
function hashFormPath(hash: Options): string | undefined {
  const candidates = Object.keys(hash).filter((k) => !isOptionName(k));
  if (candidates.length <= 1) return candidates[0];
  return (
    candidates.find((k) => typeof hash[k] === 'string' && (hash[k] as string).includes('#')) ??
    candidates.find((k) => /[/:*(]/.test(k)) ??
    candidates[0]
  );
}

/**
 * `match 'products/list'` names its own target: `products#list`. Read from the path as written in the call
 * (relative to the scope), so a namespace's module is added once, like for any other target.
 */
function shorthandTarget(path: string): string | undefined {
  const withoutFormat = path.replace(/\(\.:format\)$/, '');
  // Rails takes any path of words and slashes, with a slash in it: `/account` names the controller only, so
  // the route then lacks its action ("missing :action"), as in Rails 3.2.
  if (!withoutFormat.includes('/') || !/^\/?[\w/]+$/.test(withoutFormat)) return undefined;
  return withoutFormat.replace(/^\//, '').replace(/\/([^/]*)$/, '#$1');
}

function names(call: string, positional: unknown[]): string[] {
  if (positional.length === 0) throw new ArgumentError(`${call} needs at least one resource name`);
  for (const n of positional) {
    if (typeof n !== 'string' || n === '') throw new ArgumentError(`${call}: resource names must be non-empty strings, got ${JSON.stringify(n)}`);
  }
  return positional as string[];
}

function requireBlock(call: string, block: Block | undefined): Block {
  if (!block) throw new ArgumentError(`${call} needs a block of declarations`);
  return block;
}

/** Each of several resources in one call gets its own copy of the options (nested objects included). */
function structuredCloneOptions(options: Options): Options {
  return Object.fromEntries(Object.entries(options).map(([k, v]) => [k, isPlainObject(v) ? { ...v } : Array.isArray(v) ? [...v] : v]));
}

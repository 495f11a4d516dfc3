import type { DrawSession } from '../../draw-session.js';
import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import type { RequestGuard } from '../../route.js';
import { redirect, type RedirectTarget } from '../redirect.js';
import type { Endpoint } from '../../route.js';
import { actionPath, nameForAction, nestedScope, pathForAction } from './action-names.js';
import { assertOptionNames, copyOptions, hashFormPath, normalizeOptionKeys, parseCall, requireBlock, resourceNames, shorthandTarget, type Block } from './arguments.js';
import { buildRoute } from './mapping.js';
import { BlockResource } from './resource.js';
import { Concerns } from './concerns.js';
import { assertTopLevel, directDeclaration, resolveDeclarations } from './custom-urls.js';
import { drawnBlock } from './draw-file.js';
import { modelNameOf } from '../../view/model-name.js';
import { isShallow, ScopeStack } from './scope-stack.js';
import type { Options } from './scope.js';
import { blank, truthy } from './truthiness.js';
import { rails32 } from '../../profile/rails-3-2.js';
import type { DeclarationRules } from '../../profile/profile.js';

const VALID_ON = ['new', 'collection', 'member'];

/**
 * The block-style declaration API (`set.draw(r => …)`): Rails 3.2's router DSL. Each call either adds routes
 * to the draw session or runs a block inside a changed scope, restoring the scope when the block ends,
 * also when it throws.
 */
export class Mapper {
  private readonly scopes: ScopeStack;
  /** What the route set's Rails version decides about declarations (`RailsProfile#declaration`). */
  private readonly rules: DeclarationRules;
  /** Rails keeps concerns per mapper: they live as long as this draw (and the files it draws). */
  private readonly concernTable = new Concerns<this>();

  constructor(private readonly session: DrawSession) {
    this.scopes = new ScopeStack(session.environment.resourcesPathNames);
    this.rules = (session.environment.profile ?? rails32).declaration;
  }

  // ── Resources ─────────────────────────────────────────────────────────────────────────────────────────

  /** A plural resource: index, create, new, edit, show, update, destroy. Several names share the options. */
  resources(...args: unknown[]): this {
    const { positional, options, block } = parseCall('resources', args);
    this.declareResource('plural', resourceNames('resources', positional), options, block);
    return this;
  }

  /** A singular resource (no id, no index): create, new, edit, show, update, destroy. */
  resource(...args: unknown[]): this {
    const { positional, options, block } = parseCall('resource', args);
    this.declareResource('singular', resourceNames('resource', positional), options, block);
    return this;
  }

  /** Routes on the collection: `/posts/<action>`, named `<action>_posts`. */
  collection(block: Block): this {
    const resource = this.scopes.requireResource('collection');
    this.scopes.withLevel('collection', resource, () => this.within({ path: resource.collectionScope }, block));
    return this;
  }

  /** Routes on one member: `/posts/:id/<action>`, named `<action>_post`. */
  member(block: Block): this {
    const resource = this.scopes.requireResource('member');
    this.scopes.withLevel('member', resource, () => this.within({ path: resource.memberScope }, block));
    return this;
  }

  /** Routes on the new resource: `/posts/new/<action>`, named `<action>_new_post`. */
  new(block: Block): this {
    const resource = this.scopes.requireResource('new');
    this.scopes.withLevel('new', resource, () => this.within({ path: resource.newScope(actionPath(this.scopes.state, 'new')) }, block));
    return this;
  }

  /** Declarations nested under one member: `/posts/:post_id/…`, names prefixed with `post_`. */
  nested(block: Block): this {
    const resource = this.scopes.requireResource('nested');
    const nested = nestedScope(this.scopes.state);
    const { state } = this.scopes;
    this.scopes.withLevel('nested', resource, () => {
      if (!isShallow(state)) return this.within(nested, block);
      // Shallow nesting starts from the shallow path and prefix only, not from the enclosing path and name.
      this.scopes.withExclusive(() => {
        if (blank(state.shallow_path)) return this.within(nested, block);
        this.within({ path: state.shallow_path, as: state.shallow_prefix }, () => this.within(nested, block));
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
    this.within(options, requireBlock('scope', block));
    return this;
  }

  /** A path prefix, controller module and name prefix, all named `name` unless overridden. */
  namespace(...args: unknown[]): this {
    const { positional, options, block } = parseCall('namespace', args);
    const name = positional[0];
    if (positional.length !== 1 || typeof name !== 'string' || name === '') throw new ArgumentError(`namespace takes one name, got ${JSON.stringify(positional)}`);
    const body = requireBlock(`namespace ${JSON.stringify(name)}`, block);
    const run = () =>
      this.within({ path: name, as: name, module: name, shallow_path: name, shallow_prefix: name, ...options }, body);
    if (this.scopes.inResourceScope()) this.nested(run);
    else run();
    return this;
  }

  /** Resources declared in the block are shallow, with the current path as their shallow path. */
  shallow(block: Block): this {
    this.within({ shallow: true, shallow_path: this.scopes.state.path }, block);
    return this;
  }

  /** Routes in the block go to this controller. */
  controller(...args: unknown[]): this {
    const { positional, options, block } = parseCall('controller', args);
    if (positional.length !== 1 || typeof positional[0] !== 'string') throw new ArgumentError(`controller takes one controller name, got ${JSON.stringify(positional)}`);
    this.within({ ...options, controller: positional[0] }, requireBlock('controller', block));
    return this;
  }

  /** Constraints for every route in the block: a hash of regexps, a function of the request, or an object with `matches(request)`. */
  constraints(constraints: Options | RequestGuard | object, block: Block): this {
    this.within({ constraints }, requireBlock('constraints', block));
    return this;
  }

  /** Fixed params for every route in the block. */
  defaults(defaults: Options, block: Block): this {
    this.within({ defaults }, requireBlock('defaults', block));
    return this;
  }

  /** Changes the default path segments of actions (`{ new: 'nuevo' }`) for the rest of this scope. */
  resourcesPathNames(pathNames: Record<string, string>): this {
    if (!isPlainObject(pathNames)) throw new ArgumentError(`resourcesPathNames takes an object of action → path segment, got ${JSON.stringify(pathNames)}`);
    Object.assign(this.scopes.state.path_names, pathNames);
    return this;
  }

  // ── Routes ────────────────────────────────────────────────────────────────────────────────────────────

  /** The root route (`/`, or the resource's own path inside `resources`). */
  root(options: Options = {}): this {
    if (!isPlainObject(options)) {
      throw new ArgumentError(`root takes an options object such as { to: 'pages#main' }, got ${JSON.stringify(options)}`);
    }
    const declare = () => this.match('/', { as: 'root', ...options });
    const resource = this.scopes.resource;
    if (this.scopes.state.level === 'resources' && resource) {
      this.scopes.withLevel('root', resource, () => this.within({ path: resource.path }, declare));
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
    return this.declare('match', path, rest);
  }

  /** `match` and the verb methods (which add `via` to the options); `call` names the method the application called, for its errors. */
  private declare(call: string, path: unknown, rest: unknown[]): this {
    let paths: unknown[];
    let options: Options;
    if (rest.length === 0 && isPlainObject(path)) {
      const hash = normalizeOptionKeys(path);
      const key = hashFormPath(hash);
      if (key === undefined) {
        throw new ArgumentError(
          `${call}: expected a path string or a hash such as { 'path': 'controller#action' }; got ${describeGiven(call, hash)}`,
        );
      }
      const { [key]: to, ...others } = hash;
      options = { ...others, to };
      paths = [key];
    } else {
      const last = rest[rest.length - 1];
      const hasOptions = isPlainObject(last);
      options = hasOptions ? normalizeOptionKeys(last) : {};
      paths = rest.length === (hasOptions ? 1 : 0) ? [path] : [path, ...(hasOptions ? rest.slice(0, -1) : rest)];
    }
    for (const p of paths) if (typeof p !== 'string') throw new ArgumentError(`${call}: a path must be a string, got ${JSON.stringify(p)}`);
    assertOptionNames(() => `route ${JSON.stringify(paths[0])}`, options);
    if (!('anchor' in options)) options.anchor = true;
    if (truthy(options.on) && !VALID_ON.includes(String(options.on))) {
      throw new ArgumentError(`Unknown scope ${JSON.stringify(options.on)} given to :on (expected one of ${VALID_ON.join(', ')})`);
    }
    // Each path gets its own copy (declaring one takes options out); the last one may have the original.
    for (let i = 0; i < paths.length; i++) this.decomposedMatch(paths[i] as string, i === paths.length - 1 ? options : { ...options });
    return this;
  }

  /** Rails' `redirect`: an endpoint for `to:` that answers 301 (or `status`) to the path, params put in. */
  redirect(target: string | RedirectTarget, options: { status?: number } = {}): Endpoint {
    return redirect(target, options);
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

  // ── Rails 4+: concerns, custom URLs, routes from other files ──────────────────────────────────────────

  /** A named group of declarations for `concerns` / `concerns:`: a block `(r, options) => …` or `{ call(mapper, options) }`. */
  concern(name: unknown, body: unknown): this {
    this.concernTable.define(name, body);
    return this;
  }

  /** Declares the named concerns here, each given the options: `r.concerns('commentable', 'taggable', { only: 'index' })`. */
  concerns(...args: unknown[]): this {
    this.concernTable.use(this, args, (body, where) => this.session.runBlock(body, this, where));
    return this;
  }

  /** Runs a block of declarations (another file's `(r) => …`) in the current scope: Rails' `draw :admin`. */
  draw(block: unknown): this {
    this.session.runBlock(drawnBlock(block), this, 'The block given to draw');
    return this;
  }

  /** A custom URL helper, `<name>_path` / `<name>_url`: `r.direct('homepage', () => 'https://rubyonrails.org')`. */
  direct(...args: unknown[]): this {
    assertTopLevel('direct', this.scopes.isRoot());
    this.session.addCustomUrl('direct', directDeclaration(args));
    return this;
  }

  /** The URL of a model's records in polymorphicPath, urlFor and formFor: `r.resolve('Basket', () => ['basket'])`. */
  resolve(...args: unknown[]): this {
    assertTopLevel('resolve', this.scopes.isRoot());
    for (const mapping of resolveDeclarations(args, (model) => modelNameOf(model).name)) this.session.addCustomUrl('resolve', mapping);
    return this;
  }

  // ── Internals ─────────────────────────────────────────────────────────────────────────────────────────

  private verb(via: string, args: unknown[]): this {
    const last = args[args.length - 1];
    const hasOptions = isPlainObject(last);
    const options = hasOptions ? { ...last, via } : { via };
    const count = hasOptions ? args.length - 1 : args.length;
    if (count === 0) return this.declare(via, options, []);
    const rest = args.slice(1, count);
    rest.push(options);
    return this.declare(via, args[0], rest);
  }

  private declareResource(kind: 'plural' | 'singular', entities: string[], options: Options, block: Block | undefined): void {
    if (this.applyCommonBehavior(kind, entities, options, block)) return;
    const resource = new BlockResource(kind, entities[0]!, options, this.session.environment.inflector);
    this.scopes.withLevel(kind === 'plural' ? 'resources' : 'resource', resource, () =>
      this.within({ controller: resource.controller }, () => {
        if (block) this.session.runBlock(block, this, `The block of ${kind === 'plural' ? 'resources' : 'resource'} ${JSON.stringify(entities[0])}`);
        // Rails 4+: the resource's concerns, after its block (only the 6.1 profile keeps `concerns` for the resource).
        if (truthy(options.concerns)) this.concerns(options.concerns);
        // Rails' order: the block's routes first, then the default actions.
        if (kind === 'plural') {
          this.defaultCollection(resource);
          this.defaultNew(resource);
          this.defaultMember(resource);
        } else {
          for (const part of this.rules.singularOrder) {
            if (part === 'collection') this.defaultCollection(resource);
            else if (part === 'new') this.defaultNew(resource);
            else this.defaultMember(resource);
          }
        }
      }),
    );
  }

  /** A resource's index (plural) and create routes. */
  private defaultCollection(resource: BlockResource): void {
    const has = (action: string) => resource.actions.has(action);
    if (!has('create') && (resource.kind === 'singular' || !has('index'))) return;
    this.collection(() => {
      if (resource.kind === 'plural' && has('index')) this.defaultAction('get', 'index');
      if (has('create')) this.defaultAction('post', 'create');
    });
  }

  private defaultNew(resource: BlockResource): void {
    if (resource.actions.has('new')) this.new(() => this.defaultAction('get', 'new'));
  }

  /** A resource's member routes: edit, show, update (by each of the profile's update verbs), destroy. */
  private defaultMember(resource: BlockResource): void {
    const has = (action: string) => resource.actions.has(action);
    this.member(() => {
      if (has('edit')) this.defaultAction('get', 'edit');
      if (has('show')) this.defaultAction('get', 'show');
      if (has('update')) for (const verb of this.rules.updateVerbs) this.defaultAction(verb, 'update');
      if (has('destroy')) this.defaultAction('delete', 'destroy');
    });
  }

  /**
   * What every resource declaration does before its own routes: one declaration per name, nesting inside an
   * enclosing resource, regexp options as `:id`-style constraints, and non-resource options as a scope.
   * Returns true when it re-dispatched the declaration.
   */
  private applyCommonBehavior(kind: 'plural' | 'singular', entities: string[], options: Options, block: Block | undefined): boolean {
    if (entities.length > 1) {
      for (const entity of entities) this.declareResource(kind, [entity], copyOptions(options), block);
      return true;
    }
    if (this.scopes.inResourceScope()) {
      this.nested(() => this.declareResource(kind, entities, options, block));
      return true;
    }
    for (const [key, value] of Object.entries(options)) {
      if (value instanceof RegExp) {
        options.constraints = { ...(isPlainObject(options.constraints) ? options.constraints : {}), [key]: value };
        delete options[key];
      }
    }
    const kept = this.rules.resourceOptions;
    const scoped = Object.fromEntries(Object.entries(options).filter(([k]) => !kept.has(k)));
    if (Object.keys(scoped).length > 0) {
      const own = Object.fromEntries(Object.entries(options).filter(([k]) => kept.has(k)));
      this.within(scoped, () => this.declareResource(kind, entities, own, block));
      return true;
    }
    // A scope's `only` / `except` applies unless the resource gives its own.
    const inherited = this.scopes.state.options;
    if (!truthy(options.only) && !truthy(options.except) && inherited && (truthy(inherited.only) || truthy(inherited.except))) {
      if ('only' in inherited) options.only = inherited.only;
      if ('except' in inherited) options.except = inherited.except;
    }
    return false;
  }

  /**
   * A resource's default action, declared as `get('index')` (or the verb given) declares it inside the
   * collection, new or member scope: the options that call would end with, straight to `addRoute`. Most routes
   * of an application are these, and reading arguments the DSL wrote itself is most of what they cost.
   */
  private defaultAction(via: string, action: string): void {
    this.addRoute(action, { via, anchor: true });
  }

  private decomposedMatch(path: string, options: Options): void {
    if (truthy(options.on)) {
      const on = String(options.on) as 'new' | 'collection' | 'member';
      delete options.on;
      this[on](() => this.decomposedMatch(path, options));
    } else if (this.scopes.state.level === 'resources') {
      this.nested(() => this.decomposedMatch(path, options));
    } else if (this.scopes.state.level === 'resource') {
      this.member(() => this.decomposedMatch(path, options));
    } else {
      this.addRoute(path, options);
    }
  }

  private addRoute(actionPath: string, options: Options): void {
    const { state } = this.scopes;
    const path = pathForAction(state, actionPath, options.path);
    delete options.path;
    let action: string | undefined = actionPath;
    if (/^[\w/]+$/.test(actionPath)) {
      if (!actionPath.includes('/') && !truthy(options.action)) options.action = actionPath;
    } else {
      action = undefined;
    }
    // Rails 3.2 asks for the shorthand with the scope's route options merged in: a scope's `to:` or `action:`
    // (with the scope's `controller:`) names the target instead (`scope ':id', action: 'x' { get '/active' }`).
    const inherited = state.options ?? {};
    if (options.to == null && !truthy(options.action) && inherited.to == null && !truthy(inherited.action)) {
      const shorthand = shorthandTarget(actionPath);
      if (shorthand) options.to = shorthand;
    }
    if ('as' in options && !truthy(options.as)) delete options.as;
    else options.as = nameForAction(state, (name) => this.session.isNameTaken(name), options.as, action);
    const { resource } = state;
    // Written only for an error: most routes never need it.
    const where = () => `route ${JSON.stringify(actionPath)}${resource ? ` in ${resource.kind === 'plural' ? 'resources' : 'resource'} ${JSON.stringify(resource.plural)}` : ''}`;
    this.session.add(buildRoute(state, path, options, where));
  }

  /** Runs a block in the scope merged with `options`; the block receives this mapper. */
  private within(options: Options, block: Block): void {
    this.scopes.with(options, () => this.session.runBlock(block, this, 'A nested declaration block'));
  }
}

/** What a call without a path was given, as the application wrote it (a verb method's own `via` left out). */
function describeGiven(call: string, hash: Options): string {
  const { via, ...given } = hash;
  const written = call === 'match' || via !== call ? hash : given;
  return Object.keys(written).length === 0 ? 'no arguments' : JSON.stringify(written);
}

import { isPlainObject } from '../../generate/to-param.js';
import { modelNameOf } from '../../view/model-name.js';
import { ArgumentError } from '../../errors.js';
import { copyOptions, normalizeOptionKeys, parseCall, resourceNames, showArgument, type Block } from './arguments.js';
import { Concerns } from './concerns.js';
import { assertTopLevel, directDeclaration, resolveDeclarations } from './custom-urls.js';
import { drawnBlock } from './draw-file.js';
import { BlockResource } from './resource.js';
import { RouteMapper } from './route-calls.js';
import type { Options } from './scope.js';
import { truthy } from './truthiness.js';

/**
 * The block-style declaration API (`set.draw(r => …)`): Rails' router DSL, 3.2 or 6.1 as the route set's profile
 * says. Each call either adds routes to the draw session or runs a block inside a changed scope, restoring the
 * scope when the block ends, also when it throws. Scopes are in `scoping.ts`, route calls in `route-calls.ts`;
 * here: resources, concerns, custom URLs and routes from other files.
 */
export class Mapper extends RouteMapper {
  /** Rails keeps concerns per mapper: they live as long as this draw (and the files it draws). */
  private readonly concernTable = new Concerns<this>();

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

  /** Whether a route has this name now (declared before this draw or earlier in it): Rails' `has_named_route?`. */
  hasNamedRoute(name: unknown): boolean {
    return this.session.findNamed(String(name)) !== undefined;
  }

  /**
   * Rails' `default_url_options host: …` in routes.rb: the route set's `defaultUrlOptions`, replaced by these
   * when the draw succeeds (a draw that throws leaves them as they were).
   */
  defaultUrlOptions(options: unknown): this {
    if (!isPlainObject(options)) {
      throw new ArgumentError(`defaultUrlOptions takes an object of URL options such as { host: 'example.com' }, got ${showArgument(options)}`);
    }
    this.session.setDefaultUrlOptions(normalizeOptionKeys(options));
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

  private declareResource(kind: 'plural' | 'singular', entities: string[], options: Options, block: Block | undefined): void {
    if (this.applyCommonBehavior(kind, entities, options, block)) return;
    const resource = new BlockResource(kind, entities[0]!, options, this.session.environment.inflector, this.rules);
    const { state } = this.scopes;
    const depth = state.shallowDepth;
    if (truthy(state.shallow)) state.shallowDepth = (depth ?? 0) + 1;
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
    state.shallowDepth = depth;
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
}

import type { DrawSession } from '../../draw-session.js';
import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import { copyOptions, deepMerge, describe, normalizeOptions, text, truthy, type Options } from './options.js';
import { declareResource, type ResourceContext } from './resource-routes.js';
import type { ResourceKind } from './resource.js';
import { connect, namedRoute } from './route-builder.js';
import type { ResourceOptions, RouteOptions } from './types.js';

/** A block of map-style declarations; it receives the map to declare on. */
export type MapBlock = (map: RouteMap) => void;

/** `resources` / `resource` arguments: names, then options, then a block (both optional). */
export type ResourceArgs =
  | [...names: string[]]
  | [...names: string[], block: MapBlock]
  | [...names: string[], options: ResourceOptions]
  | [...names: string[], options: ResourceOptions, block: MapBlock];

/**
 * The map-style declaration API (Rails 2.3's `map`): `set.drawMap((map) => { map.resources('posts'); … })`.
 *
 * A map carries options that every call made on it receives, merged under the call's own options (deeply,
 * as Rails' `with_options` did). The top-level map carries none; `withOptions`, `namespace` and a
 * resource's block hand out maps that carry theirs (a resource's block gets its path and name prefix).
 */
export class RouteMap {
  constructor(
    private readonly session: DrawSession,
    private readonly scope: Options = {},
  ) {}

  /** An unnamed route: `map.connect(':controller/:action/:id')`, `map.connect('about', { controller: 'pages' })`. */
  connect(path: string, options?: RouteOptions): this {
    connect(this.session, path, this.merged(options, `connect ${describe(path)}`), `connect ${describe(path)}`);
    return this;
  }

  /** A route with URL helpers: `map.namedRoute('login', 'login', { controller: 'sessions', action: 'new' })`. */
  namedRoute(name: string, path: string, options?: RouteOptions): this {
    const where = `namedRoute ${describe(name)} (${describe(path)})`;
    namedRoute(this.session, name, path, this.merged(options, where), where);
    return this;
  }

  /**
   * The route for `/`, named `root`: `map.root({ controller: 'home' })`, or `map.root('people')` to serve
   * `/` like the route named `people` (its controller, action, fixed params and verbs).
   */
  root(options?: RouteOptions | string): this {
    let own: Options | undefined;
    if (typeof options === 'string') {
      const source = this.session.findNamed(options);
      if (!source) throw new ArgumentError(`root: no route is named ${JSON.stringify(options)} to copy`);
      const method = source.verbs.map((v) => v.toLowerCase());
      own = { ...source.allDefaults, conditions: { ...source.conditions, ...(method.length ? { method } : {}) } };
    } else {
      own = options;
    }
    namedRoute(this.session, 'root', '', this.merged(own, 'root'), 'root');
    return this;
  }

  /**
   * Declarations under a path prefix, name prefix and controller module named `name`:
   * `map.namespace('admin', (admin) => admin.resources('posts'))` → `/admin/posts`, `admin_posts`, `admin/posts`.
   */
  namespace(name: string, options?: RouteOptions | MapBlock, block?: MapBlock): this {
    const [given, body] = typeof options === 'function' ? [undefined, options] : [options, block];
    const where = `namespace ${describe(name)}`;
    if (typeof name !== 'string' || name === '') throw new ArgumentError(`namespace: the name must be a non-empty string, got ${describe(name)}`);
    if (typeof body !== 'function') throw new ArgumentError(`${where} needs a block of declarations`);
    const merged = this.merged(given, where);
    let scope: Options;
    if (truthy(merged.namespace)) {
      const { path_prefix: pathPrefix, name_prefix: namePrefix, namespace, ...rest } = merged;
      scope = { path_prefix: `${text(pathPrefix)}/${name}`, name_prefix: `${text(namePrefix)}${name}_`, namespace: `${text(namespace)}${name}/`, ...rest };
    } else {
      scope = { path_prefix: name, name_prefix: `${name}_`, namespace: `${name}/`, ...merged };
    }
    this.session.runBlock(body, new RouteMap(this.session, scope), `The block of ${where}`);
    return this;
  }

  /**
   * Every call in the block gets these options: `map.withOptions({ controller: 'pages' }, (pages) => …)`.
   * Without options (`group.withOptions((same) => …)`) the block gets this map's options.
   */
  withOptions(options: ResourceOptions | MapBlock, block?: MapBlock): this {
    const [given, body] = typeof options === 'function' ? [undefined, options] : [options, block];
    if (typeof body !== 'function') throw new ArgumentError('withOptions needs a block of declarations');
    this.session.runBlock(body, new RouteMap(this.session, this.merged(given, 'withOptions')), 'The block of withOptions');
    return this;
  }

  /**
   * Plural resources: `map.resources('posts', 'comments', options?, (post) => post.resources('tags'))`. Each
   * name gets the seven default actions, the options and the block.
   */
  resources(...args: ResourceArgs): this {
    return this.declare('plural', args);
  }

  /** Singular resources (no index, no id): `map.resource('account', options?, block?)`. */
  resource(...args: ResourceArgs): this {
    return this.declare('singular', args);
  }

  private declare(kind: ResourceKind, args: readonly unknown[]): this {
    const call = kind === 'plural' ? 'resources' : 'resource';
    const rest = [...args];
    const block = typeof rest[rest.length - 1] === 'function' ? (rest.pop() as MapBlock) : undefined;
    const given = isPlainObject(rest[rest.length - 1]) ? (rest.pop() as Options) : undefined;
    if (rest.length === 0) throw new ArgumentError(`${call} needs at least one resource name`);
    const options = this.merged(given, `${call} ${describe(rest[0])}`);
    const context: ResourceContext<MapBlock> = {
      session: this.session,
      nest: (nested, body) => this.session.runBlock(body, new RouteMap(this.session, nested), `The block of ${call} ${describe(rest[0])}`),
    };
    // Each name gets its own copy: declaring one resource takes options out of the hash it is given.
    for (const entity of rest) declareResource(context, kind, entity, copyOptions(options), block);
    return this;
  }

  private merged(options: unknown, where: string): Options {
    return deepMerge(this.scope, normalizeOptions(options, where));
  }
}

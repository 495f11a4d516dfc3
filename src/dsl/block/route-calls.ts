import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import type { Endpoint } from '../../route.js';
import { redirect, type RedirectTarget } from '../redirect.js';
import type { RouteContext } from './add-route.js';
import { assertOptionNames, hashFormPath, normalizeOptionKeys, showArgument } from './arguments.js';
import type { Options } from './scope.js';
import { ScopingMapper } from './scoping.js';
import { truthy } from './truthiness.js';

const VALID_ON = ['new', 'collection', 'member'];
/** A path Ruby code would write as a Symbol (`get :preview`): an action, not a path as written. */
const BARE_WORD = /^\w+$/;

/**
 * The route calls of the block-style mapper: `root`, `match` and the verb methods, down to one route per path
 * (`add_route`, by the profile's rules).
 */
export class RouteMapper extends ScopingMapper {
  /** The root route (`/`, or the resource's own path inside `resources`). */
  root(target: unknown = {}, more?: unknown): this {
    let options: Options;
    if (typeof target === 'string' && this.rules.rootTakesTarget && (more === undefined || isPlainObject(more))) {
      options = { ...more, to: target };
    } else if (isPlainObject(target) && more === undefined) {
      options = target;
    } else if (this.rules.rootTakesTarget) {
      throw new ArgumentError(`root must be called with a path and/or options: root('pages#main') or root({ to: 'pages#main' }), got ${showArgument(target)}`);
    } else {
      throw new ArgumentError(`root takes an options object such as { to: 'pages#main' }, got ${JSON.stringify(target)}`);
    }
    const via = this.rules.rootVia;
    const declare = () => this.match('/', via === null ? { as: 'root', ...options } : { as: 'root', via, ...options });
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
  protected declare(call: string, path: unknown, rest: unknown[]): this {
    let paths: unknown[];
    let options: Options;
    let literal = false;
    if (rest.length === 0 && isPlainObject(path)) {
      const hash = normalizeOptionKeys(path);
      const key = hashFormPath(hash);
      if (key === undefined) {
        throw new ArgumentError(
          `${call}: expected a path string or a hash such as { 'path': 'controller#action' }; got ${describeGiven(call, hash)}`,
        );
      }
      const { [key]: to, ...others } = hash;
      // 6.1: a value without `#` is the controller (`'photos/list' => 'photos'`); 3.2 took it as `to:`.
      options = this.rules.stringPaths && typeof to === 'string' && !to.includes('#') ? { ...others, controller: to } : { ...others, to };
      paths = [key];
      literal = this.rules.stringPaths;
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
    const { viaRequired } = this.rules;
    if (viaRequired !== null) {
      const via = 'via' in options ? options.via : this.scopes.state.via;
      if (via == null || (Array.isArray(via) && via.length === 0)) throw new ArgumentError(viaRequired);
    }
    // 6.1 declares the String paths of a call first, then its bare words (Symbols).
    const declared = (paths as string[]).map((p) => [p, literal || (this.rules.stringPaths && !BARE_WORD.test(p))] as const);
    if (this.rules.stringPaths) declared.sort((a, b) => Number(b[1]) - Number(a[1]));
    // Each path gets its own copy (declaring one takes options out); the last one may have the original.
    for (let i = 0; i < declared.length; i++) this.decomposedMatch(declared[i]![0], i === declared.length - 1 ? options : { ...options }, declared[i]![1]);
    return this;
  }

  /**
   * Rails' `mount`: `app` (an endpoint, as `to:` takes) answers every verb and every path under `at`
   * (`anchor: false`: `/sidekiq`, `/sidekiq/queues`, not `/sidekiqx`), with no `(.:format)`. Unnamed unless
   * `as:` names it (Rails names an engine or a class by itself; a function has no such name). `at` is a path
   * as written under either profile (Rails passes a String), inside the current scope.
   */
  mount(app: unknown, options?: unknown): this {
    if (typeof app !== 'function') {
      throw new ArgumentError(`mount: A rack application must be specified: an endpoint function (what to: takes), got ${showArgument(app)}`);
    }
    if (!isPlainObject(options) || typeof options.at !== 'string') {
      throw new ArgumentError(`mount must be called with a mount point: r.mount(app, { at: 'some_route' })${options === undefined ? '' : `, got ${showArgument(options)}`}`);
    }
    const { at, ...rest } = normalizeOptionKeys(options) as Options & { at: string };
    const path = at.startsWith('/') ? at : `/${at}`;
    // Rails' `options[:via] ||= :all`: a nil or false via is every verb too.
    const via = rest.via === undefined || rest.via === null || rest.via === false ? 'all' : rest.via;
    return this.declare('mount', path, [{ as: null, ...rest, via, to: app, anchor: false, format: false }]);
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

  protected verb(via: string, args: unknown[]): this {
    const last = args[args.length - 1];
    const hasOptions = isPlainObject(last);
    const options = hasOptions ? { ...last, via } : { via };
    const count = hasOptions ? args.length - 1 : args.length;
    if (count === 0) return this.declare(via, options, []);
    const rest = args.slice(1, count);
    rest.push(options);
    return this.declare(via, args[0], rest);
  }

  /**
   * A resource's default action, declared as `get('index')` (or the verb given) declares it inside the
   * collection, new or member scope: the options that call would end with, straight to `addRoute`. Most routes
   * of an application are these, and reading arguments the DSL wrote itself is most of what they cost.
   */
  protected defaultAction(via: string, action: string): void {
    this.addRoute(action, { via, anchor: true }, false);
  }

  protected decomposedMatch(path: string, options: Options, literal: boolean): void {
    if (truthy(options.on)) {
      const on = String(options.on) as 'new' | 'collection' | 'member';
      delete options.on;
      this[on](() => this.decomposedMatch(path, options, literal));
    } else if (this.scopes.state.level === 'resources') {
      this.nested(() => this.decomposedMatch(path, options, literal));
    } else if (this.scopes.state.level === 'resource') {
      this.member(() => this.decomposedMatch(path, options, literal));
    } else {
      this.addRoute(path, options, literal);
    }
  }

  protected addRoute(actionPath: string, options: Options, literal: boolean): void {
    const { state } = this.scopes;
    const { resource } = state;
    const context: RouteContext = {
      state,
      isNameTaken: (name) => this.session.isNameTaken(name),
      // Written only for an error: most routes never need it.
      where: () => `route ${JSON.stringify(actionPath)}${resource ? ` in ${resource.kind === 'plural' ? 'resources' : 'resource'} ${JSON.stringify(resource.plural)}` : ''}`,
    };
    this.session.add(this.rules.addRoute(context, actionPath, options, literal), { unique: this.rules.uniqueNames });
  }
}

/** What a call without a path was given, as the application wrote it (a verb method's own `via` left out). */
function describeGiven(call: string, hash: Options): string {
  const { via, ...given } = hash;
  const written = call === 'match' || via !== call ? hash : given;
  return Object.keys(written).length === 0 ? 'no arguments' : JSON.stringify(written);
}

import type { DrawSession } from '../../draw-session.js';
import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import type { DeclarationRules } from '../../profile/profile.js';
import { rails32 } from '../../profile/rails-3-2.js';
import type { RequestGuard } from '../../route.js';
import { actionPath, nestedScope } from './action-names.js';
import { parseCall, requireBlock, type Block } from './arguments.js';
import type { Mapper } from './mapper.js';
import { isShallow, ScopeStack } from './scope-stack.js';
import type { Options } from './scope.js';
import { blank } from './truthiness.js';

/**
 * The scoping half of the block-style mapper: the blocks that change where declarations go (a resource's
 * collection, member, new and nested scopes; `scope`, `namespace`, `shallow`, `controller`, `constraints`,
 * `defaults`). Each runs its block inside the changed scope and restores it when the block ends, also when it
 * throws. The route calls (`route-calls.ts`) and resources (`mapper.ts`) build on it.
 */
export class ScopingMapper {
  protected readonly scopes: ScopeStack;
  /** What the route set's Rails version decides about declarations (`RailsProfile#declaration`). */
  protected readonly rules: DeclarationRules;

  constructor(protected readonly session: DrawSession) {
    this.rules = (session.environment.profile ?? rails32).declaration;
    this.scopes = new ScopeStack(session.environment.resourcesPathNames, this.rules.scopeKeys, this.rules.scopeMergesNil);
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
    this.scopes.withLevel('member', resource, () => {
      const declare = () => this.within({ path: resource.memberScope }, block);
      // 6.1's shallow_scope: the member starts from the shallow path and prefix (3.2 reads them in `pathForAction`).
      if (this.rules.shallowScopes && isShallow(this.scopes.state)) this.scopes.withShallowScope(declare);
      else declare();
    });
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
      if (this.rules.shallowScopes) {
        // 6.1: shallow nesting needs an enclosing resource declared shallow, and keeps the shallow prefix.
        if (isShallow(state) && (state.shallowDepth ?? 0) >= 1) return this.scopes.withShallowScope(() => this.within(nested, block));
        return this.within(nested, block);
      }
      if (!isShallow(state)) return this.within(nested, block);
      // Shallow nesting starts from the shallow path and prefix only, not from the enclosing path and name.
      this.scopes.withExclusive(() => {
        if (blank(state.shallow_path)) return this.within(nested, block);
        this.within({ path: state.shallow_path, as: state.shallow_prefix }, () => this.within(nested, block));
      });
    });
    return this;
  }

  /** Groups declarations under a path, module, name prefix, constraints or defaults. */
  scope(...args: unknown[]): this {
    const { positional, options, block } = parseCall('scope', args);
    if (positional.length > 1 || (positional.length === 1 && typeof positional[0] !== 'string')) {
      throw new ArgumentError(`scope takes a path string and/or an options object, got ${JSON.stringify(positional)}`);
    }
    if (typeof positional[0] === 'string') options.path = positional[0];
    this.within(this.rules.scopeOptions(options, this.scopes.state.level === 'nested'), requireBlock('scope', block));
    return this;
  }

  /** A path prefix, controller module and name prefix, all named `name` unless overridden. */
  namespace(...args: unknown[]): this {
    const { positional, options, block } = parseCall('namespace', args);
    const name = positional[0];
    if (positional.length !== 1 || typeof name !== 'string' || name === '') throw new ArgumentError(`namespace takes one name, got ${JSON.stringify(positional)}`);
    const body = requireBlock(`namespace ${JSON.stringify(name)}`, block);
    const run = () => this.within(this.rules.scopeOptions({ ...this.rules.namespaceScope(name, options), ...options }, false), body);
    if (this.scopes.inResourceScope()) this.nested(run);
    else run();
    return this;
  }

  /** Resources declared in the block are shallow, with the current path as their shallow path. */
  shallow(block: Block): this {
    this.within(this.rules.shallowScopes ? { shallow: true } : { shallow: true, shallow_path: this.scopes.state.path }, block);
    return this;
  }

  /** Routes in the block go to this controller. */
  controller(...args: unknown[]): this {
    const { positional, options, block } = parseCall('controller', args);
    if (positional.length !== 1 || typeof positional[0] !== 'string') throw new ArgumentError(`controller takes one controller name, got ${JSON.stringify(positional)}`);
    this.within(this.rules.scopeOptions({ ...options, controller: positional[0] }, this.scopes.state.level === 'nested'), requireBlock('controller', block));
    return this;
  }

  /** Constraints for every route in the block: a hash of regexps, a function of the request, or an object with `matches(request)`. */
  constraints(constraints: Options | RequestGuard | object, block: Block): this {
    this.within(this.rules.scopeOptions({ constraints }, this.scopes.state.level === 'nested'), requireBlock('constraints', block));
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

  /** Runs a block in the scope merged with `options`; the block receives this mapper. */
  protected within(options: Options, block: Block): void {
    this.scopes.with(options, () => this.session.runBlock(block, this as unknown as Mapper, 'A nested declaration block'));
  }
}

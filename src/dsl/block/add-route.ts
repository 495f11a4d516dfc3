import type { RouteInit } from '../../route.js';
import { nameForAction, pathForAction } from './action-names.js';
import { shorthandTarget } from './arguments.js';
import { buildRoute } from './mapping.js';
import type { Options, ScopeState } from './scope.js';
import { truthy } from './truthiness.js';

/** What a route declaration reads from the mapper besides its own arguments. */
export interface RouteContext {
  readonly state: ScopeState;
  /** Whether a route already has this name (an automatic name that is taken is left out). */
  isNameTaken(name: string): boolean;
  /** The declaration, for error messages (made only when one is thrown). */
  where(): string;
}

/**
 * Rails 3.2's `add_route`: one path (a bare word is an action, its path from the scope's path names, unless it
 * is canonical at its level) with its options, as a route record.
 */
export function addRoute32(context: RouteContext, actionPath: string, options: Options): RouteInit {
  const { state } = context;
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
  else options.as = nameForAction(state, (name) => context.isNameTaken(name), options.as, action);
  return buildRoute(state, path, options, () => context.where());
}

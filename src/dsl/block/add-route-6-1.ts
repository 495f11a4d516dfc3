import { ArgumentError } from '../../errors.js';
import type { RouteInit } from '../../route.js';
import { actionPath as pathOfAction, isCanonical, nameForAction } from './action-names.js';
import type { RouteContext } from './add-route.js';
import { buildRoute61 } from './mapping-6-1.js';
import type { Options } from './scope.js';
import { blank, truthy } from './truthiness.js';

/** `using_match_shorthand?`: `'photos/search'` and `'-/x'` name `photos#search`; a path of one segment does not. */
const SHORTHAND = /^\/?[-\w]+\/[-\w/]+$/;

/**
 * Rails 6.1's `map_match` + `add_route` for one path. `literal` is a path Ruby code writes as a String: it is
 * the path as it is (no path names, never a canonical action), names its own target when it looks like
 * `controller/action`, and refuses a `path:` option; a bare word is a Symbol, an action. The default action is
 * the route's `action:`, else the scope's, else the word (dashes as underscores), and a dash in a name is `_`.
 */
export function addRoute61(context: RouteContext, action: string, options: Options, literal: boolean): RouteInit {
  const { state } = context;
  const optionPath = options.path;
  delete options.path;
  if (literal && truthy(optionPath)) throw new ArgumentError(`Ambiguous route definition. Both :path and the route path were specified as strings. (${context.where()})`);
  if (literal && !truthy(options.to) && !truthy(options.action) && !truthy(state.options?.to) && !(truthy(state.controller) && truthy(state.action))) {
    const bare = action.replace(/\(\.:format\)$/, '');
    if (SHORTHAND.test(bare)) options.to = bare.replace(/^\//, '').replace(/\/([^/]*)$/, '#$1').replace(/-/g, '_');
  }
  const scopePath = state.path ?? '';
  const written = literal ? action : truthy(optionPath) ? String(optionPath) : undefined;
  let path: string;
  if (written !== undefined) path = `${scopePath}/${written}`;
  else if (isCanonical(state, action, true)) path = scopePath;
  else path = `${scopePath}/${pathOfAction(state, action)}`;
  if (blank(path)) throw new ArgumentError(`path is required (${context.where()})`);

  let defaultAction = truthy(options.action) ? options.action : state.action;
  let named: string | undefined = action;
  if (/^[\w\-/]+$/.test(action)) {
    if (!truthy(defaultAction) && !action.includes('/')) defaultAction = action.replace(/-/g, '_');
  } else {
    named = undefined;
  }
  options.action = defaultAction;
  if ('as' in options && !truthy(options.as)) {
    delete options.as;
  } else {
    const as = truthy(options.as) ? String(options.as).replace(/-/g, '_') : options.as;
    options.as = nameForAction(state, (name) => context.isNameTaken(name), as, named?.replace(/-/g, '_'));
  }
  return buildRoute61(state, path, options, () => context.where());
}

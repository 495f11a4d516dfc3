import { nameFromPath } from './paths.js';
import { isShallowScoping } from './scope-stack.js';
import type { Options, ScopeState } from './scope.js';
import { blank, truthy } from './truthiness.js';

/** Actions that need no path segment or name part of their own at their level (`GET /posts` is index). */
const CANONICAL_ACTIONS = new Set(['index', 'create', 'new', 'show', 'update', 'destroy']);

/** Whether `action` fits its level as it is: a collection's index/create, a member's show/update/destroy, new. */
export function isCanonical(state: ScopeState, action: string | undefined, flag: unknown): boolean {
  const level = state.level;
  return truthy(flag) && (level === 'collection' || level === 'member' || level === 'new') && action !== undefined && CANONICAL_ACTIONS.has(action);
}

/** An action's path segment: the route's own `path`, else the scope's path names (`new: 'nuevo'`), else the name. */
export function actionPath(state: ScopeState, name: string, path?: unknown): string {
  return truthy(path) ? String(path) : (state.path_names[name] ?? name);
}

/** The full path of a route declared as `action` here; shallow member routes start from the shallow path. */
export function pathForAction(state: ScopeState, action: string, path: unknown): string {
  const prefix = isShallowScoping(state) ? `${state.shallow_path ?? ''}/${state.resource!.memberScope}` : (state.path ?? '');
  if (isCanonical(state, action, blank(path))) return prefix;
  return `${prefix}/${actionPath(state, action, path)}`;
}

/**
 * The route name: the explicit `as`, else the action (unless canonical at this level), combined with the
 * scope's name prefix and the resource's names in the order Rails uses for each level. An automatic name
 * that is taken or does not start with a letter or _ leaves the route unnamed.
 */
export function nameForAction(state: ScopeState, isNameTaken: (name: string) => boolean, as: unknown, action: string | undefined): string | undefined {
  const explicit = truthy(as) ? String(as) : undefined;
  let prefix = explicit ?? (!isCanonical(state, action, state.level) ? action : undefined);
  if (prefix !== undefined) prefix = nameFromPath(prefix);
  const { as: namePrefix, resource } = state;
  if (resource && explicit === undefined && action === undefined) return undefined;
  let candidate: string;
  switch (state.level) {
    case 'nested':
      candidate = joinName(namePrefix, prefix);
      break;
    case 'collection':
      candidate = joinName(prefix, namePrefix, resource?.collectionName);
      break;
    case 'new':
      candidate = joinName(prefix, 'new', namePrefix, resource?.memberName);
      break;
    case 'member':
      candidate = joinName(prefix, isShallowScoping(state) ? state.shallow_prefix : namePrefix, resource?.memberName);
      break;
    case 'root':
      candidate = joinName(namePrefix, resource?.collectionName, prefix);
      break;
    default:
      candidate = joinName(namePrefix, resource?.memberName, prefix);
  }
  if (candidate === '') return undefined;
  if (explicit !== undefined) return candidate;
  return isNameTaken(candidate) || !/^[_a-z]/i.test(candidate) ? undefined : candidate;
}

/** The parts that are not blank, joined by `_` (without making a list: this runs for every route). */
function joinName(...parts: unknown[]): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (!blank(part)) out = out === '' ? `${part as string}` : `${out}_${part as string}`;
  }
  return out;
}

/**
 * The scope resources nested in `state.resource` are declared in: its nested path, name, and the constraint of
 * its member param (`:id`, or `param:`'s) on the nested param (`:post_id`).
 */
export function nestedScope(state: ScopeState): Options {
  const resource = state.resource!;
  const options: Options = { path: resource.nestedScope, as: resource.memberName };
  const id = state.constraints?.[resource.param];
  if (id instanceof RegExp) options.constraints = { [resource.nestedParam]: id };
  return options;
}

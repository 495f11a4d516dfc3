import type { BlockResource } from './resource.js';
import { normalizeDeclaredPath } from './paths.js';
import type { RequestGuard } from '../../route.js';

/** Where a declaration sits: the kind of block it runs in. */
export type ScopeLevel = 'resources' | 'resource' | 'collection' | 'member' | 'new' | 'nested' | 'exclusive' | 'root';

export type Options = { [key: string]: unknown };

/** The declaration context: every value a nested declaration inherits. */
export interface ScopeState {
  path?: string;
  shallow_path?: string;
  as?: string;
  shallow_prefix?: string;
  module?: string;
  controller?: string;
  path_names: Record<string, string>;
  constraints?: Options;
  defaults?: Options;
  guards?: RequestGuard[];
  /** Options a scope passes to every route it contains (`only`, `except`, `format`, `action`, extra params). */
  options?: Options;
  shallow?: boolean;
  /** Scope values of Rails 6.1 (3.2 keeps these among `options`): the routes' action, verbs, format. */
  action?: unknown;
  via?: unknown;
  format?: unknown;
  level?: ScopeLevel;
  resource?: BlockResource;
  /** How many of the enclosing resources were declared shallow (Rails 6.1's `shallow_nesting_depth`). */
  shallowDepth?: number;
}

/** The keys `scope` merges with their own rule; every other option goes to `options`. */
export const SCOPED_KEYS = ['path', 'shallow_path', 'as', 'shallow_prefix', 'module', 'controller', 'path_names', 'constraints', 'defaults', 'shallow'] as const;
/** Rails 6.1's scope also keeps the routes' action, verbs and format as its own values (3.2: route options). */
export const SCOPED_KEYS_61 = [...SCOPED_KEYS, 'action', 'via', 'format'] as const;
export type ScopedKey = (typeof SCOPED_KEYS_61)[number];

const joinWith = (separator: string) => (parent: unknown, child: unknown) => (parent ? `${String(parent)}${separator}${String(child)}` : String(child));
const mergeOptions = (parent: unknown, child: unknown): Options => {
  const c = child as Options;
  const p = { ...(parent as Options | undefined) };
  // A scope's own `only` / `except` replaces both inherited ones.
  if ('only' in c || 'except' in c) {
    delete p.only;
    delete p.except;
  }
  return { ...p, ...c };
};

/** How a child scope's value combines with its parent's (Rails' `merge_<key>_scope`). */
export const MERGE: Record<ScopedKey, (parent: unknown, child: unknown) => unknown> = {
  path: (parent, child) => normalizeDeclaredPath(`${(parent as string | undefined) ?? ''}/${String(child)}`),
  shallow_path: (parent, child) => normalizeDeclaredPath(`${(parent as string | undefined) ?? ''}/${String(child)}`),
  as: joinWith('_'),
  shallow_prefix: joinWith('_'),
  module: joinWith('/'),
  controller: (_parent, child) => String(child),
  path_names: (parent, child) => ({ ...(parent as Options | undefined), ...(child as Options) }),
  constraints: mergeOptions,
  defaults: mergeOptions,
  shallow: (_parent, child) => Boolean(child),
  action: (_parent, child) => child,
  via: (_parent, child) => child,
  format: (_parent, child) => child,
};

/**
 * How Rails 6.1 merges a scope key given as nil or false (3.2 ignores such a key): Ruby's interpolation writes
 * nil as nothing and false as `false` (`as: nil` under `admin` is `admin_`), a nil path changes nothing, and a
 * nil hash (constraints, defaults, path names) is no change.
 */
export function mergeNil(key: ScopedKey, parent: unknown, child: null | false): unknown {
  const text = child === false ? 'false' : '';
  switch (key) {
    case 'as':
    case 'shallow_prefix':
      return parent ? `${String(parent)}_${text}` : child;
    case 'module':
      return parent ? `${String(parent)}/${text}` : child;
    case 'path':
    case 'shallow_path':
      return child === false ? MERGE[key](parent, child) : parent;
    case 'path_names':
    case 'constraints':
    case 'defaults':
      return parent;
    default:
      return MERGE[key](parent, child);
  }
}

export { mergeOptions };

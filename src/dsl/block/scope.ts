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
  level?: ScopeLevel;
  resource?: BlockResource;
}

/** The keys `scope` merges with their own rule; every other option goes to `options`. */
export const SCOPED_KEYS = ['path', 'shallow_path', 'as', 'shallow_prefix', 'module', 'controller', 'path_names', 'constraints', 'defaults', 'shallow'] as const;
export type ScopedKey = (typeof SCOPED_KEYS)[number];

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
};

export { mergeOptions };

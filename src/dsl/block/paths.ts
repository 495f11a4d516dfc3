const NORMAL_DECLARED = /^(?:\/[^/(][^/]*)+$/;

/**
 * Rails' path normalization for declarations: one leading slash, no doubled or trailing slash, and a slash
 * moved inside an optional group (`/posts/(:id)` → `/posts(/:id)`) unless the whole path is one group.
 */
export function normalizeDeclaredPath(path: string): string {
  // Most declarations are normal already (a leading slash, no doubled or trailing slash, no slash before a group).
  if (NORMAL_DECLARED.test(path)) return path;
  let p = `/${path}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (p === '') p = '/';
  if (!/^\/\(+[^)]+\)$/.test(p)) p = p.replace(/\/(\(+)\/?/g, '$1/');
  return p;
}

const WORD = /^\w+$/;

/** A name from a path: `/hello/world` → `hello_world`. */
export const nameFromPath = (path: string): string =>
  // A word (`edit`, an action's name) is its own name: the passes below would give it back unchanged.
  WORD.test(path) ? path : normalizeDeclaredPath(path).slice(1).replace(/\//g, '_');

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

/** What `URI::DEFAULT_PARSER.escape` (RFC 2396) leaves as it is; anything else in a declared path is escaped. */
const UNSAFE = /[^-_.!~*'()a-zA-Z\d;/?:@&=+$,[\]]+/g;

/**
 * Rails 6.1's path normalization for declarations (`URI::DEFAULT_PARSER.escape`, then `Mapper.normalize_path`):
 * unsafe characters percent-encoded (`é`, spaces, `%`), one leading slash, no doubled or trailing slash, escapes
 * in upper case, a slash moved inside an optional group, and a path that is only optional groups of params
 * (`(/:locale)`) starting with `/` outside them (`/(:locale)`), so that it is `/` when none is given.
 */
export function normalizeDeclaredPath61(path: string): string {
  let p = `/${path.replace(UNSAFE, (run) => encodeURIComponent(run).replace(/[!'()*]/g, (c) => c))}`.replace(/\/{2,}/g, '/');
  if (p !== '/') p = p.replace(/\/$/, '').replace(/%[a-f0-9]{2}/g, (e) => e.toUpperCase());
  p = p.replace(/\/(\(+)\/?/g, '$1/');
  if (/^(\(+[^)]+\))(\(+\/:[^)]+\))*$/.test(p)) p = p.replace(/^(\(+)\//, '/$1');
  return p;
}

import { UrlGenerationError } from '../errors.js';
import { asParams } from '../generate/as-params.js';
import type { RouteSet } from '../route-set.js';
import { isNewRecord, modelNameOf, recordParam } from './model-name.js';

/** A record, a model class, a namespace string, or an array of them (`['admin', post]`, `[post, comment]`). */
export type PolymorphicTarget = unknown;

export interface PolymorphicOptions {
  /** `new` or `edit`: prefixes the route name (`edit_post_path`). */
  action?: string;
  format?: string;
  /** Extra params and URL options for the helper (query, anchor, host, …). */
  params?: { [key: string]: unknown };
  /** A full URL (`_url` helper) instead of a path. */
  url?: boolean;
}

/**
 * Rails' `polymorphic_path`: the route named after the records. A saved record gives its singular route key
 * and its id, a new record (or a class) the plural one, strings are namespace prefixes:
 * `[post, comment]` → `post_comment_path(post, comment)`, `['admin', newPost]` → `admin_posts_path()`.
 * Records are passed only for the params the route has, so a saved singular resource (`profile`) gives
 * `/profile` rather than Rails 3.2's `/profile.1`; a new one falls back to the singular route when there is
 * no plural one (the singular resource's create route).
 */
export function polymorphicPath(routes: RouteSet, target: PolymorphicTarget, options: PolymorphicOptions = {}): string {
  const items = (Array.isArray(target) ? target : [target]).filter((x) => x !== null && x !== undefined);
  if (items.length === 0) throw new UrlGenerationError('polymorphicPath needs a record, a model class or a namespace');
  const parts: string[] = [];
  const args: string[] = [];
  let candidates: string[][] = [];
  items.forEach((item, i) => {
    const last = i === items.length - 1;
    if (typeof item === 'string') {
      parts.push(item);
      if (last) candidates = [parts];
      return;
    }
    const name = modelNameOf(item);
    const isClass = typeof item === 'function';
    if (!last) {
      parts.push(name.singularRouteKey);
      const param = isClass ? undefined : recordParam(item);
      if (param === undefined) throw new UrlGenerationError(`polymorphicPath: the parent ${name.name} in the path has no id (it is not saved)`);
      args.push(param);
      return;
    }
    if (isClass || (options.action !== 'new' && isNewRecord(item))) {
      candidates = [[...parts, name.routeKey], [...parts, name.singularRouteKey]];
    } else {
      candidates = [[...parts, name.singularRouteKey]];
      const param = options.action === 'new' ? undefined : recordParam(item);
      if (param !== undefined) args.push(param);
    }
  });
  const names = candidates.map((c) => [options.action, ...c].filter(Boolean).join('_'));
  const name = names.find((n) => routes.namedRoutes.has(n));
  if (name === undefined) {
    throw new UrlGenerationError(`No route named ${names.map((n) => JSON.stringify(n)).join(' or ')} for ${describe(items)}: declare the resource, or give the URL yourself`);
  }
  const route = routes.namedRoutes.get(name)!;
  const positional = args.slice(0, route.pattern.requiredNames.length);
  const helper = routes.helpers[`${name}_${options.url ? 'url' : 'path'}`] as (...a: unknown[]) => string;
  // Params whatever their keys: never read as a row.
  const extra = asParams({ ...options.params, ...(options.format ? { format: options.format } : {}) });
  return helper(...positional, extra);
}

function describe(items: readonly unknown[]): string {
  return `[${items.map((i) => (typeof i === 'string' ? JSON.stringify(i) : modelNameOf(i).name)).join(', ')}]`;
}

import { resolveProfile, type RailsProfile, type RailsVersion } from '../profile/index.js';
import type { Route } from '../route.js';
import type { RouteSet } from '../route-set.js';
import { expanded61, rows61, sheet61 } from './rails-routes-6-1.js';

const describeRegExp = (re: RegExp) => `/${re.source}/${re.flags}`;

/**
 * A route's verbs as the table, `--json`, `-g` and doc comments write them: `GET`, `GET|POST`, and `ANY` for a
 * route of every verb (whose `route.verb` is `''`).
 */
export const verbText = (route: Route): string => (route.verbs.length ? route.verbs.join('|') : 'ANY');

/** `controller#action`, then requirements and extra defaults as `rails routes` shows them. */
export function routeTarget(route: Route): string {
  let out = `${route.controller ?? ':controller'}#${route.action ?? ':action'}`;
  if (route.endpoint) out = '(handler)';
  const extras = [
    ...Object.entries(route.requirements).map(([k, v]) => `${k}: ${typeof v === 'string' ? JSON.stringify(v) : describeRegExp(v)}`),
    ...Object.entries(route.defaults).map(([k, v]) => `${k}: ${JSON.stringify(v)}`),
    ...Object.entries(route.conditions).map(([k, v]) => `${k}: ${v instanceof RegExp ? describeRegExp(v) : JSON.stringify(v)}`),
  ];
  return extras.length ? `${out} {${extras.join(', ')}}` : out;
}

interface Row {
  readonly name: string;
  readonly verb: string;
  readonly path: string;
  readonly target: string;
}

/** The table's rows: a name only on the first route of a name's run, `ANY` for a route of every verb. */
function rows(routes: readonly Route[]): Row[] {
  return routes.map((route, i) => ({
    name: route.name && routes[i - 1]?.name !== route.name ? route.name : '',
    verb: verbText(route),
    path: route.path,
    target: routeTarget(route),
  }));
}

export interface RouteTableOptions {
  /**
   * Whose layout: `'6.1'` prints what `rails routes` of Rails 6.1 prints (a header, `{:id=>/\d+/}`), `'3.2'` what
   * `rake routes` printed. A route set's own profile by default; a list of routes is 3.2's unless told.
   */
  readonly rails?: RailsVersion | RailsProfile;
  /** One block per route, as `rails routes --expanded`. */
  readonly expanded?: boolean;
  /** The width of the expanded layout's `--[ Route n ]---` lines; 80 by default. */
  readonly columns?: number;
}

/**
 * The route table as `rails routes` prints it, in the layout of the route set's Rails version (see
 * `RouteTableOptions`): `formatRouteTable(routes)`, or `formatRouteTable(routes.routes, { rails: '6.1' })`.
 */
export function formatRouteTable(source: RouteSet | readonly Route[], options: RouteTableOptions = {}): string {
  const routes = 'routes' in source ? source.routes : source;
  const profile = options.rails === undefined && 'profile' in source ? source.profile : resolveProfile(options.rails);
  if (profile.version === '6.1') {
    const rows = rows61(routes);
    return options.expanded ? expanded61(rows, options.columns) : sheet61(rows);
  }
  return options.expanded ? formatExpandedRouteTable(routes, options.columns) : formatSheet32(routes);
}

/**
 * The layout of `rake routes` (Rails 3.2): name (right-aligned, only on the first route of a name's run), verb,
 * path, target.
 */
function formatSheet32(routes: readonly Route[]): string {
  const table = rows(routes);
  const width = (key: 'name' | 'verb' | 'path') => Math.max(0, ...table.map((r) => r[key].length));
  const [name, verb, path] = [width('name'), width('verb'), width('path')];
  return table.map((r) => `${r.name.padStart(name)} ${r.verb.padEnd(verb)} ${r.path.padEnd(path)} ${r.target}`.trimEnd()).join('\n');
}

/**
 * The 3.2 table in the layout of `rails routes --expanded`: one block per route under a `--[ Route n ]---` header
 * as wide as the terminal (80 columns when it is not one).
 */
export function formatExpandedRouteTable(routes: readonly Route[], columns = 80): string {
  return expanded61(rows(routes).map((r) => ({ ...r, reqs: r.target })), columns);
}

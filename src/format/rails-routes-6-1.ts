import { ArgumentError } from '../errors.js';
import { underscore } from '../inflection.js';
import type { Route } from '../route.js';
import { inspectHash } from './ruby-inspect.js';

// `rails routes` of Rails 6.1 (actionpack 6.1.7 ActionDispatch::Routing::RoutesInspector, ConsoleFormatter::Sheet
// and ::Expanded), byte for byte: test/cli/rails61-table holds what the real command prints for the same
// declarations (scripts/rails61-table.rb).

/** One line of the table: what the inspector's `RouteWrapper` gives for a route. */
export interface Row61 {
  readonly name: string;
  /** `GET`, `GET|POST`, or empty for a route of every verb. */
  readonly verb: string;
  readonly path: string;
  /** `posts#show {:id=>/\d+/}`, `redirect(301, /posts)`: the endpoint, then the requirements and defaults. */
  readonly reqs: string;
}

/** What the table is narrowed to: `-g` (`grep`) or `-c` (`controller`; it wins when both are given, as in 6.1). */
export interface Filter61 {
  readonly grep?: string | undefined;
  readonly controller?: string | undefined;
}

export interface Layout61 extends Filter61 {
  /** `--expanded`: one block per route. */
  readonly expanded?: boolean;
  /** The width of the expanded layout's `--[ Route n ]---` lines (the terminal's, 80 when there is none). */
  readonly columns?: number;
}

const GUIDE = 'For more information about routes, see the Rails guide: https://guides.rubyonrails.org/routing.html.';
const NO_ROUTES = "You don't have any routes defined!\n\nPlease add some routes in config/routes.rb.\n";

/** Rails' `/.+?/`, the requirement of an unconstrained glob or `:controller`, which the table leaves out. */
const isImplicit = (re: RegExp) => re.source === '.+?' && re.flags === '';

/**
 * `RouteWrapper#endpoint`: `controller#action` (a `:controller` / `:action` segment shows as such), or the
 * rack app's `inspect`: a redirect as `redirect(301, /path)` (`redirect(301)` when a function computes it), any
 * other function endpoint by its name.
 */
function endpoint(route: Route): string {
  const handler = route.endpoint as (((...args: never[]) => unknown) & { redirect?: unknown; status?: number }) | null;
  if (handler) {
    if (handler.redirect === undefined) return handler.name || '(handler)';
    return typeof handler.redirect === 'string' ? `redirect(${handler.status}, ${handler.redirect})` : `redirect(${handler.status})`;
  }
  return `${wrapperController(route) ?? ''}#${wrapperAction(route) ?? ''}`;
}

const wrapperController = (route: Route): string | null => (route.pattern.names.includes('controller') ? ':controller' : route.controller);
const wrapperAction = (route: Route): string | null => (route.pattern.names.includes('action') ? ':action' : route.action);

/**
 * `RouteWrapper#constraints`: Journey's `Route#requirements` (the defaults, then the path's requirements over
 * them, without `/.+?/`) less controller and action.
 */
function constraints(route: Route): Readonly<Record<string, unknown>> {
  const merged: Record<string, unknown> = { ...route.defaults, ...route.requirements };
  for (const [key, value] of Object.entries(merged)) {
    if (key === 'controller' || key === 'action' || (value instanceof RegExp && isImplicit(value))) delete merged[key];
  }
  return merged;
}

/** The table's rows, one per route. */
export function rows61(routes: readonly Route[]): Row61[] {
  return routes.map((route) => {
    const extra = constraints(route);
    return {
      name: route.name ?? '',
      verb: route.verbs.join('|'),
      path: route.path,
      reqs: Object.keys(extra).length ? `${endpoint(route)} ${inspectHash(extra)}` : endpoint(route),
    };
  });
}

/**
 * `ConsoleFormatter::Sheet`: a header, then names right-aligned, verbs and paths left-aligned. As in 6.1, the
 * rows are as wide as the widest cell or the header's word, the header as wide as the widest cell only.
 */
export function sheet61(rows: readonly Row61[]): string {
  const widest = (key: 'name' | 'verb' | 'path') => Math.max(0, ...rows.map((r) => r[key].length));
  const [name, verb, path] = [widest('name'), widest('verb'), widest('path')];
  const header = `${'Prefix'.padStart(name)} ${'Verb'.padEnd(verb)} ${'URI Pattern'.padEnd(path)} Controller#Action`;
  const [nameCol, verbCol, pathCol] = [Math.max(name, 'Prefix'.length), Math.max(verb, 'Verb'.length), Math.max(path, 'URI Pattern'.length)];
  return [header, ...rows.map((r) => `${r.name.padStart(nameCol)} ${r.verb.padEnd(verbCol)} ${r.path.padEnd(pathCol)} ${r.reqs}`)].join('\n');
}

/** `ConsoleFormatter::Expanded`: a `--[ Route n ]---` line as wide as `columns`, then one line per field. */
export function expanded61(rows: readonly Row61[], columns = 80): string {
  return rows
    .map((r, i) =>
      [
        `--[ Route ${i + 1} ]`.padEnd(columns, '-'),
        `Prefix            | ${r.name}`,
        `Verb              | ${r.verb}`,
        `URI               | ${r.path}`,
        `Controller#Action | ${r.reqs}`,
      ].join('\n'),
    )
    .join('\n');
}

/**
 * A pattern as Ruby reads `/#{pattern}/` in the inspector, in JavaScript: `\A`, `\z`, `\Z` anchors and the `\h`
 * hex class, which JavaScript spells otherwise; the rest of the two syntaxes agree on what people grep with.
 */
export function rubyPattern(pattern: string, option: string): RegExp {
  const source = pattern.replace(/\\(.)/g, (escape, c: string) => ({ A: '^', z: '$', Z: '$', h: '[0-9a-fA-F]', H: '[^0-9a-fA-F]' })[c] ?? escape);
  try {
    return new RegExp(source);
  } catch (error) {
    throw new ArgumentError(`${option} ${JSON.stringify(pattern)} is not a valid regular expression: ${(error as Error).message}`);
  }
}

/**
 * `RoutesInspector#filter_routes` after `normalize_filter`: `-c` matches the controller against the name given,
 * underscored and without `Controller` (`Admin::UsersController` → `admin/users`, part of the name is enough);
 * `-g` matches the name, verb, path, controller or action, each on its own (so `posts#index` matches nothing).
 */
export function filter61(routes: readonly Route[], filter: Filter61): readonly Route[] {
  const { grep, controller } = filter;
  if (controller !== undefined) {
    const wanted = rubyPattern(underscore(controller).replace(/_?controller$/, ''), '-c');
    return routes.filter((route) => test(wanted, wrapperController(route)));
  }
  if (grep === undefined) return routes;
  const wanted = rubyPattern(grep, '-g');
  return routes.filter((route) => [wrapperController(route), wrapperAction(route), route.verbs.join('|'), route.name ?? '', route.path].some((field) => test(wanted, field)));
}

const test = (re: RegExp, value: string | null) => value !== null && re.test(value);

/**
 * What `rails routes` prints (without the newline it ends with): the table in the sheet or expanded layout, or
 * the message 6.1 gives when there are no routes at all, or none for the controller or pattern asked.
 */
export function railsRoutes61(routes: readonly Route[], options: Layout61 = {}): string {
  const shown = filter61(routes, options);
  if (shown.length === 0) {
    const why = routes.length === 0 ? NO_ROUTES : options.controller !== undefined ? 'No routes were found for this controller.' : 'No routes were found for this grep pattern.';
    return `${why}\n${GUIDE}`;
  }
  const rows = rows61(shown);
  return options.expanded ? expanded61(rows, options.columns) : sheet61(rows);
}

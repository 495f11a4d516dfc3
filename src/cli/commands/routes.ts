import type { Route } from '../../route.js';
import { requiredPositional, stringOption, type Command } from '../command.js';
import { loadRouteSet } from '../load.js';
import { filter61, railsRoutes61 } from '../../format/rails-routes-6-1.js';
import { formatRouteTable, routeTarget, verbText } from '../../format/route-table.js';

function describeFilters(grep: string | undefined, controller: string | undefined): string {
  const parts = [grep !== undefined && `grep ${JSON.stringify(grep)}`, controller !== undefined && `controller ${JSON.stringify(controller)}`];
  return parts.filter(Boolean).join(' and ');
}

function asJson(routes: readonly Route[]): string {
  const rows = routes.map((r) => ({
    name: r.name,
    // The table's word (`ANY` for every verb), and the list for programs (empty for every verb).
    verb: verbText(r),
    verbs: r.verbs,
    path: r.path,
    controller: r.controller,
    action: r.action,
    requirements: Object.fromEntries(Object.entries(r.requirements).map(([k, v]) => [k, String(v)])),
    defaults: r.defaults,
  }));
  return JSON.stringify(rows, null, 2);
}

/**
 * The width of `--expanded`'s `--[ Route n ]---` lines: the terminal's, as Rails' `IO.console_size` (standard
 * error's when the output is piped, then `COLUMNS`), else 80.
 */
function terminalColumns(): number {
  return process.stdout.columns || process.stderr.columns || Number(process.env.COLUMNS) || 80;
}

/** The 3.2 layout's filters: `-c` names the controller exactly, `-g` is a substring of the row's text. */
function filter32(routes: readonly Route[], grep: string | undefined, controller: string | undefined): readonly Route[] {
  let shown = routes;
  if (controller !== undefined) shown = shown.filter((r) => r.controller === controller || r.controller === null);
  if (grep !== undefined) {
    const needle = grep.toLowerCase();
    shown = shown.filter((r) => `${r.name ?? ''} ${verbText(r)} ${r.path} ${routeTarget(r)}`.toLowerCase().includes(needle));
  }
  return shown;
}

/**
 * `resource-routing routes <module>`: the route table, as the route set's Rails version prints it: `rails routes`
 * of 6.1 (its layout, filters and messages), or `rake routes` of 3.2.
 */
export const routesCommand: Command = {
  name: 'routes',
  synopsis: 'routes <module>',
  summary: 'print the route table (like `rails routes`)',
  help: [
    '-g, --grep PATTERN     only routes whose name, verb, path, controller or action matches (6.1: a',
    '                       regexp, as rails routes -g; 3.2: text anywhere in the row)',
    '-c, --controller NAME  only routes of this controller (6.1: posts, PostsController, Admin::UsersController)',
    '-E, --expanded         one block per route, like `rails routes --expanded`',
    '    --json             the table as JSON',
    '    --export NAME      the export that holds the route set',
  ],
  options: {
    grep: { type: 'string', short: 'g' },
    controller: { type: 'string', short: 'c' },
    expanded: { type: 'boolean', short: 'E' },
    json: { type: 'boolean' },
    export: { type: 'string' },
  },
  async run(input) {
    const file = requiredPositional(input, 'routes', 'the routes module');
    const set = await loadRouteSet(file, stringOption(input, 'export'));
    const grep = stringOption(input, 'grep');
    const controller = stringOption(input, 'controller');
    const expanded = input.values.expanded === true;
    const is61 = set.profile?.version === '6.1';
    if (input.values.json) {
      console.log(asJson(is61 ? filter61(set.routes, { grep, controller }) : filter32(set.routes, grep, controller)));
    } else if (is61) {
      console.log(railsRoutes61(set.routes, { grep, controller, expanded, columns: terminalColumns() }));
    } else {
      const routes = filter32(set.routes, grep, controller);
      // Say why the table is empty instead of printing an empty line.
      if (routes.length === 0) console.log(set.routes.length === 0 ? `${file} defines no routes.` : `No routes match ${describeFilters(grep, controller)}.`);
      else console.log(formatRouteTable(routes, { expanded, columns: terminalColumns() }));
    }
    return 0;
  },
};

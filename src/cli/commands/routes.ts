import type { Route } from '../../route.js';
import { requiredPositional, stringOption, type Command } from '../command.js';
import { loadRouteSet } from '../load.js';
import { formatExpandedRouteTable, formatRouteTable, routeTarget, verbText } from '../table.js';

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

/** `resource-routing routes <module>`: the route table, like `rails routes`. */
export const routesCommand: Command = {
  name: 'routes',
  synopsis: 'routes <module>',
  summary: 'print the route table (like `rails routes`)',
  help: [
    '-g, --grep TEXT        only routes whose name, verb, path or target contains TEXT',
    '-c, --controller NAME  only routes of this controller',
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
    let routes = set.routes;
    if (controller !== undefined) routes = routes.filter((r) => r.controller === controller || r.controller === null);
    if (grep !== undefined) {
      const needle = grep.toLowerCase();
      routes = routes.filter((r) => `${r.name ?? ''} ${verbText(r)} ${r.path} ${routeTarget(r)}`.toLowerCase().includes(needle));
    }
    if (input.values.json) {
      console.log(asJson(routes));
    } else if (routes.length === 0) {
      // As `rails routes`: say why the table is empty instead of printing an empty line.
      console.log(set.routes.length === 0 ? `${file} defines no routes.` : `No routes match ${describeFilters(grep, controller)}.`);
    } else {
      console.log(input.values.expanded ? formatExpandedRouteTable(routes, process.stdout.columns) : formatRouteTable(routes));
    }
    return 0;
  },
};

import type { Route } from '../route.js';

const describeRegExp = (re: RegExp) => `/${re.source}/${re.flags}`;

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
    verb: route.verbs.length ? route.verbs.join('|') : 'ANY',
    path: route.path,
    target: routeTarget(route),
  }));
}

/**
 * The route table in the layout of `rails routes`: name (right-aligned, only on the first route of a
 * name's run), verb, path, target.
 */
export function formatRouteTable(routes: readonly Route[]): string {
  const table = rows(routes);
  const width = (key: 'name' | 'verb' | 'path') => Math.max(0, ...table.map((r) => r[key].length));
  const [name, verb, path] = [width('name'), width('verb'), width('path')];
  return table.map((r) => `${r.name.padStart(name)} ${r.verb.padEnd(verb)} ${r.path.padEnd(path)} ${r.target}`.trimEnd()).join('\n');
}

/**
 * The layout of `rails routes --expanded`: one block per route under a `--[ Route n ]---` header as wide as the
 * terminal (80 columns when it is not one).
 */
export function formatExpandedRouteTable(routes: readonly Route[], columns = 80): string {
  return rows(routes)
    .map((r, i) =>
      [
        `--[ Route ${i + 1} ]`.padEnd(columns, '-'),
        `Prefix            | ${r.name}`,
        `Verb              | ${r.verb}`,
        `URI               | ${r.path}`,
        `Controller#Action | ${r.target}`,
      ].join('\n'),
    )
    .join('\n');
}

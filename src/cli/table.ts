import type { Route } from '../route.js';

const describeRegExp = (re: RegExp) => `/${re.source}/${re.flags}`;

/** `controller#action`, then requirements and extra defaults as `rails routes` shows them. */
function target(route: Route): string {
  let out = `${route.controller ?? ':controller'}#${route.action ?? ':action'}`;
  if (route.endpoint) out = '(handler)';
  const extras = [
    ...Object.entries(route.requirements).map(([k, v]) => `${k}: ${describeRegExp(v)}`),
    ...Object.entries(route.defaults).map(([k, v]) => `${k}: ${JSON.stringify(v)}`),
    ...Object.entries(route.conditions).map(([k, v]) => `${k}: ${v instanceof RegExp ? describeRegExp(v) : JSON.stringify(v)}`),
  ];
  return extras.length ? `${out} {${extras.join(', ')}}` : out;
}

/**
 * The route table in the layout of `rails routes`: name (right-aligned, only on the first route of a
 * name's run), verb, path, target.
 */
export function formatRouteTable(routes: readonly Route[]): string {
  const rows = routes.map((route, i) => ({
    name: route.name && routes[i - 1]?.name !== route.name ? route.name : '',
    verb: route.verbs.length ? route.verbs.join('|') : 'ANY',
    path: route.path,
    target: target(route),
  }));
  const width = (key: 'name' | 'verb' | 'path') => Math.max(0, ...rows.map((r) => r[key].length));
  const [name, verb, path] = [width('name'), width('verb'), width('path')];
  return rows.map((r) => `${r.name.padStart(name)} ${r.verb.padEnd(verb)} ${r.path.padEnd(path)} ${r.target}`.trimEnd()).join('\n');
}

#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { routeHelperDeclarations } from './declarations.js';
import { IMPORT_USAGE, runImport } from './import-command.js';
import { loadRouteSet } from './load.js';
import { formatRouteTable } from './table.js';

const USAGE = `usage: resource-routing <command> <module> [options]

Commands:
  routes <module>   print the route table (like \`rails routes\`)
      -g, --grep TEXT        only routes whose name, verb, path or target contains TEXT
      -c, --controller NAME  only routes of this controller
          --json             the table as JSON
  types <module>    write TypeScript declarations of the URL helpers
      -o, --out FILE         write to FILE instead of standard output
          --name NAME        interface name (default AppRouteHelpers)
          --import-from P    where HelperOptions / ParamValue come from (default resource-routing)
${IMPORT_USAGE}

<module> is a JavaScript module that exports a RouteSet (as default, as \`routes\`, or name it with --export NAME).`;

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'import') return runImport(argv.slice(1));
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      grep: { type: 'string', short: 'g' },
      controller: { type: 'string', short: 'c' },
      json: { type: 'boolean' },
      out: { type: 'string', short: 'o' },
      name: { type: 'string' },
      'import-from': { type: 'string' },
      export: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, file] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 1;
  }
  if (!file || !['routes', 'types'].includes(command)) {
    console.error(command && !['routes', 'types'].includes(command) ? `unknown command ${JSON.stringify(command)}\n\n${USAGE}` : USAGE);
    return 1;
  }
  const set = await loadRouteSet(file, values.export);

  if (command === 'routes') {
    let routes = set.routes;
    if (values.controller) routes = routes.filter((r) => r.controller === values.controller || r.controller === null);
    if (values.grep) {
      const needle = values.grep.toLowerCase();
      routes = routes.filter((r) => `${r.name ?? ''} ${r.verbs.join('|')} ${r.path} ${r.controller}#${r.action}`.toLowerCase().includes(needle));
    }
    if (values.json) {
      const rows = routes.map((r) => ({ name: r.name, verb: r.verb, path: r.path, controller: r.controller, action: r.action, requirements: Object.fromEntries(Object.entries(r.requirements).map(([k, v]) => [k, String(v)])), defaults: r.defaults }));
      console.log(JSON.stringify(rows, null, 2));
    } else {
      console.log(formatRouteTable(routes));
    }
    return 0;
  }

  const text = routeHelperDeclarations(set.namedRoutes, { interfaceName: values.name, importFrom: values['import-from'], source: file });
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`resource-routing: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

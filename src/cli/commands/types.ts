import { writeFileSync } from 'node:fs';
import { routeHelperDeclarations } from '../declarations.js';
import { requiredPositional, stringOption, UsageError, type Command } from '../command.js';
import { loadRouteSet } from '../load.js';

/** A TypeScript identifier the declarations can name their interface with (ASCII; reserved words excluded). */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with implements interface let package private protected public static yield any boolean number string symbol never unknown object undefined'.split(' '),
);

/** `resource-routing types <module>`: TypeScript declarations of the URL helpers. */
export const typesCommand: Command = {
  name: 'types',
  synopsis: 'types <module>',
  summary: 'write TypeScript declarations of the URL helpers',
  help: [
    '-o, --out FILE         write to FILE instead of standard output',
    '    --name NAME        interface name (default AppRouteHelpers)',
    '    --import-from P    where HelperOptions / HelperParam come from (default resource-routing)',
    '    --export NAME      the export that holds the route set',
  ],
  options: {
    out: { type: 'string', short: 'o' },
    name: { type: 'string' },
    'import-from': { type: 'string' },
    export: { type: 'string' },
  },
  async run(input) {
    const file = requiredPositional(input, 'types', 'the routes module');
    const name = stringOption(input, 'name');
    if (name !== undefined && (!IDENTIFIER.test(name) || RESERVED.has(name))) {
      throw new UsageError(`--name must be a TypeScript identifier such as AppRouteHelpers, got ${JSON.stringify(name)}`);
    }
    const set = await loadRouteSet(file, stringOption(input, 'export'));
    const text = routeHelperDeclarations(set.namedRoutes, {
      interfaceName: name,
      importFrom: stringOption(input, 'import-from'),
      source: file,
      directs: set.directHelpers?.keys(),
    });
    const out = stringOption(input, 'out');
    if (out) writeFileSync(out, text);
    else process.stdout.write(text);
    return 0;
  },
};

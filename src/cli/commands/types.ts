import { controllerDeclarations, routeHelperDeclarations } from '../declarations.js';
import { requiredPositional, stringOption, UsageError, writeOutput, type Command, type CommandInput } from '../command.js';
import { loadRouteSet } from '../load.js';

/** A TypeScript identifier the declarations can name their interface with (ASCII; reserved words excluded). */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with implements interface let package private protected public static yield any boolean number string symbol never unknown object undefined'.split(' '),
);

/** An option naming an interface: a TypeScript identifier, or a usage error. */
function identifierOption(input: CommandInput, option: string, example: string): string | undefined {
  const name = stringOption(input, option);
  if (name !== undefined && (!IDENTIFIER.test(name) || RESERVED.has(name))) {
    throw new UsageError(`--${option} must be a TypeScript identifier such as ${example}, got ${JSON.stringify(name)}`);
  }
  return name;
}

/** `resource-routing types <module>`: TypeScript declarations of the URL helpers. */
export const typesCommand: Command = {
  name: 'types',
  synopsis: 'types <module>',
  summary: 'write TypeScript declarations of the URL helpers and of each controller#action\'s params',
  help: [
    '-o, --out FILE         write to FILE instead of standard output',
    '    --name NAME        helpers interface name (default AppRouteHelpers)',
    '    --controllers-name NAME   controllers interface name (default AppControllers)',
    '    --import-from P    where HelperOptions / HelperParam come from (default resource-routing)',
    '    --export NAME      the export that holds the route set',
  ],
  options: {
    out: { type: 'string', short: 'o' },
    name: { type: 'string' },
    'controllers-name': { type: 'string' },
    'import-from': { type: 'string' },
    export: { type: 'string' },
  },
  async run(input) {
    const file = requiredPositional(input, 'types', 'the routes module');
    const name = identifierOption(input, 'name', 'AppRouteHelpers');
    const controllersName = identifierOption(input, 'controllers-name', 'AppControllers');
    if (name !== undefined && name === controllersName) throw new UsageError(`--name and --controllers-name must differ, both are ${JSON.stringify(name)}`);
    const set = await loadRouteSet(file, stringOption(input, 'export'));
    const options = {
      interfaceName: name,
      controllersInterfaceName: controllersName,
      importFrom: stringOption(input, 'import-from'),
      source: file,
      directs: set.directHelpers?.keys(),
    };
    const text = `${routeHelperDeclarations(set.namedRoutes, options)}
${controllerDeclarations(set.routes, options)}`;
    const out = stringOption(input, 'out');
    if (out) writeOutput(out, text);
    else process.stdout.write(text);
    return 0;
  },
};

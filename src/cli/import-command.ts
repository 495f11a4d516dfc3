import { readFileSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { convertRoutes } from '../import/convert.js';
import type { Todo } from '../import/declarations.js';
import { drawConvertedModule } from '../import/draw-module.js';
import { emitModule } from '../import/emit.js';
import { diffTables, formatDifferences, parseRouteTable, routeRows } from '../import/route-table.js';

export const IMPORT_USAGE = `  import <routes.rb>  convert a Rails routes file (block or map style) into a module exporting a RouteSet
      -o, --out FILE         write the module to FILE: .ts is TypeScript, .mjs / .js JavaScript (default: stdout, TypeScript)
          --strict           fail when anything could not be converted (each is listed on stderr either way)
          --check TABLE      draw the converted routes and diff them with a saved \`rake routes\` / \`rails routes\` output
          --style STYLE      block or map: read a file of bare declarations (no draw block) in that style
          --import-from P    where RouteSet is imported from (default resource-routing)`;

/** `resource-routing import`: returns the exit code. */
export async function runImport(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string', short: 'o' },
      strict: { type: 'boolean' },
      check: { type: 'string' },
      style: { type: 'string' },
      'import-from': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [file, ...extra] = positionals;
  if (values.help || !file || extra.length) {
    (values.help ? console.log : console.error)(`usage: resource-routing import <routes.rb> [options]\n\n${IMPORT_USAGE}`);
    return values.help ? 0 : 1;
  }
  const style = values.style;
  if (style !== undefined && style !== 'block' && style !== 'map') throw new Error(`--style must be block or map, got ${JSON.stringify(style)}`);
  const out = values.out;
  if (out && !['.ts', '.mts', '.js', '.mjs'].includes(extname(out))) throw new Error(`--out ${out}: the extension must be .ts, .mts, .js or .mjs (it picks TypeScript or JavaScript)`);

  const converted = await convertRoutes(readFileSync(file, 'utf8'), file, style);
  for (const todo of converted.todos) console.error(todoLine(file, todo));
  const calls = converted.drawings.length;
  console.error(`${file}: ${calls} draw block${calls === 1 ? '' : 's'} converted; ${converted.todos.length} TODO(import)${converted.todos.length ? ' (listed above)' : ''}`);
  if (values.strict && converted.todos.length) {
    console.error(`--strict: ${converted.todos.length} construct${converted.todos.length === 1 ? '' : 's'} could not be converted; nothing written`);
    return 1;
  }
  const common = { sourceName: file, importFrom: values['import-from'] };
  const text = emitModule(converted, { ...common, typescript: !out || /\.m?ts$/.test(out) });
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);

  if (values.check === undefined) return 0;
  const set = drawConvertedModule(emitModule(converted, { ...common, typescript: false }));
  const { differences, endpoints } = diffTables(parseRouteTable(readFileSync(values.check, 'utf8')), routeRows(set.routes));
  for (const row of endpoints) console.error(`check: not imported (served by ${row.target} in Rails; see the TODO(import) comments): ${row.verb || 'ANY'} ${row.path}`);
  if (!differences.length) {
    console.error(`check: the imported routes (${set.routes.length}) match ${values.check}`);
    return 0;
  }
  console.error(`check: ${differences.length} difference${differences.length === 1 ? '' : 's'} with ${values.check} (- only in the saved table, + only in the imported routes):`);
  for (const line of formatDifferences(differences)) console.error(`  ${line}`);
  return 1;
}

function todoLine(file: string, todo: Todo): string {
  const where = todo.lastLine > todo.line ? `${todo.line}-${todo.lastLine}` : `${todo.line}`;
  return `${file}:${where}: TODO(import): ${todo.reason}\n    ${todo.source[0]?.trim() ?? ''}${todo.source.length > 1 ? ' …' : ''}`;
}

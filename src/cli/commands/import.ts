import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { convertRoutes } from '../../import/convert.js';
import type { Todo } from '../../import/declarations.js';
import { drawConvertedModule } from '../../import/draw-module.js';
import { emitModule } from '../../import/emit.js';
import { chooseRailsVersion, type ChosenVersion } from '../../import/rails-version.js';
import type { RailsVersion } from '../../profile/profile.js';
import { diffTables, formatDifferences, parseRouteTable, routeRows } from '../../import/route-table.js';
import { requiredPositional, stringOption, UsageError, writeOutput, type Command } from '../command.js';

/** `resource-routing import <routes.rb>`: a Rails routes file (block or map style) as a routes module. */
export const importCommand: Command = {
  name: 'import',
  synopsis: 'import <file.rb>',
  summary: 'convert a Rails routes file (block or map style) into a module exporting a RouteSet',
  help: [
    '-o, --out FILE         write the module to FILE: .ts is TypeScript, .mjs / .js JavaScript (default: stdout, TypeScript)',
    '    --strict           fail when anything could not be converted (each is listed on stderr either way)',
    '    --check TABLE      draw the converted routes and diff them with a saved `rake routes` / `rails routes` output',
    '    --style STYLE      block or map: read a file of bare declarations (no draw block) in that style',
    '    --rails VERSION    the Rails version the file was written for: 6.1 (any 4+) or 3.2 (default: the version the',
    "                       app's Gemfile.lock locks, found walking up from the file; else 3.2)",
    '    --env NAME         the Rails environment `if Rails.env.production?` is read in, with no ENV variable set',
    '                       (default production)',
    '    --import-from P    where RouteSet is imported from (default resource-routing)',
  ],
  options: {
    out: { type: 'string', short: 'o' },
    strict: { type: 'boolean' },
    check: { type: 'string' },
    style: { type: 'string' },
    rails: { type: 'string' },
    env: { type: 'string' },
    'import-from': { type: 'string' },
  },
  async run(input) {
    const file = requiredPositional(input, 'import', 'the routes file');
    const style = stringOption(input, 'style');
    if (style !== undefined && style !== 'block' && style !== 'map') throw new UsageError(`--style must be block or map, got ${JSON.stringify(style)}`);
    const out = stringOption(input, 'out');
    if (out && !['.ts', '.mts', '.js', '.mjs'].includes(extname(out))) {
      throw new UsageError(`--out ${out}: the extension must be .ts, .mts, .js or .mjs (it picks TypeScript or JavaScript)`);
    }
    const check = stringOption(input, 'check');

    let chosen: ChosenVersion;
    try {
      chosen = chooseRailsVersion(file, stringOption(input, 'rails'));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    console.error(`${file}: Rails ${chosen.rails} (${chosen.reason})`);
    const converted = await convertRoutes(readFileSync(file, 'utf8'), file, style, { rails: chosen.rails, railsEnv: stringOption(input, 'env') ?? 'production' });
    for (const todo of converted.todos) console.error(todoLine(file, todo));
    const { todos, drawings } = converted;
    console.error(`${file}: ${drawings.length} draw block${drawings.length === 1 ? '' : 's'} converted; ${todos.length} TODO(import)${todos.length ? ' (listed above)' : ''}`);
    if (input.values.strict && todos.length) {
      console.error(`--strict: ${todos.length} construct${todos.length === 1 ? '' : 's'} could not be converted; nothing written`);
      return 1;
    }
    const common = { sourceName: file, importFrom: stringOption(input, 'import-from'), rails: chosen.rails };
    const text = emitModule(converted, { ...common, typescript: !out || /\.m?ts$/.test(out) });
    if (out) writeOutput(out, text);
    else process.stdout.write(text);
    return check === undefined ? 0 : checkTable(emitModule(converted, { ...common, typescript: false }), check, chosen.rails);
  },
};

/** `--check`: the converted module's table against the saved one; 1 on any difference. */
function checkTable(code: string, tableFile: string, rails: RailsVersion): number {
  const set = drawConvertedModule(code);
  const { differences, endpoints } = diffTables(parseRouteTable(readFileSync(tableFile, 'utf8'), rails), routeRows(set.routes));
  for (const row of endpoints) console.error(`check: not imported (served by ${row.target} in Rails; see the TODO(import) comments): ${row.verb || 'ANY'} ${row.path}`);
  if (!differences.length) {
    console.error(`check: the imported routes (${set.routes.length}) match ${tableFile}`);
    return 0;
  }
  console.error(`check: ${differences.length} difference${differences.length === 1 ? '' : 's'} with ${tableFile} (- only in the saved table, + only in the imported routes):`);
  for (const line of formatDifferences(differences)) console.error(`  ${line}`);
  return 1;
}

function todoLine(file: string, todo: Todo): string {
  const where = todo.lastLine > todo.line ? `${todo.line}-${todo.lastLine}` : `${todo.line}`;
  return `${todo.file ?? file}:${where}: TODO(import): ${todo.reason}\n    ${todo.source[0]?.trim() ?? ''}${todo.source.length > 1 ? ' …' : ''}`;
}

#!/usr/bin/env node
// Asks the Rails oracle (../shared/oracle, Rails 6.1 normalized to 3.2) for the route table of block-style
// routes files, and saves it next to each file as <name>.rails-routes.json for test/import/apps.test.ts.
// The file is converted by the importer; the converted declarations are handed to the oracle as a scenario
// (conformance/SCHEMA.md), so Rails draws exactly the calls the importer kept (TODO lines are left out).
// usage: npm run build && node scripts/import-oracle.mjs test/import/fixtures/apps/*-3.2.rb
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const oracle = resolve(import.meta.dirname, '../../shared/oracle/normalize.mjs');
const { prepareScenario, runOracle, normalizeRoutes, renameDuplicateAs, restoreDuplicateNames } = await import(pathToFileURL(oracle).href);
const { convertRoutes } = await import('../dist/import/convert.js');
const { RubyHash, RubyRegExp } = await import('../dist/import/ruby-values.js');

const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const json = (v) =>
  v instanceof RubyRegExp ? { regexp: v.source } : v instanceof RubyHash ? Object.fromEntries(v.entries.map(([k, x]) => [k, json(x)])) : Array.isArray(v) ? v.map(json) : v;

/** Converted declarations → scenario calls (Ruby method and option names, as the oracle plays them). */
function calls(declarations) {
  return declarations.flatMap((d) => {
    if (d.kind !== 'call') return [];
    const args = [...d.args];
    const options = args[args.length - 1] instanceof RubyHash ? args.pop() : null;
    return [{ call: snake(d.method), ...(args.length ? { args: args.map(json) } : {}), ...(options ? { options: json(options) } : {}), ...(d.block ? { block: calls(d.block.body) } : {}) }];
  });
}

for (const file of process.argv.slice(2)) {
  const converted = await convertRoutes(readFileSync(file, 'utf8'), file);
  if (converted.drawings.some((d) => d.style !== 'block')) throw new Error(`${file}: the oracle draws block-style routes only`);
  const draw = converted.drawings.flatMap((d) => calls(d.body));
  const notes = [];
  let answer = runOracle(prepareScenario({ name: basename(file), style: 'block', draw }, notes));
  // 3.2 let an explicit name be declared twice (the helper takes the last); 6.1 raises: draw the earlier
  // ones under a marked name and take the mark out of the table again.
  for (let taken; (taken = /already in use: '([^']+)'/.exec(answer.draw_error?.message ?? '')?.[1]); ) {
    if (!renameDuplicateAs(draw, taken, notes)) break;
    answer = runOracle(prepareScenario({ name: basename(file), style: 'block', draw }, notes));
  }
  if (answer.draw_error) throw new Error(`${file}: Rails could not draw it: ${answer.draw_error.message}`);
  const routes = normalizeRoutes(restoreDuplicateNames(answer.routes), notes, draw).map(({ verb, path, controller, action, name }) => ({ verb, path, controller, action, name }));
  const out = file.replace(/\.rb$/, '.rails-routes.json');
  writeFileSync(out, `${JSON.stringify({ source: basename(file), rails: `${answer.rails}, normalized to 3.2 by the oracle`, notes: [...new Set(notes)], routes }, null, 1)}\n`);
  console.log(`${out}: ${routes.length} routes`);
}

#!/usr/bin/env node
// One-command report of the Rails 6.1 scenarios against the library: failures grouped by kind (route table,
// recognition, generation, draw error), the most common differences first, each with its first differing
// detail, so the profile's work can go down the list.
//
//   node test/oracle61/report.mjs [--dist] [--set corpus|fuzz|...] [--only TEXT] [--kind KIND] [--all] [--strict] [--record]
//
// --dist    the built library (dist/core.js, what run.mjs sees) instead of src/ (through tsx, no build needed)
// --set     one set (a folder of test/oracle61/scenarios); --only: scenario files whose name holds TEXT
// --kind    one kind; --all: every failure of every scenario, not the first
// --strict  list the strict-only failures too (checks run.mjs does not make: README.md)
// --record  rewrite test/oracle61/passing.txt with what passes now
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { check } from './runner.mjs';
import { loadScenarios, readPassing, writePassing } from './scenarios.mjs';

const argv = process.argv.slice(2);
const flag = (f) => argv.includes(f);
const valueOf = (f) => (argv.includes(f) ? argv[argv.indexOf(f) + 1] : undefined);
const root = resolve(import.meta.dirname, '../..');

const lib = flag('--dist')
  ? await import(pathToFileURL(join(root, 'dist/core.js')).href)
  : await (await import('tsx/esm/api')).tsImport(pathToFileURL(join(root, 'src/core.ts')).href, import.meta.url);

let all = loadScenarios();
const set = valueOf('--set');
if (set) all = all.filter((x) => x.set === set);
const only = valueOf('--only');
if (only) all = all.filter((x) => x.file.includes(only));

const passing = readPassing();
const results = all.map((x) => ({ ...x, fails: check(lib, x.scenario) }));
const failed = results.filter((r) => r.fails.length);
const strictOnly = failed.filter((r) => r.fails.every((f) => f.strict));

// A difference's signature: its kind and the shape of the detail with values taken out, so that one cause
// seen in many scenarios is one line of the summary.
const signature = (f) =>
  `${f.kind}${f.strict ? ' (strict)' : ''}: ${f.detail
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\{[^{}]*\}/g, '{…}')
    .replace(/#\d+/g, '#n')
    .replace(/\d+ rows, want \d+/, 'n rows, want m')
    .replace(/(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \S+/g, '$1 path')
    .replace(/\w+_(path|url)\(/g, 'helper(')
    .replace(/got \S+ want \S+/g, 'got … want …')
    .slice(0, 150)}`;

const kindWanted = valueOf('--kind');
const showStrict = flag('--strict');
const groups = new Map();
for (const r of failed) {
  const fails = r.fails.filter((f) => (showStrict || !f.strict) && (!kindWanted || f.kind === kindWanted));
  if (!fails.length) continue;
  const first = fails[0];
  const key = first.kind;
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push({ ...r, shown: flag('--all') ? fails : [first], sig: signature(first) });
}
for (const [kind, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`\n== ${kind}: ${list.length} scenario(s) fail first on it ==`);
  const bySig = new Map();
  for (const r of list) (bySig.get(r.sig) ?? bySig.set(r.sig, []).get(r.sig)).push(r);
  for (const [sig, rs] of [...bySig].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  ${rs.length} × ${sig}`);
    for (const r of rs.slice(0, flag('--all') ? rs.length : 3)) {
      console.log(`     ${r.set}/${r.file}`);
      for (const f of r.shown) console.log(`        ${f.strict ? '[strict] ' : ''}${f.detail.slice(0, 400)}`);
    }
    if (!flag('--all') && rs.length > 3) console.log(`     … and ${rs.length - 3} more (--all)`);
  }
}

const regressions = results.filter((r) => r.fails.length && passing.has(r.file));
const fresh = results.filter((r) => !r.fails.length && !passing.has(r.file));
const sets = [...new Set(results.map((r) => r.set))].map((s) => {
  const rs = results.filter((r) => r.set === s);
  return `${s} ${rs.filter((r) => !r.fails.length).length}/${rs.length}`;
});
console.log(`\noracle61: ${results.length - failed.length} passed, ${failed.length} failed of ${results.length} (${sets.join(', ')}); ${strictOnly.length} of the failures fail only strict checks`);
console.log(`oracle61: ${regressions.length} recorded as passing fail now${regressions.length ? `: ${regressions.map((r) => r.file).join(' ')}` : ''}; ${fresh.length} pass and are not recorded yet${fresh.length && !flag('--record') ? ' (--record)' : ''}`);
if (flag('--record')) {
  if (set || only) {
    console.error('--record rewrites the whole list: run it without --set / --only');
    process.exit(2);
  }
  writePassing(results.filter((r) => !r.fails.length).map((r) => r.file));
  console.log(`oracle61: recorded ${results.length - failed.length} passing scenarios in test/oracle61/passing.txt`);
}
process.exit(regressions.length ? 1 : 0);

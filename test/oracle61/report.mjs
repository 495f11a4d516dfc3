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
// --dir     scenarios from another folder (e.g. more seeds written by make-scenarios.mjs to /tmp) instead of the committed ones
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

let all = loadScenarios(valueOf('--dir') ? resolve(valueOf('--dir')) : undefined);
const set = valueOf('--set');
if (set) all = all.filter((x) => x.set === set);
const only = valueOf('--only');
if (only) all = all.filter((x) => x.file.includes(only));

const passing = readPassing();
const results = all.map((x) => ({ ...x, fails: check(lib, x.scenario) }));
const failed = results.filter((r) => r.fails.length);
const strictOnly = failed.filter((r) => r.fails.every((f) => f.strict));

// A difference's signature: its kind and facet (runner.mjs: what differs, without the scenario's own names
// and values), so that one cause seen in many scenarios is one line of the summary.
const signature = (f) => `${f.kind}${f.strict ? ' (strict)' : ''}: ${f.facet ?? f.detail.replace(/"[^"]*"/g, '"…"').slice(0, 150)}`;

const kindWanted = valueOf('--kind');
const showStrict = flag('--strict');
// kind → signature → the scenarios that show it (a scenario counts once per signature, under each it shows)
const groups = new Map();
for (const r of failed) {
  const fails = r.fails.filter((f) => (showStrict || !f.strict) && (!kindWanted || f.kind === kindWanted));
  const seen = new Set();
  for (const f of fails) {
    const sig = signature(f);
    if (seen.has(sig)) continue;
    seen.add(sig);
    if (!groups.has(f.kind)) groups.set(f.kind, new Map());
    const bySig = groups.get(f.kind);
    if (!bySig.has(sig)) bySig.set(sig, []);
    bySig.get(sig).push({ ...r, first: f, shown: flag('--all') ? fails.filter((x) => signature(x) === sig) : [f] });
  }
}
const scenariosOf = (bySig) => new Set([...bySig.values()].flat().map((r) => r.file)).size;
for (const [kind, bySig] of [...groups].sort((a, b) => scenariosOf(b[1]) - scenariosOf(a[1]))) {
  console.log(`\n== ${kind}: ${scenariosOf(bySig)} scenario(s) ==`);
  for (const [sig, rs] of [...bySig].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  ${rs.length} × ${sig}`);
    for (const r of rs.slice(0, flag('--all') ? rs.length : 2)) {
      console.log(`     ${r.set}/${r.file}`);
      for (const f of r.shown) console.log(`        ${f.strict ? '[strict] ' : ''}${f.detail.slice(0, 400)}`);
    }
    if (!flag('--all') && rs.length > 2) console.log(`     … and ${rs.length - 2} more (--all)`);
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
  if (set || only || valueOf('--dir')) {
    console.error('--record rewrites the whole list of the committed scenarios: run it without --set / --only / --dir');
    process.exit(2);
  }
  writePassing(results.filter((r) => !r.fails.length).map((r) => r.file));
  console.log(`oracle61: recorded ${results.length - failed.length} passing scenarios in test/oracle61/passing.txt`);
}
process.exit(regressions.length ? 1 : 0);

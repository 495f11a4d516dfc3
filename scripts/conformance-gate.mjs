#!/usr/bin/env node
// Runs the conformance corpus against the built library and compares with the scenarios this project
// records as passing (test/conformance-passing.txt). A recorded scenario that fails is fatal; a scenario
// the list does not know yet is reported, not fatal, until the work takes it on.
//
// usage: node scripts/conformance-gate.mjs [SCENARIO_DIR] [--record]
//   --record  rewrites the list with the scenarios that pass now (after deliberate progress)
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const record = args.includes('--record');
const dir = resolve(root, args.find((a) => !a.startsWith('--')) ?? '../shared/conformance/scenarios');
const listFile = join(root, 'test/conformance-passing.txt');
const runner = resolve(dir, '../run.mjs');

const collect = (d) =>
  readdirSync(d).sort().flatMap((f) => {
    const p = join(d, f);
    return statSync(p).isDirectory() ? collect(p) : f.endsWith('.json') ? [basename(f)] : [];
  });
const all = collect(dir);
const run = spawnSync(process.execPath, [runner, root, dir], { encoding: 'utf8', maxBuffer: 64 << 20 });
if (run.error || !/conformance: \d+ passed/.test(run.stdout)) {
  console.error(run.stdout, run.stderr, run.error ?? '');
  console.error('conformance gate: the runner did not finish');
  process.exit(2);
}
const failed = new Set([...run.stdout.matchAll(/^FAIL (\S+\.json) /gm)].map((m) => m[1]));
const passing = all.filter((f) => !failed.has(f));

if (record) {
  writeFileSync(listFile, `${passing.join('\n')}\n`);
  console.log(`conformance gate: recorded ${passing.length} passing of ${all.length}`);
  process.exit(0);
}

const recorded = new Set(existsSync(listFile) ? readFileSync(listFile, 'utf8').split('\n').filter(Boolean) : []);
const regressions = [...recorded].filter((f) => failed.has(f));
const fresh = all.filter((f) => !recorded.has(f));
const missing = [...recorded].filter((f) => !all.includes(f));

for (const f of regressions) {
  const block = run.stdout.split('\n');
  const at = block.findIndex((l) => l.startsWith(`FAIL ${f} `));
  console.log(block.slice(at, at + 4).join('\n'));
}
if (fresh.length) {
  console.log(`conformance gate: ${fresh.length} scenario(s) not in the list yet:`);
  for (const f of fresh) console.log(`  ${failed.has(f) ? 'failing' : 'passing'}  ${f}`);
}
if (missing.length) console.log(`conformance gate: ${missing.length} recorded scenario(s) are no longer in the corpus`);
console.log(`conformance gate: ${passing.length} passed, ${failed.size} failed of ${all.length}; ${regressions.length} recorded scenario(s) regressed`);
process.exit(regressions.length ? 1 : 0);

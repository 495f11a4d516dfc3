#!/usr/bin/env node
// Differential testing of the block-style DSL against the Rails oracle (../../../shared/oracle).
//
//   node test/oracle/differential.mjs [--build] [--verbose] [--save FILE] [--only TEXT] PROBES...
//
// PROBES are scenario files (SCHEMA.md, style "block"; a file may hold one scenario or an array), directories
// of them, or .mjs modules whose default export is an array of scenarios (or a function returning one).
// A probe needs `name` and `draw`; `recognize` / `generate` entries need no expectations. A probe with
// `"auto": true` gets requests and helper calls derived from the library's route table (derive.mjs).
//
// For every probe the library's answers (replay.mjs, against dist/index.js) become the expectations of a
// scenario that compare.mjs checks against Rails 6.1 normalized to 3.2, so every 3.2/6.1 normalization and
// hint of the oracle applies unchanged. Prints the differences per probe and a last line
//   differential: A agree, D disagree, H hinted and K known 3.2/6.1 differences (not judged), G normalizer gaps, ...
// Probes with hints (oracle README) or known differences (known-differences.mjs) are not judged: 3.2 and 6.1
// differ there, so they are settled by hand against 3.2.
// --save FILE writes every agreeing, unhinted probe with its expectations filled in, one JSON object a line,
// gzipped (test/oracle/probes.jsonl.gz, replayed by probes.test.ts): 1,700 probes are 7 MB as text, 0.4 MB so.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deriveHelpers, deriveRequests } from './derive.mjs';
import { isControllerCaseOnly, isSingularNameGap, knownDeviations, knownDifferences } from './known-differences.mjs';
import { comparisonScenario } from './rails61-view.mjs';
import { observe } from './replay.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const oracleDir = process.env.ORACLE_DIR ?? resolve(root, '../shared/oracle');

const argv = process.argv.slice(2);
const flag = (f) => argv.includes(f);
const valueOf = (f) => (argv.includes(f) ? argv[argv.indexOf(f) + 1] : undefined);
const saveDir = valueOf('--save');
const only = valueOf('--only');
const targets = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--save' && argv[i - 1] !== '--only');
if (!targets.length) {
  console.error('usage: node test/oracle/differential.mjs [--build] [--verbose] [--save DIR] [--only TEXT] PROBES...');
  process.exit(2);
}

if (flag('--build')) {
  const b = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}
const lib = await import(pathToFileURL(join(root, 'dist/index.js')).href);

async function load(target) {
  if (statSync(target).isDirectory()) {
    // files starting with _ are helpers of the probe modules, not probes
    const entries = readdirSync(target).sort().filter((f) => !f.startsWith('_')).map((f) => join(target, f));
    return (await Promise.all(entries.filter((f) => statSync(f).isDirectory() || /\.(json|mjs)$/.test(f)).map(load))).flat();
  }
  if (target.endsWith('.mjs')) {
    const mod = await import(pathToFileURL(resolve(target)).href);
    return typeof mod.default === 'function' ? mod.default() : mod.default;
  }
  const data = JSON.parse(readFileSync(target, 'utf8'));
  return Array.isArray(data) ? data : [data];
}

let probes = (await Promise.all(targets.map(load))).flat().filter((p) => p.style === undefined || p.style === 'block');
if (only) probes = probes.filter((p) => p.name.includes(only));
const names = new Set();
for (const p of probes) {
  if (names.has(p.name)) throw new Error(`two probes are named ${JSON.stringify(p.name)}`);
  names.add(p.name);
}

// The library's answers, with derived requests for `auto` probes.
const runs = probes.map((probe) => {
  let p = { style: 'block', ...probe };
  if (p.auto) {
    const first = observe(lib, p);
    // `auto: N` (a whole routes file) derives up to N requests and helper calls instead of 40
    const max = typeof p.auto === 'number' ? p.auto : 40;
    if (first.routes) p = { ...p, recognize: [...(p.recognize ?? []), ...deriveRequests(first.routes, { max })], generate: [...(p.generate ?? []), ...deriveHelpers(first.routes, { max })] };
  }
  return { probe: p, observed: observe(lib, p) };
});

// compare.mjs judges them all with one Ruby process.
const work = mkdtempSync(join(tmpdir(), 'differential-'));
const fileOf = (i) => `${String(i).padStart(4, '0')}.json`;
runs.forEach((r, i) => writeFileSync(join(work, fileOf(i)), JSON.stringify(comparisonScenario(r.probe, r.observed))));
const cmp = spawnSync('node', [join(oracleDir, 'compare.mjs'), '--json', work], { encoding: 'utf8', maxBuffer: 512 << 20 });
rmSync(work, { recursive: true, force: true });
let results;
try {
  results = JSON.parse(cmp.stdout);
} catch {
  console.error(`compare.mjs failed: ${cmp.stderr || cmp.stdout}`);
  process.exit(2);
}
const byFile = new Map(results.map((r) => [r.file.split('/').pop(), r]));

// agree / disagree as compare.mjs says, except: "hinted" (a 3.2/6.1 difference of the oracle's README) and
// "known" (one of known-differences.mjs) are not judged, and "gap" is a disagreement made only of what
// compare.mjs's singular-resource normalization cannot reach.
function judge(run, res) {
  if (!res || res.status === 'error') return 'error';
  if (res.hints.length) return 'hinted';
  if (run.known.length) return 'known';
  // a documented deviation of the library (test/conformance-deviations.md); a probe written for one must
  // still show it
  if (res.status === 'disagree' && run.deviations.length) return 'deviation';
  if (run.probe.deviation) return 'disagree';
  if (res.status === 'disagree' && isSingularNameGap(res.problems)) return 'gap';
  if (res.status === 'disagree' && isControllerCaseOnly(res.problems)) {
    run.known.push("3.2's dispatcher underscores a :controller param (/Admin/Users → admin/users); 6.1's recognize_path returns it as written");
    return 'known';
  }
  return res.status;
}

const counts = { agree: 0, disagree: 0, hinted: 0, known: 0, deviation: 0, gap: 0, error: 0 };
const verbose = flag('--verbose');
runs.forEach((r, i) => {
  const res = byFile.get(fileOf(i));
  r.known = knownDifferences(r.probe);
  r.deviations = knownDeviations(r.probe);
  r.status = judge(r, res);
  counts[r.status]++;
  const quiet = ['agree', 'gap', 'deviation'].includes(r.status) || ((r.status === 'hinted' || r.status === 'known') && res.status === 'agree');
  if (quiet && !verbose) return;
  console.log(`${r.status.toUpperCase().padEnd(8)} ${r.probe.name}${r.status === 'hinted' || r.status === 'known' ? ` (rails ${res.status}s)` : ''}`);
  if (r.observed.draw_error) console.log(`   library: ${r.observed.draw_error.error}: ${r.observed.draw_error.message}`);
  for (const p of res?.problems ?? []) console.log(`   [${p.part}] ${p.text}`);
  for (const h of res?.hints ?? []) console.log(`   hint: ${h}`);
  for (const k of r.known) console.log(`   known: ${k}`);
  for (const d of r.deviations) console.log(`   deviation: ${d}`);
});
console.log(
  `differential: ${counts.agree} agree, ${counts.disagree} disagree, ${counts.hinted} hinted and ${counts.known} known 3.2/6.1 differences (not judged), ` +
    `${counts.deviation} documented deviations, ${counts.gap} normalizer gaps, ${counts.error} errors, of ${runs.length} probes`,
);

if (saveDir) {
  const used = new Set();
  const lines = [];
  for (const r of runs.filter((x) => x.status === 'agree')) {
    let id = slug(r.probe.name);
    for (let n = 2; used.has(id); n++) id = `${slug(r.probe.name)}-${n}`;
    used.add(id);
    lines.push(JSON.stringify({ id, ...savedProbe(r) }));
  }
  mkdirSync(dirname(resolve(saveDir)), { recursive: true });
  writeFileSync(saveDir, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  console.log(`saved ${lines.length} agreeing probes to ${saveDir}`);
}

function slug(name) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 100);
}

/** A probe with Rails' (= the library's, they agree) answers as its expectations, in the scenario format. */
function savedProbe({ probe, observed }) {
  const { auto: _auto, recognize: _r, generate: _g, routes: _t, draw_error: _d, ...head } = probe;
  const out = { ...head, source: probe.source ?? 'oracle probe: Rails 6.1 via compare.mjs, normalized to 3.2 (test/oracle/differential.mjs)' };
  if (observed.draw_error) return { ...out, draw_error: { error: observed.draw_error.error } };
  // requirements and defaults only where there are some (the replay reads a missing one as empty)
  out.routes = observed.routes.map(({ requirements, defaults, ...row }) => ({
    ...row,
    ...(Object.keys(requirements).length ? { requirements } : {}),
    ...(Object.keys(defaults).length ? { defaults } : {}),
  }));
  const drop = ({ message: _m, ...e }) => e;
  if (observed.recognize?.length) out.recognize = observed.recognize.map(drop);
  if (observed.generate?.length) out.generate = observed.generate.map(drop);
  return out;
}

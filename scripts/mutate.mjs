#!/usr/bin/env node
// Mutation testing, one Stryker run per area (scripts/mutation-areas.mjs), then the score per area and the
// surviving mutants, read from each area's JSON report. Mutants listed in test/mutation/equivalents/<area>.json
// (each with its reason) are taken out of the score and printed apart. Not part of CI.
//
//   npm run mutate                          every area, one after the other
//   npm run mutate -- http match            only these areas
//   npm run mutate -- http --mutate src/http/body.ts   narrower (the area's report keeps the other files' results)
//   npm run mutate -- --report [AREA…]      print the last reports without running Stryker
//   npm run mutate -- match --tests test/match,test/core   only these test folders (or files) run: quicker, and
//                                           the score can only err low (a mutant they miss may be caught elsewhere)
// Any other `--option` is passed to Stryker (`--force`, `--concurrency 2`, …).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { AREAS, globCovers, reportFiles } from './mutation-areas.mjs';

// One file per area, so engineers working on different areas never edit the same list.
const EQUIVALENTS_DIR = 'test/mutation/equivalents';
// Stryker's statuses: detected ones count for the tests, undetected against, the rest are not scored.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

function parseArgs(argv) {
  const areas = [];
  const stryker = [];
  let reportOnly = false;
  let tests;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--report') reportOnly = true;
    else if (arg === '--tests') {
      tests = argv[++i];
      if (!tests || tests.startsWith('--')) throw new Error('--tests needs a comma-separated list of test folders or files');
    } else if (arg.startsWith('--')) {
      stryker.push(arg);
      if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--') && !(argv[i + 1] in AREAS)) stryker.push(argv[++i]);
    } else if (arg in AREAS) areas.push(arg);
    else throw new Error(`unknown area "${arg}" (known: ${Object.keys(AREAS).join(', ')})`);
  }
  return { areas: areas.length ? areas : Object.keys(AREAS), stryker, reportOnly, tests };
}

/** The equivalent-mutant lists, every area's: [{ file, mutator, original, replacement, line?, reason, listedIn }]. */
function readEquivalents() {
  if (!existsSync(EQUIVALENTS_DIR)) return [];
  return readdirSync(EQUIVALENTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const listedIn = `${EQUIVALENTS_DIR}/${name}`;
      const list = JSON.parse(readFileSync(listedIn, 'utf8'));
      for (const [i, e] of list.entries()) {
        for (const key of ['file', 'mutator', 'original', 'replacement', 'reason']) {
          if (typeof e[key] !== 'string' || e[key] === '') throw new Error(`${listedIn}[${i}]: "${key}" must be a non-empty string`);
        }
      }
      return list.map((e) => ({ ...e, listedIn }));
    });
}

/** The source text a mutant replaces (the report's locations are 1-based, lines and columns). */
function originalText(source, { start, end }) {
  const lines = source.split('\n');
  if (start.line === end.line) return lines[start.line - 1].slice(start.column - 1, end.column - 1);
  return [lines[start.line - 1].slice(start.column - 1), ...lines.slice(start.line, end.line - 1), lines[end.line - 1].slice(0, end.column - 1)].join('\n');
}

// Whitespace-insensitive, so a reformatted line still matches its entry.
const squash = (text) => text.replace(/\s+/g, ' ').trim();

function isListed(entry, file, mutant, original) {
  return (
    entry.file === file &&
    entry.mutator === mutant.mutatorName &&
    squash(entry.original) === squash(original) &&
    squash(entry.replacement) === squash(mutant.replacement ?? '') &&
    (entry.line === undefined || entry.line === mutant.location.start.line)
  );
}

function run(area, strykerArgs, tests) {
  console.log(`\n=== Stryker: ${area} (${AREAS[area].join(', ')})${tests ? `, tests: ${tests}` : ''} ===`);
  const env = { ...process.env, STRYKER_AREA: area, ...(tests ? { RESOURCE_ROUTING_MUTATION_TESTS: tests } : {}) };
  const result = spawnSync('npx', ['stryker', 'run', ...strykerArgs], { stdio: 'inherit', env });
  if (result.status !== 0) console.error(`Stryker exited with ${result.status} for ${area}`);
}

function report(area, equivalents, used) {
  const { json } = reportFiles(area);
  if (!existsSync(json)) return console.log(`\n${area}: no report (${json}); run \`npm run mutate -- ${area}\``), null;
  const { files } = JSON.parse(readFileSync(json, 'utf8'));
  const counts = { detected: 0, undetected: 0, equivalent: 0, other: 0 };
  const unscored = {};
  const survivors = [];
  const equivalentLines = [];
  for (const [file, { source, mutants }] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const mutant of mutants) {
      const original = originalText(source, mutant.location);
      const where = `${file}:${mutant.location.start.line}:${mutant.location.start.column}`;
      const what = `${mutant.mutatorName}: ${squash(original).slice(0, 70)} → ${squash(mutant.replacement ?? '').slice(0, 70)}`;
      if (DETECTED.has(mutant.status)) counts.detected++;
      else if (UNDETECTED.has(mutant.status)) {
        const entry = equivalents.find((e) => isListed(e, file, mutant, original));
        if (entry) {
          used.add(entry);
          counts.equivalent++;
          equivalentLines.push(`  ${where} ${what}\n      equivalent: ${entry.reason}`);
        } else {
          counts.undetected++;
          survivors.push(`  ${where} [${mutant.status}] ${what}`);
        }
      } else {
        counts.other++;
        unscored[mutant.status] = (unscored[mutant.status] ?? 0) + 1;
      }
    }
  }
  const scored = counts.detected + counts.undetected;
  const score = scored ? (100 * counts.detected) / scored : 100;
  console.log(`\n${area}: ${score.toFixed(1)}% detected (${counts.detected}/${scored}; ${counts.equivalent} equivalent; not scored: ${Object.entries(unscored).map(([s, n]) => `${n} ${s}`).join(', ') || 'none'})`);
  if (survivors.length) console.log(`surviving mutants (${survivors.length}):\n${survivors.join('\n')}`);
  if (equivalentLines.length) console.log(`equivalent mutants (${equivalentLines.length}), not scored:\n${equivalentLines.join('\n')}`);
  return { area, score, ...counts };
}

const { areas, stryker, reportOnly, tests } = parseArgs(process.argv.slice(2));
if (!reportOnly) for (const area of areas) run(area, stryker, tests);
const equivalents = readEquivalents();
const used = new Set();
const results = areas.map((area) => report(area, equivalents, used)).filter(Boolean);
console.log('\n=== Mutation score per area (detected / (detected + undetected), equivalents excluded) ===');
for (const r of results) console.log(`  ${r.area.padEnd(18)} ${r.score.toFixed(1).padStart(5)}%  ${String(r.detected).padStart(5)} detected, ${String(r.undetected).padStart(4)} undetected, ${r.equivalent} equivalent`);
const stale = equivalents.filter((e) => !used.has(e) && areas.some((a) => AREAS[a].some((g) => globCovers(g, e.file))));
if (stale.length) console.log(`\n${stale.length} equivalent-mutant entr${stale.length === 1 ? 'y matches' : 'ies match'} no undetected mutant any more (killed, or the code moved):\n${stale.map((e) => `  ${e.listedIn}: ${e.file} ${e.mutator}: ${e.original} → ${e.replacement}`).join('\n')}`);

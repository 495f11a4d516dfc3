// The committed Rails 6.1 scenarios (test/oracle61/scenarios/<set>/*.json) and the list of those recorded
// as passing (test/oracle61/passing.txt), shared by the test (scenarios.test.ts) and the report (report.mjs).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

export const HERE = import.meta.dirname;
export const SCENARIOS = join(HERE, 'scenarios');
export const PASSING = join(HERE, 'passing.txt');

/** Every scenario file under `dir`, recursively: `{ file, set, scenario }` (file = base name, unique). */
export function loadScenarios(dir = SCENARIOS) {
  const walk = (d) =>
    readdirSync(d).sort().flatMap((f) => {
      const p = join(d, f);
      return statSync(p).isDirectory() ? walk(p) : f.endsWith('.json') ? [p] : [];
    });
  // a scenario's set is its folder under `dir` (the folder itself when the files sit directly in it)
  const setOf = (p) => (relative(dir, p).includes('/') ? relative(dir, p).split('/')[0] : basename(dir));
  const out = walk(dir).map((p) => ({ file: basename(p), set: setOf(p), scenario: JSON.parse(readFileSync(p, 'utf8')) }));
  const seen = new Set();
  for (const { file } of out) {
    if (seen.has(file)) throw new Error(`two scenarios are named ${file}: file names must be unique across the sets`);
    seen.add(file);
  }
  return out;
}

/** The scenarios recorded as passing: each must pass. */
export const readPassing = () => new Set(existsSync(PASSING) ? readFileSync(PASSING, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')) : []);

export function writePassing(files) {
  writeFileSync(PASSING, `# Rails 6.1 scenarios (test/oracle61/scenarios) that pass: each must keep passing (scenarios.test.ts).\n# Rewrite after deliberate progress: node test/oracle61/report.mjs --record\n${[...files].sort().join('\n')}\n`);
}

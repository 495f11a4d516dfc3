// The Rails 6.1 scenarios (test/oracle61/scenarios: facts from the real Rails 6.1.7 router, see README.md),
// checked as ../shared/conformance/run.mjs checks them plus the strict checks of runner.mjs. Gated by
// test/oracle61/passing.txt: a scenario recorded as passing must pass; one that passes and is not recorded
// yet is reported (node test/oracle61/report.mjs --record takes it in).
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/core.js';
import { check } from './runner.mjs';
import { loadScenarios, readPassing } from './scenarios.mjs';

const all = loadScenarios();
const byFile = new Map(all.map((x) => [x.file, x]));
const recorded = [...readPassing()];

describe('Rails 6.1 scenarios (test/oracle61)', () => {
  it('are committed, each a 6.1 scenario', () => {
    expect(all.length).toBeGreaterThan(200);
    for (const { file, scenario } of all) expect(scenario.config.rails, file).toBe('6.1');
  });

  it('every scenario recorded as passing exists', () => {
    expect(recorded.filter((f) => !byFile.has(f))).toEqual([]);
  });

  it.each(recorded.map((f) => [f]))('%s passes', (file) => {
    expect(check(lib, byFile.get(file)!.scenario)).toEqual([]);
  });

  it('run whole without a runner error; the passing ones not recorded yet are reported', () => {
    const results = all.map((x) => ({ file: x.file, fails: check(lib, x.scenario) }));
    // a runner error is a scenario the runner cannot read: a broken file, not a difference of the library
    expect(results.filter((r) => r.fails.some((f) => f.kind === 'runner')).map((r) => r.file)).toEqual([]);
    const fresh = results.filter((r) => !r.fails.length && !recorded.includes(r.file)).map((r) => r.file);
    if (fresh.length) console.log(`oracle61: ${fresh.length} scenario(s) pass and are not in test/oracle61/passing.txt yet (node test/oracle61/report.mjs --record):\n  ${fresh.join('\n  ')}`);
  });
});

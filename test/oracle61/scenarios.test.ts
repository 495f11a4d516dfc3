// The Rails 6.1 scenarios (test/oracle61/scenarios: facts from the real Rails 6.1.7 router, see README.md),
// checked as ../shared/conformance/run.mjs checks them plus the strict checks of runner.mjs. Gated by
// test/oracle61/passing.txt: a scenario recorded as passing must pass; one that passes and is not recorded
// yet is reported (node test/oracle61/report.mjs --record takes it in).
import { beforeAll, describe, expect, it } from 'vitest';
import * as lib from '../../src/core.js';
import { check, type Failure } from './runner.mjs';
import { loadScenarios, readPassing } from './scenarios.mjs';

const all = loadScenarios();
const recorded = [...readPassing()];
// every scenario is checked once (about 1,400 of them: a few seconds), the tests read the results
const results = new Map<string, Failure[]>();

describe('Rails 6.1 scenarios (test/oracle61)', () => {
  beforeAll(() => {
    for (const x of all) results.set(x.file, check(lib, x.scenario));
  }, 120_000);

  it('are committed, each a 6.1 scenario', () => {
    expect(all.length).toBeGreaterThan(1000);
    for (const { file, scenario } of all) expect(scenario.config.rails, file).toBe('6.1');
  });

  it('every scenario recorded as passing exists', () => {
    expect(recorded.filter((f) => !results.has(f))).toEqual([]);
  });

  it.each(recorded.map((f) => [f]))('%s passes', (file) => {
    expect(results.get(file)).toEqual([]);
  });

  it('run whole without a runner error; the passing ones not recorded yet are reported', () => {
    // a runner error is a scenario the runner cannot read: a broken file, not a difference of the library
    expect([...results].filter(([, fails]) => fails.some((f) => f.kind === 'runner')).map(([file]) => file)).toEqual([]);
    const fresh = [...results].filter(([file, fails]) => !fails.length && !recorded.includes(file)).map(([file]) => file);
    if (fresh.length) console.log(`oracle61: ${fresh.length} scenario(s) pass and are not in test/oracle61/passing.txt yet (node test/oracle61/report.mjs --record):\n  ${fresh.join('\n  ')}`);
  });
});

// Rails 6.1 scenarios of the mapper methods Rails 4–6.1 added (concerns, `param:`, the `concerns:` option): each
// probe in rails61/probes was answered by the real Rails 6.1 router, un-normalized (scripts/rails61-expect.mjs
// wrote the expectations into rails61/*.json), and must be answered the same under the 6.1 profile.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as lib from '../../../src/index.js';
import { observe, type Generation, type Recognition, type RouteRow, type Scenario } from '../../oracle/replay.mjs';

const dir = new URL('./rails61/', import.meta.url);
const scenarios = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Scenario & { draw_error?: { error: string; message: string } }] as const);

const withEmpty = (r: RouteRow): RouteRow => ({ ...r, requirements: r.requirements ?? {}, defaults: r.defaults ?? {} });
const withoutMessage = <T extends Recognition | Generation>({ message: _m, ...entry }: T) => entry;

describe('Rails 6.1 scenarios of concerns and param:', () => {
  it('are all there, one per probe', () => {
    const probes = readdirSync(new URL('./probes/', dir)).filter((f) => f.endsWith('.json'));
    expect(scenarios.map(([f]) => f).sort()).toEqual(probes.sort());
  });

  it.each(scenarios)('%s', (_file, scenario) => {
    expect(scenario.config).toEqual({ rails: '6.1' });
    const got = observe(lib, scenario);
    if (scenario.draw_error) {
      expect(got.draw_error).toMatchObject({ error: scenario.draw_error.error, message: expect.stringContaining(scenario.draw_error.message) });
      return;
    }
    expect(got.draw_error).toBeUndefined();
    expect(got.routes).toEqual(scenario.routes?.map(withEmpty));
    expect(got.recognize?.map(withoutMessage)).toEqual(scenario.recognize);
    expect(got.generate?.map(withoutMessage)).toEqual(scenario.generate);
  });
});

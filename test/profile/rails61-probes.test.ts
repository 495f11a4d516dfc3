// Replays rails61-probes.json: declarations written for every Rails 3.2 → 6.1 difference, with Rails 6.1's raw
// answers (make-probes.mjs asked the oracle), played on a `{ rails: '6.1' }` route set exactly as the shared
// conformance runner plays a scenario: route table (requirements and defaults included), recognized params,
// generated paths, generation and draw errors (the draw error's message must contain Rails' first line).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/index.js';
import { observe, type Scenario } from '../oracle/replay.mjs';

type Probe = Scenario & { name: string; draw_error?: { error: string; message: string } };
const probes = JSON.parse(readFileSync(new URL('./rails61-probes.json', import.meta.url), 'utf8')) as Probe[];

// Recognized params as the runner compares them: every value as a string (6.1's nil defaults are "null").
const asText = (params: Record<string, unknown> | undefined) =>
  params && Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]).sort(([a], [b]) => (a! < b! ? -1 : 1)));

describe('Rails 6.1 probes', () => {
  it.each(probes.map((p) => [p.name, p] as const))('%s', (_name, probe) => {
    const got = observe(lib, probe);
    if (probe.draw_error) {
      expect(got.draw_error?.error).toBe(probe.draw_error.error);
      expect(got.draw_error?.message).toContain(probe.draw_error.message);
      return;
    }
    expect(got.draw_error).toBeUndefined();
    expect(got.routes).toEqual(probe.routes);
    expect(got.recognize?.map((r) => ('error' in r && r.error ? { verb: r.verb, path: r.path, error: r.error } : { verb: r.verb, path: r.path, expect: asText(r.expect) }))).toEqual(
      probe.recognize?.map((r) => (r.error ? r : { ...r, expect: asText(r.expect) })),
    );
    expect(got.generate?.map(({ message: _m, ...g }) => g)).toEqual(probe.generate?.map(({ message: _m, ...g }) => g));
  });
});

// Replays the oracle probes (test/oracle/probes.jsonl.gz, one a line): block-style declarations whose route table,
// recognized params and generated paths Rails agreed with (Rails 6.1 normalized to 3.2, see test/oracle/).
// They make the oracle's answers part of `npm test`, where there is no Ruby.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as lib from '../../../src/index.js';
import { observe, type Generation, type Recognition, type RouteRow, type Scenario } from '../../oracle/replay.mjs';

const probes = gunzipSync(readFileSync(new URL('../../oracle/probes.jsonl.gz', import.meta.url)))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Scenario & { id: string });

// A saved route lists requirements and defaults only when it has some.
const withEmpty = (r: RouteRow): RouteRow => ({ ...r, requirements: r.requirements ?? {}, defaults: r.defaults ?? {} });
// Error messages are the library's own wording; only the error class is a fact about Rails.
const withoutMessage = <T extends Recognition | Generation>({ message: _m, ...entry }: T) => entry;

describe('oracle probes', () => {
  it('are there', () => expect(probes.length).toBeGreaterThan(100));

  it.each(probes.map((p) => [p.id, p] as const))('%s', (_id, probe) => {
    const got = observe(lib, probe);
    if (probe.draw_error) {
      expect(got.draw_error?.error).toBe(probe.draw_error.error);
      return;
    }
    expect(got.draw_error).toBeUndefined();
    expect(got.routes).toEqual(probe.routes?.map(withEmpty));
    expect(got.recognize?.map(withoutMessage)).toEqual(probe.recognize);
    expect(got.generate?.map(withoutMessage)).toEqual(probe.generate);
  });
});

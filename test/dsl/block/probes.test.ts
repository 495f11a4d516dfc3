// Replays the oracle probes (test/oracle/probes/*.json): block-style declarations whose route table,
// recognized params and generated paths Rails agreed with (Rails 6.1 normalized to 3.2, see test/oracle/).
// They make the oracle's answers part of `npm test`, where there is no Ruby.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as lib from '../../../src/index.js';
import { observe, type Generation, type Recognition, type RouteRow, type Scenario } from '../../oracle/replay.mjs';

const dir = new URL('../../oracle/probes/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

// A saved route lists requirements and defaults only when it has some.
const withEmpty = (r: RouteRow): RouteRow => ({ ...r, requirements: r.requirements ?? {}, defaults: r.defaults ?? {} });
// Error messages are the library's own wording; only the error class is a fact about Rails.
const withoutMessage = <T extends Recognition | Generation>({ message: _m, ...entry }: T) => entry;

describe('oracle probes', () => {
  it('are there', () => expect(files.length).toBeGreaterThan(100));

  it.each(files)('%s', (file) => {
    const probe = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Scenario;
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

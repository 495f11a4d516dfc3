// Constraint lambdas of two parameters that read the path params (fixtures/param-guards-6.1/routes.rb), converted
// into guards of (params, request), recognize every path as Rails 6.1's recognize_path does:
// fixtures/param-guards-6.1/rails61.json holds its answers (test/import/param-guards61-rails.rb, actionpack 6.1.7).
// `recognize` is given no request, as Rails builds one from the path: the guards read its path and query too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RoutingError } from '../../src/index.js';
import { FIXTURES, importSource } from './support.js';

const rails = JSON.parse(readFileSync(join(FIXTURES, 'param-guards-6.1/rails61.json'), 'utf8')) as { recognize: Record<string, Record<string, unknown>> };
/** Rails gives a fixed param as declared (`page: 3`); the library's params are strings. */
const asStrings = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));

describe('import --rails 6.1: constraint lambdas reading the path params, against Rails 6.1', { timeout: 30_000 }, () => {
  it('converts every constraint of the file into a guard of (params, request)', async () => {
    const { converted, code } = await importSource(readFileSync(join(FIXTURES, 'param-guards-6.1/routes.rb'), 'utf8'), undefined, { rails: '6.1' });
    expect(converted.todos).toEqual([]);
    expect(code.match(/constraints: \(params, _?req\) => /g)).toHaveLength(14);
  });

  it('recognizes each path as Rails does', async () => {
    const { set } = await importSource(readFileSync(join(FIXTURES, 'param-guards-6.1/routes.rb'), 'utf8'), undefined, { rails: '6.1' });
    expect(Object.keys(rails.recognize)).toHaveLength(36);
    for (const [path, answer] of Object.entries(rails.recognize)) {
      if (answer.error !== undefined) expect(() => set.recognize('GET', path), path).toThrow(RoutingError);
      else expect(set.recognize('GET', path), path).toEqual(asStrings(answer));
    }
  });
});

// Constraint lambdas converted into guards (fixtures/guards-6.1/routes.rb) answer every request as Rails 6.1's
// router does: fixtures/guards-6.1/rails61.json holds, for each request URL, the routes whose constraint Rails
// let it through (test/import/guards61-rails.rb, run on actionpack 6.1.7). The requests reach the imported route
// set as the HTTP layer gives them to guards (requestInfoOf).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requestInfoOf } from '../../src/http/request-info.js';
import { FIXTURES, importSource } from './support.js';

const rails = JSON.parse(readFileSync(join(FIXTURES, 'guards-6.1/rails61.json'), 'utf8')) as { answers: { url: string; passed: string[] }[] };

describe('import --rails 6.1: constraint lambdas as guards, against Rails 6.1', { timeout: 30_000 }, () => {
  it('converts every constraint of the file, and each route lets through the requests Rails lets through', async () => {
    const { converted, set } = await importSource(readFileSync(join(FIXTURES, 'guards-6.1/routes.rb'), 'utf8'), undefined, { rails: '6.1' });
    expect(converted.todos).toEqual([]);
    const actions = set.routes.map((r) => r.action!);
    expect(actions).toHaveLength(26);
    expect(rails.answers).toHaveLength(9);
    for (const { url, passed } of rails.answers) {
      const u = new URL(url);
      const answered = actions.filter((action) => {
        const target = `/${action}${u.search || (url.endsWith('?') ? '?' : '')}`;
        const info = requestInfoOf({ target, header: (name) => (name === 'host' ? u.host || undefined : undefined), encrypted: u.protocol === 'https:', remoteAddress: '127.0.0.1' });
        // Node's URL drops a default port (https://example.com:443 → example.com): the Host header keeps it.
        const withPort = /:\d+\//.test(url) && !u.port ? { ...info, port: /:(\d+)\//.exec(url)![1]! } : info;
        try {
          return set.recognize('GET', `/${action}`, withPort).action === action;
        } catch {
          return false;
        }
      });
      expect(answered, url).toEqual(passed);
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RoutingError, RouteSet } from '../../src/index.js';

/**
 * Guards reading the request `recognize(verb, path)` checks them against when it is given none, against Rails
 * 6.1's answers for the same routes (scripts/guard-requests-oracle.rb wrote the fixture; its Ruby lambdas are
 * these, one for one): `recognize_path` builds its request from the path, so guards see its path and query,
 * and an absolute URL's host, port and protocol.
 */
const rails = JSON.parse(readFileSync(new URL('./fixtures/guard-requests-rails61.json', import.meta.url), 'utf8')) as {
  recognize: Record<string, Record<string, string>>;
};

const routes = new RouteSet({ rails: '6.1' }).draw((r) => {
  r.get('paths/:id', { to: 'paths#show', constraints: (params, req) => req.path === `/paths/${String(params.id)}` });
  r.get('exact/:id', { to: 'exact#show', constraints: (req) => req.path === '/exact/1' });
  r.get('encoded/:name', { to: 'encoded#show', constraints: (req) => req.path!.includes('%E2%82%AC') });
  r.get('queries/:id', { to: 'queries#show', constraints: (_params, req) => req.query === 'a=1' });
  r.get('empty', { to: 'empty#show', constraints: (req) => req.query === '' });
  r.get('hosts', { to: 'hosts#show', constraints: (req) => req.host === 'example.org' && req.port === '80' && req.protocol !== 'https://' });
  r.get('elsewhere', { to: 'elsewhere#show', constraints: (req) => req.host === 'api.example.com' && req.subdomain === 'api' && req.domain === 'example.com' });
  r.get('ports', { to: 'ports#show', constraints: (req) => req.port === '8080' });
  r.get('secure', { to: 'secure#show', constraints: (req) => req.protocol === 'https://' && req.port === '443' });
  r.get('subdomains', { to: 'subdomains#show', constraints: { subdomain: 'api' } });
  r.get('prefixed/:id', { to: 'prefixed#show', constraints: (params, req) => Number(params.id) > 0 && req.path!.startsWith('/prefixed') });
});

describe("guards without a request see the one Rails 6.1's recognize_path builds from the path", () => {
  it.each(Object.entries(rails.recognize))('%s', (path, answer) => {
    if (answer.error !== undefined) expect(() => routes.recognize('GET', path)).toThrow(RoutingError);
    else expect(routes.recognize('GET', path)).toEqual(answer);
  });
});

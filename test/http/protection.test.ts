import { describe, expect, it } from 'vitest';
import { createHandler, RouteSet, type ActionContext } from '../../src/index.js';
import { BlockedHost, HostAuthorization } from '../../src/http/hosts.js';
import { dispositionParams } from '../../src/http/multipart.js';
import { defaultErrorLog } from '../../src/http/protection.js';
import { listen, send } from './support.js';

describe('host authorization', () => {
  it('allows listed names, subdomains of .names, whole-host RegExps', () => {
    const hosts = new HostAuthorization(['example.com', '.blog.test', /api\d\.example\.org/], false);
    for (const host of ['example.com', 'blog.test', 'www.blog.test', 'a.b.blog.test', 'api1.example.org']) expect(hosts.allows(host), host).toBe(true);
    for (const host of ['evil.example', 'www.example.com', 'evilblog.test', 'api1.example.org.evil', 'xapi1.example.org', 'localhost', '']) {
      expect(hosts.allows(host), host).toBe(false);
    }
  });

  it('development always allows localhost and loopback; production with no hosts allows only those', () => {
    const dev = new HostAuthorization(['example.com'], true);
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'example.com']) expect(dev.allows(host), host).toBe(true);
    expect(dev.allows('10.0.0.1')).toBe(false);
    const prod = new HostAuthorization(undefined, false);
    expect([prod.allows('localhost'), prod.allows('example.com')]).toEqual([true, false]);
    expect(() => new HostAuthorization([''], false)).toThrow(/hosts: expected host names/);
  });
});

describe('multipart Content-Disposition parameters', () => {
  it('are read in one pass: quoted, plain, extended, escapes, first one wins', () => {
    const params = dispositionParams('form-data; name="a\\"b"; filename=x.txt; NAME="c"; filename*=UTF-8\'\'%C3%A9.txt; flag; ;');
    expect(Object.fromEntries(params)).toEqual({ name: 'a\\"b', filename: 'x.txt', 'filename*': "UTF-8''%C3%A9.txt" });
    expect(Object.fromEntries(dispositionParams('form-data; name="unterminated'))).toEqual({ name: 'unterminated' });
  });
});

describe('errors in production', () => {
  const routes = new RouteSet().draw((r) => r.get('boom', { to: 'x#boom' }));
  const controllers = {
    x: {
      boom: (_ctx: ActionContext) => {
        throw new Error('secret detail\nwith lines');
      },
    },
  };

  it('the 500 page shows no message or stack; each error is one log line, a flood is summed up', async () => {
    const lines: string[] = [];
    const log = defaultErrorLog(false, 3, (line) => lines.push(line));
    const server = await listen(createHandler(routes, controllers, { development: false, log }));
    try {
      for (let i = 0; i < 10; i++) {
        const res = await send(server.base, 'GET', '/boom');
        expect(res.status).toBe(500);
        expect(res.body).not.toMatch(/secret|at |\.ts/);
      }
    } finally {
      await server.close();
    }
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('GET /boom failed: Error: secret detail with lines');
  });

  it('the log sums up what it dropped once the second is over', () => {
    const lines: string[] = [];
    let now = 1000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const log = defaultErrorLog(false, 1, (line) => lines.push(line));
      log('a', new Error('1'));
      log('a', new Error('2'));
      log('a', new Error('3'));
      now += 1000;
      log('a', new Error('4'));
    } finally {
      Date.now = realNow;
    }
    expect(lines).toEqual(['a Error: 1', '… 2 more error(s) in the last second not logged', 'a Error: 4']);
  });

  it('development logs the error itself (with its stack)', () => {
    const calls: unknown[][] = [];
    const error = new Error('x');
    defaultErrorLog(true, 1, (...args) => calls.push(args))('m', error);
    expect(calls).toEqual([['m', error]]);
  });
});

describe('security headers', () => {
  it('can be changed or dropped; an action can still set its own', async () => {
    const routes = new RouteSet().draw((r) => {
      r.get('a', { to: (ctx: ActionContext) => ctx.render({ text: 'a' }) });
      r.get('b', { to: (ctx: ActionContext) => ctx.render({ text: 'b', headers: { 'X-Frame-Options': 'ALLOW-FROM x' } }) });
    });
    const server = await listen(createHandler(routes, {}, { headers: { 'X-Frame-Options': 'DENY', 'Referrer-Policy': null, 'X-Extra': '1' } }));
    try {
      const a = await send(server.base, 'GET', '/a');
      expect([a.headers['x-frame-options'], a.headers['referrer-policy'], a.headers['x-extra'], a.headers['x-content-type-options']]).toEqual(['DENY', undefined, '1', 'nosniff']);
      expect((await send(server.base, 'GET', '/b')).headers['x-frame-options']).toBe('ALLOW-FROM x');
    } finally {
      await server.close();
    }
  });
});

describe('host patterns', () => {
  it('RegExps match the whole host, in any case, with no state between calls (g and y flags dropped)', () => {
    const hosts = new HostAuthorization([/[ab]\.test/gy, /EXAMPLE\.com/, /.*/i], false);
    expect([hosts.allows('a.test'), hosts.allows('b.test'), hosts.allows('example.com')]).toEqual([true, true, true]);
    // Even a pattern that matches anything does not allow a Host header that could not be parsed.
    expect(hosts.allows('')).toBe(false);
    const two = new HostAuthorization([/a\.test/, /b\.test/], false);
    expect([two.allows('a.test'), two.allows('b.test'), two.allows('c.test')]).toEqual([true, true, false]);
  });

  it('refuses a pattern that is neither a name nor a RegExp, saying which', () => {
    expect(() => new HostAuthorization([5 as unknown as string], false)).toThrow('hosts: expected host names or RegExps, got 5');
  });

  it('a blocked host is named (200 characters at most)', () => {
    const long = `h${'x'.repeat(300)}`;
    const error = new BlockedHost(long);
    expect([error.name, error.status, error.message]).toEqual(['BlockedHost', 403, `Blocked host: ${JSON.stringify(long.slice(0, 200))}. To allow requests to it, add it to the hosts option of the handler`]);
  });
});

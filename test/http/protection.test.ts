import { get } from 'node:http';
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

  /** Header lines as sent, lower-cased names with their values, duplicates kept (`headers` would merge them). */
  const rawHeaders = (url: string): Promise<{ status: number; lines: string[]; body: string }> =>
    new Promise((resolve, reject) => {
      get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const lines: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]!.toLowerCase()}: ${res.rawHeaders[i + 1]}`);
          resolve({ status: res.statusCode!, lines, body });
        });
      }).on('error', reject);
    });
  const named = (lines: string[], name: string) => lines.filter((line) => line.startsWith(`${name}: `));

  it('are on every kind of answer, written once; headers an action gives (in any case) replace them', async () => {
    const routes = new RouteSet().draw((r) => {
      r.get('json', { to: () => ({ ok: true }) });
      r.get('redirect', { to: (ctx: ActionContext) => ctx.redirectTo('/json') });
      r.get('empty', { to: () => undefined });
      r.get('boom', {
        to: () => {
          throw new Error('boom');
        },
      });
      r.get('cased', { to: (ctx: ActionContext) => ctx.render({ json: { a: 1 }, headers: { 'x-frame-options': 'DENY', 'content-type': 'application/vnd.api+json' } }) });
    });
    const server = await listen(createHandler(routes, {}, { development: false, log: () => {} }));
    try {
      for (const [path, status] of [['/json', 200], ['/redirect', 302], ['/empty', 204], ['/boom', 500], ['/missing', 404]] as const) {
        const { status: got, lines } = await rawHeaders(server.base + path);
        expect(got, path).toBe(status);
        expect(named(lines, 'x-frame-options'), path).toEqual(['x-frame-options: SAMEORIGIN']);
        expect(named(lines, 'x-content-type-options'), path).toEqual(['x-content-type-options: nosniff']);
        expect(named(lines, 'referrer-policy'), path).toEqual(['referrer-policy: strict-origin-when-cross-origin']);
      }
      const cased = await rawHeaders(`${server.base}/cased`);
      expect(named(cased.lines, 'x-frame-options')).toEqual(['x-frame-options: DENY']);
      expect(named(cased.lines, 'content-type')).toEqual(['content-type: application/vnd.api+json']);
      expect(named(cased.lines, 'content-length')).toEqual(['content-length: 7']);
    } finally {
      await server.close();
    }
  });

  it('are set on the raw response once an action takes it: it may write itself, or remove one', async () => {
    const routes = new RouteSet().draw((r) => {
      r.get('raw', {
        to: (ctx: ActionContext) => {
          const res = ctx.response;
          expect(res.getHeader('X-Frame-Options')).toBe('SAMEORIGIN');
          res.end('raw');
        },
      });
      r.get('removed', {
        to: (ctx: ActionContext) => {
          ctx.response.removeHeader('X-Frame-Options');
          ctx.render({ text: 'no frame header' });
        },
      });
      r.get('kept', {
        to: (ctx: ActionContext) => {
          ctx.response.setHeader('X-Frame-Options', 'DENY');
          ctx.render({ text: 'own value' });
        },
      });
    });
    const server = await listen(createHandler(routes, {}, { development: false }));
    try {
      const raw = await rawHeaders(`${server.base}/raw`);
      expect(raw.body).toBe('raw');
      expect(named(raw.lines, 'x-frame-options')).toEqual(['x-frame-options: SAMEORIGIN']);
      expect(named(raw.lines, 'referrer-policy')).toEqual(['referrer-policy: strict-origin-when-cross-origin']);
      const removed = await rawHeaders(`${server.base}/removed`);
      expect(removed.body).toBe('no frame header');
      expect(named(removed.lines, 'x-frame-options')).toEqual([]);
      expect(named(removed.lines, 'x-content-type-options')).toEqual(['x-content-type-options: nosniff']);
      expect(named((await rawHeaders(`${server.base}/kept`)).lines, 'x-frame-options')).toEqual(['x-frame-options: DENY']);
    } finally {
      await server.close();
    }
  });

  it('and Vary: Accept reach a response a responder writes itself, and one it renders with its own Vary', async () => {
    const routes = new RouteSet().draw((r) => {
      r.get('raw', { to: (ctx: ActionContext) => ctx.respondTo({ json: () => void ctx.response.end('{}') }) });
      r.get('own', { to: (ctx: ActionContext) => ctx.respondTo({ json: () => ctx.render({ json: {}, headers: { Vary: 'Accept, Origin' } }) }) });
      r.get('late', {
        to: (ctx: ActionContext) => {
          const res = ctx.response;
          return ctx.respondTo({ json: () => void res.end('{}') });
        },
      });
    });
    const server = await listen(createHandler(routes, {}, { development: false }));
    try {
      for (const path of ['/raw', '/late']) {
        const { lines, body } = await rawHeaders(server.base + path);
        expect([body, named(lines, 'vary'), named(lines, 'x-frame-options')], path).toEqual(['{}', ['vary: Accept'], ['x-frame-options: SAMEORIGIN']]);
      }
      expect(named((await rawHeaders(`${server.base}/own`)).lines, 'vary')).toEqual(['vary: Accept, Origin']);
    } finally {
      await server.close();
    }
  });

  it('leave a value set before the handler ran (by middleware in front of it) as it is', async () => {
    const routes = new RouteSet().draw((r) => r.get('a', { to: () => ({ a: 1 }) }));
    const handler = createHandler(routes, {}, { development: false });
    const server = await listen((req, res) => {
      res.setHeader('X-Frame-Options', 'DENY');
      void handler(req, res);
    });
    try {
      const { lines } = await rawHeaders(`${server.base}/a`);
      expect(named(lines, 'x-frame-options')).toEqual(['x-frame-options: DENY']);
      expect(named(lines, 'x-content-type-options')).toEqual(['x-content-type-options: nosniff']);
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

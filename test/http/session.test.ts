import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, RouteSet, SessionStore, type ActionContext, type HandlerOptions } from '../../src/index.js';
import { randomBytes } from 'node:crypto';
import { deriveKey, sign, verify } from '../../src/http/message-signing.js';
import { listen, send } from './support.js';

const SECRET = 'a'.repeat(64);
const OLD_SECRET = 'b'.repeat(64);

const routes = new RouteSet().draw((r) => {
  r.get('count', { to: 'demo#count' });
  r.get('peek', { to: 'demo#peek' });
  r.get('plain', { to: 'demo#plain' });
  r.get('notify', { to: 'demo#notify' });
  r.get('now', { to: 'demo#now' });
  r.get('reset', { to: 'demo#reset' });
  r.get('raw', { to: 'demo#raw' });
});

const controllers = {
  demo: {
    count: (ctx: ActionContext) => {
      ctx.session.count = Number(ctx.session.count ?? 0) + 1;
      return ctx.render({ text: String(ctx.session.count) });
    },
    peek: (ctx: ActionContext) => ctx.render({ json: { count: ctx.session.count ?? null, notice: ctx.flash.notice ?? null, alert: ctx.flash.alert ?? null } }),
    plain: (ctx: ActionContext) => ctx.render({ text: 'no session here' }),
    notify: (ctx: ActionContext) => {
      ctx.flash.notice = 'Saved';
      ctx.flash.set('custom', 'yes');
      ctx.redirectTo('/peek');
    },
    now: (ctx: ActionContext) => {
      ctx.flash.now.alert = 'Only now';
      return ctx.render({ json: { alert: ctx.flash.alert } });
    },
    reset: (ctx: ActionContext) => {
      ctx.resetSession();
      return ctx.render({ text: 'reset' });
    },
    // Writes the response itself: the cookie still goes out with the headers.
    raw: (ctx: ActionContext) => {
      ctx.session.raw = true;
      ctx.response.writeHead(200, { 'Content-Type': 'text/plain' });
      ctx.response.end('raw');
    },
  },
};

const serve = (options: HandlerOptions = {}) => listen(createHandler(routes, controllers, { session: { secret: SECRET }, log: () => {}, ...options }));
const cookieOf = (res: { headers: { 'set-cookie'?: string[] } }) => res.headers['set-cookie']?.[0]?.split(';')[0];

describe('signed cookie sessions', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve();
  });
  afterAll(() => server.close());

  it('keeps values across requests in an HttpOnly, SameSite=Lax cookie with an expiry', async () => {
    const first = await send(server.base, 'GET', '/count');
    expect(first.body).toBe('1');
    const setCookie = first.headers['set-cookie']![0]!;
    expect(setCookie).toMatch(/^_session=[\w-]+\.[\w-]+; Path=\/; Max-Age=1209600; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect(setCookie).not.toContain('Secure');
    const second = await send(server.base, 'GET', '/count', { headers: { Cookie: `other=1; ${cookieOf(first)}` } });
    expect(second.body).toBe('2');
  });

  it('sets no cookie when the session is not touched, or only read', async () => {
    expect((await send(server.base, 'GET', '/plain')).headers['set-cookie']).toBeUndefined();
    expect((await send(server.base, 'GET', '/peek')).headers['set-cookie']).toBeUndefined();
    const first = await send(server.base, 'GET', '/count');
    expect((await send(server.base, 'GET', '/peek', { headers: { Cookie: cookieOf(first)! } })).headers['set-cookie']).toBeUndefined();
  });

  it('drops a tampered cookie (and clears it), never trusting its data', async () => {
    const first = await send(server.base, 'GET', '/count');
    const [data, mac] = cookieOf(first)!.slice('_session='.length).split('.');
    const forged = Buffer.from(JSON.stringify({ d: { count: 1000 }, e: 9e9 })).toString('base64url');
    for (const cookie of [`_session=${forged}.${mac}`, `_session=${data}.${mac!.slice(1)}`, `_session=${data}`, '_session=.', `_session=${data}.${mac}.x`]) {
      const res = await send(server.base, 'GET', '/peek', { headers: { Cookie: cookie } });
      expect(JSON.parse(res.body).count, cookie).toBeNull();
      expect(res.headers['set-cookie']?.[0]).toMatch(/^_session=; .*Max-Age=0/);
    }
  });

  it('drops an expired cookie', async () => {
    const key = await deriveKey(SECRET, 'session cookie');
    const expired = await sign(Buffer.from(JSON.stringify({ d: { count: 5 }, e: Math.floor(Date.now() / 1000) - 1 })).toString('base64url'), key);
    const res = await send(server.base, 'GET', '/peek', { headers: { Cookie: `_session=${expired}` } });
    expect(JSON.parse(res.body).count).toBeNull();
  });

  it('reads cookies signed with an old secret and signs them again with the current one', async () => {
    const old = await serve({ session: { secret: OLD_SECRET } });
    const rotated = await serve({ session: { secret: SECRET, oldSecrets: [OLD_SECRET] } });
    try {
      const fromOld = cookieOf(await send(old.base, 'GET', '/count'))!;
      expect(JSON.parse((await send(server.base, 'GET', '/peek', { headers: { Cookie: fromOld } })).body).count).toBeNull();
      const res = await send(rotated.base, 'GET', '/peek', { headers: { Cookie: fromOld } });
      expect(JSON.parse(res.body).count).toBe(1);
      const resigned = cookieOf(res)!;
      expect(resigned).not.toBe(fromOld);
      expect(JSON.parse((await send(server.base, 'GET', '/peek', { headers: { Cookie: resigned } })).body).count).toBe(1);
    } finally {
      await old.close();
      await rotated.close();
    }
  });

  it('writes the cookie even when the action writes the response itself', async () => {
    const res = await send(server.base, 'GET', '/raw');
    expect([res.body, cookieOf(res)?.startsWith('_session=')]).toEqual(['raw', true]);
  });

  it('resets the session', async () => {
    const first = await send(server.base, 'GET', '/count');
    const res = await send(server.base, 'GET', '/reset', { headers: { Cookie: cookieOf(first)! } });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^_session=;/);
  });

  it('marks the cookie Secure on https (as told by a trusted proxy)', async () => {
    const proxied = await serve({ trustProxy: true });
    try {
      const res = await send(proxied.base, 'GET', '/count', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.headers['set-cookie']?.[0]).toContain('; Secure');
    } finally {
      await proxied.close();
    }
  });

  it('refuses short secrets with a clear error', () => {
    expect(() => new SessionStore({ secret: 'short' })).toThrow(/at least 32 characters/);
    expect(() => new SessionStore({ secret: SECRET, oldSecrets: ['x'] })).toThrow(/at least 32 characters/);
    expect(() => new SessionStore({ secret: SECRET, key: 'bad name' })).toThrow(/not a valid cookie name/);
  });
});

describe('message signing', () => {
  it('verifies every signed message, whatever characters its data and MAC hold (base64url has - and _)', async () => {
    const keys = [await deriveKey(SECRET, 'test'), await deriveKey(OLD_SECRET, 'test')];
    for (let i = 0; i < 3000; i++) {
      const data = randomBytes(1 + (i % 40)).toString('base64url');
      const key = i % 2;
      expect(await verify(await sign(data, keys[key]!), keys)).toEqual({ data, keyIndex: key });
    }
    expect(await verify(await sign('abc', await deriveKey('c'.repeat(40), 'test')), keys)).toBeUndefined();
  }, 60_000); // 3,000 signatures: seconds on a loaded machine
});

describe('flash', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve();
  });
  afterAll(() => server.close());

  it('shows a message on the next request only', async () => {
    const redirect = await send(server.base, 'GET', '/notify');
    const cookie = cookieOf(redirect)!;
    const next = await send(server.base, 'GET', '/peek', { headers: { Cookie: cookie } });
    expect(JSON.parse(next.body)).toEqual({ count: null, notice: 'Saved', alert: null });
    const after = cookieOf(next) ?? cookie;
    expect(JSON.parse((await send(server.base, 'GET', '/peek', { headers: { Cookie: after } })).body).notice).toBeNull();
  });

  it('flash.now is for this request, never the next', async () => {
    const res = await send(server.base, 'GET', '/now');
    expect(JSON.parse(res.body)).toEqual({ alert: 'Only now' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

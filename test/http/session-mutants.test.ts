// Signed cookie sessions at their edges: secrets, the cookie size limit, expiry, payload shapes, and when the
// cookie is (not) written back.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandler, HttpError, RouteSet, SessionStore, type ActionContext } from '../../src/index.js';
import { deriveKey, sign } from '../../src/http/message-signing.js';
import { listen, send } from './support.js';

const SECRET = 'k'.repeat(40);
const key = await deriveKey(SECRET, 'session cookie');
/** A cookie value signed the way the store signs: base64url JSON `{ d, e }`, a dot, its MAC. */
const cookieFor = (payload: unknown) => sign(Buffer.from(JSON.stringify(payload)).toString('base64url'), key);
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionStore secrets', () => {
  it('an empty secret (like a missing one) is generated, and said so', async () => {
    const announced = vi.fn();
    const store = new SessionStore({ secret: '' }, announced);
    expect(announced).toHaveBeenCalledTimes(1);
    expect((await store.decode(await store.encode({ a: 1 })))?.data).toEqual({ a: 1 });
  });

  it('takes a secret of exactly 32 characters; the error says what it got', async () => {
    expect(() => new SessionStore({ secret: 'x'.repeat(32) })).not.toThrow();
    expect(() => new SessionStore({ secret: 'x'.repeat(31) })).toThrow(/at least 32 characters \(got 31\)/);
    expect(() => new SessionStore({ secret: SECRET, oldSecrets: [42 as unknown as string] })).toThrow(/\(got number\)/);
  });

  it('reads cookies signed with the key derived for sessions from the secret', async () => {
    const store = new SessionStore({ secret: SECRET });
    expect(await store.decode(await cookieFor({ d: { a: 1 }, e: inAnHour() }))).toEqual({ data: { a: 1 }, stale: false });
  });
});

describe('SessionStore.decode', () => {
  const store = new SessionStore({ secret: SECRET });

  /** A validly signed cookie of exactly `length` characters. */
  async function cookieOfLength(length: number): Promise<string> {
    for (let n = 0; n < 4000; n++) {
      const value = await cookieFor({ d: { pad: 'p'.repeat(n) }, e: inAnHour() });
      if (value.length === length) return value;
      if (value.length > length) break;
    }
    throw new Error(`no cookie of ${length} characters`);
  }

  it('reads a cookie of 4000 characters, refuses a longer one even when signed', async () => {
    expect((await store.decode(await cookieOfLength(4000)))?.data.pad).toMatch(/^p+$/);
    expect(await store.decode(await cookieOfLength(4002))).toBeUndefined();
  });

  it('refuses a payload without an expiry, or whose data is not a hash', async () => {
    expect(await store.decode(await cookieFor({ d: { a: 1 } }))).toBeUndefined();
    expect(await store.decode(await cookieFor({ d: { a: 1 }, e: String(inAnHour()) }))).toBeUndefined();
    for (const d of [null, 'text', 3, [1, 2]]) expect(await store.decode(await cookieFor({ d, e: inAnHour() })), JSON.stringify(d)).toBeUndefined();
  });

  it('a cookie is valid up to its expiry second included', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const e = 2_000_000_000;
    vi.setSystemTime(e * 1000);
    expect((await store.decode(await cookieFor({ d: { a: 1 }, e })))?.data).toEqual({ a: 1 });
    vi.setSystemTime(e * 1000 + 1);
    expect(await store.decode(await cookieFor({ d: { a: 1 }, e }))).toBeUndefined();
  });
});

describe('SessionStore.encode', () => {
  it('a session lasts maxAge seconds from its last write', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const store = new SessionStore({ secret: SECRET, maxAge: 60 });
    const value = await store.encode({ a: 'é' });
    vi.setSystemTime(1_700_000_060_000);
    expect((await store.decode(value))?.data).toEqual({ a: 'é' });
    vi.setSystemTime(1_700_000_061_000);
    expect(await store.decode(value)).toBeUndefined();
  });

  it('lasts 14 days by default (the cookie says so too)', async () => {
    vi.resetModules();
    const { SessionStore: FreshStore } = await import('../../src/http/session.js');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const store = new FreshStore({ secret: SECRET });
    const value = await store.encode({ a: 1 });
    vi.setSystemTime(1_700_000_000_000 + 14 * 24 * 3600 * 1000);
    expect((await store.decode(value))?.data).toEqual({ a: 1 });
    vi.setSystemTime(1_700_000_000_000 + (14 * 24 * 3600 + 1) * 1000);
    expect(await store.decode(value)).toBeUndefined();
  });

  it('accepts a cookie of 4000 characters, refuses a larger session with a 500 that says why', async () => {
    const store = new SessionStore({ secret: SECRET });
    const lengths: number[] = [];
    let refused: unknown;
    for (let n = 2850; n < 2950; n++) {
      try {
        lengths.push((await store.encode({ pad: 'p'.repeat(n) })).length);
      } catch (error) {
        refused ??= error;
      }
    }
    expect(Math.max(...lengths)).toBe(4000);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(500);
    expect((refused as HttpError).message).toMatch(/^The session is too large for its cookie \(\d+ bytes, at most 4000\): keep ids in the session/);
  });
});

describe('when the session cookie is written back', () => {
  const routes = new RouteSet().draw((r) => {
    r.get('peek', { to: 'demo#peek' });
  });
  const controllers = {
    demo: { peek: (ctx: ActionContext) => ctx.render({ json: { a: ctx.session.a ?? null } }) },
  };
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(createHandler(routes, controllers, { session: { secret: SECRET }, log: () => {} }));
  });
  afterAll(() => server.close());

  it('not when a request without a cookie only reads the session', async () => {
    const res = await send(server.base, 'GET', '/peek');
    expect([res.body, res.headers['set-cookie']]).toEqual(['{"a":null}', undefined]);
  });

  it('not when a valid cookie holding data is only read', async () => {
    const res = await send(server.base, 'GET', '/peek', { headers: { Cookie: `_session=${await cookieFor({ d: { a: 1 }, e: inAnHour() })}` } });
    expect([res.body, res.headers['set-cookie']]).toEqual(['{"a":1}', undefined]);
  });
});

import express from 'express';
import Fastify from 'fastify';
import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExpressMiddleware, resourceRoutingPlugin, RouteSet, SessionStore, type ActionContext } from '../../src/index.js';
import { maskedToken, validToken, verifyAuthenticity } from '../../src/http/csrf.js';
import { deriveKey, sign, verify } from '../../src/http/message-signing.js';
import type { RequestInfo } from '../../src/http/request-info.js';
import { send } from './support.js';

const SECRET = 's'.repeat(40);
const KEY = await deriveKey(SECRET, 'session cookie');
const cookie = (payload: unknown) => sign(Buffer.from(JSON.stringify(payload)).toString('base64url'), KEY);

describe('SessionStore cookies', () => {
  afterEach(() => vi.useRealTimers());
  const store = new SessionStore({ secret: SECRET, maxAge: 60 });

  it('decodes a cookie signed for sessions, until its expiry second has passed', async () => {
    const current = await cookie({ d: { a: 1 }, e: 2_000_000_000 });
    const expired = await cookie({ d: { a: 1 }, e: 1_999_999_999 });
    // Signed for another purpose with the same secret: not a session.
    const other = await sign(Buffer.from('{"d":{},"e":3000000000}').toString('base64url'), await deriveKey(SECRET, 'other'));
    vi.useFakeTimers({ now: 2_000_000_000_000, toFake: ['Date'] });
    expect(await store.decode(current)).toEqual({ data: { a: 1 }, stale: false });
    expect(await store.decode(expired)).toBeUndefined();
    expect(await store.decode(other)).toBeUndefined();
  });

  it('refuses a payload without a numeric expiry, or whose data is not a hash', async () => {
    for (const payload of [{ d: { a: 1 } }, { d: { a: 1 }, e: '9999999999' }, { d: null, e: 9e9 }, { d: 'x', e: 9e9 }, { d: [1], e: 9e9 }]) {
      expect(await store.decode(await cookie(payload)), JSON.stringify(payload)).toBeUndefined();
    }
  });

  it('reads cookies of up to 4000 characters', async () => {
    // The padding that makes the signed cookie exactly 4000 characters long.
    let value = '';
    for (let n = 2800; value.length !== 4000 && n < 3100; n++) value = await cookie({ d: { p: 'x'.repeat(n) }, e: 9e9 });
    expect(value.length).toBe(4000);
    expect(await store.decode(value)).toBeDefined();
    expect(await store.decode(await cookie({ d: { p: 'x'.repeat(3000) }, e: 9e9 }))).toBeUndefined();
  });

  it('encodes data with an expiry maxAge seconds from now, and refuses a session too large for a cookie', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_500, toFake: ['Date'] });
    const value = await store.encode({ user: 'é' });
    const payload = JSON.parse(Buffer.from((await verify(value, [KEY]))!.data, 'base64url').toString('utf8'));
    expect(payload).toEqual({ d: { user: 'é' }, e: 1_700_000_060 });
    await expect(store.encode({ big: 'x'.repeat(4000) })).rejects.toThrow(expect.objectContaining({ status: 500, message: expect.stringMatching(/^The session is too large for its cookie \(\d+ bytes, at most 4000\)/) }));
  });

  it('checks its secrets: an empty one means a random one, a short or non-string one is refused', () => {
    const generated = vi.fn();
    const saved = process.env.SECRET_KEY_BASE;
    delete process.env.SECRET_KEY_BASE;
    try {
      expect(() => new SessionStore({ secret: '' }, generated)).not.toThrow();
      expect(generated).toHaveBeenCalledTimes(1);
    } finally {
      if (saved !== undefined) process.env.SECRET_KEY_BASE = saved;
    }
    expect(() => new SessionStore({ secret: 'x'.repeat(32) })).not.toThrow();
    expect(() => new SessionStore({ secret: 'x'.repeat(31) })).toThrow(/^session: secrets must be strings of at least 32 characters \(got 31\)/);
    expect(() => new SessionStore({ secret: SECRET, oldSecrets: [12345 as unknown as string] })).toThrow(/^session: secrets must be strings of at least 32 characters \(got number\)/);
  });
});

describe('message signing', () => {
  it('refuses a message with no data, or with more than one dot', async () => {
    expect(await verify(await sign('', KEY), [KEY])).toBeUndefined();
    expect(await verify(`${await sign('abc', KEY)}.`, [KEY])).toBeUndefined();
    expect(await verify(await sign('abc', KEY), [KEY])).toEqual({ data: 'abc', keyIndex: 0 });
  });

  it('derives a different key per purpose', async () => {
    const [a, b] = [await deriveKey(SECRET, 'a'), await deriveKey(SECRET, 'b')];
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(false);
    // HMAC-SHA256 of `resource-routing <purpose>` keyed with the secret: the key node:crypto derives too.
    expect(Buffer.from(a.bytes).toString('hex')).toBe(createHmac('sha256', SECRET).update('resource-routing a').digest('hex'));
  });
});

describe('CSRF tokens', () => {
  it('are made on first use, replacing a stored token of the wrong size', () => {
    const session: Record<string, unknown> = { _csrf_token: 'c2hvcnQ' };
    const token = maskedToken(session);
    expect(Buffer.from(session._csrf_token as string, 'base64url')).toHaveLength(32);
    expect(validToken(session, token)).toBe(true);
    expect(validToken(session, session._csrf_token)).toBe(true);
  });

  it('checking a token never creates one', () => {
    const session: Record<string, unknown> = {};
    expect(validToken(session, Buffer.alloc(32).toString('base64'))).toBe(false);
    expect(session).toEqual({});
  });

  it('takes a token of up to 200 characters (decoders skip whitespace), not longer', () => {
    const session: Record<string, unknown> = {};
    const token = maskedToken(session);
    expect(validToken(session, token.padEnd(200, ' '))).toBe(true);
    expect(validToken(session, token.padEnd(201, ' '))).toBe(false);
    expect(validToken(session, 7)).toBe(false);
  });

  it('takes a token of 32 bytes (the real one) or 64 (masked), no other size', () => {
    const session: Record<string, unknown> = {};
    maskedToken(session);
    const real = Buffer.from(session._csrf_token as string, 'base64url');
    expect(validToken(session, real.toString('base64'))).toBe(true);
    expect(validToken(session, Buffer.concat([real, Buffer.alloc(16)]).toString('base64'))).toBe(false);
    expect(validToken(session, Buffer.concat([Buffer.alloc(32), real]).toString('base64'))).toBe(true);
  });

  const info = { host: 'example.com', protocol: 'https', port: '' } as RequestInfo;
  const request = (headers: Record<string, string>) => (name: string) => headers[name];
  const failure = (header: (name: string) => string | undefined, body: Record<string, string> = {}) => {
    try {
      verifyAuthenticity(header, info, body, () => ({}));
    } catch (e) {
      return [(e as Error).name, (e as { status: number }).status, (e as Error).message];
    }
    return undefined;
  };

  it('says why a request is refused', () => {
    expect(failure(request({ origin: `https://evil.example${'x'.repeat(300)}` }))).toEqual([
      'InvalidAuthenticityToken',
      422,
      `Can't verify CSRF token authenticity: the Origin ${JSON.stringify(`https://evil.example${'x'.repeat(300)}`.slice(0, 200))} is not this site's (https://example.com)`,
    ]);
    expect(failure(request({}))).toEqual(['InvalidAuthenticityToken', 422, "Can't verify CSRF token authenticity: no authenticity_token param and no X-CSRF-Token header"]);
    expect(failure(request({ 'x-csrf-token': 'abc' }))).toEqual([
      'InvalidAuthenticityToken',
      422,
      "Can't verify CSRF token authenticity: the token does not match this session's (the form may be older than the session)",
    ]);
  });
});

describe('adapters pass unknown paths on by default', () => {
  const routes = new RouteSet().draw((r) => r.get('mine', { to: (ctx: ActionContext) => ctx.render({ text: 'router' }) }));

  it('Express and Fastify, with no fallthrough option given', async () => {
    const app = express();
    app.use(createExpressMiddleware(routes, {}));
    app.get('/theirs', (_req, res) => void res.send('express'));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const fastify = Fastify();
    await fastify.register(resourceRoutingPlugin, { routes, controllers: {} });
    fastify.get('/theirs', async () => 'fastify');
    const fastifyBase = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      const expressBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect([(await send(expressBase, 'GET', '/theirs')).body, (await send(expressBase, 'GET', '/mine')).body]).toEqual(['express', 'router']);
      expect([(await send(fastifyBase, 'GET', '/theirs')).body, (await send(fastifyBase, 'GET', '/mine')).body]).toEqual(['fastify', 'router']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fastify.close();
    }
  });
});

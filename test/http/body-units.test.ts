import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS, parseBody, parseJsonBody, readBody } from '../../src/index.js';
import { BodyBudget, bodyKind, ClientGone } from '../../src/http/body.js';
import { hasBody } from '../../src/http/node-request.js';

// Body reading piece by piece, on hand-made requests: which content types are read, the handler-wide
// budget, early refusals, deadlines, and listeners left behind.

const fakeRequest = (headers: Record<string, string>) => Object.assign(new PassThrough(), { headers, complete: false }) as unknown as IncomingMessage & PassThrough;
const settle = <T>(promise: Promise<T>) =>
  Promise.race([promise.then((v) => ['resolved', v] as const, (e: { status?: number; message: string; headers?: object }) => ['rejected', e] as const), new Promise<readonly ['pending']>((r) => setTimeout(() => r(['pending']), 30))]);

describe('bodyKind and hasBody', () => {
  it.each<[string | undefined, string | null]>([
    ['application/json ; charset=utf-8', 'json'],
    ['Application/Vnd.Api+JSON', 'json'],
    ['xapplication/vnd.api+json', null],
    ['application/vnd.api+jsonx', null],
    [' multipart/form-data ; boundary=x', 'multipart'],
    [undefined, null],
  ])('%j is %j', (type, kind) => {
    expect(bodyKind(type)).toBe(kind);
  });

  it('a body is announced by a length other than 0 or by chunked encoding', () => {
    const req = (headers: Record<string, string>) => ({ headers }) as IncomingMessage;
    expect([hasBody(req({})), hasBody(req({ 'content-length': '0' })), hasBody(req({ 'content-length': '5' })), hasBody(req({ 'transfer-encoding': 'chunked' }))]).toEqual([false, false, true, true]);
  });
});

describe('BodyBudget', () => {
  it('lets small bodies (up to 64 KiB) use the whole cap, larger ones three quarters', () => {
    const budget = new BodyBudget(100_000);
    const other = budget.open();
    expect(other.take(20_000)).toBe(true);
    const small = budget.open();
    expect(small.take(65_536)).toBe(true);
    expect(budget.inUse).toBe(85_536);
    small.release();
    other.release();
    expect(budget.inUse).toBe(0);
    const large = budget.open();
    expect(large.take(70_000)).toBe(true);
    expect(large.take(10_000)).toBe(false);
    expect(large.take(5_000)).toBe(true);
    expect(budget.inUse).toBe(75_000);
    large.release();
    large.release();
    expect(budget.inUse).toBe(0);
  });

  it('takes bytes up to the cap exactly', () => {
    const budget = new BodyBudget(1000);
    const share = budget.open();
    expect(share.take(1001)).toBe(false);
    expect(share.take(1000)).toBe(true);
    expect(share.take(1)).toBe(false);
  });
});

describe('readBody', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a declared length over the limit before reading anything', async () => {
    const req = fakeRequest({ 'content-length': '100' });
    const [state, error] = await settle(readBody(req, 10));
    expect(state).toBe('rejected');
    expect(error).toMatchObject({ status: 413, message: 'Request body too large: the limit is 10 bytes' });
  });

  it('refuses with 503 when the handler holds too many bodies, asking the client to retry', async () => {
    const req = fakeRequest({});
    const reading = settle(readBody(req, 100, { budget: { take: () => false } }));
    req.write('abc');
    const [state, error] = await reading;
    expect(state).toBe('rejected');
    expect(error).toMatchObject({
      status: 503,
      message: 'Service Unavailable: the server is holding too many request bodies; try again',
      headers: { Connection: 'close', 'Retry-After': '1' },
    });
  });

  it('answers 408 when the body does not come in time, and has no deadline without a positive timeout', async () => {
    const [state, error] = await settle(readBody(fakeRequest({}), 100, { timeout: 5 }));
    expect(state).toBe('rejected');
    expect(error).toMatchObject({ status: 408, message: 'Request Timeout: the body did not arrive within 5 ms', headers: { Connection: 'close' } });
    for (const timeout of [undefined, 0, -1, Infinity]) {
      const req = fakeRequest({});
      const reading = readBody(req, 100, { timeout });
      await new Promise((r) => setTimeout(r, 15));
      req.end('late');
      expect((await reading).toString(), String(timeout)).toBe('late');
    }
  });

  it('leaves no listener and no timer behind once the body came', async () => {
    vi.useFakeTimers();
    const req = fakeRequest({});
    const reading = readBody(req, 100, { timeout: 1000 });
    req.end('abc');
    await vi.advanceTimersByTimeAsync(0);
    expect((await reading).toString()).toBe('abc');
    for (const event of ['data', 'end', 'error', 'close']) expect(req.listenerCount(event), event).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('names a client gone mid-body ClientGone', () => {
    expect(new ClientGone()).toMatchObject({ name: 'ClientGone', status: 400 });
  });
});

describe('parseBody', () => {
  it('reads the stream when a framework set req.body to null', async () => {
    const req = Object.assign(fakeRequest({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': '3' }), { body: null });
    const parsing = parseBody(req, DEFAULT_LIMITS);
    req.end('a=1');
    expect(await parsing).toEqual({ params: { a: '1' }, form: true });
  });

  it('says which Content-Encoding it does not take', async () => {
    const req = fakeRequest({ 'content-type': 'application/json', 'content-length': '2', 'content-encoding': 'GZip' });
    await expect(parseBody(req, DEFAULT_LIMITS)).rejects.toMatchObject({ status: 415, message: 'Unsupported Content-Encoding "gzip": send the body uncompressed' });
  });

  it('holds multipart bodies to the multipart limit, other bodies to the body limit', async () => {
    const multipart = fakeRequest({ 'content-type': 'multipart/form-data; boundary=B', 'content-length': '50' });
    await expect(parseBody(multipart, { ...DEFAULT_LIMITS, bodySize: 10, multipartSize: 40 })).rejects.toMatchObject({ status: 413, message: 'Request body too large: the limit is 40 bytes' });
    const form = fakeRequest({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': '50' });
    await expect(parseBody(form, { ...DEFAULT_LIMITS, bodySize: 10, multipartSize: 400 })).rejects.toMatchObject({ status: 413, message: 'Request body too large: the limit is 10 bytes' });
  });
});

describe('parseJsonBody edges', () => {
  const limits = (depth: number, keys = 10) => ({ depth, keys });

  it('counts depth with brackets closed again, and skips escaped quotes inside strings', () => {
    expect(parseJsonBody('{"a":[1],"b":[2],"c":{"d":1}}', limits(1))).toEqual({ a: [1], b: [2], c: { d: 1 } });
    expect(parseJsonBody('{"a":"\\"[[[[[["}', limits(0))).toEqual({ a: '"[[[[[[' });
    expect(parseJsonBody('{"a":{"b":1}}', limits(1))).toEqual({ a: { b: 1 } });
    expect(() => parseJsonBody('{"a":{"b":{"c":1}}}', limits(1))).toThrow('JSON body nested too deep: more than 1 levels');
  });

  it('takes exactly the key limit, a blank body as no params, and null under _json', () => {
    expect(parseJsonBody('{"a":1,"b":2}', limits(5, 2))).toEqual({ a: 1, b: 2 });
    expect(() => parseJsonBody('{"a":1,"b":2,"c":3}', limits(5, 2))).toThrow('Too many parameters: more than 2');
    expect(parseJsonBody(' \n\t', limits(5))).toEqual({});
    expect(parseJsonBody('null', limits(5))).toEqual({ _json: null });
  });
});

// Edges of the small HTTP helpers: method override, message signing, the JSON body scanner and parser.
import { describe, expect, it, vi } from 'vitest';

// Loaded afresh in each test: these modules set up their constants and helpers when they load.
async function fresh<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}
const methodOverride = () => fresh(() => import('../../src/http/method-override.js'));
const signing = () => fresh(() => import('../../src/http/message-signing.js'));
const jsonBody = () => fresh(() => import('../../src/http/json-body.js'));

describe('overrideMethod', () => {
  it('turns a POST into PUT, PATCH or DELETE by the _method form field or the X-HTTP-Method-Override header', async () => {
    const { overrideMethod, OVERRIDABLE_VERBS, METHOD_PARAM, METHOD_HEADER } = await methodOverride();
    expect([[...OVERRIDABLE_VERBS], METHOD_PARAM, METHOD_HEADER]).toEqual([['PUT', 'PATCH', 'DELETE'], '_method', 'x-http-method-override']);
    expect(['put', ' Patch ', 'DELETE'].map((v) => overrideMethod('post', { formParams: { _method: v } }))).toEqual(['PUT', 'PATCH', 'DELETE']);
    expect(overrideMethod('POST', { headers: { 'x-http-method-override': 'patch' } })).toBe('PATCH');
    expect(overrideMethod('POST', { formParams: { _method: 'get' }, headers: { 'x-http-method-override': 'head' } })).toBe('POST');
  });

  it('a repeated header counts by its last value', async () => {
    const { overrideMethod } = await methodOverride();
    const headers = { 'x-http-method-override': ['put', 'delete'] } as unknown as Record<string, string>;
    expect(overrideMethod('POST', { headers })).toBe('DELETE');
  });
});

describe('message signing', () => {
  it('signs and verifies with keys derived per purpose', async () => {
    const { deriveKey, sign, verify } = await signing();
    const secret = 's'.repeat(40);
    expect(Buffer.from((await deriveKey(secret, 'session cookie')).bytes).equals(Buffer.from((await deriveKey(secret, 'csrf')).bytes))).toBe(false);
    const key = await deriveKey(secret, 'test');
    expect(await verify(await sign('data', key), [await deriveKey(secret, 'other'), key])).toEqual({ data: 'data', keyIndex: 1 });
  });

  it('refuses a message with empty data, no dot, or a second dot', async () => {
    const { deriveKey, sign, verify } = await signing();
    const key = await deriveKey('s'.repeat(40), 'test');
    const signed = await sign('abc', key);
    expect(await verify(await sign('', key), [key])).toBeUndefined();
    expect(await verify(signed.replace('.', ''), [key])).toBeUndefined();
    expect(await verify(`${signed}.`, [key])).toBeUndefined();
    expect(await verify(`x.${signed}`, [key])).toBeUndefined();
  });
});

describe('jsonDepth', () => {
  it('counts nesting, closing brackets of both kinds, and skips strings with escaped quotes', async () => {
    const { jsonDepth } = await jsonBody();
    expect(jsonDepth('[][][]')).toBe(1);
    expect(jsonDepth('{}{}{}')).toBe(1);
    expect(jsonDepth('[{"a":[1]},{}]')).toBe(3);
    expect(jsonDepth('{"a":"\\"[[[{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\\\","b":[[1]]}')).toBe(3);
  });
});

describe('parseJsonBody', () => {
  it('a blank body is no params', async () => {
    const { parseJsonBody } = await jsonBody();
    expect(parseJsonBody(' \n\t', { keys: 10, depth: 5 })).toEqual({});
  });

  it('takes exactly the key and depth limits, refuses one more', async () => {
    const { parseJsonBody } = await jsonBody();
    expect(parseJsonBody('{"a":1,"b":2}', { keys: 2, depth: 5 })).toEqual({ a: 1, b: 2 });
    expect(() => parseJsonBody('{"a":1,"b":2,"c":3}', { keys: 2, depth: 5 })).toThrow('Too many parameters: more than 2');
    expect(parseJsonBody('{"a":{"b":1}}', { keys: 10, depth: 1 })).toEqual({ a: { b: 1 } });
    expect(() => parseJsonBody('{"a":{"b":{"c":1}}}', { keys: 10, depth: 1 })).toThrow('JSON body nested too deep: more than 1 levels');
  });

  it('keeps a top-level null (like any non-object) under _json', async () => {
    const { parseJsonBody } = await jsonBody();
    expect(parseJsonBody('null', { keys: 10, depth: 5 })).toEqual({ _json: null });
    expect(parseJsonBody('[1]', { keys: 10, depth: 5 })).toEqual({ _json: [1] });
  });
});

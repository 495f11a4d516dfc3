import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, parseBody, parseJsonBody, parseMultipart, UploadedFile, type ParamsLimits } from '../../src/index.js';
import { form, json, listen, multipart, send } from './support.js';

/** A server that answers with the parsed body (or the error's status and message). */
async function echo(limits: Partial<ParamsLimits> = {}) {
  return listen((req: IncomingMessage, res) => {
    parseBody(req, { ...DEFAULT_LIMITS, ...limits }).then(
      (parsed) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(parsed));
      },
      (error: { status?: number; message: string; headers?: Record<string, string> }) => {
        res.writeHead(error.status ?? 500, error.headers ?? {});
        res.end(error.message);
      },
    );
  });
}

let server: Awaited<ReturnType<typeof echo>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('parseBody over a real connection', () => {
  it('parses a urlencoded form, nesting bracketed names, and marks it a form', async () => {
    server = await echo();
    const res = await send(server.base, 'POST', '/', form('post[title]=Hello+there&post[tags][]=a&post[tags][]=b&_method=put'));
    expect(JSON.parse(res.body)).toEqual({ params: { post: { title: 'Hello there', tags: ['a', 'b'] }, _method: 'put' }, form: true });
  });

  it('parses a JSON body (not a form: it cannot override the verb)', async () => {
    server = await echo();
    const res = await send(server.base, 'POST', '/', json({ post: { title: 'Hi', n: 2, ok: true, none: null } }));
    expect(JSON.parse(res.body)).toEqual({ params: { post: { title: 'Hi', n: 2, ok: true, none: null } }, form: false });
  });

  it('parses a chunked body (no Content-Length)', async () => {
    server = await echo();
    const res = await send(server.base, 'POST', '/', { ...form('a=1&b[c]=2'), chunked: true });
    expect(JSON.parse(res.body).params).toEqual({ a: '1', b: { c: '2' } });
  });

  it('parses multipart fields and files', async () => {
    server = await echo();
    const body = multipart([
      { name: 'post[title]', value: 'Multi' },
      { name: 'post[tags][]', value: 'x' },
      { name: 'post[tags][]', value: 'y' },
      { name: 'post[image]', value: Buffer.from([0, 1, 2, 255]), filename: 'C:\\Users\\me\\pic.png', type: 'image/png' },
      { name: 'empty', value: '', filename: '' },
    ]);
    const res = await send(server.base, 'POST', '/', body);
    expect(JSON.parse(res.body)).toEqual({
      params: { post: { title: 'Multi', tags: ['x', 'y'], image: { filename: 'pic.png', contentType: 'image/png', size: 4 } } },
      form: true,
    });
  });

  it('answers 413 for a body over the limit, declared by Content-Length', async () => {
    server = await echo({ bodySize: 100 });
    const res = await send(server.base, 'POST', '/', form(`a=${'x'.repeat(200)}`));
    expect(res.status).toBe(413);
    expect(res.body).toBe('Request body too large: the limit is 100 bytes');
    expect(res.headers.connection).toBe('close');
  });

  it('answers 413 for a chunked body that grows over the limit', async () => {
    server = await echo({ bodySize: 100 });
    const res = await send(server.base, 'POST', '/', { ...form(`a=${'x'.repeat(5000)}`), chunked: true });
    expect(res.status).toBe(413);
  });

  it('has a separate, larger limit for multipart bodies', async () => {
    server = await echo({ bodySize: 100, multipartSize: 10_000 });
    const ok = await send(server.base, 'POST', '/', multipart([{ name: 'f', value: 'x'.repeat(1000), filename: 'a.txt' }]));
    expect(ok.status).toBe(200);
    const tooBig = await send(server.base, 'POST', '/', multipart([{ name: 'f', value: 'x'.repeat(20_000), filename: 'a.txt' }]));
    expect(tooBig.status).toBe(413);
  });

  it('answers 400 for too many keys and for too deep nesting', async () => {
    server = await echo({ keys: 5, depth: 3 });
    const many = await send(server.base, 'POST', '/', form('a=1&b=2&c=3&d=4&e=5&f=6'));
    expect([many.status, many.body]).toEqual([400, 'Too many parameters: more than 5']);
    const deep = await send(server.base, 'POST', '/', form('a[b][c][d][e]=1'));
    expect(deep.status).toBe(400);
    expect(deep.body).toMatch(/nesting too deep/);
    const deepJson = await send(server.base, 'POST', '/', json({ a: { b: { c: { d: { e: 1 } } } } }));
    expect(deepJson.status).toBe(400);
  });

  it('answers 400 for invalid JSON', async () => {
    server = await echo();
    const res = await send(server.base, 'POST', '/', { headers: { 'Content-Type': 'application/json' }, body: '{"a":' });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/^Invalid JSON body/);
  });

  it('leaves bodies of other content types unread', async () => {
    server = await echo();
    const res = await send(server.base, 'POST', '/', { headers: { 'Content-Type': 'text/plain' }, body: 'a=1' });
    expect(JSON.parse(res.body)).toEqual({ params: {}, form: false, unread: true });
  });

  it('refuses a compressed body with 415', async () => {
    server = await echo();
    const res = await send(server.base, 'POST', '/', { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: 'xx' });
    expect(res.status).toBe(415);
  });
});

describe('parseJsonBody', () => {
  it('keeps a non-object body under _json, as Rails does', () => {
    expect(parseJsonBody('[1,2]', DEFAULT_LIMITS)).toEqual({ _json: [1, 2] });
    expect(parseJsonBody('"x"', DEFAULT_LIMITS)).toEqual({ _json: 'x' });
    expect(parseJsonBody('', DEFAULT_LIMITS)).toEqual({});
  });

  it('drops prototype keys at every level', () => {
    const params = parseJsonBody('{"__proto__":{"polluted":1},"a":{"constructor":{"prototype":{"polluted":1}},"b":1},"list":[{"__proto__":{"x":1}}]}', DEFAULT_LIMITS);
    expect(params).toEqual({ a: { b: 1 }, list: [{}] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(params.a)).toBe(Object.prototype);
  });

  it('counts depth outside strings only', () => {
    expect(parseJsonBody('{"a":"[[[[[[[[[[[[[[["}', { keys: 10, depth: 1 })).toEqual({ a: '[[[[[[[[[[[[[[[' });
    expect(() => parseJsonBody('{"a":{"b":{}}}', { keys: 10, depth: 1 })).toThrow(/nested too deep/);
    expect(() => parseJsonBody('['.repeat(100_000), { keys: 10, depth: 32 })).toThrow(/nested too deep/);
  });

  it('limits the number of keys', () => {
    expect(() => parseJsonBody('{"a":1,"b":{"c":1,"d":2}}', { keys: 3, depth: 5 })).toThrow(/Too many parameters/);
  });
});

describe('parseMultipart', () => {
  const type = 'multipart/form-data; boundary=XyZ';
  const body = (text: string) => Buffer.from(text.replace(/\n/g, '\r\n'));

  it('reads quoted, escaped and RFC 5987 names and keeps files as UploadedFile', () => {
    const pairs = parseMultipart(
      body(`preamble\n--XyZ\nContent-Disposition: form-data; name="a\\"b"\n\nline1\nline2\n--XyZ\nContent-Disposition: form-data; name=file; filename*=UTF-8''caf%C3%A9.txt\nContent-Type: text/plain\n\nhello\n--XyZ--\nepilogue`),
      type,
      { files: 5 },
    );
    expect(pairs[0]).toEqual(['a"b', 'line1\r\nline2']);
    const file = pairs[1]![1] as UploadedFile;
    expect(file).toBeInstanceOf(UploadedFile);
    expect([file.filename, file.contentType, file.text()]).toEqual(['café.txt', 'text/plain', 'hello']);
  });

  it('accepts a quoted boundary', () => {
    const pairs = parseMultipart(body('--a b\nContent-Disposition: form-data; name="x"\n\n1\n--a b--\n'), 'multipart/form-data; boundary="a b"', { files: 1 });
    expect(pairs).toEqual([['x', '1']]);
  });

  it.each([
    ['multipart/form-data', '--XyZ--', /no boundary/],
    [type, 'nothing here', /boundary does not occur/],
    [type, '--XyZ\nContent-Disposition: form-data; name="x"\n\nunterminated', /closing boundary is missing/],
    [type, '--XyZ\nContent-Disposition: form-data\n\n1\n--XyZ--', /has no name/],
    [type, '--XyZ\nContent-Disposition: form-data; name="x"', /no end of headers/],
  ])('refuses a malformed body (%s): %s', (contentType, text, message) => {
    expect(() => parseMultipart(body(text), contentType, { files: 1 })).toThrow(message);
  });

  it('limits the number of files with a 413', () => {
    const text = '--XyZ\nContent-Disposition: form-data; name="f"; filename="a"\n\n1\n--XyZ\nContent-Disposition: form-data; name="f"; filename="b"\n\n2\n--XyZ--';
    expect(parseMultipart(body(text), type, { files: 2 })).toHaveLength(2);
    expect(() => parseMultipart(body(text), type, { files: 1 })).toThrow(expect.objectContaining({ status: 413 }));
  });
});

describe('a client that leaves mid-body', () => {
  it('ends the read with an error once part of the body came and the client went away', async () => {
    const { createConnection } = await import('node:net');
    let partCame!: () => void;
    const firstChunk = new Promise<void>((resolve) => (partCame = resolve));
    let settled: Promise<string> | undefined;
    const server = await listen((req) => {
      req.once('data', () => partCame());
      settled = parseBody(req, DEFAULT_LIMITS).then(
        (parsed) => `resolved ${JSON.stringify(parsed)}`,
        (e: Error & { status?: number; code?: string }) => `${e.status ?? e.code} ${e.message}`,
      );
    });
    try {
      const socket = createConnection(server.port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\na=1');
      await firstChunk; // the server holds 3 of the 100 bytes announced
      socket.destroy();
      // Node reports the abort as an 'aborted' error (ECONNRESET) on the request.
      expect(await settled).toBe('ECONNRESET aborted');
    } finally {
      await server.close();
    }
  });

  it('ends the read with a 400 when the request closes before its end without an error', async () => {
    const { PassThrough } = await import('node:stream');
    const req = Object.assign(new PassThrough(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '100' },
      complete: false,
    });
    const settled = parseBody(req as unknown as IncomingMessage, DEFAULT_LIMITS).then(
      () => 'resolved',
      (e: Error & { status?: number }) => `${e.status} ${e.message}`,
    );
    req.write('a=1');
    req.emit('close');
    expect(await settled).toBe('400 The request body ended early: the client closed the connection');
    // Closing after a complete body is no error: the 'end' decides.
    const done = Object.assign(new PassThrough(), { headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '3' }, complete: true });
    const parsed = parseBody(done as unknown as IncomingMessage, DEFAULT_LIMITS);
    done.emit('close');
    done.end('a=1');
    expect(await parsed).toEqual({ params: { a: '1' }, form: true });
  });
});

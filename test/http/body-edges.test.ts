import express from 'express';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createExpressMiddleware, DEFAULT_LIMITS, parseBody, parseMultipart, RouteSet, UploadedFile, type ActionContext, type ParamsLimits } from '../../src/index.js';
import { form, listen, send } from './support.js';

// Edges of body reading that the parser rewrites must keep: limits to the byte, empty bodies, JSON media
// types, verbs from framework-parsed bodies, and multipart bodies that break the format.

/** A server that answers with the parsed body, or the error's status and message. */
async function echo(limits: Partial<ParamsLimits> = {}) {
  return listen((req: IncomingMessage, res) => {
    parseBody(req, { ...DEFAULT_LIMITS, ...limits }).then(
      (parsed) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(parsed)),
      (error: { status?: number; message: string }) => res.writeHead(error.status ?? 500).end(error.message),
    );
  });
}

let server: Awaited<ReturnType<typeof echo>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('body size limits, to the byte', () => {
  const atLimit = 'a=' + 'x'.repeat(18); // 20 bytes
  for (const chunked of [false, true]) {
    const how = chunked ? 'chunked' : 'with Content-Length';
    it(`takes a body of exactly the limit, ${how}`, async () => {
      server = await echo({ bodySize: 20 });
      const res = await send(server.base, 'POST', '/', { ...form(atLimit), chunked });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ params: { a: 'x'.repeat(18) }, form: true });
    });

    it(`refuses a body one byte over the limit with 413, ${how}`, async () => {
      server = await echo({ bodySize: 20 });
      const res = await send(server.base, 'POST', '/', { ...form(atLimit + 'x'), chunked });
      expect([res.status, res.body]).toEqual([413, 'Request body too large: the limit is 20 bytes']);
    });
  }

  it('applies the multipart limit to multipart bodies, to the byte', async () => {
    const boundary = 'B';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${boundary}--\r\n`;
    const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
    server = await echo({ bodySize: 1, multipartSize: body.length });
    expect(JSON.parse((await send(server.base, 'POST', '/', { headers, body })).body)).toEqual({ params: { a: '1' }, form: true });
    expect((await send(server.base, 'POST', '/', { headers, body: body + 'x' })).status).toBe(413);
  });
});

describe('empty bodies and media types', () => {
  it('reads nothing for Content-Length: 0, whatever the type', async () => {
    server = await echo();
    for (const type of ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data; boundary=B']) {
      const res = await send(server.base, 'POST', '/', { headers: { 'Content-Type': type }, body: '' });
      expect(JSON.parse(res.body), type).toEqual({ params: {}, form: false });
    }
  });

  it('parses JSON sent with a +json media type (application/vnd.api+json), and not as a form', async () => {
    server = await echo();
    const res = await send(server.base, 'POST', '/', { headers: { 'Content-Type': 'application/vnd.api+json; charset=utf-8' }, body: '{"data":{"type":"posts","_method":"delete"}}' });
    expect(JSON.parse(res.body)).toEqual({ params: { data: { type: 'posts', _method: 'delete' } }, form: false });
  });

  it('leaves a look-alike media type unread', async () => {
    server = await echo();
    const res = await send(server.base, 'POST', '/', { headers: { 'Content-Type': 'application/jsonx' }, body: '{"a":1}' });
    expect(JSON.parse(res.body)).toEqual({ params: {}, form: false, unread: true });
  });
});

describe('a body Express already parsed', () => {
  const routes = new RouteSet().draw((r) => r.resources('posts', { only: ['create', 'destroy'] }));
  const answer = (ctx: ActionContext) => ctx.render({ json: { verb: ctx.verb, action: ctx.params.action, post: ctx.params.post } });
  let app: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (app ? app.close(() => resolve()) : resolve())));

  async function start(parser: express.RequestHandler): Promise<string> {
    const instance = express();
    instance.use(parser);
    instance.use(createExpressMiddleware(routes, { posts: { create: answer, destroy: answer } }, { log: () => {}, forgeryProtection: false }));
    app = await new Promise<Server>((resolve) => {
      const s = instance.listen(0, '127.0.0.1', () => resolve(s));
    });
    return `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  }

  it('keeps a POST a POST when express.json() parsed {"_method":"delete"}: JSON is not a form', async () => {
    const base = await start(express.json());
    const res = await send(base, 'POST', '/posts', { headers: { 'Content-Type': 'application/json' }, body: '{"_method":"delete","post":{"title":"T"}}' });
    expect(JSON.parse(res.body)).toEqual({ verb: 'POST', action: 'create', post: { title: 'T' } });
  });

  it('lets a form express.urlencoded() parsed override the verb', async () => {
    const base = await start(express.urlencoded({ extended: true }));
    const res = await send(base, 'POST', '/posts/3', form('_method=delete'));
    expect(JSON.parse(res.body)).toEqual({ verb: 'DELETE', action: 'destroy' });
  });
});

describe('multipart bodies that break the format', () => {
  const B = 'XyZ';
  const parse = (body: string) => parseMultipart(Buffer.from(body, 'latin1'), `multipart/form-data; boundary=${B}`, DEFAULT_LIMITS);
  const part = (disposition: string, content: string, extra = '') => `--${B}\r\nContent-Disposition: ${disposition}\r\n${extra}\r\n${content}\r\n`;
  const end = `--${B}--\r\n`;

  it.each([
    ['no CRLF after a boundary', `--${B}Content-Disposition: form-data; name="a"\r\n\r\n1\r\n${end}`, 'a boundary line does not end with CRLF'],
    ['a part that is not form-data', part('attachment; name="a"', '1') + end, 'a part is not form-data'],
    ['a part without Content-Disposition', `--${B}\r\nContent-Type: text/plain\r\n\r\n1\r\n${end}`, 'a part is not form-data'],
    ['a part without a name', part('form-data', '1') + end, 'a part has no name'],
    ['headers that never end', `--${B}\r\nContent-Disposition: form-data; name="a"`, 'a part has no end of headers'],
    ['no closing boundary', `--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1`, 'the closing boundary is missing'],
    ['no boundary at all', 'a=1', 'the boundary does not occur'],
  ])('refuses %s with a 400 saying so', (_what, body, why) => {
    expect(() => parse(body)).toThrow(expect.objectContaining({ status: 400, message: `Invalid multipart/form-data body: ${why}` }));
  });

  it('keeps a file whose filename is empty when it has content, and drops an empty file input', () => {
    const [[name, file]] = parse(part('form-data; name="f"; filename=""', 'hello', 'Content-Type: text/plain\r\n') + end) as [[string, UploadedFile]];
    expect(name).toBe('f');
    expect(file).toBeInstanceOf(UploadedFile);
    expect(file.toJSON()).toEqual({ filename: '', contentType: 'text/plain', size: 5 });
    expect(file.text()).toBe('hello');
    expect(parse(part('form-data; name="f"; filename=""', '') + end)).toEqual([]);
  });

  it('decodes an ISO-8859-1 filename* byte by byte, and a UTF-8 one as UTF-8', () => {
    const [[, latin]] = parse(part(`form-data; name="f"; filename*=ISO-8859-1''caf%E9%20cr%E8me.txt`, 'x') + end) as [[string, UploadedFile]];
    expect(latin.filename).toBe('café crème.txt');
    const [[, utf8]] = parse(part(`form-data; name="f"; filename="plain.txt"; filename*=UTF-8''caf%C3%A9.txt`, 'x') + end) as [[string, UploadedFile]];
    expect(utf8.filename).toBe('café.txt');
    // Bytes that are not UTF-8 under a UTF-8 label: the plain filename is used instead.
    const [[, fallback]] = parse(part(`form-data; name="f"; filename="plain.txt"; filename*=UTF-8''caf%E9.txt`, 'x') + end) as [[string, UploadedFile]];
    expect(fallback.filename).toBe('plain.txt');
  });

  it('skips transport padding after a boundary, a preamble and an epilogue; reads headers in any case', () => {
    expect(parse(`preamble\r\n--${B} \t\r\nCONTENT-DISPOSITION: Form-Data; NAME=a\r\n\r\n1\r\n${end}epilogue`)).toEqual([['a', '1']]);
  });
});

// The fetch transport's edges, through what it exposes: FetchResponse as node:http-style code sees it (flags,
// header lists, bodies written in pieces), FetchRequest as the cycle reads it (body stream caps, a body already
// read, the host of a URL), and createFetchHandler / createHonoMiddleware around them.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createFetchHandler, createHonoMiddleware, FetchRequest, FetchResponse, RouteSet, type FetchContext, type HandlerOptions } from '../../src/index.js';

const encode = (text: string) => new TextEncoder().encode(text);

/** A body stream that sends `chunks`, then ends, or stalls forever when `end` is false. */
function stream(chunks: string[], end = true): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(encode(chunks[i++]!));
      else if (end) controller.close();
      else return new Promise(() => {});
    },
  });
}
const post = (url: string, body: string | ReadableStream<Uint8Array> | null, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, duplex: 'half' } as RequestInit);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('FetchResponse as node:http code sees it', () => {
  it('has headers sent once the head or a chunk is written, and is ended by end() or destroy() only', () => {
    const res = new FetchResponse();
    const flags = () => [res.headersSent, res.writableEnded, res.destroyed];
    expect([res.statusCode, ...flags()]).toEqual([200, false, false, false]);
    res.setHeader('X-A', '1');
    expect(flags()).toEqual([false, false, false]);
    expect(res.write('a')).toBe(true);
    expect(flags()).toEqual([true, false, false]);
    expect(res.end()).toBe(res);
    expect(flags()).toEqual([true, true, false]);

    const head = new FetchResponse().writeHead(201);
    expect([head.statusCode, head.headersSent, head.writableEnded]).toEqual([201, true, false]);
    const ended = new FetchResponse().end('x');
    expect([ended.headersSent, ended.writableEnded]).toEqual([true, true]);
    const gone = new FetchResponse().destroy();
    expect([gone.headersSent, gone.writableEnded, gone.destroyed]).toEqual([false, true, true]);
  });

  it('joins a body written in pieces, text and bytes, in order; end() with no argument adds nothing', async () => {
    const text = new FetchResponse().writeHead(200, { 'Content-Type': 'text/plain' });
    text.write('a');
    text.write('b');
    expect(await text.end('c').toResponse(false).text()).toBe('abc');
    const mixed = new FetchResponse();
    mixed.setHeader('Content-Type', 'text/plain; charset=utf-8');
    mixed.write(encode('é='));
    mixed.write('ü');
    expect(await mixed.end(encode('!')).toResponse(false).text()).toBe('é=ü!');
    const trailing = new FetchResponse();
    trailing.write('only');
    expect(await trailing.end().toResponse(false).text()).toBe('only');
    const bytes = new FetchResponse();
    bytes.write(new Uint8Array([1, 2]));
    bytes.end(new Uint8Array([3]));
    expect([...new Uint8Array(await bytes.toResponse(false).arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('has no body when nothing was written (as Response(null)), and sends an empty write as an empty body', () => {
    expect(new FetchResponse().writeHead(200).end().toResponse(false).body).toBeNull();
    expect(new FetchResponse().end('').toResponse(false).body).not.toBeNull();
  });

  it('adds no Content-Type node:http would not send: text with none set goes out with none', async () => {
    const one = new FetchResponse().end('plain').toResponse(false);
    expect([one.headers.get('content-type'), await one.text()]).toEqual([null, 'plain']);
    const pieces = new FetchResponse();
    pieces.write('a');
    const joined = pieces.end('b').toResponse(false);
    expect([joined.headers.get('content-type'), await joined.text()]).toEqual([null, 'ab']);
    const listed = new FetchResponse().writeHead(200, ['X-A', '1', 'X-B', '2']).end('x').toResponse(false);
    expect([...listed.headers]).toEqual([['x-a', '1'], ['x-b', '2']]);
    // A name as long as Content-Type is not taken for it.
    const sameLength = new FetchResponse().writeHead(200, ['X-Powered-By', 'us']).end('x').toResponse(false);
    expect([...sameLength.headers]).toEqual([['x-powered-by', 'us']]);
    const typed = new FetchResponse().writeHead(200, ['X-A', '1', 'content-type', 'text/csv']).end('a,b').toResponse(false);
    expect([typed.headers.get('content-type'), await typed.text()]).toEqual(['text/csv', 'a,b']);
    const set = new FetchResponse().writeHead(200, { 'Content-Type': 'text/html' }).end('<p>').toResponse(false);
    expect([set.headers.get('content-type'), await set.text()]).toEqual(['text/html', '<p>']);
  });

  it('sends a name listed twice in writeHead as two header lines, as node:http does; set later, the last one wins', () => {
    const twice = new FetchResponse().writeHead(200, ['Set-Cookie', 'a=1', 'Connection', 'close', 'Set-Cookie', 'b=2', 'X-A', '1']);
    const sent = twice.end().toResponse(false);
    expect([...sent.headers]).toEqual([['set-cookie', 'a=1'], ['set-cookie', 'b=2'], ['x-a', '1']]);
    // Once headers were set one by one, writeHead's list sets them as setHeader does (node:http's slow path).
    const merged = new FetchResponse();
    merged.setHeader('X-Before', '1');
    expect(merged.writeHead(200, ['X-A', '1', 'X-A', '2']).end().toResponse(false).headers.get('x-a')).toBe('2');
    expect(merged.getHeaderNames()).toEqual(['x-before', 'x-a']);
  });

  it('refuses a headers list of odd length, as node:http does, and keeps its state', () => {
    const res = new FetchResponse();
    expect(() => res.writeHead(201, ['X-A', '1', 'X-B'])).toThrow(new TypeError('writeHead: the headers list must hold [name, value, …] pairs; it has 3 items'));
    expect([res.statusCode, res.headersSent, res.getHeaderNames()]).toEqual([200, false, []]);
  });

  it('reads a kept list back whole, by any case', () => {
    const res = new FetchResponse().writeHead(200, ['Content-Type', 'text/plain', 'X-Last', 'z']);
    expect([res.getHeaderNames(), res.getHeader('x-last'), res.hasHeader('X-LAST')]).toEqual([['content-type', 'x-last'], 'z', true]);
  });
});

describe('FetchRequest as the cycle reads it', () => {
  it('is complete with no body, and with a body only once read to its end', async () => {
    expect(new FetchRequest(new Request('http://localhost/')).complete).toBe(true);
    const request = new FetchRequest(post('http://localhost/', 'a=1'));
    expect([request.hasBody, request.complete, request.bodyRead]).toEqual([true, false, false]);
    expect(new TextDecoder().decode(await request.readBody(10, {}))).toBe('a=1');
    expect([request.complete, request.bodyRead]).toEqual([true, true]);
  });

  it('takes a declared length of 0 as no body', () => {
    const empty = new FetchRequest(post('http://localhost/', stream([]), { 'content-length': '0' }));
    expect([empty.hasBody, empty.complete]).toEqual([false, true]);
  });

  it('reads no body as empty bytes', async () => {
    expect(await new FetchRequest(new Request('http://localhost/')).readBody(10, {})).toEqual(new Uint8Array(0));
  });

  it('refuses a declared length over the limit before reading a byte (the stream may never come)', async () => {
    const request = new FetchRequest(post('http://localhost/', stream([], false), { 'content-length': '11' }));
    await expect(request.readBody(10, {})).rejects.toMatchObject({ status: 413 });
  });

  it('reads a body whose declared length is the limit or under it', async () => {
    for (const length of ['10', '9']) {
      const request = new FetchRequest(post('http://localhost/', stream(['0123456789'.slice(0, Number(length))]), { 'content-length': length }));
      expect((await request.readBody(10, {})).length).toBe(Number(length));
    }
  });

  it('takes a body of exactly the limit, refuses one byte more; with no deadline either way', async () => {
    const exact = new FetchRequest(post('http://localhost/', stream(['01234', '56789'])));
    expect((await exact.readBody(10, {})).length).toBe(10);
    const over = new FetchRequest(post('http://localhost/', stream(['01234', '56789', 'x'], false)));
    await expect(over.readBody(10, {})).rejects.toMatchObject({ status: 413 });
    expect(over.complete).toBe(false);
  });

  it('is not complete after a body refused for its deadline', async () => {
    const request = new FetchRequest(post('http://localhost/', stream(['a='], false)));
    await expect(request.readBody(100, { timeout: 30 })).rejects.toMatchObject({ status: 408 });
    await settle();
    expect(request.complete).toBe(false);
  });

  it("says the host from the URL when no Host header came, whatever follows it; none for a URL without one", () => {
    // Real Requests always carry `scheme://host/path`; FetchRequest also takes objects shaped like one.
    const shaped = (url: string) => new FetchRequest({ url, headers: new Headers(), method: 'GET', body: null } as unknown as Request);
    const hosts = ['http://a.example', 'http://b.example?x=1', 'http://c.example#top', 'http://d.example:81/p?q', 'urn:isbn:1', 'http:///p'].map((url) => shaped(url).header('host'));
    expect(hosts).toEqual(['a.example', 'b.example', 'c.example', 'd.example:81', undefined, undefined]);
    expect([shaped('http://a.example').target, shaped('http://d.example:81/p?q').target]).toEqual(['/', '/p?q']);
  });

  it("gives no address when Bun's server knows none for the request (a Unix socket)", () => {
    expect(new FetchRequest(new Request('http://localhost/'), { requestIP: () => null }).remoteAddress).toBe('');
  });
});

const routes = () =>
  new RouteSet().draw((r) => {
    r.resources('posts', { only: ['index', 'create'] });
    r.get('raw', { to: 'pages#raw' });
    r.get('partial', { to: 'pages#partial' });
    r.get('ended', { to: 'pages#ended' });
  });
const controllers = {
  posts: {
    index: () => ['a post'],
    create: (ctx: FetchContext) => ctx.render({ json: ctx.params.require('post').permit('title'), status: 201 }),
  },
  pages: {
    raw: (ctx: FetchContext) => {
      ctx.response.writeHead(202, { 'Content-Type': 'text/plain', 'X-Raw': 'yes' });
      ctx.response.end('raw body');
    },
    partial: (ctx: FetchContext) => {
      ctx.response.writeHead(200, { 'Content-Type': 'text/plain' });
      ctx.response.write('partial');
      throw new Error('failed after writing');
    },
    ended: (ctx: FetchContext) => {
      ctx.response.end('ended');
      return { rendered: 'never' };
    },
  },
};
const handler = (options: HandlerOptions | ((env: unknown) => HandlerOptions) = {}) =>
  createFetchHandler(routes(), controllers, typeof options === 'function' ? options : { forgeryProtection: false, log: () => {}, ...options });

describe('createFetchHandler around them', () => {
  it('believes no forwarded header unless told to trust a proxy: URLs name the host that was asked', async () => {
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    const handlerWith = (trustProxy?: boolean) =>
      createFetchHandler(new RouteSet().draw((r) => r.get('where', { to: 'pages#where' })), { pages: { where: (ctx: FetchContext) => ({ url: ctx.urlFor('/where'), ip: ctx.info.ip, home: ctx.urlFor({ controller: 'pages', action: 'where' }) }) } }, { log: () => {}, hosts: ['shop.example', 'evil.example'], ...(trustProxy === undefined ? {} : { trustProxy }) });
    const ask = async (trustProxy?: boolean) => (await handlerWith(trustProxy)(new Request('http://shop.example:3000/where', { headers: { host: 'shop.example:3000', ...forwarded } }))).json();
    expect(await ask()).toEqual({ url: '/where', ip: '', home: 'http://shop.example:3000/where' });
    expect(await ask(false)).toEqual({ url: '/where', ip: '', home: 'http://shop.example:3000/where' });
    expect(await ask(true)).toEqual({ url: '/where', ip: '203.0.113.9', home: 'https://evil.example/where' });
    // Trusting a proxy that sent none of them: the request's own.
    const plain = await handlerWith(true)(new Request('http://shop.example:3000/where', { headers: { host: 'shop.example:3000' } }));
    expect(await plain.json()).toEqual({ url: '/where', ip: '', home: 'http://shop.example:3000/where' });
  });

  it("takes a browser-like Accept as HTML first unless X-Requested-With says XHR, as Rails' formats do", async () => {
    const negotiated = createFetchHandler(new RouteSet().draw((r) => r.get('both', { to: 'pages#both' })), { pages: { both: (ctx: FetchContext) => ctx.respondTo({ html: () => '<p>page</p>', json: () => ({ data: true }) }) } }, { log: () => {}, hosts: ['localhost'] });
    const ask = async (headers: Record<string, string>) => (await negotiated(new Request('http://localhost/both', { headers }))).headers.get('content-type');
    const jquery = 'application/json, text/javascript, */*; q=0.01';
    expect(await ask({ accept: jquery })).toBe('text/html; charset=utf-8');
    expect(await ask({ accept: jquery, 'x-requested-with': 'XMLHttpRequest' })).toBe('application/json; charset=utf-8');
    expect(await ask({ accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' })).toBe('application/json; charset=utf-8');
    expect(await ask({ accept: 'application/json' })).toBe('application/json; charset=utf-8');
  });

  it('answers HEAD to an action that writes the response itself with its head and no body', async () => {
    const res = await handler()(new Request('http://localhost/raw', { method: 'HEAD' }));
    expect([res.status, res.headers.get('content-type'), res.headers.get('x-raw'), await res.text()]).toEqual([202, 'text/plain', 'yes', '']);
    const get = await handler()(new Request('http://localhost/raw'));
    expect([get.status, await get.text()]).toEqual([202, 'raw body']);
  });

  it('keeps what an action wrote before it failed (no error page over it), and renders nothing after an end()', async () => {
    const logged: unknown[] = [];
    const partial = await handler({ log: (...m: unknown[]) => logged.push(m[0]) })(new Request('http://localhost/partial'));
    expect([partial.status, await partial.text(), logged.length]).toEqual([200, 'partial', 1]);
    const ended = await handler()(new Request('http://localhost/ended'));
    expect([ended.status, await ended.text()]).toEqual([200, 'ended']);
  });

  it('takes a body something read before the handler as no body (400 for a missing param), not as a failure', async () => {
    const request = post('http://localhost/posts', 'post[title]=Hi');
    await request.text();
    const res = await handler()(request);
    expect([res.status, await res.text()]).toEqual([400, expect.stringContaining('param is missing or the value is empty: post')]);
  });

  it('takes an empty JSON body declared with length 0 as no body', async () => {
    const res = await handler()(post('http://localhost/posts', '', { 'content-type': 'application/json', 'content-length': '0' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('param is missing');
  });

  it('reads bodies with no deadline when timeouts.body is 0, still within the size limit', async () => {
    const unbounded = handler({ timeouts: { body: 0 }, limits: { bodySize: 20 } });
    const ok = await unbounded(post('http://localhost/posts', stream(['post[title]=', 'Hi'])));
    expect([ok.status, await ok.json()]).toEqual([201, { title: 'Hi' }]);
    expect((await unbounded(post('http://localhost/posts', stream(['post[title]=', 'far too long a title'])))).status).toBe(413);
  });

  it('counts the body bytes it holds while reading, none before its first request', async () => {
    const lazy = handler(() => ({ forgeryProtection: false, log: () => {} }));
    expect(lazy.bufferedBodyBytes).toBe(0);
    const reading = handler({ timeouts: { body: 200 } });
    const answered = reading(post('http://localhost/posts', stream(['post[title]=Hi'], false)));
    await settle();
    const held = reading.bufferedBodyBytes;
    expect([held, (await answered).status, reading.bufferedBodyBytes]).toEqual(['post[title]=Hi'.length, 408, 0]);
  });
});

describe('createHonoMiddleware around them', () => {
  it("lets an error thrown while matching (a constraint's own) reach Hono's error handler", async () => {
    const failing = new RouteSet().draw((r) => {
      r.get('guarded', {
        to: 'posts#index',
        constraints: () => {
          throw new Error('constraint failed');
        },
      });
    });
    const hono = new Hono();
    hono.onError((error, c) => c.text(`onError: ${error.message}`, 500));
    hono.use(createHonoMiddleware(failing, controllers, { forgeryProtection: false, log: () => {} }));
    const res = await hono.fetch(new Request('http://localhost/guarded'));
    expect([res.status, await res.text()]).toEqual([500, 'onError: constraint failed']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteSet } from '../../src/core.js';
import { createFetchHandler, type FetchContext } from '../../src/fetch/index.js';
import { toNodeListener, type FetchLike, type NodeEnv } from '../../src/http/index.js';
import { nodeFetchRequest, urlOf } from '../../src/http/node-fetch-request.js';
import { json, listen, rawRequest, send } from './support.js';

const SECRET = 'x'.repeat(64);
const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: FetchLike, options?: Parameters<typeof toNodeListener>[1]) {
  const server = await listen(toNodeListener(handler, options));
  servers.push(server);
  return server;
}

const routes = new RouteSet().draw((r) => {
  r.resources('notes');
  r.get('echo', { to: 'notes#echo' });
  r.post('raw', { to: 'notes#raw' });
  r.get('written', { to: 'notes#written' });
  r.get('dropped', { to: 'notes#dropped' });
  r.get('bad_header', { to: 'notes#bad_header' });
});

const seen: { request?: Request; text?: string } = {};
const controllers = {
  notes: {
    show: (ctx: FetchContext) => ({ id: ctx.params.id }),
    create: async (ctx: FetchContext) => {
      seen.request = ctx.request;
      seen.text = await ctx.request.text();
      return { created: (ctx.params as { note?: unknown }).note };
    },
    echo: (ctx: FetchContext) => {
      const request = ctx.request;
      return { url: request.url, method: request.method, accept: request.headers.get('accept'), isRequest: request instanceof Request, tag: Object.prototype.toString.call(request) };
    },
    raw: (ctx: FetchContext) => ({ size: (ctx.params as { size?: string }).size }),
    written: (ctx: FetchContext) => {
      const res = ctx.response;
      res.setHeader('Set-Cookie', ['a=1', 'b=2']);
      res.writeHead(201, { 'Content-Type': 'text/plain' });
      res.write('one ');
      res.end(new TextEncoder().encode('two'));
    },
    dropped: (ctx: FetchContext) => void ctx.response.destroy(),
    bad_header: (ctx: FetchContext) => {
      ctx.response.setHeader('X-Bad', 'a\r\nb');
      ctx.response.end('x');
    },
  },
};
const ours = () => createFetchHandler(routes, controllers, { development: false, log: () => {}, session: { secret: SECRET }, forgeryProtection: false });

describe('toNodeListener with a handler from createFetchHandler', () => {
  it('answers as the fetch handler does, with the security headers and Content-Length', async () => {
    const { base } = await serve(ours());
    const res = await send(base, 'GET', '/notes/42');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ id: '42' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe('11');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives actions a Request (made when read) with the URL, method and headers node:http received', async () => {
    const { base, port } = await serve(ours());
    const res = await send(base, 'GET', '/echo?q=1', { headers: { Accept: 'application/json' } });
    expect(JSON.parse(res.body)).toEqual({ url: `http://127.0.0.1:${port}/echo?q=1`, method: 'GET', accept: 'application/json', isRequest: true, tag: '[object Request]' });
  });

  it("keeps the body the cycle read for the action's Request", async () => {
    const { base } = await serve(ours());
    const res = await send(base, 'POST', '/notes', json({ note: 'hi' }));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ created: 'hi' });
    expect(seen.text).toBe('{"note":"hi"}');
    expect(seen.request?.headers.get('content-type')).toBe('application/json');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const { port } = await serve(ours());
    const { response } = await rawRequest(port, 'HEAD /notes/42 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toMatch(/Content-Length: 11\r\n/i);
    expect(response.endsWith('\r\n\r\n')).toBe(true);
  });

  it('writes what an action wrote itself: its status, each Set-Cookie line, every chunk', async () => {
    const { base } = await serve(ours());
    const res = await send(base, 'GET', '/written');
    expect(res.status).toBe(201);
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(res.body).toBe('one two');
  });

  it('closes the connection of an answer the action dropped', async () => {
    const { port } = await serve(ours());
    const { status, closed } = await rawRequest(port, 'GET /dropped HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', { waitMs: 2000 });
    expect(status).toBe(0);
    expect(closed).toBe(true);
  });

  it('answers 500 when node:http refuses a header the action set, and tells onError', async () => {
    const onError = vi.fn();
    const { base } = await serve(ours(), { onError });
    const res = await send(base, 'GET', '/bad_header');
    expect(res.status).toBe(500);
    expect(res.body).toBe('Internal Server Error');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('closes a connection whose body it refused unread (413), after the answer', async () => {
    const handler = createFetchHandler(routes, controllers, { development: false, log: () => {}, session: { secret: SECRET }, forgeryProtection: false, limits: { bodySize: 1024 } });
    const { port } = await serve(handler);
    const head = 'POST /raw HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n';
    const { status, closed, response } = await rawRequest(port, head, { total: 100_000, waitMs: 4000 });
    expect(status).toBe(413);
    expect(response).toMatch(/Connection: close/i);
    expect(closed).toBe(true);
  });

  it('makes its options from the env of the first request, { incoming, outgoing }', async () => {
    const envs: unknown[] = [];
    const handler = createFetchHandler(routes, controllers, (env) => {
      envs.push(env);
      return { development: false, log: () => {}, session: { secret: SECRET } };
    });
    const { base } = await serve(handler);
    expect((await send(base, 'GET', '/notes/1')).status).toBe(200);
    expect((await send(base, 'GET', '/notes/2')).status).toBe(200);
    expect(envs).toHaveLength(1);
    const env = envs[0] as NodeEnv;
    expect(env.incoming.url).toBe('/notes/1');
    expect(typeof env.outgoing.writeHead).toBe('function');
  });
});

describe('toNodeListener with any other fetch handler', () => {
  it('gives a Request with every header line, the body streamed, and { incoming, outgoing } as env', async () => {
    let env: NodeEnv | undefined;
    const { base, port } = await serve(async (request, e) => {
      env = e as NodeEnv;
      const body = await request.text();
      return Response.json({ url: request.url, method: request.method, custom: request.headers.get('x-custom'), body, isRequest: request instanceof Request });
    });
    const res = await send(base, 'PUT', '/things/1?x=2', { headers: { 'X-Custom': 'yes' }, body: 'payload' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ url: `http://127.0.0.1:${port}/things/1?x=2`, method: 'PUT', custom: 'yes', body: 'payload', isRequest: true });
    expect(env?.incoming.method).toBe('PUT');
  });

  it('writes the status, every header, each Set-Cookie line and a streamed body', async () => {
    const { base } = await serve(() => {
      const headers = new Headers({ 'Content-Type': 'text/plain', 'X-One': '1' });
      headers.append('Set-Cookie', 'a=1');
      headers.append('Set-Cookie', 'b=2');
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('part one, '));
          controller.enqueue(new TextEncoder().encode('part two'));
          controller.close();
        },
      });
      return new Response(stream, { status: 202, headers });
    });
    const res = await send(base, 'GET', '/');
    expect(res.status).toBe(202);
    expect(res.headers['x-one']).toBe('1');
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(res.body).toBe('part one, part two');
  });

  it('answers 500 for a handler that throws, and tells onError', async () => {
    const onError = vi.fn();
    const { base } = await serve(() => {
      throw new Error('boom');
    }, { onError });
    const res = await send(base, 'GET', '/');
    expect(res.status).toBe(500);
    expect(res.body).toBe('Internal Server Error');
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(Error);
  });

  it('closes the connection when the body stream fails after a part of it was sent', async () => {
    const onError = vi.fn();
    let pulls = 0;
    const { port } = await serve(
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              if (pulls++ === 0) controller.enqueue(new TextEncoder().encode('first'));
              else controller.error(new Error('broken'));
            },
          }),
        ),
      { onError },
    );
    const { response, closed } = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', { waitMs: 2000 });
    // The head went out with the status: no second answer follows, the connection is cut.
    expect(response).not.toMatch(/ 500 /);
    expect(closed).toBe(true);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('refuses a target that is not a path (400): no Request can name it', async () => {
    const handler = vi.fn(() => new Response('no'));
    const { port } = await serve(handler);
    const { status } = await rawRequest(port, 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', { waitMs: 2000 });
    expect(status).toBe(400);
    expect(handler).not.toHaveBeenCalled();
  });

  it('aborts the request signal when the client goes before the answer', async () => {
    let aborted: Promise<void> | undefined;
    const { port } = await serve(
      (request) =>
        new Promise<Response>((resolve) => {
          aborted = new Promise((done) => request.signal.addEventListener('abort', () => (done(), resolve(new Response('late')))));
        }),
    );
    await rawRequest(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', { waitMs: 200 });
    await expect(aborted).resolves.toBeUndefined();
  });
});

describe('the Request made of a node:http request', () => {
  const message = (url: string, host?: string, rawHeaders: string[] = []) =>
    ({ url, method: 'GET', headers: host === undefined ? {} : { host }, rawHeaders, socket: {} }) as never;

  it('has an absolute URL on the Host asked, or localhost for a Host no URL can hold', () => {
    expect(urlOf(message('/a?b=1', 'example.com:8080'))).toBe('http://example.com:8080/a?b=1');
    expect(urlOf(message('/a', '[::1]:3000'))).toBe('http://[::1]:3000/a');
    expect(urlOf(message('/a', '127.0.0.1@evil.example'))).toBe('http://localhost/a');
    expect(urlOf(message('/a', 'evil.example/x'))).toBe('http://localhost/a');
    expect(urlOf(message('/a'))).toBe('http://localhost/a');
    expect(urlOf(message('*', 'example.com'))).toBeUndefined();
    expect(urlOf({ url: '/s', headers: { host: 'a.example' }, socket: { encrypted: true } } as never)).toBe('https://a.example/s');
  });

  it('reads method and URL without making a Request, and joins a repeated header when one is made', () => {
    const request = nodeFetchRequest(message('/x', 'example.com', ['Host', 'example.com', 'X-A', '1', 'X-A', '2']));
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://example.com/x');
    expect(request.headers.get('x-a')).toBe('1, 2');
    expect(request.bodyUsed).toBe(false);
    expect(request.clone().url).toBe('http://example.com/x');
  });
});

// toNodeListener and the lazy Request it gives fetch handlers, at the edges the mutation run showed untested:
// the defaults (onError, the headers deadline), the exact refusals (400, 500), when a connection is kept or
// closed, a streamed answer's backpressure and cancellation, the request signal, and the Request's laziness.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteSet } from '../../src/core.js';
import { createFetchHandler, type FetchContext } from '../../src/fetch/index.js';
import { toNodeListener, type FetchLike, type NodeEnv } from '../../src/http/index.js';
import { nodeFetchRequest, urlOf } from '../../src/http/node-fetch-request.js';
import { LINGER_MS } from '../../src/http/node-server.js';
import { listen, rawRequest, send } from './support.js';

const SECRET = 'x'.repeat(64);
const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A server on toNodeListener(handler), keeping the promise the listener returned for each request. */
async function serve(handler: FetchLike, options?: Parameters<typeof toNodeListener>[1]) {
  const listener = toNodeListener(handler, options);
  const done: Promise<void>[] = [];
  const server = await listen((req, res) => void done.push(listener(req, res)));
  servers.push(server);
  return { ...server, done };
}

/** Several requests written at once on one connection; resolves with everything the server sent once it closes. */
function pipelined(port: number, requests: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (d: Buffer) => (response += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(response));
    socket.write(requests);
  });
}

/** A connected socket that has sent `head` and reads nothing until told. */
function quietClient(port: number, head: string) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(head);
  return socket;
}

/** The bodies of the answers in what a server sent (chunked or of a Content-Length), in order. */
function bodiesOf(response: string): string[] {
  const bodies: string[] = [];
  let rest = response;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const head = rest.slice(0, end);
    rest = rest.slice(end + 4);
    const length = /\r\ncontent-length: (\d+)/i.exec(head);
    if (length) {
      bodies.push(rest.slice(0, Number(length[1])));
      rest = rest.slice(Number(length[1]));
    } else if (/\r\ntransfer-encoding: chunked/i.test(head)) {
      let body = '';
      for (;;) {
        const size = parseInt(rest, 16);
        rest = rest.slice(rest.indexOf('\r\n') + 2);
        if (size === 0) break;
        body += rest.slice(0, size);
        rest = rest.slice(size + 2);
      }
      rest = rest.slice(2);
      bodies.push(body);
    } else bodies.push('');
  }
  return bodies;
}

const GET = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;
const encode = (text: string) => new TextEncoder().encode(text);

describe('toNodeListener: a handler from createFetchHandler', () => {
  const routes = new RouteSet().draw((r) => {
    r.get('hello', { to: 'pages#hello' });
    r.get('closing', { to: 'pages#closing' });
  });
  const controllers = {
    pages: {
      hello: () => ({ hello: 'world' }),
      closing: (ctx: FetchContext) => {
        ctx.response.setHeader('Connection', 'close');
        ctx.response.end('bye');
      },
    },
  };
  const options = { development: false, log: () => {}, session: { secret: SECRET }, forgeryProtection: false };

  it("sets the headers deadline of the handler's own timeouts on the server", async () => {
    const { base, server } = await serve(createFetchHandler(routes, controllers, { ...options, timeouts: { headers: 2345 } }));
    expect(server.headersTimeout).toBe(60_000);
    expect((await send(base, 'GET', '/hello')).status).toBe(200);
    expect(server.headersTimeout).toBe(2345);
  });

  it('keeps the connection for the next request, and the listener settles after each answer', async () => {
    const { port, done } = await serve(createFetchHandler(routes, controllers, options));
    const response = await pipelined(port, GET('/hello') + GET('/hello', 'Connection: close\r\n'));
    expect(response.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(bodiesOf(response)).toEqual(['{"hello":"world"}', '{"hello":"world"}']);
    expect(done).toHaveLength(2);
    await expect(Promise.all(done)).resolves.toEqual([undefined, undefined]);
  });

  it('answers in full, then closes, when the action says Connection: close before the body came', async () => {
    const { port } = await serve(createFetchHandler(routes, controllers, options));
    const head = 'GET /closing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n';
    const { status, response, closed } = await rawRequest(port, head, { total: 100_000, stallAfter: 10 });
    expect(status).toBe(200);
    expect(bodiesOf(response)).toEqual(['bye']);
    expect(closed).toBe(true);
  });

  it('closes such a connection by a lingering close: half-closed after the answer, destroyed LINGER_MS later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { port, base, server } = await serve(createFetchHandler(routes, controllers, options));
    const sockets: Socket[] = [];
    server.on('connection', (socket: Socket) => sockets.push(socket));
    const client = connect(port, '127.0.0.1');
    let response = '';
    client.on('data', (d: Buffer) => (response += d.toString('latin1')));
    client.on('error', () => {});
    client.write('GET /closing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000\r\n\r\n');
    client.write(Buffer.alloc(64 * 1024, 0x61));
    await new Promise((resolve) => client.once('end', resolve));
    expect(bodiesOf(response)).toEqual(['bye']);
    // One more answer on another connection: the server has done whatever it does after the first one.
    expect((await send(base, 'GET', '/hello')).status).toBe(200);
    const lingering = sockets[0]!;
    expect([lingering.writableEnded, lingering.destroyed]).toEqual([true, false]);
    vi.advanceTimersByTime(LINGER_MS);
    expect(lingering.destroyed).toBe(true);
    client.destroy();
  });
});

describe('toNodeListener: any other fetch handler', () => {
  it('reports a failed handler on console.error when given no onError', async () => {
    const error = new Error('boom');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { base } = await serve(() => Promise.reject(error));
    expect((await send(base, 'GET', '/')).status).toBe(500);
    expect(logged).toHaveBeenCalledWith('resource-routing: the fetch handler failed:', error);
  });

  it('answers a failed handler with a plain-text 500 of the right length', async () => {
    const onError = vi.fn();
    const { base } = await serve(async () => {
      throw new TypeError('nope');
    }, { onError });
    const res = await send(base, 'GET', '/');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-length']).toBe('21');
    expect(res.body).toBe('Internal Server Error');
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError));
  });

  it('refuses `*` and absolute-form targets with a plain 400 that closes the connection', async () => {
    const handler = vi.fn(() => new Response('no'));
    const { port } = await serve(handler);
    for (const line of ['OPTIONS * HTTP/1.1', 'GET http://127.0.0.1/ HTTP/1.1']) {
      const { status, response, closed } = await rawRequest(port, `${line}\r\nHost: 127.0.0.1\r\n\r\n`);
      expect(status).toBe(400);
      expect(response).toMatch(/\r\nContent-Type: text\/plain; charset=utf-8\r\n/);
      expect(response).toMatch(/\r\nConnection: close\r\n/);
      expect(bodiesOf(response)).toEqual(['Bad Request']);
      expect(closed).toBe(true);
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('sets a 30 s headers deadline on the server by default, or the one given', async () => {
    const plain = await serve(() => new Response('ok'));
    await send(plain.base, 'GET', '/');
    expect(plain.server.headersTimeout).toBe(30_000);
    const given = await serve(() => new Response('ok'), { timeouts: { headers: 1234 } });
    await send(given.base, 'GET', '/');
    expect(given.server.headersTimeout).toBe(1234);
  });

  it('keeps the connection when the handler read the whole body', async () => {
    const { port, done } = await serve(async (request) => new Response(`got ${await request.text()}`));
    const post = 'POST /a HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\n\r\nabc';
    const response = await pipelined(port, post + GET('/b', 'Connection: close\r\n'));
    expect(response.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(bodiesOf(response)).toEqual(['got abc', 'got ']);
    await Promise.all(done);
  });

  it('keeps the connection when the whole body came, even left unread', async () => {
    const { port, done } = await serve(async (request, env) => {
      // node:http parses a body after the request's head: answered once it is all there (as after a slow lookup).
      const { incoming } = env as NodeEnv;
      while (!incoming.complete) await new Promise((resolve) => setImmediate(resolve));
      return new Response(`${request.method} ${new URL(request.url).pathname}`);
    });
    const post = 'POST /a HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\n\r\nabc';
    const response = await pipelined(port, post + GET('/b', 'Connection: close\r\n'));
    expect(bodiesOf(response)).toEqual(['POST /a', 'GET /b']);
    await Promise.all(done);
  });

  it('keeps the connection after a 500 for a handler that failed once the whole body came', async () => {
    const onError = vi.fn();
    const { port, done } = await serve(async (request, env) => {
      const { incoming } = env as NodeEnv;
      while (!incoming.complete) await new Promise((resolve) => setImmediate(resolve));
      if (request.method === 'POST') throw new Error('failed after the body came');
      return new Response('next');
    }, { onError });
    const post = 'POST /a HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\n\r\nabc';
    const response = await pipelined(port, post + GET('/b', 'Connection: close\r\n'));
    expect(response).toMatch(/^HTTP\/1\.1 500 /);
    expect(bodiesOf(response)).toEqual(['Internal Server Error', 'next']);
    expect(onError).toHaveBeenCalledOnce();
    await Promise.all(done);
  });

  it('answers in full, then closes the connection, when the handler left the body unread', async () => {
    const { port, done } = await serve(() => new Response('unread'));
    const head = 'POST /a HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n';
    const { status, response, closed } = await rawRequest(port, head, { total: 100_000, stallAfter: 10 });
    expect(status).toBe(200);
    expect(bodiesOf(response)).toEqual(['unread']);
    expect(closed).toBe(true);
    await Promise.all(done);
  });

  it('answers a Response without a body', async () => {
    const { port, done } = await serve(() => new Response(null, { status: 204, headers: { 'X-Empty': 'yes' } }));
    const response = await pipelined(port, GET('/', 'Connection: close\r\n'));
    expect(response).toMatch(/^HTTP\/1\.1 204 /);
    expect(response).toMatch(/\r\nX-Empty: yes\r\n/i);
    expect(bodiesOf(response)).toEqual(['']);
    await Promise.all(done);
  });

  it('reads no more of a streamed body while the socket asks to drain', async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x62);
    let pulls = 0;
    let pulledWhileFull = 0;
    const { base, done } = await serve((_request, env) => {
      const { outgoing } = env as NodeEnv;
      return new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if (outgoing.writableNeedDrain) pulledWhileFull++;
            if (pulls++ < 16) controller.enqueue(chunk);
            else controller.close();
          },
        }),
      );
    });
    const res = await send(base, 'GET', '/');
    expect(res.body.length).toBe(16 * chunk.length);
    expect(pulledWhileFull).toBe(0);
    await Promise.all(done);
  });

  it('cancels a streamed body when the client goes, and settles', async () => {
    let cancelled: (reason: unknown) => void;
    const cancel = new Promise((resolve) => (cancelled = resolve));
    const { port, done } = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encode('first'));
            },
            // No more comes until cancelled (an event stream).
            pull: () => new Promise(() => {}),
            cancel: (reason) => cancelled(reason),
          }),
        ),
    );
    const client = quietClient(port, GET('/'));
    await new Promise((resolve) => client.once('data', resolve));
    client.destroy();
    await cancel;
    await expect(Promise.all(done)).resolves.toEqual([undefined]);
  });

  it('stops waiting for the socket to drain when the client goes', async () => {
    // Far more than the socket buffers hold: the write waits for a drain that never comes.
    const big = new Uint8Array(64 * 1024 * 1024);
    let cancelled = false;
    const { port, done } = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(big);
            },
            pull: () => new Promise(() => {}),
            cancel: () => void (cancelled = true),
          }),
        ),
    );
    const client = quietClient(port, GET('/'));
    await new Promise((resolve) => client.once('data', resolve));
    client.pause();
    client.destroy();
    await expect(Promise.all(done)).resolves.toEqual([undefined]);
    expect(cancelled).toBe(true);
  });

  it('stops reading and cancels a streamed body when the handler destroys the answer midway', async () => {
    let pulls = 0;
    let cancelled: (reason: unknown) => void;
    const cancel = new Promise((resolve) => (cancelled = resolve));
    const { port, done } = await serve((_request, env) => {
      const { outgoing } = env as NodeEnv;
      return new Response(
        new ReadableStream<Uint8Array>({
          // An endless stream, whose second part comes with the answer destroyed (as a handler giving up would).
          pull(controller) {
            if (++pulls === 2) outgoing.destroy();
            controller.enqueue(encode(`part ${pulls}\n`));
          },
          cancel: (reason) => cancelled(reason),
        }),
      );
    });
    const { closed } = await rawRequest(port, GET('/'));
    expect(closed).toBe(true);
    await cancel;
    await expect(Promise.all(done)).resolves.toEqual([undefined]);
    expect(pulls).toBeLessThan(5);
  });

  it('aborts the request signal only for a client gone before the answer', async () => {
    const kept: { request: Request; outgoing: ServerResponse }[] = [];
    const { base } = await serve((request, env) => {
      kept.push({ request, outgoing: (env as NodeEnv).outgoing });
      // The first Request is made before the answer; the second only once it is written and closed.
      if (kept.length === 1) void request.signal;
      return new Response('ok');
    });
    expect((await send(base, 'GET', '/')).body).toBe('ok');
    expect((await send(base, 'GET', '/')).body).toBe('ok');
    for (const { request, outgoing } of kept) {
      if (!outgoing.closed) await new Promise((resolve) => outgoing.once('close', resolve));
      expect(request.signal.aborted).toBe(false);
    }
  });

  it('gives a HEAD request a Request without a body', async () => {
    const { port } = await serve((request) => new Response(null, { headers: { 'X-Accept': String(request.headers.get('accept')), 'X-Body': String(request.body) } }));
    const response = await pipelined(port, 'HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nConnection: close\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toMatch(/\r\nx-accept: text\/html\r\n/);
    expect(response).toMatch(/\r\nx-body: null\r\n/);
  });

  it('gives an aborted signal when the Request is made after the client went', async () => {
    let signal: Promise<AbortSignal> | undefined;
    const { port } = await serve(
      (request, env) =>
        new Promise<Response>((resolve) => {
          const { outgoing } = env as NodeEnv;
          signal = new Promise((got) =>
            outgoing.once('close', () => {
              got(request.signal);
              resolve(new Response('late'));
            }),
          );
        }),
    );
    const client = quietClient(port, GET('/'));
    await vi.waitFor(() => expect(signal).toBeDefined());
    client.destroy();
    expect((await signal!).aborted).toBe(true);
  });

  it('gives the Request exactly the header lines received, and the body of a POST', async () => {
    let seen: { headers: [string, string][]; body: string } | undefined;
    const { port } = await serve(async (request) => {
      seen = { headers: [...request.headers], body: await request.text() };
      return new Response('ok');
    });
    await pipelined(port, 'POST /p HTTP/1.1\r\nHost: 127.0.0.1\r\nX-B: 1\r\nX-B: 2\r\nContent-Length: 4\r\nConnection: close\r\n\r\nbody');
    expect(seen).toEqual({
      headers: [
        ['connection', 'close'],
        ['content-length', '4'],
        ['host', '127.0.0.1'],
        ['x-b', '1, 2'],
      ],
      body: 'body',
    });
  });

  it('gives a Request with no body for a POST whose body the handler read from node:http itself', async () => {
    let seen: { read: string; body: unknown } | undefined;
    const { base } = await serve(async (request, env) => {
      const { incoming } = env as NodeEnv;
      let read = '';
      for await (const chunk of incoming as IncomingMessage) read += String(chunk);
      seen = { read, body: request.body };
      return new Response('ok');
    });
    expect((await send(base, 'POST', '/', { body: 'direct' })).body).toBe('ok');
    expect(seen).toEqual({ read: 'direct', body: null });
  });
});

describe('the Request made of a node:http request', () => {
  /** A message whose rawHeaders count their readers: making the real Request reads them. */
  function counted(fields: { url?: string; method?: string }) {
    const message = { headers: { host: 'example.com' }, socket: {}, readableEnded: true, reads: 0, ...fields };
    Object.defineProperty(message, 'rawHeaders', {
      get() {
        message.reads++;
        return ['Host', 'example.com', 'Accept', 'text/html'];
      },
    });
    return message;
  }

  it('reads method and URL from the message, and makes the real Request once, when first needed', () => {
    const message = counted({ url: '/x?q=1', method: 'DELETE' });
    const request = nodeFetchRequest(message as never);
    expect(request.method).toBe('DELETE');
    expect(request.url).toBe('http://example.com/x?q=1');
    expect(message.reads).toBe(0);
    const headers = request.headers;
    expect(headers.get('accept')).toBe('text/html');
    expect(request.headers).toBe(headers);
    expect(request.cache).toBe('default');
    expect(message.reads).toBe(1);
  });

  it('is a Request to the eye: its constructor, its tag, its methods replaceable on the object as on a Request', () => {
    const request = nodeFetchRequest(counted({ url: '/x' }) as never);
    expect(request.constructor).toBe(Request);
    expect(request).toBeInstanceOf(Request);
    expect(Object.prototype.toString.call(request)).toBe('[object Request]');
    const replaced = (): Promise<string> => Promise.resolve('replaced');
    Object.assign(request, { text: replaced });
    expect(request.text).toBe(replaced);
    expect(nodeFetchRequest(counted({ url: '/x' }) as never).text).not.toBe(replaced);
  });

  it('is a GET on localhost for a message without a method or a path', () => {
    const request = nodeFetchRequest(counted({ url: '*' }) as never);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://localhost/');
    const real = request.clone();
    expect(real.method).toBe('GET');
    expect(real.url).toBe('http://localhost/');
    expect(request.body).toBeNull();
  });

  it('is a GET on localhost for a message without a URL', () => {
    expect(urlOf({ headers: {}, socket: {} } as never)).toBeUndefined();
    expect(nodeFetchRequest(counted({}) as never).url).toBe('http://localhost/');
  });

  it('takes the URL given rather than working it out again', () => {
    expect(nodeFetchRequest(counted({ url: '/x' }) as never, undefined, 'http://given.example/y').url).toBe('http://given.example/y');
  });

  it("puts in the URL only a Host that is a whole authority a URL can hold", () => {
    const at = (host: string) => urlOf({ url: '/p', headers: { host }, socket: null } as never);
    const kept = ['example.com', 'Example.COM:1', 'example.com:65535', '[::]', '[::ffff:127.0.0.1]:80', 'a-b.c_d~e', 'x'.repeat(253)];
    for (const host of kept) expect(at(host)).toBe(`http://${host}/p`);
    const refused = [
      '', ' example.com', 'example.com ', 'example.com:', 'example.com:65536', 'example.com:000080', 'example.com:8x', 'a:1:2',
      '[::1', '[]', '[g::1]', `[${'1:'.repeat(23)}1]`, 'x'.repeat(254), 'a b', 'a/b', 'a?b', 'a#b', 'user@host', 'a%zz',
    ];
    for (const host of refused) expect([host, at(host)]).toEqual([host, 'http://localhost/p']);
  });
});

// The fetch transport on its own, with Requests made in the process (as a test, Next.js or Hono hands them
// over): what it reads of a Request (target, host, address, body stream with caps) and how its answers become
// Responses. The request cycle behind it is the node:http handler's; test/contract runs both over loopback.
import { describe, expect, it } from 'vitest';
import { createFetchHandler, FetchResponse, RouteSet, type FetchContext, type HandlerOptions } from '../../src/index.js';

const routes = new RouteSet().draw((r) => {
  r.resources('posts', { only: ['index', 'show', 'create', 'update'] });
  r.get('who', { to: 'pages#who' });
  r.get('raw', { to: 'pages#raw' });
  r.post('upload', { to: 'pages#upload' });
});

const controllers = {
  posts: {
    index: (ctx: FetchContext) => ctx.render({ text: `posts ${ctx.request.url}` }),
    show: (ctx: FetchContext) => ({ id: ctx.params.id }),
    create: (ctx: FetchContext) => ctx.render({ json: ctx.params.require('post').permit('title'), status: 201 }),
    update: (ctx: FetchContext) => ctx.render({ text: `${ctx.verb} ${String(ctx.params.id)}` }),
  },
  pages: {
    who: (ctx: FetchContext) => ({ ip: ctx.info.ip, host: ctx.info.host, protocol: ctx.info.protocol }),
    raw: (ctx: FetchContext) => {
      ctx.session.raw = true;
      ctx.response.setHeader('X-Raw', 'yes');
      ctx.response.writeHead(202, { 'Content-Type': 'text/plain' });
      ctx.response.write('raw ');
      ctx.response.end(new TextEncoder().encode('bytes'));
    },
    upload: (ctx: FetchContext) => {
      const file = ctx.params.file as unknown as { filename: string; size: number; text(): string };
      return { name: file.filename, size: file.size, text: file.text() };
    },
  },
};

const handler = (options: HandlerOptions = {}) => createFetchHandler(routes, controllers, { forgeryProtection: false, log: () => {}, ...options });

/** A body stream that sends `chunks`, then stalls (never ends) unless `end`. */
function stream(chunks: Uint8Array[], end = true): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]!);
      else if (end) controller.close();
      else return new Promise(() => {});
    },
  });
}
const post = (url: string, body: string | FormData | ReadableStream, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, duplex: 'half' } as RequestInit);

describe('createFetchHandler', () => {
  it("takes Bun's relative URL (the target as it came, when the Host header makes no URL): the path is the target's", async () => {
    // Bun.serve hands over `url: '/posts/7.json'` for `Host: 127.0.0.1:3000@evil.example`; a Request cannot be made so here.
    const bunLike = (url: string, host: string) => {
      const made = new Request(`http://localhost${url}`, { headers: { host } });
      return new Proxy(made, { get: (target, key) => (key === 'url' ? url : Reflect.get(target, key, target)) }) as Request;
    };
    const shown = await handler({ hosts: ['localhost'] })(bunLike('/posts/7.json', 'localhost'));
    expect([shown.status, await shown.json()]).toEqual([200, { id: '7' }]);
    const foreign = await handler({ hosts: ['localhost'] })(bunLike('/posts/7.json', '127.0.0.1:3000@evil.example'));
    expect(foreign.status).toBe(403);
  });

  it('routes by the URL of the Request, its host from the URL when no Host header came', async () => {
    const res = await handler()(new Request('http://localhost:8080/posts?page=2'));
    expect([res.status, await res.text()]).toEqual([200, 'posts http://localhost:8080/posts?page=2']);
    const info = await (await handler()(new Request('https://127.0.0.1/who.json'))).json();
    expect(info).toEqual({ ip: '', host: '127.0.0.1', protocol: 'https' });
  });

  it("reads the client's address from Deno's connection info or Bun's server", async () => {
    const deno = (await (await handler()(new Request('http://localhost/who.json'), { remoteAddr: { hostname: '10.1.2.3', port: 1, transport: 'tcp' } })).json()) as { ip: string };
    const request = new Request('http://localhost/who.json');
    const bun = (await (await handler()(request, { requestIP: (r: Request) => (r === request ? { address: '10.9.8.7', port: 2 } : null) })).json()) as { ip: string };
    expect([deno.ip, bun.ip]).toEqual(['10.1.2.3', '10.9.8.7']);
  });

  it('refuses a Host header holding two hosts (two Host lines joined by the runtime) with 400', async () => {
    const res = await handler()(new Request('http://localhost/posts', { headers: { host: 'localhost, evil.example' } }));
    expect([res.status, await res.text()]).toEqual([400, expect.stringContaining('Bad Request: more than one Host header')]);
    expect((await handler()(new Request('http://localhost/posts', { headers: { host: 'evil.example' } }))).status).toBe(403);
  });

  it('overrides the method of a form POST, parses JSON and multipart bodies', async () => {
    const put = await handler()(post('http://localhost/posts/7', '_method=put'));
    expect(await put.text()).toBe('PUT 7');
    const json = await handler()(post('http://localhost/posts', JSON.stringify({ post: { title: 'Hi', admin: true } }), { 'content-type': 'application/json' }));
    expect([json.status, await json.json()]).toEqual([201, { title: 'Hi' }]);
    const form = new FormData();
    form.append('file', new Blob(['hello file'], { type: 'text/plain' }), 'a.txt');
    const upload = await handler()(new Request('http://localhost/upload', { method: 'POST', body: form }));
    expect(await upload.json()).toEqual({ name: 'a.txt', size: 10, text: 'hello file' });
  });

  it('reads the body stream with caps: a declared length over the limit, then bytes over it as they come (413)', async () => {
    const limited = handler({ limits: { bodySize: 10 } });
    const declared = await limited(post('http://localhost/posts', 'post[title]=far too long for it'));
    expect(declared.status).toBe(413);
    const chunked = await limited(post('http://localhost/posts', stream([new TextEncoder().encode('post[title]='), new TextEncoder().encode('and more and more')], false)));
    expect([chunked.status, await chunked.text()]).toEqual([413, expect.stringContaining('Request body too large: the limit is 10 bytes')]);
  });

  it('answers 408 for a body that stalls past the deadline, 503 over the buffered-bytes cap', async () => {
    const slow = handler({ timeouts: { body: 50 } });
    const stalled = await slow(post('http://localhost/posts', stream([new TextEncoder().encode('post[title]=')], false)));
    expect(stalled.status).toBe(408);
    expect(slow.bufferedBodyBytes).toBe(0);
    const capped = handler({ limits: { bufferedBytes: 8 } });
    expect((await capped(post('http://localhost/posts', stream([new TextEncoder().encode('post[title]=x')])))).status).toBe(503);
  });

  it('takes a body stream that fails as a client gone: no 500, nothing logged', async () => {
    const logged: string[] = [];
    const failing = new ReadableStream({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const res = await handler({ log: (m) => logged.push(m) })(post('http://localhost/posts', failing));
    expect([res.status, logged]).toEqual([400, []]);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await handler()(new Request('http://localhost/posts', { method: 'HEAD' }));
    expect([res.status, res.headers.get('content-length'), await res.text()]).toEqual([200, String('posts http://localhost/posts'.length), '']);
  });

  it('lets an action write ctx.response itself (node:http methods), with the session cookie and security headers', async () => {
    const res = await handler({ session: { secret: 'r'.repeat(40) } })(new Request('http://localhost/raw'));
    expect([res.status, await res.text(), res.headers.get('x-raw'), res.headers.get('x-frame-options')]).toEqual([202, 'raw bytes', 'yes', 'SAMEORIGIN']);
    expect(res.headers.get('set-cookie')).toMatch(/^_session=[\w-]+\.[\w-]+; Path=\//);
  });

  it('makes its options from the first request\'s env (a Worker\'s bindings) when given a function', async () => {
    const seen: unknown[] = [];
    const fromEnv = createFetchHandler(routes, controllers, (env) => {
      seen.push(env);
      return { development: false, hosts: [(env as { HOST: string }).HOST] };
    });
    const env = { HOST: 'example.com' };
    expect((await fromEnv(new Request('http://example.com/posts'), env)).status).toBe(200);
    expect((await fromEnv(new Request('http://localhost/posts'), env)).status).toBe(403);
    expect(seen).toEqual([env]);
  });
});

describe('FetchResponse', () => {
  it('keeps node:http header semantics: names in any case, writeHead replacing, lists as several headers', () => {
    const res = new FetchResponse();
    res.setHeader('Set-Cookie', ['a=1', 'b=2']);
    res.setHeader('X-One', '1');
    expect([res.hasHeader('x-one'), res.getHeader('X-ONE'), res.getHeaderNames()]).toEqual([true, '1', ['set-cookie', 'x-one']]);
    res.writeHead(201, ['x-one', '2', 'Connection', 'close']);
    res.end('done');
    const response = res.toResponse(false);
    expect([response.status, response.headers.get('x-one'), response.headers.getSetCookie(), response.headers.has('connection')]).toEqual([201, '2', ['a=1', 'b=2'], false]);
    res.removeHeader('x-one');
    expect(res.hasHeader('X-One')).toBe(false);
  });

  it("keeps the cycle's own list as it is, and moves it into the headers when one is asked for or set later", () => {
    const kept = new FetchResponse();
    expect(kept.hasHeader('content-type')).toBe(false);
    kept.writeHead(200, ['Content-Type', 'text/plain', 'Content-Length', 11, 'Connection', 'close', 'Keep-Alive', 'timeout=5']);
    kept.end('hello there');
    const plain = kept.toResponse(false);
    expect([...plain.headers]).toEqual([['content-length', '11'], ['content-type', 'text/plain']]);

    const joined = new FetchResponse().writeHead(302, ['Location', '/posts', 'Content-Length', 0]);
    expect([joined.hasHeader('LOCATION'), joined.getHeader('content-length'), joined.hasHeader('vary')]).toEqual([true, 0, false]);
    joined.setHeader('Set-Cookie', ['s=1', 't=2']);
    joined.setHeader('Upgrade', 'h2c');
    const redirect = joined.end().toResponse(false);
    expect([redirect.status, redirect.headers.get('location'), redirect.headers.getSetCookie(), redirect.headers.has('upgrade')]).toEqual([302, '/posts', ['s=1', 't=2'], false]);

    // A header set before writeHead: the list is merged into it, a later value of the same name winning.
    const merged = new FetchResponse();
    merged.setHeader('X-Before', 'kept');
    merged.setHeader('content-type', 'text/html');
    const both = merged.writeHead(200, ['Content-Type', 'text/plain']).end('x').toResponse(false);
    expect([both.headers.get('x-before'), both.headers.get('content-type')]).toEqual(['kept', 'text/plain']);

    // Written twice (a raw action): the second list replaces the first one's values, keeps the others.
    const twice = new FetchResponse().writeHead(200, ['X-A', '1', 'X-B', '1']).writeHead(201, ['X-B', '2']);
    const replaced = twice.end().toResponse(false);
    expect([replaced.status, replaced.headers.get('x-a'), replaced.headers.get('x-b')]).toEqual([201, '1', '2']);
  });

  it('takes a list with a list value (untyped code) as headers, each value a header line', () => {
    const res = new FetchResponse().writeHead(200, ['Set-Cookie', ['a=1', 'b=2'] as unknown as string]);
    expect(res.end().toResponse(false).headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('sends no body for 204 and 304, and an empty 400 for a client gone', async () => {
    for (const status of [204, 304]) expect(await new FetchResponse().writeHead(status).end('x').toResponse(false).text()).toBe('');
    const gone = new FetchResponse().destroy().toResponse(false);
    expect([gone.status, await gone.text()]).toEqual([400, '']);
  });
});

// The runtime examples (examples/runtimes, the README's "Runtimes" files) work as written: the Hono app, the
// Next.js route handler and the Worker answered on Node.js with Requests made here, as those runtimes hand them
// over. They import the package by its name (`resource-routing/fetch`), so they run against the build in dist/.
// test/fetch/runtime-servers.test.ts starts the Bun and Deno ones on their runtimes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import hono from '../../examples/runtimes/hono.js';
import * as next from '../../examples/runtimes/next/app/[[...path]]/route.js';
import worker from '../../examples/runtimes/worker.js';

const json = (url: string, body: unknown) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('examples/runtimes/hono.ts', () => {
  it("answers the routes' paths, 405 for another verb, and passes other paths on to Hono", async () => {
    const index = await hono.fetch(new Request('http://localhost/posts'));
    expect([index.status, await index.json()]).toEqual([200, [{ id: 1, title: 'Hello from Hono' }]]);
    const created = await hono.fetch(json('http://localhost/posts', { post: { title: 'Second', admin: true } }));
    expect([created.status, await created.json()]).toEqual([201, { id: 2, title: 'Second' }]);
    expect(await (await hono.fetch(new Request('http://localhost/posts/2.json'))).json()).toEqual({ id: 2, title: 'Second' });
    expect((await hono.fetch(new Request('http://localhost/posts/9'))).status).toBe(404);
    const wrongVerb = await hono.fetch(new Request('http://localhost/posts/1', { method: 'DELETE' }));
    expect([wrongVerb.status, wrongVerb.headers.get('allow')]).toEqual([405, 'GET']);
    const health = await hono.fetch(new Request('http://localhost/health'));
    expect([health.status, await health.text()]).toEqual([200, 'ok']);
    expect((await hono.fetch(new Request('http://localhost/nothing'))).status).toBe(404);
  });
});

describe('examples/runtimes/next/app/[[...path]]/route.ts', () => {
  it('exports a handler for every verb, never prerendered', () => {
    expect(Object.keys(next).sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'dynamic']);
    expect(next.dynamic).toBe('force-dynamic');
  });

  it('answers as Next.js calls it: the Request, then its context of segments', async () => {
    const context = { params: Promise.resolve({ path: ['posts'] }) };
    // As Next.js calls a route handler: the Request, then the context, which the example leaves aside.
    const call = (handler: (request: Request) => Promise<Response>, request: Request) => (handler as (...args: unknown[]) => Promise<Response>)(request, context);
    const index = await call(next.GET, new Request('http://localhost:3000/posts'));
    expect([index.status, await index.json()]).toEqual([200, [{ id: 1, title: 'Hello from Next.js' }]]);
    const created = await call(next.POST, json('http://localhost:3000/posts', { post: { title: 'Two' } }));
    expect([created.status, await created.json()]).toEqual([201, { id: 2, title: 'Two' }]);
    const head = await call(next.HEAD, new Request('http://localhost:3000/posts/2', { method: 'HEAD' }));
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([200, 'application/json; charset=utf-8', '']);
    expect((await call(next.DELETE, new Request('http://localhost:3000/posts/2', { method: 'DELETE' }))).status).toBe(405);
  });
});

describe('examples/runtimes/worker.ts', () => {
  const env = { SECRET_KEY_BASE: 'w'.repeat(64), HOSTS: 'books.example' };
  const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';

  it('serves the table of books with forms: CSRF token, session, flash, method override; JSON too', async () => {
    let res = await worker.fetch(new Request('https://books.example/'), env);
    const page = await res.text();
    let cookie = cookieOf(res);
    const token = /name="authenticity_token" value="([^"]+)"/.exec(page)![1]!;
    expect([res.status, page]).toEqual([200, expect.stringContaining('<form action="/books" method="post"')]);

    const form = (path: string, body: string) =>
      new Request(`https://books.example${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body });
    res = await worker.fetch(form('/books', `book[title]=Dune&book[author]=Herbert&authenticity_token=${encodeURIComponent(token)}`), env);
    expect((await worker.fetch(form('/books', 'book[title]=Forged'), env)).status).toBe(422);
    expect([res.status, res.headers.get('location')]).toEqual([302, 'https://books.example/books']);
    cookie = cookieOf(res) || cookie;
    res = await worker.fetch(new Request('https://books.example/books', { headers: { cookie } }), env);
    const list = await res.text();
    expect(list).toContain('<p>Added Dune</p>');
    expect(list).toContain('<td><a href="/books/1">Dune</a></td><td>Herbert</td>');
    expect(await (await worker.fetch(new Request('https://books.example/books.json'), env)).json()).toEqual([{ id: 1, title: 'Dune', author: 'Herbert' }]);
    expect((await worker.fetch(form('/books', `book[title]=&authenticity_token=${encodeURIComponent(token)}`), env)).status).toBe(422);

    res = await worker.fetch(form('/books/1', `_method=delete&authenticity_token=${encodeURIComponent(token)}`), env);
    expect(res.status).toBe(302);
    expect(await (await worker.fetch(new Request('https://books.example/books/1.json'), env)).status).toBe(404);
  });

  it('is in production unless the ENVIRONMENT binding says development: no route table; other hosts refused', async () => {
    expect((await worker.fetch(new Request('https://books.example/rails/info/routes'), env)).status).toBe(404);
    expect((await worker.fetch(new Request('https://evil.example/books'), env)).status).toBe(403);
  });
});

describe('the README\'s "Runtimes" section', () => {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('\n## Runtimes\n'), readme.indexOf('\n## ', readme.indexOf('\n## Runtimes\n') + 1));
  const blocks = [...section.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]);

  it('shows each file of examples/runtimes whole, as the tests run it', () => {
    const files = ['bun.ts', 'deno.ts', 'deno-serve.ts', 'hono.ts', 'worker.ts', 'next/app/[[...path]]/route.ts'];
    expect(blocks).toEqual(files.map((file) => readFileSync(`examples/runtimes/${file}`, 'utf8')));
  });

  it('shows examples/runtimes/node.mjs whole (JavaScript: Node.js runs it as it is)', () => {
    const js = [...section.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
    expect(js).toEqual([readFileSync('examples/runtimes/node.mjs', 'utf8')]);
  });
});

// The attacks of the HTTP safety issue against the example blog started as `npm run demo` starts it (no
// options: what it refuses, it refuses by default).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it as vitestIt } from 'vitest';
import { multipart, rawRequest, send } from '../http/support.js';
import { runtime } from '../../scripts/runtimes.mjs';
import { csrfHeaders, E2E, startBlog, type BlogRuntime, type BlogServer } from './blog-server.js';

// `npm run demo` and `npm run demo:bun`: the same attacks, the same answers (a Bun that cannot run here is skipped, said).
const bun = runtime('bun');
const runtimes: [string, BlogRuntime | null][] = [
  ['Node.js', { name: 'Node.js' }],
  [bun.skip ? `Bun (SKIPPED: ${bun.skip})` : `Bun ${bun.version}`, bun.path ? { name: 'Bun', path: bun.path } : null],
];

describe.skipIf(!E2E).each(runtimes)('example blog under attack on %s', (_name, blogRuntime) => {
  const it = blogRuntime ? vitestIt : vitestIt.skip;
  let dir: string;
  let blog: BlogServer;
  let auth: Record<string, string>;
  let port: number;
  let postId: string;
  const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blog-attacks-'));
    if (!blogRuntime) return;
    blog = await startBlog(join(dir, 'blog.json'), {}, blogRuntime);
    port = Number(new URL(blog.url).port);
    auth = await csrfHeaders(blog.url);
    const created = await send(blog.url, 'POST', '/posts', { headers: { ...formHeaders, ...auth }, body: 'post[title]=Target' });
    postId = /\/posts\/(\d+)$/.exec(created.headers.location ?? '')![1]!;
  }, 60_000);
  afterAll(async () => {
    await blog?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const stillThere = async () => expect((await send(blog.url, 'GET', `/posts/${postId}.json`)).status).toBe(200);

  it('refuses a cross-origin form POST with _method=delete (422) and keeps the post', async () => {
    const res = await send(blog.url, 'POST', `/posts/${postId}`, { headers: { ...formHeaders, Origin: 'http://evil.example' }, body: '_method=delete' });
    expect(res.status).toBe(422);
    const withCookie = await send(blog.url, 'POST', `/posts/${postId}`, { headers: { ...formHeaders, Cookie: auth.Cookie!, Origin: 'http://evil.example' }, body: '_method=delete' });
    expect(withCookie.status).toBe(422);
    await stillThere();
  });

  it('refuses foreign Host headers (403) and never puts them in a Location', async () => {
    for (const host of ['evil.example', `127.0.0.1:${port}@evil.example`]) {
      const res = await send(blog.url, 'POST', '/posts', { headers: { ...formHeaders, ...auth, Host: host }, body: 'post[title]=x' });
      expect(res.status, host).toBe(403);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('answers a request with two Host lines with 400, whichever comes first (RFC 9112 §3.2)', async () => {
    for (const hosts of [['127.0.0.1', 'evil.example'], ['evil.example', '127.0.0.1']]) {
      const res = await rawRequest(port, `GET /posts HTTP/1.1\r\nHost: ${hosts[0]}:${port}\r\nHost: ${hosts[1]}:${port}\r\nConnection: close\r\n\r\n`);
      expect(res.status, hosts.join(' then ')).toBe(400);
    }
  });

  it('answers post[title][toString]=1 with a 4xx, and /%ZZ with 400', async () => {
    const res = await send(blog.url, 'POST', '/posts', { headers: { ...formHeaders, ...auth }, body: 'post[title][toString]=1' });
    expect(res.status).toBe(422);
    expect((await send(blog.url, 'POST', '/posts', { headers: { ...formHeaders, ...auth }, body: 'x=1' })).status).toBe(400);
    expect((await send(blog.url, 'GET', '/%ZZ')).status).toBe(400);
    expect(blog.output()).not.toMatch(/TypeError|at .*\.mjs/);
  });

  it('refuses a 9 MiB multipart field name with 400', async () => {
    const body = multipart([{ name: `post[${'a'.repeat(9 * 1024 * 1024)}]`, value: 'x' }]);
    const res = await send(blog.url, 'POST', '/posts', { headers: { ...body.headers, ...auth }, body: body.body });
    expect(res.status).toBe(400);
  });

  // node:http answers and closes without reading on. Bun.serve reads a refused body on and discards it: closing
  // with unread data makes its kernel send a reset that loses the answer (Bun's own maxRequestBodySize refusal does),
  // so the demo keeps Bun's default, where the client reads its 4xx and the body is never held.
  const drains = blogRuntime?.name === 'Bun';
  it(`answers an unparsed 50 MiB body at once and ${drains ? 'drains it without holding it (Bun)' : 'closes without reading it'}`, async () => {
    const total = 50 * 1024 * 1024;
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${blog.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const before = rss();
    const res = await rawRequest(port, `POST /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: ${total}\r\n\r\n`, { total, waitMs: drains ? 2000 : 5000 });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if (drains) expect(rss() - before).toBeLessThan(total / 2);
    else expect([res.closed, res.sent < total / 2]).toEqual([true, true]);
    await stillThere();
  }, 15_000);

  it('keeps its memory bounded under 100 stalled multipart uploads, and keeps serving', async () => {
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${blog.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
    const head = `POST /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`;
    const uploads = Array.from({ length: 100 }, () => rawRequest(port, head, { total: 10 * 1024 * 1024, stallAfter: 1024 * 1024, waitMs: 2000 }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // While they stall, an ordinary form post still goes through.
    const res = await send(blog.url, 'POST', '/posts', { headers: { ...formHeaders, ...auth }, body: 'post[title]=During' });
    expect(res.status).toBe(302);
    const results = await Promise.all(uploads);
    clearInterval(sampler);
    expect(results.filter((r) => r.status === 503).length).toBeGreaterThan(0);
    // 100 MiB was sent; the server holds at most its 64 MiB cap of it (the issue measured 56 → 1,064 MiB before).
    expect(peak - before).toBeLessThan(160 * 1024 * 1024);
    await stillThere();
  });

  it('sends the security headers', async () => {
    const res = await send(blog.url, 'GET', '/posts');
    expect([res.headers['x-frame-options'], res.headers['x-content-type-options'], res.headers['referrer-policy']]).toEqual(['SAMEORIGIN', 'nosniff', 'strict-origin-when-cross-origin']);
    await stillThere();
  });
});

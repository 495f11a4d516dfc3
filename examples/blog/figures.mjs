/* global fetch, URLSearchParams */
// `npm run demo:figures`: how the blog's index, search and create answer with 20 and with 20,000 posts, over
// HTTP on loopback, one request at a time (latency, not throughput under load). Each size gets a fresh PGlite
// database in a temporary directory, seeded by SQL; nothing of yours is touched. A benchmark, so it prints
// figures and asserts nothing; run it on an otherwise idle machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBlogApp } from './app.mjs';

const SIZES = [20, 20_000];
const REQUESTS = Number(process.env.FIGURES_REQUESTS ?? 200);

async function measure(count, request) {
  for (let i = 0; i < Math.min(20, count); i++) await request(i); // warm up
  const times = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    bytes = await request(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return { perSecond: Math.round(1000 / mean), min: times[0], median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], bytes };
}

async function figuresFor(size) {
  const dir = mkdtempSync(join(tmpdir(), 'blog-figures-'));
  const app = await createBlogApp({ dataDir: join(dir, 'pglite'), development: false });
  try {
    await app.db.query(
      `INSERT INTO posts (title, body, published, created_at, updated_at)
       SELECT 'Post ' || i || ' ' || left(md5(i::text), 8), repeat('Some words of a blog post ' || md5((i * 7)::text) || '. ', 6), i % 2 = 0,
              now() - (($1 - i) * interval '1 minute'), now()
       FROM generate_series(1, $1) AS i`,
      [size],
    );
    const server = createServer(app.handler);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${server.address().port}`;
    const get = async (path) => {
      const res = await fetch(base + path);
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    };
    const lastPage = Math.ceil(size / 20);
    const rows = {
      'GET /posts (page 1)': await measure(REQUESTS, () => get('/posts')),
      [`GET /posts?page=${lastPage} (last)`]: await measure(REQUESTS, () => get(`/posts?page=${lastPage}`)),
      // "blog" is in every post; 81dc9bdb (from md5('1234')) in one title.
      'GET /posts/search?q=blog (every post)': await measure(REQUESTS, () => get('/posts/search?q=blog')),
      'GET /posts/search?q=81dc9bdb (one post)': await measure(REQUESTS, () => get('/posts/search?q=81dc9bdb')),
      'POST /posts (create, 302)': await measure(REQUESTS, async (i) => {
        const res = await fetch(`${base}/posts`, { method: 'POST', body: new URLSearchParams({ 'post[title]': `Created ${i}`, 'post[body]': 'Text' }), redirect: 'manual' });
        if (res.status !== 302) throw new Error(`POST /posts answered ${res.status}`);
        return (await res.arrayBuffer()).byteLength;
      }),
    };
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    return rows;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`Example blog on PGlite, ${REQUESTS} sequential requests per row (Node ${process.version}, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)\n`);
// The fastest answer is the least disturbed by other work on the machine; the median and p95 are what a user gets.
console.log('| posts | request | req/s | fastest ms | median ms | p95 ms | page bytes |');
console.log('|---:|---|---:|---:|---:|---:|---:|');
for (const size of SIZES) {
  for (const [name, f] of Object.entries(await figuresFor(size))) {
    console.log(`| ${size.toLocaleString('en-US')} | ${name} | ${f.perSecond} | ${f.min.toFixed(2)} | ${f.median.toFixed(2)} | ${f.p95.toFixed(2)} | ${f.bytes.toLocaleString('en-US')} |`);
  }
}

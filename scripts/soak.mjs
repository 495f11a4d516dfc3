/* global setTimeout, clearInterval, setInterval, Buffer */
// `npm run soak`: a bounded fault run against the example blog. Writers create posts through the form (session
// cookie and CSRF token, as a browser), stalled clients hold uploads open, and the server is killed with
// SIGKILL and restarted every few seconds. At the end every acknowledged create (a 302 to its post) is looked
// up again: acknowledged vs persisted is printed, with the server's peak memory and how stalled clients ended.
// SOAK_SECONDS (default 30, at most 120), SOAK_WRITERS (8), SOAK_STALLED (50), SOAK_KILL_EVERY (6 seconds).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../examples/blog/server.mjs', import.meta.url));
const seconds = Math.min(120, Number(process.env.SOAK_SECONDS ?? 30));
const writers = Number(process.env.SOAK_WRITERS ?? 8);
const stalledCount = Number(process.env.SOAK_STALLED ?? 50);
const killEvery = Number(process.env.SOAK_KILL_EVERY ?? 6) * 1000;

// One port for every restart, so clients reconnect to the same address.
const freePort = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dir = mkdtempSync(join(tmpdir(), 'blog-soak-'));
const env = { ...process.env, PORT: String(freePort), HOST: '127.0.0.1', BLOG_DATA: join(dir, 'blog.json'), NODE_ENV: 'production', SECRET_KEY_BASE: 'soak-'.repeat(10) };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let child;
let port = 0;
let peakRss = 0;
let restarts = 0;

function start() {
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let started = false;
    child.stdout.on('data', (c) => {
      out += c;
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m && !started) {
        started = true;
        port = Number(m[1]);
        resolve();
      }
    });
    child.stderr.on('data', () => {});
    child.on('error', reject);
  });
}

function rssOf(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return kb * 1024;
  } catch {
    return 0;
  }
}

function http(method, path, { headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body ? { 'Content-Length': Buffer.byteLength(body) } : {}) }, agent: false, timeout: 5000 }, (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: data }));
      res.on('error', () => resolve({ status: 0 }));
    });
    req.on('error', () => resolve({ status: 0 }));
    req.on('timeout', () => req.destroy());
    if (body) req.write(body);
    req.end();
  });
}

async function session() {
  const page = await http('GET', '/posts/new');
  const token = /name="authenticity_token" value="([^"]+)"/.exec(page.body ?? '')?.[1];
  const cookie = String(page.headers?.['set-cookie'] ?? '').split(';')[0];
  return token && cookie ? { token, cookie } : undefined;
}

const acknowledged = new Map(); // id → title
const counts = { attempted: 0, refused: 0, failed: 0 };
let running = true;

async function writer(n) {
  let auth;
  let i = 0;
  while (running) {
    auth ??= await session();
    if (!auth) {
      await sleep(50);
      continue;
    }
    const title = `soak ${n}-${i++}`;
    counts.attempted++;
    const res = await http('POST', '/posts', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: auth.cookie },
      body: `authenticity_token=${encodeURIComponent(auth.token)}&post%5Btitle%5D=${encodeURIComponent(title)}`,
    });
    const id = res.status === 302 ? /\/posts\/(\d+)$/.exec(res.headers.location ?? '')?.[1] : undefined;
    if (id) {
      acknowledged.set(id, title);
    } else if (res.status === 422) {
      counts.refused++;
      auth = undefined;
    } else {
      counts.failed++;
      await sleep(20);
    }
  }
}

const stalledEnds = {};
function stalledClient() {
  if (!running) return;
  const socket = connect(port, '127.0.0.1');
  let status = 'closed without answer';
  socket.on('data', (d) => (status = /^HTTP\/1\.1 (\d{3})/.exec(d.toString('latin1'))?.[1] ?? status));
  socket.on('error', () => {});
  socket.on('close', () => {
    stalledEnds[status] = (stalledEnds[status] ?? 0) + 1;
    setTimeout(stalledClient, 500);
  });
  socket.write(`POST /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${9 * 1024 * 1024}\r\n\r\n`);
  // 2 MiB each: 50 of them are more than the 64 MiB the handler buffers at once, so some are refused (503).
  socket.write(Buffer.alloc(2 * 1024 * 1024, 0x61));
}

await start();
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(child.pid))), 100);
const killer = setInterval(async () => {
  child.kill('SIGKILL');
  restarts++;
  await start();
}, killEvery);
for (let s = 0; s < stalledCount; s++) stalledClient();
const load = Array.from({ length: writers }, (_, n) => writer(n));
await sleep(seconds * 1000);
running = false;
clearInterval(killer);
await Promise.all(load);

// A clean restart, then every acknowledged post is looked up again.
child.kill('SIGKILL');
await start();
let persisted = 0;
const missing = [];
const ids = [...acknowledged.keys()];
for (let k = 0; k < ids.length; k += 8) {
  await Promise.all(
    ids.slice(k, k + 8).map(async (id) => {
      const res = await http('GET', `/posts/${id}.json`);
      if (res.status === 200 && JSON.parse(res.body).title === acknowledged.get(id)) persisted++;
      else missing.push(id);
    }),
  );
}
clearInterval(sampler);
child.kill('SIGKILL');
rmSync(dir, { recursive: true, force: true });

const mib = (n) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
console.log(`soak: ${seconds} s, ${writers} writers, ${stalledCount} stalled uploads held open, kill -9 every ${killEvery / 1000} s (${restarts} restarts)`);
console.log(`creates attempted ${counts.attempted}, acknowledged ${acknowledged.size}, persisted ${persisted} of ${acknowledged.size} acknowledged, lost ${missing.length}`);
console.log(`unacknowledged: ${counts.failed} cut by a kill or refused while restarting, ${counts.refused} refused with 422 (then a new session and token)`);
console.log(`stalled uploads ended: ${Object.entries(stalledEnds).map(([s, n]) => `${n} × ${s}`).join(', ')}`);
console.log(`server peak RSS ${mib(peakRss)}`);
process.exit(missing.length === 0 ? 0 : 1);

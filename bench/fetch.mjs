/* global Request, Response */
/**
 * The fetch handler under real loopback load (issue 26): on Bun against Hono on Bun (the same routes, the same JSON,
 * the same headers), and on Node.js against the node:http handler (the fetch handler behind toNodeListener, the
 * bridge resource-routing/http ships). Each server in its own process (fetch-server.mjs, on Bun from
 * its npm package), autocannon in this one; pairs back to back (in turn: A B, then B A), rounds over, each figure
 * the median over the rounds of a ratio taken within the round. Two figures per server: requests a second, and the server process's CPU time per
 * request (from /proc: every thread of the runtime), which waiting for a core on a shared machine does not inflate.
 *
 *   node bench/fetch.mjs [--quick]
 *   BENCH_PAIRS=node node bench/fetch.mjs     # one pair only (bun or node)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runtime } from '../scripts/runtimes.mjs';
import { median, quick, verdict } from './timing.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (quick ? 2 : 5));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 1.5 : 5));
const SERVER = fileURLToPath(new URL('./fetch-server.mjs', import.meta.url));
const bun = runtime('bun');
const chosen = process.env.BENCH_PAIRS?.split(',');
const PAIRS = [
  { name: 'bun', runtime: bun, kinds: ['fetch handler on Bun', 'Hono on Bun'] },
  { name: 'node', runtime: { path: process.execPath, version: `Node ${process.version}` }, kinds: ['fetch handler on Node', 'node:http handler'] },
].filter((pair) => !chosen || chosen.includes(pair.name));
// clock ticks a second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux).
const TICK_MS = 10;

/** CPU milliseconds the process has used so far, all its threads (Linux /proc). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function run(binary, kind) {
  const child = spawn(binary, [SERVER, kind], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`${kind}: exited (${code}) before listening`)));
  });
  try {
    const url = `http://127.0.0.1:${port}/users/42`;
    await autocannon({ url, connections: 10, duration: quick ? 0.5 : 1 });
    const before = cpuMs(child.pid);
    const result = await autocannon({ url, connections: 10, duration: SECONDS });
    const after = cpuMs(child.pid);
    if (result.non2xx || result.errors) throw new Error(`${kind}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return { rps: result.requests.average, cpuUs: ((after - before) * 1000) / result.requests.total };
  } finally {
    child.kill();
  }
}

/**
 * Where a request's time goes on Node.js, in this process: the handler on Requests made beforehand, and Node's
 * own cost of making a Request and the Response the handler returns (undici's objects, each with its streams).
 */
async function timeInProcess() {
  const { RouteSet } = await import('../dist/core.js');
  const { createFetchHandler } = await import('../dist/fetch/index.js');
  const { draw } = await import('./table.mjs');
  const routes = new RouteSet().draw((r) => draw(r));
  const controllers = {};
  for (const route of routes.routes) (controllers[route.controller] ??= {})[route.action] = (ctx) => ({ id: ctx.params.id });
  const handler = createFetchHandler(routes, controllers, { development: false, session: { secret: 's'.repeat(64) } });
  const headers = { host: '127.0.0.1:3000', connection: 'keep-alive', accept: '*/*' };
  const request = () => new Request('http://127.0.0.1:3000/users/42', { headers });
  const n = quick ? 5_000 : 20_000;
  const per = async (fn) => {
    const start = process.cpuUsage();
    for (let i = 0; i < n; i++) await fn(i);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / n;
  };
  const sample = (await handler(request())).headers;
  const answer = () => new Response('{"id":"42"}', { status: 200, headers: [...sample] });
  const figures = [];
  for (let round = 0; round < 3; round++) {
    const requests = Array.from({ length: n }, request);
    figures.push({ handler: await per((i) => handler(requests[i])), response: await per(answer), request: await per(request) });
  }
  return { handler: median(figures.map((f) => f.handler)), response: median(figures.map((f) => f.response)), request: median(figures.map((f) => f.request)) };
}
const inProcess = await timeInProcess();

const samples = {};
const runnable = PAIRS.filter((pair) => !pair.runtime.skip);
for (let round = 0; round < ROUNDS; round++) {
  for (const pair of runnable) {
    // Turn about (A B, then B A): a server that always ran second would meet whatever drifts within a round.
    const kinds = round % 2 === 0 ? pair.kinds : [...pair.kinds].reverse();
    for (const kind of kinds) {
      process.stderr.write(`fetch, round ${round + 1}/${ROUNDS}: ${kind}\n`);
      (samples[kind] ??= []).push(await run(pair.runtime.path, kind));
    }
  }
}

console.log(`\nFetch handler: GET /users/42 → {"id":"42"}, 10 connections, ${SECONDS} s a run, median of ${ROUNDS} rounds; ${bun.version ? `Bun ${bun.version}` : 'no Bun'}, Node ${process.version}`);
console.log('server'.padEnd(30) + 'req/s'.padStart(10) + 'CPU µs/req'.padStart(12));
for (const [kind, xs] of Object.entries(samples)) {
  console.log(kind.padEnd(30) + median(xs.map((x) => x.rps)).toFixed(0).padStart(10) + median(xs.map((x) => x.cpuUs)).toFixed(1).padStart(12));
}
const ratio = (a, b, f) => median(samples[a].map((x, i) => f(x) / f(samples[b][i])));
if (!samples['Hono on Bun'] && !bun.skip) console.log('fetch handler on Bun: not run (BENCH_PAIRS)');
else if (bun.skip) console.log(`NOT MET  fetch handler on Bun ≥ Hono on Bun: not measured (${bun.skip})`);
else {
  const rps = ratio('fetch handler on Bun', 'Hono on Bun', (x) => x.rps);
  const cpu = ratio('Hono on Bun', 'fetch handler on Bun', (x) => x.cpuUs);
  console.log(verdict(rps >= 1 && cpu >= 1, 'fetch handler on Bun ≥ Hono on Bun (throughput; CPU per request: Hono ÷ ours)', `${rps.toFixed(2)}x throughput, ${cpu.toFixed(2)}x CPU per request`));
}
console.log(`On Node.js, in this process, with undici's objects (what toNodeListener avoids): the handler alone ${inProcess.handler.toFixed(1)} µs a request (Request made beforehand), of which making its Response (${inProcess.response.toFixed(1)} µs) is Node's Fetch API; making the Request ${inProcess.request.toFixed(1)} µs more`);
if (samples['node:http handler']) {
  const cost = ratio('fetch handler on Node', 'node:http handler', (x) => x.cpuUs);
  const costRps = ratio('node:http handler', 'fetch handler on Node', (x) => x.rps);
  console.log(verdict(cost <= 1.3, 'fetch handler on Node ≤ 1.3× the node:http handler (CPU per request)', `${cost.toFixed(2)}x (by throughput: ${costRps.toFixed(2)}x)`));
}

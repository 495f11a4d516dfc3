/**
 * The HTTP dispatcher under real loopback load: each server in its own process (dispatcher-server.mjs),
 * autocannon in this one, runs bounded in time. Pairs (ours and the baseline) are run back to back, rounds
 * over, and each figure is the median over the rounds of a ratio taken within the round.
 *
 * Two figures per server: requests a second, and the server process's CPU time per request (less sensitive
 * to other jobs on a shared machine, since time spent waiting for a core is not counted).
 *
 *   node bench/dispatcher.mjs [--quick]
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median, quick, verdict } from './timing.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (quick ? 2 : 5));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 1.5 : 5));
const server = fileURLToPath(new URL('./dispatcher-server.mjs', import.meta.url));
const PAIRS = [
  ['resource-routing node:http', 'bare node:http'],
  ['Fastify + plugin', 'plain Fastify'],
  ['Express + middleware', 'plain Express'],
];

async function run(kind) {
  const child = fork(server, [kind], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const ask = (message) => new Promise((resolve) => child.once('message', resolve) && message && child.send(message));
  const { port } = await ask(null);
  const url = `http://127.0.0.1:${port}/users/42`;
  // Warm-up, then the timed run.
  await autocannon({ url, connections: 10, duration: quick ? 0.5 : 1 });
  const before = (await ask('cpu')).cpu;
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  const after = (await ask('cpu')).cpu;
  child.kill();
  if (result.non2xx || result.errors) throw new Error(`${kind}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, cpuUs: ((after - before) * 1000) / result.requests.total };
}

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const pairs = PAIRS.filter((pair) => !only || pair.some((kind) => only.includes(kind)));
const samples = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const pair of pairs) {
    for (const kind of pair) {
      process.stderr.write(`dispatcher, round ${round + 1}/${ROUNDS}: ${kind}\n`);
      (samples[kind] ??= []).push(await run(kind));
    }
  }
}

console.log(`\nDispatcher: GET /users/42 → {"id":"42"}, 10 connections, ${SECONDS} s a run, median of ${ROUNDS} rounds`);
console.log('server'.padEnd(30) + 'req/s'.padStart(10) + 'CPU µs/req'.padStart(12));
for (const [kind, xs] of Object.entries(samples)) {
  console.log(kind.padEnd(30) + median(xs.map((x) => x.rps)).toFixed(0).padStart(10) + median(xs.map((x) => x.cpuUs)).toFixed(1).padStart(12));
}
const ratio = (a, b, f) => (samples[a] ? median(samples[a].map((x, i) => f(x) / f(samples[b][i]))) : NaN);
const cost = ratio('resource-routing node:http', 'bare node:http', (x) => x.cpuUs);
const costRps = ratio('bare node:http', 'resource-routing node:http', (x) => x.rps);
console.log(verdict(cost <= 1.15, 'node:http handler ≤ 1.15× the per-request cost of bare node:http (CPU per request)', `${cost.toFixed(2)}x (by throughput: ${costRps.toFixed(2)}x)`));
const fastify = ratio('Fastify + plugin', 'plain Fastify', (x) => x.rps);
const fastifyCpu = ratio('plain Fastify', 'Fastify + plugin', (x) => x.cpuUs);
console.log(verdict(fastify >= 0.85, 'Fastify plugin ≥ 0.85× plain Fastify (throughput)', `${fastify.toFixed(2)}x (by CPU per request: ${fastifyCpu.toFixed(2)}x)`));
const express = ratio('Express + middleware', 'plain Express', (x) => x.rps);
const expressCpu = ratio('plain Express', 'Express + middleware', (x) => x.cpuUs);
console.log(verdict(express >= 1, 'Express middleware ≥ Express with its own router (throughput)', `${express.toFixed(2)}x (by CPU per request: ${expressCpu.toFixed(2)}x)`));

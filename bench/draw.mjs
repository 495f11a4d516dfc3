/**
 * Drawing at scale: 10,000 routes drawn and installed, then the first recognition (work deferred to first
 * use counts), each run in a fresh process as a cold start would; heap per route; and what a later, small
 * draw costs on a large table against the same draw on a small one. Prints the issue-9 targets as MET / NOT MET.
 *
 *   node bench/draw.mjs [--quick]
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { drawGroups, groupsFor } from './scale-table.mjs';
import { median, quick, verdict } from './timing.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? (quick ? 3 : 7));
const SIZE = 10_000;

if (process.argv[2] === '--child') {
  // One measurement in a fresh process: cold, as a server or a serverless function starts.
  const { RouteSet } = await import('../dist/index.js');
  const [what, size] = [process.argv[3], Number(process.argv[4])];
  const groups = groupsFor(size);
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  if (what === 'draw') {
    globalThis.gc();
    const heap = process.memoryUsage().heapUsed;
    const start = cpu();
    const set = new RouteSet().draw((r) => drawGroups(r, groups));
    set.recognize('GET', '/users0/1/posts/2');
    const ms = cpu() - start;
    globalThis.gc();
    const bytes = (process.memoryUsage().heapUsed - heap) / set.routes.length;
    console.log(JSON.stringify({ ms, bytes, routes: set.routes.length }));
  } else {
    // A table of `size` routes in use, then ten small draws (one group, 24 routes, each), each followed by a lookup.
    const set = new RouteSet().draw((r) => drawGroups(r, groups));
    set.recognize('GET', '/users0/1/posts/2');
    set.helpers.page0_path();
    const times = [];
    for (let i = 0; i < 10; i++) {
      const start = cpu();
      set.draw((r) => drawGroups(r, 1, groups + i));
      set.recognize('GET', `/users${groups + i}/1/posts/2`);
      times.push(cpu() - start);
    }
    console.log(JSON.stringify({ ms: median(times) }));
  }
  process.exit(0);
}

const self = fileURLToPath(import.meta.url);
const child = (...args) => JSON.parse(execFileSync(process.execPath, ['--expose-gc', self, '--child', ...args.map(String)], { encoding: 'utf8' }));

const draws = [];
const laterSmall = [];
const laterLarge = [];
for (let run = 0; run < RUNS; run++) {
  draws.push(child('draw', SIZE));
  laterSmall.push(child('later', 100).ms);
  laterLarge.push(child('later', SIZE).ms);
}
const ms = median(draws.map((d) => d.ms));
const bytes = median(draws.map((d) => d.bytes));
const routes = draws[0].routes;
const [small, large] = [median(laterSmall), median(laterLarge)];
console.log(`\nDraw (CPU time, median of ${RUNS} fresh processes)`);
console.log(`${routes} routes drawn + first recognize: ${ms.toFixed(1)} ms (${((ms / routes) * 1000).toFixed(1)} µs a route), heap ${bytes.toFixed(0)} B a route`);
console.log(`a later draw of 24 routes (+ a lookup): ${small.toFixed(2)} ms on a ~100-route table, ${large.toFixed(2)} ms on a ${routes}-route table`);
console.log(verdict(ms < 50, `${routes} routes drawn and installed (first recognize included) in < 50 ms`, `${ms.toFixed(1)} ms`));
console.log(verdict(bytes <= 1024, 'at most 1 KB of heap a route', `${bytes.toFixed(0)} B`));
console.log(verdict(large <= 1.5 * small, 'a later draw costs in proportion to what it adds (same 24 routes on 10k vs 100 routes, ≤ 1.5×)', `${(large / small).toFixed(2)}x`));

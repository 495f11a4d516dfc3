/**
 * Drawing at scale, in the block style and in the map style: 10,000 routes drawn and installed, then the first
 * recognition and the first URL helper call (work deferred to first use counts), each run in a fresh process
 * as a cold start would, CPU time counted until V8's background work for it is done; heap per route after all
 * three; and what ten later, small draws (one resource, 7 routes, each followed by a lookup and a helper call)
 * cost on a large table against the same draws on a small one. Prints the issue-9 targets as MET / NOT MET.
 *
 *   node bench/draw.mjs [--quick]
 */
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { drawGroups, drawMapGroups, groupsFor } from './scale-table.mjs';
import { median, quick, verdict } from './timing.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? (quick ? 3 : 7));
const SIZE = 10_000;
const STYLES = ['block', 'map'];

if (process.argv[2] === '--child') {
  // One measurement in a fresh process: cold, as a server or a serverless function starts.
  const { RouteSet } = await import('../dist/index.js');
  const [what, style, size] = [process.argv[3], process.argv[4], Number(process.argv[5])];
  const groups = groupsFor(size);
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const drawTable = (set, count, from = 0) =>
    style === 'block' ? set.draw((r) => drawGroups(r, count, from)) : set.drawMap((map) => drawMapGroups(map, count, from));
  if (what === 'draw') {
    globalThis.gc();
    const heap = process.memoryUsage().heapUsed;
    const start = cpu();
    const set = drawTable(new RouteSet(), groups);
    const drawn = cpu();
    set.recognize('GET', '/users0/1/posts/2');
    const recognized = cpu();
    const url = set.helpers.page0_path();
    const answered = cpu() - start;
    if (url !== '/page0') throw new Error(`page0_path() gave ${url}`);
    // CPU time is the process's, background threads included: V8 goes on optimizing the declaration code and
    // sweeping its garbage for a while after the last call returns. That is the draw's cost too, so the figure
    // is taken once the process has been idle a while (sleeping costs no CPU time).
    await sleep(300);
    const ms = cpu() - start;
    globalThis.gc();
    const bytes = (process.memoryUsage().heapUsed - heap) / set.routes.length;
    console.log(JSON.stringify({ ms, answered, draw: drawn - start, recognize: recognized - drawn, helper: answered - (recognized - start), bytes, routes: set.routes.length }));
  } else {
    // A table of `size` routes in use, then ten small draws of one resource (7 routes), each followed by a
    // lookup and a helper call.
    const set = drawTable(new RouteSet(), groups);
    set.recognize('GET', '/users0/1/posts/2');
    set.helpers.page0_path();
    // The table's own garbage collected first: otherwise the incremental marking the big draw started is
    // finished during the small ones (20–40 ms of one mark-compact, charged to whichever draw meets it).
    globalThis.gc();
    // The big draw's background work (see above) is let finish before the small draws are timed.
    await sleep(300);
    const start = cpu();
    for (let i = 0; i < 10; i++) {
      if (style === 'block') set.draw((r) => r.resources(`extra${i}`));
      else set.drawMap((map) => map.resources(`extra${i}`));
      set.recognize('GET', `/extra${i}/1`);
      set.helpers[`extra${i}_path`](i);
    }
    console.log(JSON.stringify({ ms: cpu() - start, routes: set.routes.length }));
  }
  process.exit(0);
}

const self = fileURLToPath(import.meta.url);
const child = (...args) => JSON.parse(execFileSync(process.execPath, ['--expose-gc', self, '--child', ...args.map(String)], { encoding: 'utf8' }));

const results = {};
for (const style of STYLES) results[style] = { draws: [], small: [], large: [] };
for (let run = 0; run < RUNS; run++) {
  for (const style of STYLES) {
    results[style].draws.push(child('draw', style, SIZE));
    results[style].small.push(child('later', style, 100).ms);
    results[style].large.push(child('later', style, SIZE).ms);
  }
}
console.log(`\nDraw (CPU time, median of ${RUNS} fresh processes)`);
const verdicts = [];
for (const style of STYLES) {
  const { draws, small: smalls, large: larges } = results[style];
  const pick = (key) => median(draws.map((d) => d[key]));
  const [ms, bytes, routes] = [pick('ms'), pick('bytes'), draws[0].routes];
  const [small, large] = [median(smalls), median(larges)];
  console.log(
    `${style} style: ${routes} routes drawn + first recognize + first helper call: ${ms.toFixed(1)} ms with V8's background work after it ` +
      `(${pick('answered').toFixed(1)} ms until the helper call returned: draw ${pick('draw').toFixed(1)}, recognize ${pick('recognize').toFixed(1)}, ` +
      `helper ${pick('helper').toFixed(1)}; ${((ms / routes) * 1000).toFixed(1)} µs a route), heap ${bytes.toFixed(0)} B a route`,
  );
  console.log(`${style} style: ten later draws of 7 routes (+ a lookup and a helper call each): ${small.toFixed(2)} ms on a ~100-route table, ${large.toFixed(2)} ms on a ${routes}-route table`);
  verdicts.push(
    verdict(ms < 50, `${style} style: ${routes} routes drawn and installed (first recognize and helper call included) in < 50 ms`, `${ms.toFixed(1)} ms`),
    verdict(bytes <= 1024, `${style} style: at most 1 KB of heap a route`, `${bytes.toFixed(0)} B`),
    verdict(large <= 1.5 * small, `${style} style: a later draw costs in proportion to what it adds (ten draws of 7 routes on 10k vs 100 routes, ≤ 1.5×)`, `${(large / small).toFixed(2)}x`),
  );
}
for (const line of verdicts) console.log(line);

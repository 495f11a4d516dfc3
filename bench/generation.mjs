/**
 * Generation benchmark: URL helpers of every form against path-to-regexp's compiled `compile()` function for
 * the same path (given the same path params as strings; it writes no query string, scheme or host but the
 * host is prefixed for `_url`; calls with query params, and the mixed stream, are judged against it plus
 * URLSearchParams writing the same URL), and `RouteSet#urlFor` against the scan of every route it replaced,
 * on a table of ~600 named routes (generation-table.mjs). Everything runs in this one process; contenders are
 * timed in turn, round after round (a change in the machine's load hits all alike), and each figure is the
 * median over the rounds (CPU time of the process, as timing.mjs measures). Prints a MET / NOT MET line for
 * each target (collected by run.mjs).
 *
 *   node bench/generation.mjs            # full: 9 rounds of 300 ms samples
 *   node bench/generation.mjs --quick    # 3 rounds of 100 ms samples
 */
import { cpus, loadavg } from 'node:os';
import { URLSearchParams } from 'node:url';
import { RouteSet } from '../dist/index.js';
import { urlFor } from '../dist/generate/generator.js';
import { callsOf, drawTable, FORMS, p2rParamsOf, urlForCalls } from './generation-table.mjs';
import { median, quick, verdict } from './timing.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (quick ? 3 : 9));
const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? (quick ? 100 : 300));
const CALLS = 2048;

const set = new RouteSet().draw(drawTable);
const streams = Object.fromEntries(FORMS.map((form, i) => [form, callsOf(set, form, CALLS, 100 + i)]));
// The mixed stream: every form, interleaved.
streams.mixed = Array.from({ length: CALLS }, (_, i) => streams[FORMS[i % FORMS.length]][i]);
const urlForParams = urlForCalls(set, CALLS, 99);

// 1. Same paths, or the figures mean nothing.
for (const [form, calls] of Object.entries(streams)) {
  for (const { helper, args, p2r, p2rParams, prefix } of calls) {
    const ours = helper(...args);
    const theirs = prefix + p2r(p2rParams);
    if (ours !== theirs && !ours.startsWith(`${theirs}?`)) throw new Error(`${form}: ${helper.name}(${JSON.stringify(args)}) gives ${ours}, path-to-regexp ${theirs}`);
  }
}

/**
 * A sampler of `run` over `calls`: ns per call for about SAMPLE_MS of CPU time (timing.mjs: CPU time, not the
 * wall clock). The loop and `run` are compiled afresh for each contender (`new Function`), so V8 keeps
 * separate type feedback and no contender's calls make another's call sites megamorphic.
 */
function samplerOf(runSource, calls) {
  const pass = new Function(
    'URLSearchParams',
    'p2rParamsOf',
    `const run = ${runSource};
     let sink = 0;
     return function pass(calls, budget) {
       const n = calls.length;
       let ops = 0;
       const start = process.cpuUsage();
       let used = 0;
       while (used < budget) {
         for (let i = 0; i < n; i++) sink += run(calls[i]).length;
         ops += n;
         const { user, system } = process.cpuUsage(start);
         used = user + system;
       }
       return (used * 1000) / ops + (sink & 0);
     };`,
  )(URLSearchParams, p2rParamsOf);
  return () => pass(calls, SAMPLE_MS * 1000);
}

// Helpers called as code calls them (no spread: that would allocate an array per call in the harness).
const ours = `({ helper: h, args: a }) => {
  switch (a.length) {
    case 0: return h();
    case 1: return h(a[0]);
    case 2: return h(a[0], a[1]);
    case 3: return h(a[0], a[1], a[2]);
    case 4: return h(a[0], a[1], a[2], a[3]);
    default: return h(...a);
  }
}`;
const p2r = '(c) => c.prefix + c.p2r(p2rParamsOf(c))';
const contenders = [];
for (const [form, calls] of Object.entries(streams)) {
  contenders.push([`${form}: helpers`, ours, calls], [`${form}: path-to-regexp`, p2r, calls]);
}
// `urlFor` as it was: every route scored (the reference its index is tested against), same params.
const context = { routes: set.routes, named: set.namedRoutes, defaultUrlOptions: set.defaultUrlOptions };
// path-to-regexp writes no query string: with one built by URLSearchParams, it gives the same URL as ours.
const p2rWithQuery = "(c) => c.prefix + c.p2r(p2rParamsOf(c)) + (c.query === null ? '' : '?' + new URLSearchParams(c.query))";
for (const form of ['query params', 'mixed']) contenders.push([`${form}: path-to-regexp + URLSearchParams`, p2rWithQuery, streams[form]]);
globalThis.benchSet = set;
globalThis.benchUrlFor = urlFor;
globalThis.benchContext = context;
contenders.push(
  ['urlFor', '(p) => globalThis.benchSet.urlFor(p)', urlForParams],
  ['urlFor by scan', '(p) => globalThis.benchUrlFor(globalThis.benchContext, { ...p, only_path: true }, undefined, undefined, true)', urlForParams],
);

const cpu = cpus();
console.log(`generation benchmark — ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, Node ${process.version}, load ${loadavg()[0].toFixed(2)}`);
console.log(`${set.routes.length} routes, ${set.namedRoutes.size} named; ${CALLS} seeded calls per stream; ${ROUNDS} rounds of ${SAMPLE_MS} ms samples; median per cell.`);

const samplers = contenders.map(([name, run, calls]) => [name, samplerOf(run, calls)]);
const samples = new Map(contenders.map(([name]) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  // Rotate the order so no contender always runs right after the same one.
  for (let k = 0; k < samplers.length; k++) {
    const [name, sample] = samplers[(k + round) % samplers.length];
    samples.get(name).push(sample());
  }
}
const ns = Object.fromEntries([...samples].map(([name, xs]) => [name, median(xs)]));

console.log(`\n${'stream'.padEnd(16)}${'helpers'.padStart(10)}${'p2r'.padStart(10)}${'ratio'.padStart(9)}   p2r + URLSearchParams (same URL as ours)`);
for (const form of [...FORMS, 'mixed']) {
  const a = ns[`${form}: helpers`];
  const b = ns[`${form}: path-to-regexp`];
  const withQuery = ns[`${form}: path-to-regexp + URLSearchParams`];
  const extra = withQuery === undefined ? '' : `   ${withQuery.toFixed(0)} ns, ${(withQuery / a).toFixed(2)}×`;
  console.log(`${form.padEnd(16)}${`${a.toFixed(0)} ns`.padStart(10)}${`${b.toFixed(0)} ns`.padStart(10)}${`${(b / a).toFixed(2)}×`.padStart(9)}${extra}`);
}
console.log(`urlFor          ${`${ns.urlFor.toFixed(0)} ns`.padStart(10)}   by a scan of every route (as before): ${ns['urlFor by scan'].toFixed(0)} ns`);
console.log('');
// Calls with query params are compared with path-to-regexp plus URLSearchParams writing the same URL (the
// like-for-like: path-to-regexp writes no query string); the mixed stream holds such calls too.
const WITH_QUERY = new Set(['query params', 'mixed']);
console.log('query params and mixed: against path-to-regexp + URLSearchParams (the same URL; path-to-regexp alone writes no query)');
for (const form of [...FORMS, 'mixed']) {
  const peer = WITH_QUERY.has(form) ? `${form}: path-to-regexp + URLSearchParams` : `${form}: path-to-regexp`;
  const ratio = ns[peer] / ns[`${form}: helpers`];
  const what = WITH_QUERY.has(form) ? "path-to-regexp's compiled function + URLSearchParams for the same URL" : "path-to-regexp's compiled function for the same path";
  console.log(verdict(ratio >= 2, `helpers, ${form}, at least 2× ${what}`, `${ratio.toFixed(2)}×`));
}
const urlForRatio = ns['urlFor by scan'] / ns.urlFor;
console.log(verdict(urlForRatio >= 10, 'urlFor({ controller, action, … }) at least 10× faster than the scan it replaced', `${urlForRatio.toFixed(1)}×`));

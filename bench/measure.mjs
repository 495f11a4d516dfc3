/**
 * Times one router on every request kind, in its own process (run.mjs starts one per router, one after the
 * other), so no router's JIT state or garbage shapes another's figures. Prints one JSON line.
 *
 * Method: each kind's requests are looked up in turn. Every lookup gets a fresh path string, as a server
 * gets from its HTTP parser: a path sliced from `path + '?'`, so no router profits from a hash cached on
 * the string by an earlier lookup (all routers pay the same slice). Warm-up until the figure stops
 * improving (at least 0.3 s), then SAMPLES samples of about SAMPLE_MS each; the median is reported with
 * the spread of the samples.
 */
import { ROUTERS } from './routers.mjs';
import { KINDS, TABLES } from './table.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 5);
const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? 100);
const [name, table] = process.argv.slice(2);
const { lookup } = ROUTERS[name](TABLES[table]);

let sink = 0;

/** Runs `rounds` passes over the kind's requests; returns elapsed nanoseconds. */
function pass(verbs, urls, rounds) {
  const n = verbs.length;
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < n; i++) {
      const url = urls[i];
      if (lookup(verbs[i], url.slice(0, url.length - 1))) sink++;
    }
  }
  return Number(process.hrtime.bigint() - start);
}

function measure(requests) {
  const verbs = requests.map(([v]) => v);
  const urls = requests.map(([, p]) => `${p}?`);
  // Calibrate: rounds per sample so one sample takes about SAMPLE_MS.
  let rounds = 100;
  while (pass(verbs, urls, rounds) < 20e6) rounds *= 2;
  const perRound = pass(verbs, urls, rounds) / rounds;
  rounds = Math.max(1, Math.round((SAMPLE_MS * 1e6) / perRound));
  // Warm-up: until a sample is no faster than the best so far, and at least 0.3 s.
  let best = Infinity;
  const warmEnd = Date.now() + 300;
  for (;;) {
    const t = pass(verbs, urls, rounds);
    if (t >= best && Date.now() > warmEnd) break;
    best = Math.min(best, t);
  }
  const opsPerSec = [];
  for (let s = 0; s < SAMPLES; s++) opsPerSec.push((rounds * requests.length * 1e9) / pass(verbs, urls, rounds));
  opsPerSec.sort((a, b) => a - b);
  return { median: opsPerSec[Math.floor(SAMPLES / 2)], min: opsPerSec[0], max: opsPerSec[SAMPLES - 1] };
}

const results = {};
for (const [kind, requests] of Object.entries(KINDS)) results[kind] = measure(requests);
results.mixed = measure(Object.values(KINDS).flat());
process.stdout.write(`${JSON.stringify({ name, table, results, sink })}\n`);

/**
 * `node bench/peers.mjs` (part of the full `npm run bench`): our engines and the peers side by side, on the
 * same route tables and request mix.
 * For each table: checks that every router answers every request with the same route, then times each
 * router in its own process (measure.mjs). Routers are timed in turn, ROUNDS times over (so a change in the
 * machine's load hits all of them alike); each figure is the median over the rounds.
 *
 *   BENCH_ROUNDS=1 node bench/peers.mjs                      # quick look
 *   BENCH_ONLY='fast matcher,rou3' node bench/peers.mjs      # a subset of routers
 *   BENCH_TABLES='full table' node bench/peers.mjs           # a subset of tables
 *   BENCH_SAMPLES=7 BENCH_SAMPLE_MS=200 node bench/peers.mjs # longer samples
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ROUTERS } from './routers.mjs';
import { KINDS, TABLES } from './table.mjs';

const OURS = ['RouteSet#find (segment engine)', 'RouteSet#find (fast engine)', 'segment matcher', 'fast matcher'];
const PEERS = ['find-my-way', 'rou3', 'rou3 (compileRouter)', 'Hono RegExpRouter', 'Hono TrieRouter', 'reference matcher'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const list = (v) => v?.split(',').map((s) => s.trim());
const routers = Object.keys(ROUTERS).filter((n) => !list(process.env.BENCH_ONLY) || list(process.env.BENCH_ONLY).includes(n));
const tables = Object.keys(TABLES).filter((n) => !list(process.env.BENCH_TABLES) || list(process.env.BENCH_TABLES).includes(n));
const measure = fileURLToPath(new URL('./measure.mjs', import.meta.url));
// Listed explicitly: '405' is an integer-like key, which object key order would put first.
const kinds = ['static', 'one param', 'nested', 'miss', '405', 'mixed'];

const cpu = cpus();
console.log(`resource-routing benchmark — ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
console.log(`Load average at start: ${loadavg().map((l) => l.toFixed(2)).join(' ')}. ${ROUNDS} round(s); each figure is the median over the rounds.`);
console.log('Peers get the same routes as ours without "(.:format)" (they have no optional groups); no request has a format.');
console.log('Every lookup gets a fresh path string, as from an HTTP parser. RouteSet#recognize throws on a miss or a 405 (timed).');
console.log('Requests per kind: ' + Object.entries(KINDS).map(([k, r]) => `${k}: ${r.map(([v, p]) => `${v} ${p}`).join(', ')}`).join('; '));

const fmt = (ops) => (ops >= 1e6 ? `${(ops / 1e6).toFixed(2)}M` : `${(ops / 1e3).toFixed(0)}k`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const width = Math.max(...routers.map((n) => n.length)) + 2;
const row = (label, cells) => label.padEnd(width) + cells.map((c) => String(c).padStart(12)).join('');

for (const table of tables) {
  const declare = TABLES[table];
  // 1. Same answers everywhere, or the figures mean nothing.
  const built = {};
  const refused = {};
  for (const name of routers) {
    try {
      built[name] = ROUTERS[name](declare);
    } catch (e) {
      refused[name] = `${e.name}: ${e.message}`;
    }
  }
  const expected = ROUTERS['fast matcher'](declare);
  let disagreements = 0;
  for (const [kind, requests] of Object.entries(KINDS)) {
    for (const [verb, path] of requests) {
      const want = expected.answer(verb, path);
      if ((kind === 'miss' || kind === '405') !== (want === null)) throw new Error(`bench table: ${verb} ${path} is not a ${kind}`);
      for (const [name, router] of Object.entries(built)) {
        if (!router.answer) continue;
        const got = router.answer(verb, path);
        if (got !== want) {
          disagreements++;
          console.log(`! ${name} answers ${verb} ${path} with route ${got}, not ${want}`);
        }
      }
    }
  }
  if (disagreements) process.exitCode = 1;

  // 2. Time each router in its own process, round after round.
  const samples = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of Object.keys(built)) {
      process.stderr.write(`${table}, round ${round}/${ROUNDS}: ${name}\n`);
      const out = execFileSync(process.execPath, [measure, name, table], { encoding: 'utf8', env: process.env });
      const { results } = JSON.parse(out.trim().split('\n').pop());
      for (const kind of kinds) ((samples[name] ??= {})[kind] ??= []).push(results[kind].median);
    }
  }
  const ops = Object.fromEntries(Object.entries(samples).map(([name, byKind]) => [name, Object.fromEntries(kinds.map((k) => [k, median(byKind[k])]))]));
  const spread = (name, kind) => {
    const xs = samples[name][kind];
    return ROUNDS > 1 ? ` ±${Math.round(((Math.max(...xs) - Math.min(...xs)) / 2 / ops[name][kind]) * 100)}%` : '';
  };

  // 3. Report.
  console.log(`\n## ${table} (${expected.count} routes)`);
  console.log(`Every router gave the same answer to all ${Object.values(KINDS).flat().length} requests${disagreements ? ', EXCEPT as listed above' : ''}.`);
  for (const [name, why] of Object.entries(refused)) console.log(`${name} cannot take this table: ${why}`);
  console.log(`\nops/sec${ROUNDS > 1 ? ' (± half the range over the rounds)' : ''}`);
  console.log(row('', kinds));
  for (const name of Object.keys(ops)) console.log(row(name, kinds.map((k) => `${fmt(ops[name][k])}${spread(name, k)}`)));
  for (const ours of OURS.filter((n) => ops[n])) {
    console.log(`\n${ours}: times as fast as each peer (>1 = faster)`);
    console.log(row('', kinds));
    for (const peer of PEERS.filter((n) => ops[n])) console.log(row(peer, kinds.map((k) => `${(ops[ours][k] / ops[peer][k]).toFixed(2)}x`)));
  }
}

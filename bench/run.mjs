/**
 * `npm run bench`: our engines and the peers side by side, on the same route tables and request mix.
 * For each table: checks that every router answers every request with the same route, then times each
 * router in its own process (measure.mjs), one after the other, and prints ops/sec and the ratios.
 *
 *   BENCH_ONLY='fast matcher,rou3' npm run bench     # a subset of routers
 *   BENCH_TABLES='full table' npm run bench          # a subset of tables
 *   BENCH_SAMPLES=11 BENCH_SAMPLE_MS=300 npm run bench
 */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ROUTERS } from './routers.mjs';
import { KINDS, TABLES } from './table.mjs';

const OURS = ['RouteSet#find (fast engine)', 'RouteSet#recognize (fast engine)', 'fast matcher'];
const PEERS = ['find-my-way', 'rou3', 'rou3 (compileRouter)', 'Hono RegExpRouter', 'Hono TrieRouter', 'reference matcher'];
const list = (v) => v?.split(',').map((s) => s.trim());
const routers = Object.keys(ROUTERS).filter((n) => !list(process.env.BENCH_ONLY) || list(process.env.BENCH_ONLY).includes(n));
const tables = Object.keys(TABLES).filter((n) => !list(process.env.BENCH_TABLES) || list(process.env.BENCH_TABLES).includes(n));
const measure = fileURLToPath(new URL('./measure.mjs', import.meta.url));
// Listed explicitly: '405' is an integer-like key, which object key order would put first.
const kinds = ['static', 'one param', 'nested', 'miss', '405', 'mixed'];

const cpu = cpus();
console.log(`resource-routing benchmark — ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
console.log('Peers get the same routes as ours without "(.:format)" (they have no optional groups); no request has a format.');
console.log('Every lookup gets a fresh path string, as from an HTTP parser. RouteSet#recognize throws on a miss or a 405 (timed).');

const fmt = (ops) => (ops >= 1e6 ? `${(ops / 1e6).toFixed(2)}M` : `${(ops / 1e3).toFixed(0)}k`);
const spread = (r) => `±${Math.round(((r.max - r.min) / 2 / r.median) * 100)}%`;
const width = Math.max(...routers.map((n) => n.length)) + 2;
const row = (label, cells) => label.padEnd(width) + cells.map((c) => String(c).padStart(14)).join('');

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
        const got = router.answer(verb, path);
        if (got !== want) {
          disagreements++;
          console.log(`! ${name} answers ${verb} ${path} with route ${got}, not ${want}`);
        }
      }
    }
  }
  if (disagreements) process.exitCode = 1;

  // 2. Time each router in its own process.
  const results = {};
  for (const name of Object.keys(built)) {
    process.stderr.write(`${table}: timing ${name}…\n`);
    const out = execFileSync(process.execPath, [measure, name, table], { encoding: 'utf8', env: process.env });
    results[name] = JSON.parse(out.trim().split('\n').pop()).results;
  }

  // 3. Report.
  const routeCount = expected.count;
  console.log(`\n## ${table}${routeCount ? ` (${routeCount} routes)` : ''}`);
  console.log(`All routers gave the same answer to all ${Object.values(KINDS).flat().length} requests${disagreements ? ', EXCEPT as listed above' : ''}.`);
  for (const [name, why] of Object.entries(refused)) console.log(`${name} cannot take this table: ${why}`);
  console.log('\nops/sec (median of samples, ± half their range)');
  console.log(row('router', kinds));
  for (const name of Object.keys(results)) console.log(row(name, kinds.map((k) => `${fmt(results[name][k].median)} ${spread(results[name][k])}`)));
  for (const ours of OURS.filter((n) => results[n])) {
    console.log(`\n${ours} vs each peer: how many times as fast (>1 = faster)`);
    console.log(row('peer', kinds));
    for (const peer of PEERS.filter((n) => results[n])) console.log(row(peer, kinds.map((k) => `${(results[ours][k].median / results[peer][k].median).toFixed(2)}x`)));
  }
}

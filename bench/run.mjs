/**
 * `npm run bench`: every benchmark file in turn, each in its own process, then every target line they printed
 * (MET / NOT MET with the measured figure) gathered at the end.
 *
 *   npm run bench                # everything (about 15 minutes on the 2-core development machine)
 *   npm run bench -- --quick     # under 2 minutes: fewer rounds and shorter runs, no peers table
 *   npm run bench:quick          # the same
 *   BENCH_FILES=recognition,draw npm run bench -- --quick
 *
 * Files: recognition.mjs, constrained.mjs (the same table with ids constrained to digits; informational),
 * spellings.mjs (request paths as servers receive them, and a `scope '(:locale)'` table; informational), draw.mjs, dispatcher.mjs,
 * fetch.mjs (the fetch handler on Bun against Hono on Bun, and on Node.js against the node:http handler), generation.mjs (URL helpers; when present) and peers.mjs
 * (the engines against find-my-way, rou3 and Hono on the 103-route table; full mode only).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { quick } from './timing.mjs';

const FILES = ['recognition', 'constrained', 'spellings', 'draw', 'dispatcher', 'fetch', 'generation', 'peers'];
const chosen = process.env.BENCH_FILES?.split(',').map((s) => s.trim());
const cpu = cpus();
console.log(`resource-routing benchmarks${quick ? ' (quick)' : ''} — ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
console.log(`Load average at start: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);

const targets = [];
const started = Date.now();
for (const name of FILES) {
  if (chosen && !chosen.includes(name)) continue;
  const file = fileURLToPath(new URL(`./${name}.mjs`, import.meta.url));
  if (!existsSync(file)) continue;
  if (quick && name === 'peers' && !chosen) {
    console.log('\n# peers: skipped in quick mode (node bench/peers.mjs, or BENCH_FILES=peers)');
    continue;
  }
  console.log(`\n# ${name}`);
  const run = spawnSync(process.execPath, [file, ...(quick ? ['--quick'] : [])], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  process.stdout.write(run.stdout);
  if (run.status !== 0) {
    console.log(`! ${name}.mjs exited with ${run.status}`);
    process.exitCode = 1;
  }
  for (const line of run.stdout.split('\n')) if (/^(MET|NOT MET)\b/.test(line)) targets.push(`[${name}] ${line}`);
}
console.log(`\n# Targets (${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const line of targets) console.log(line);

#!/usr/bin/env node
// Fills a block-style probe (a scenario without expectations: ../shared/conformance/SCHEMA.md) with what the real
// Rails 6.1 router answers, un-normalized, and writes the scenario: its route table, recognized params and
// generated paths become the expectations. The probe's `config` should select the 6.1 profile
// ({ "rails": "6.1" }), whose answers these are. Needs Ruby and Debian's ruby-actionpack (../shared/oracle).
//
//   node scripts/rails61-expect.mjs test/dsl/block/rails61/probes/*.json --out test/dsl/block/rails61
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const argv = process.argv.slice(2);
const outAt = argv.indexOf('--out');
if (outAt < 0 || !argv[outAt + 1]) throw new Error('usage: rails61-expect.mjs PROBE.json... --out DIR');
const out = argv[outAt + 1];
const probes = argv.filter((_, i) => i !== outAt && i !== outAt + 1);

const oracle = new URL('./rails-oracle-blocks.rb', import.meta.url).pathname;
for (const file of probes) {
  const probe = JSON.parse(readFileSync(file, 'utf8'));
  const answer = JSON.parse(execFileSync('ruby', [oracle, file], { encoding: 'utf8' }));
  const scenario = { ...probe, source: probe.source ?? `Rails ${answer.rails} (scripts/rails-oracle-blocks.rb), un-normalized` };
  if (answer.draw_error) {
    scenario.draw_error = { error: answer.draw_error.error, message: answer.draw_error.message };
    delete scenario.recognize;
    delete scenario.generate;
  } else {
    scenario.routes = answer.routes.map(({ verb, path, controller, action, name, requirements, defaults }) => ({
      verb, path, controller: controller ?? null, action: action ?? null, name: name ?? null,
      ...(requirements ? { requirements } : {}),
      ...(defaults ? { defaults } : {}),
    }));
    scenario.recognize = answer.recognize.map(({ verb, path, result, error }) => (error ? { verb, path, error } : { verb, path, expect: result }));
    scenario.generate = answer.generate.map(({ helper, args, url_options, result, error }) => ({
      helper, args, ...(url_options ? { url_options } : {}), ...(error ? { error } : { expect: result }),
    }));
  }
  writeFileSync(join(out, basename(file)), `${JSON.stringify(scenario, null, 2)}\n`);
  console.log(`${basename(file)}: ${answer.draw_error ? `draw error ${answer.draw_error.message}` : `${answer.routes.length} routes`}`);
}

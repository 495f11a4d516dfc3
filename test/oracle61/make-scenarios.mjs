#!/usr/bin/env node
// Probe → Rails 6.1 scenario. Takes block-style probes (scenario files without expectations, or with 3.2 ones,
// which are dropped), asks the real Rails 6.1.7 router (../shared/oracle/rails_oracle.rb --batch) and writes
// scenario files in the conformance schema (../shared/conformance/SCHEMA.md) with `"config": {"rails": "6.1"}`
// and the oracle's raw answers as expectations. No normalization of any kind: what Rails says is the scenario.
//
//   node test/oracle61/make-scenarios.mjs --out DIR [--prefix P] [--derive N] [--clean] PROBES...
//
// PROBES: scenario files (one scenario or an array), directories of them, or .mjs modules whose default export
// is an array of probes (or a function returning one). `--derive N` (default 40; 0 = none) adds up to N
// requests and N helper calls derived from Rails' own table (derive61.mjs) to every probe; a probe's
// `"auto": N` sets its own N. `--clean` removes the DIR's .json files first (a set is rewritten whole).
//
// What a scenario holds (README.md, "Scenario format"):
// - routes: every row as the oracle lists it (verb, path, controller, action, name; requirements, defaults
//   when Rails has some; conditions and app, which run.mjs does not read, when Rails has some);
// - recognize: `expect` = Rails' params (a nil stays null) or `error` = the class ("RoutingError");
// - generate: helper calls that give a URL (`expect`); calls that raise are in `generate_errors`
//   (run.mjs has no error form for generation; test/oracle61/runner.mjs checks them);
// - draw_error: { error, message } (the first line of Rails' message) instead of the rest.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deriveHelpers61, deriveRequests61 } from './derive61.mjs';
import { askOracle, oracleCannotPlay } from './oracle.mjs';

/** Probes from files, directories and modules (files starting with `_` are helpers, not probes). */
export async function loadProbes(targets) {
  const load = async (target) => {
    if (statSync(target).isDirectory()) {
      const entries = readdirSync(target).sort().filter((f) => !f.startsWith('_')).map((f) => join(target, f));
      return (await Promise.all(entries.filter((f) => statSync(f).isDirectory() || /\.(json|mjs)$/.test(f)).map(load))).flat();
    }
    if (target.endsWith('.mjs')) {
      const mod = await import(pathToFileURL(resolve(target)).href);
      return typeof mod.default === 'function' ? await mod.default() : mod.default;
    }
    const data = JSON.parse(readFileSync(target, 'utf8'));
    const file = target.split('/').pop().replace(/\.json$/, '');
    return (Array.isArray(data) ? data : [data]).map((p) => ({ id: Array.isArray(data) ? undefined : file, ...p }));
  };
  const probes = (await Promise.all(targets.map(load))).flat().filter((p) => p.style === undefined || p.style === 'block');
  return probes;
}

const question = ({ expect: _e, error: _r, message: _m, error_class: _c, ...entry }) => entry;
const keyOfRequest = (r) => `${r.verb} ${r.path}`;
const keyOfCall = (g) => JSON.stringify([g.helper, g.args ?? [], g.url_options ?? null]);
const dedupe = (list, key) => {
  const seen = new Set();
  return list.filter((x) => !seen.has(key(x)) && seen.add(key(x)));
};

/** The environment of a probe as Rails 6.1 has it: the profile, plus the settings the oracle knows. */
function configOf(probe, notes) {
  const config = { rails: '6.1' };
  for (const [k, v] of Object.entries(probe.config ?? {})) {
    if (k === 'rails') continue;
    if (k === 'resources_path_names') config[k] = v;
    else notes.push(`config.${k} dropped: not a Rails 6.1 setting the oracle plays`);
  }
  return config;
}

/** What the oracle is asked: the draw, the config, the questions (no expectations). */
export function questionOf(probe) {
  return {
    style: 'block',
    draw: probe.draw,
    ...(probe.config ? { config: probe.config } : {}),
    recognize: (probe.recognize ?? []).map(question),
    generate: (probe.generate ?? []).map(question),
  };
}

/** One 6.1 scenario from a probe and Rails' answer. */
export function toScenario(probe, answer, notes = []) {
  const s = {
    name: `rails 6.1: ${probe.name}`,
    style: 'block',
    source: `Rails ${answer.rails} (../shared/oracle/rails_oracle.rb, raw answers, no normalization)${probe.source ? `; declarations from ${probe.source}` : ''}`,
    config: configOf(probe, notes),
    draw: probe.draw,
  };
  if (answer.draw_error) {
    // a message that shows a Ruby object (`for #<ActionDispatch::Routing::Mapper:0x000…>`) differs from run to
    // run: its text up to the object is kept (run.mjs checks the message as a substring)
    const message = answer.draw_error.message.replace(/\s*(for )?#<[^>]*0x[0-9a-f]+[\s\S]*$/, '');
    s.draw_error = { error: answer.draw_error.error, message };
  } else {
    s.routes = answer.routes;
    s.recognize = answer.recognize.map(({ result, error, error_class: _c, message, ...req }) =>
      error ? { ...req, error, ...(message ? { message } : {}) } : { ...req, expect: result },
    );
    const made = answer.generate.filter((g) => !g.error && typeof g.result === 'string');
    const refused = answer.generate.filter((g) => g.error);
    s.generate = made.map(({ result, ...g }) => ({ ...g, expect: result }));
    if (refused.length) s.generate_errors = refused.map(({ error_class: _c, ...g }) => g);
  }
  const allNotes = [...(probe.notes61 ? [probe.notes61] : []), ...new Set(notes)];
  if (allNotes.length) s.notes = allNotes.join(' ');
  return s;
}

/**
 * Probes → scenarios. Asks the oracle once for the tables (when requests are derived) and once for the
 * answers. Returns `{ probe, scenario }` or `{ probe, skipped }` (the oracle could not play the draw) each.
 */
export function makeScenarios(probes, { derive = 40 } = {}) {
  const wantDerive = (p) => (typeof p.auto === 'number' ? p.auto : p.auto === false ? 0 : derive);
  let questions = probes.map(questionOf);
  if (probes.some((p) => wantDerive(p) > 0)) {
    const tables = askOracle(probes.map((p) => ({ ...questionOf(p), recognize: [], generate: [] })));
    questions = questions.map((q, i) => {
      const max = wantDerive(probes[i]);
      const table = tables[i];
      if (!max || table.draw_error || table.error) return q;
      return {
        ...q,
        recognize: dedupe([...q.recognize, ...deriveRequests61(table.routes, { max })], keyOfRequest),
        generate: dedupe([...q.generate, ...deriveHelpers61(table.routes, { max })], keyOfCall),
      };
    });
  }
  const answers = askOracle(questions);
  return probes.map((probe, i) => {
    const why = oracleCannotPlay(answers[i]);
    if (why) return { probe, skipped: why };
    return { probe, scenario: toScenario({ ...probe, ...questions[i], name: probe.name, draw: probe.draw, config: probe.config }, answers[i]) };
  });
}

export const slug = (name) => name.toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-|-$/g, '').slice(0, 110);

/** JSON with one line per route, request, helper call and draw call: readable in a diff, small on disk. */
export function formatScenario(s) {
  const lines = ['{'];
  const entries = Object.entries(s);
  entries.forEach(([k, v], i) => {
    const comma = i < entries.length - 1 ? ',' : '';
    if (Array.isArray(v) && v.length) {
      lines.push(`  ${JSON.stringify(k)}: [`);
      v.forEach((x, j) => lines.push(`    ${JSON.stringify(x)}${j < v.length - 1 ? ',' : ''}`));
      lines.push(`  ]${comma}`);
    } else lines.push(`  ${JSON.stringify(k)}: ${JSON.stringify(v)}${comma}`);
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/** Writes the scenarios to `dir` as `<prefix><id or slug of the name>.json`; returns the file names. */
export function writeScenarios(results, dir, { prefix = '', clean = false } = {}) {
  mkdirSync(dir, { recursive: true });
  if (clean) for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) rmSync(join(dir, f));
  const used = new Set();
  const files = [];
  for (const { probe, scenario } of results.filter((r) => r.scenario)) {
    const base = `${prefix}${slug(probe.id ?? probe.name)}`;
    let file = `${base}.json`;
    for (let n = 2; used.has(file); n++) file = `${base}-${n}.json`;
    used.add(file);
    writeFileSync(join(dir, file), formatScenario(scenario));
    files.push(file);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const valueOf = (f) => (argv.includes(f) ? argv[argv.indexOf(f) + 1] : undefined);
  const out = valueOf('--out');
  const targets = argv.filter((a, i) => !a.startsWith('--') && !['--out', '--prefix', '--derive'].includes(argv[i - 1]));
  if (!out || !targets.length) {
    console.error('usage: node test/oracle61/make-scenarios.mjs --out DIR [--prefix P] [--derive N] [--clean] PROBES...');
    process.exit(2);
  }
  const probes = await loadProbes(targets);
  const results = makeScenarios(probes, { derive: Number(valueOf('--derive') ?? 40) });
  for (const r of results.filter((x) => x.skipped)) console.log(`skipped (the oracle cannot play it): ${r.probe.name}: ${r.skipped}`);
  const files = writeScenarios(results, out, { prefix: valueOf('--prefix') ?? '', clean: argv.includes('--clean') });
  const errors = results.filter((r) => r.scenario?.draw_error).length;
  console.log(`make-scenarios: ${files.length} scenarios written to ${out} (${errors} with a draw error), ${results.length - files.length} skipped`);
}

#!/usr/bin/env node
// Asks the Rails 6.1 oracle (../shared/oracle/rails_oracle.rb, Debian's ruby-actionpack) about every probe of
// probe-sources.mjs and writes its raw answers as scenarios (rails61-probes.json). A development tool (Ruby):
//   node test/profile/make-probes.mjs
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import sources from './probe-sources.mjs';

const oracle = new URL('../../../shared/oracle/rails_oracle.rb', import.meta.url).pathname;
const probes = sources.map((p) => ({ style: 'block', ...p, config: { ...p.config, rails: '6.1' }, recognize: p.recognize ?? [], generate: p.generate ?? [] }));
const answers = JSON.parse(execFileSync('ruby', [oracle, '--batch', '-'], { input: JSON.stringify(probes), maxBuffer: 1 << 26 }).toString());
const scenarios = probes.map((p, i) => {
  const a = answers[i];
  const s = { name: p.name, style: 'block', source: `Rails ${a.rails} (rails_oracle.rb, raw)`, config: p.config, draw: p.draw };
  if (a.draw_error) return { ...s, draw_error: { error: a.draw_error.error, message: a.draw_error.message } };
  s.routes = a.routes.map((r) => ({ verb: r.verb, path: r.path, controller: r.controller, action: r.action, name: r.name || null, requirements: r.requirements ?? {}, defaults: r.defaults ?? {} }));
  s.recognize = a.recognize.map((r) => (r.error ? { verb: r.verb, path: r.path, error: r.error } : { verb: r.verb, path: r.path, expect: r.result }));
  const opts = (g) => (g.url_options ? { url_options: g.url_options } : {});
  s.generate = a.generate.map((g) => (g.error ? { helper: g.helper, args: g.args, ...opts(g), error: g.error, message: g.message } : { helper: g.helper, args: g.args, ...opts(g), expect: g.result }));
  return s;
});
writeFileSync(new URL('./rails61-probes.json', import.meta.url), `${JSON.stringify(scenarios, null, 1)}\n`);
console.log(`${scenarios.length} probes written`);

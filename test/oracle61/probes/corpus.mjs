// Set (i): every block-style scenario of the public conformance corpus, asked of Rails 6.1 with its own
// requests and helper calls (3.2 expectations dropped) and derived ones. Where the draw has a `match` without
// `via` (which 6.1 refuses: the scenario then expects that ArgumentError), a second probe gives each such
// match `via: 'all'` (3.2's any-verb meaning, written the 6.1 way) so the rest of the scenario is asked too.
//   node test/oracle61/make-scenarios.mjs --clean --out test/oracle61/scenarios/corpus --prefix 61- test/oracle61/probes/corpus.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const scenarios = resolve(import.meta.dirname, '../../../../shared/conformance/scenarios');
const DIRS = ['block', 'block-routing'];

const question = ({ expect: _e, error: _r, ...entry }) => entry;

/** The draw with `via: 'all'` on every `match` that has none (null when there is none). */
function viaAll(calls) {
  let changed = false;
  const walk = (list) =>
    list.map((c) => {
      const out = { ...c };
      if (c.call === 'match' && !(c.options && 'via' in c.options)) {
        out.options = { ...(c.options ?? {}), via: 'all' };
        changed = true;
      }
      if (c.block) out.block = walk(c.block);
      return out;
    });
  const draw = walk(calls);
  return changed ? draw : null;
}

export default function corpus() {
  const out = [];
  for (const dir of DIRS) {
    for (const file of readdirSync(join(scenarios, dir)).filter((f) => f.endsWith('.json')).sort()) {
      const s = JSON.parse(readFileSync(join(scenarios, dir, file), 'utf8'));
      if (s.style !== 'block') continue;
      const id = file.replace(/\.json$/, '');
      const probe = {
        id,
        name: `${s.name} (${id})`,
        style: 'block',
        source: `../shared/conformance/scenarios/${dir}/${file} (${s.source})`,
        draw: s.draw,
        ...(s.config ? { config: s.config } : {}),
        recognize: (s.recognize ?? []).map(question),
        generate: (s.generate ?? []).map(question),
      };
      out.push(probe);
      const draw = viaAll(s.draw);
      if (draw) out.push({ ...probe, id: `viaall-${id}`, name: `${probe.name}, match via: all`, draw });
    }
  }
  return out;
}

// Probes "of the same kind" as the conformance corpus: every block-style scenario's declarations, replayed
// with their own requests and helper calls (expectations left to the oracle) plus derived ones, and again
// inside a namespace and inside a path scope with a name prefix.
//   node test/oracle/differential.mjs test/oracle/corpus-variants.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const scenarios = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/conformance/scenarios');
const DIRS = ['block', 'block-routing'];

const question = ({ expect: _e, error: _r, ...entry }) => entry;
const WRAPS = [
  ['in namespace', (draw) => [{ call: 'namespace', args: ['zz'], block: draw }]],
  ['in scope path as', (draw) => [{ call: 'scope', args: ['qq'], options: { as: 'qq' }, block: draw }]],
];

export default function variants() {
  const out = [];
  for (const dir of DIRS) {
    for (const file of readdirSync(join(scenarios, dir)).filter((f) => f.endsWith('.json')).sort()) {
      const s = JSON.parse(readFileSync(join(scenarios, dir, file), 'utf8'));
      if (s.style !== 'block' || s.draw_error) continue;
      const base = { style: 'block', draw: s.draw, ...(s.config ? { config: s.config } : {}) };
      out.push({ ...base, name: `corpus ${file}`, auto: true, recognize: (s.recognize ?? []).map(question), generate: (s.generate ?? []).map(question) });
      for (const [label, wrap] of WRAPS) out.push({ ...base, name: `corpus ${file} ${label}`, draw: wrap(s.draw), auto: true });
    }
  }
  return out;
}

// The Rails 6.1 oracle (../shared/oracle/rails_oracle.rb, through scripts/rails-oracle-blocks.rb), asked in batch: one Ruby process for many
// scenarios. Its answers are Rails 6.1.7's own, with no 3.2 normalization (that lives in compare.mjs, which
// this folder never uses).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
// scripts/rails-oracle-blocks.rb is ../shared/oracle/rails_oracle.rb with one fix: Rails runs a `concern`'s
// block with `instance_exec` on the mapper, where the shared oracle's block cannot find its `play` (it raises
// NoMethodError "undefined method `play'"). Same arguments, same raw answers; an array in, an array out.
export const ORACLE = process.env.ORACLE ?? resolve(root, 'scripts/rails-oracle-blocks.rb');

/**
 * Rails 6.1's answers for the given scenarios, in order (one Ruby process for the batch): `{ rails, routes,
 * recognize, generate, draw_error }` each. The scenarios need only `draw` (and `config`, `recognize`,
 * `generate` entries without expectations).
 */
export function askOracle(scenarios, { chunk = 400 } = {}) {
  const out = [];
  for (let i = 0; i < scenarios.length; i += chunk) out.push(...askOnce(scenarios.slice(i, i + chunk)));
  return out;
}

function askOnce(scenarios) {
  const dir = mkdtempSync(join(tmpdir(), 'oracle61-'));
  try {
    const file = join(dir, 'batch.json');
    writeFileSync(file, JSON.stringify(scenarios.map((s) => ({ style: 'block', ...s }))));
    const run = spawnSync('ruby', [ORACLE, file], { encoding: 'utf8', maxBuffer: 1 << 30 });
    if (run.error) throw new Error(`cannot run the oracle (ruby ${ORACLE}): ${run.error.message}`);
    if (run.status !== 0) throw new Error(`the oracle failed (exit ${run.status}): ${run.stderr.slice(0, 2000)}`);
    const answers = JSON.parse(run.stdout);
    if (answers.length !== scenarios.length) throw new Error(`the oracle answered ${answers.length} of ${scenarios.length} scenarios`);
    return answers;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A draw error that is the oracle's, not Rails': a call the oracle cannot play (no such Mapper method, a
 * malformed call). Such a probe says nothing about Rails and is left out.
 */
export function oracleCannotPlay(answer) {
  const e = answer.draw_error;
  if (answer.error) return answer.error;
  if (!e) return null;
  if (/^the mapper has no public method|^call without a name|^options must be a JSON object|^undefined method `play'/.test(e.message)) return e.message;
  return null;
}

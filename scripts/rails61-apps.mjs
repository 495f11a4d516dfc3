#!/usr/bin/env node
// Rails 6.1's own answers for real applications' routes files: the table, recognitions and URLs that
// test/import/apps61.test.ts compares the imported module with. For each file, scripts/rails61-routes.rb draws
// it with the real Rails 6.1 router (what it stubs is listed in the output), the requests and helper calls
// are derived from that table (test/oracle61/derive61.mjs), and Rails answers them; the result is saved as
// <app>-6.1.rails61.json beside the fixture (for apps/<app>-6.1/config/routes.rb: apps/<app>-6.1.rails61.json).
//   node scripts/rails61-apps.mjs test/import/fixtures/apps/*-6.1.rb test/import/fixtures/apps/*-6.1/config/routes.rb
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { deriveHelpers61, deriveRequests61 } from '../test/oracle61/derive61.mjs';
import { formatScenario } from '../test/oracle61/make-scenarios.mjs';

const script = resolve(import.meta.dirname, 'rails61-routes.rb');
// every route is requested and every named route's helpers called (up to this many of each)
const MAX = 2000;

function rails(file, questions) {
  const dir = mkdtempSync(join(tmpdir(), 'rails61-apps-'));
  try {
    const args = [script, file];
    if (questions) {
      writeFileSync(join(dir, 'questions.json'), JSON.stringify(questions));
      args.push(join(dir, 'questions.json'));
    }
    const run = spawnSync('ruby', args, { encoding: 'utf8', maxBuffer: 1 << 30 });
    if (run.status !== 0) throw new Error(`${file}: Rails could not draw it:\n${run.stderr.slice(0, 3000)}`);
    return JSON.parse(run.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** apps/x-6.1.rb and apps/x-6.1/config/routes.rb both answer in apps/x-6.1.rails61.json. */
export const answersFileOf = (file) =>
  file.endsWith('/config/routes.rb') ? `${dirname(dirname(file))}.rails61.json` : file.replace(/\.rb$/, '.rails61.json');

for (const file of process.argv.slice(2)) {
  const table = rails(file);
  const out = answersFileOf(file);
  // Questions the table does not lead to (a direct helper's calls), from <answers>.questions.json when there is one.
  const extraFile = out.replace(/\.rails61\.json$/, '.questions.json');
  const extra = existsSync(extraFile) ? JSON.parse(readFileSync(extraFile, 'utf8')) : {};
  const questions = {
    recognize: [...deriveRequests61(table.routes, { max: MAX }), ...(extra.recognize ?? [])],
    generate: [...deriveHelpers61(table.routes, { max: MAX }), ...(extra.generate ?? [])],
  };
  const answer = rails(file, questions);
  const doc = {
    source: relative(dirname(out), file),
    rails: `${answer.rails} (scripts/rails61-routes.rb: the file drawn by the real router, raw answers)`,
    env: answer.env,
    stubs: answer.stubs,
    routes: answer.routes,
    recognize: answer.recognize.map(({ result, error, error_class: _c, message, ...r }) => (error ? { ...r, error, message } : { ...r, expect: result })),
    generate: answer.generate.filter((g) => !g.error).map(({ result, ...g }) => ({ ...g, expect: result })),
    generate_errors: answer.generate.filter((g) => g.error).map(({ error_class: _c, ...g }) => g),
  };
  writeFileSync(out, formatScenario(doc));
  console.log(`${basename(out)}: ${doc.routes.length} routes, ${doc.recognize.length} requests, ${doc.generate.length + doc.generate_errors.length} helper calls; ${doc.stubs.length} stubs`);
}

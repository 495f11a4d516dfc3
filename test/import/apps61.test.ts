// Real Rails 6.1 applications' routes files (test/import/fixtures/apps/<app>-6.1.rb, or <app>-6.1/config/routes.rb
// with the config/routes/*.rb it draws), imported as `resource-routing import --rails 6.1 FILE` does it, drawn,
// and compared with Rails 6.1's own table, recognitions and URLs (<app>-6.1.rails61.json, written by
// scripts/rails61-apps.mjs from the real router). The comparison uses test/oracle61/runner.mjs's checks.
//
// Gated by test/import/apps61-passing.txt (`<app> table`, `<app> recognize`, `<app> generate`): what is recorded
// must pass; the per-app agreement counts and any new pass are printed. Until the importer takes `--rails 6.1`
// (the import command has no `rails` option), every app reports that and nothing is recorded.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as lib from '../../src/core.js';
import { importCommand } from '../../src/cli/commands/import.js';
import { drawConvertedModule } from '../../src/import/draw-module.js';
import { checkRouteSet, norm, type Failure } from '../oracle61/runner.mjs';
import { FIXTURES } from './support.js';

const APPS = join(FIXTURES, 'apps');
const PASSING = join(import.meta.dirname, 'apps61-passing.txt');
const ASPECTS = ['table', 'recognize', 'generate'] as const;
type Aspect = (typeof ASPECTS)[number];

interface Expected {
  routes: { verb: string; path: string; controller: string | null; action: string | null; name: string | null }[];
  recognize: unknown[];
  generate: unknown[];
  generate_errors: unknown[];
}

/** Every app: its routes file and its expectations. */
const apps = readdirSync(APPS)
  .filter((f) => f.endsWith('-6.1.rails61.json'))
  .map((f) => {
    const app = f.replace('.rails61.json', '');
    const flat = join(APPS, `${app}.rb`);
    return { app, file: existsSync(flat) ? flat : join(APPS, app, 'config/routes.rb'), expected: JSON.parse(readFileSync(join(APPS, f), 'utf8')) as Expected };
  });
const recorded = new Set(existsSync(PASSING) ? readFileSync(PASSING, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')) : []);

interface Outcome {
  error?: string;
  counts: Record<Aspect, [agree: number, of: number]>;
  fails: Record<Aspect, Failure[]>;
}
const outcomes = new Map<string, Outcome>();
const work = mkdtempSync(join(tmpdir(), 'apps61-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `resource-routing import --rails 6.1 FILE -o OUT.mjs`, in process; the module drawn. */
async function importApp(app: string, file: string): Promise<unknown> {
  // APPS61_ANY_IMPORT=1: without a --rails option, import as the command does today (to see the counts)
  const flag = 'rails' in importCommand.options;
  if (!flag && !process.env.APPS61_ANY_IMPORT) throw new Error('the import command has no --rails option yet');
  const out = join(work, `${app}.mjs`);
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const code = await importCommand.run({ values: { ...(flag ? { rails: '6.1' } : {}), out }, positionals: [file] } as never);
    if (code !== 0) throw new Error(`import exited with ${code}`);
  } finally {
    quiet.mockRestore();
  }
  return drawConvertedModule(readFileSync(out, 'utf8'));
}

function compare(set: { routes: readonly unknown[] }, expected: Expected): Outcome {
  const rowOf = (r: Record<string, unknown>) => norm({ verb: Array.isArray(r.verb) ? r.verb.join('|') : (r.verb ?? ''), path: r.path, controller: r.controller ?? null, action: r.action ?? null, name: r.name ?? null });
  const got = set.routes as Record<string, unknown>[];
  const sameRows = expected.routes.filter((w, i) => got[i] && rowOf(got[i]) === rowOf(w)).length;
  const table = checkRouteSet(lib, set, { routes: expected.routes });
  const recognize = checkRouteSet(lib, set, { recognize: expected.recognize });
  const generate = checkRouteSet(lib, set, { generate: expected.generate, generate_errors: expected.generate_errors });
  const calls = expected.generate.length + expected.generate_errors.length;
  // each request and each helper call gives at most one failure
  return {
    counts: {
      table: [sameRows, expected.routes.length],
      recognize: [expected.recognize.length - recognize.length, expected.recognize.length],
      generate: [calls - generate.length, calls],
    },
    fails: { table, recognize, generate },
  };
}

describe('import --rails 6.1: real applications against Rails 6.1', () => {
  beforeAll(async () => {
    for (const { app, file, expected } of apps) {
      try {
        outcomes.set(app, compare((await importApp(app, file)) as { routes: unknown[] }, expected));
      } catch (e) {
        const none = (n: number): [number, number] => [0, n];
        outcomes.set(app, {
          error: String((e as Error)?.message ?? e).split('\n')[0],
          counts: { table: none(expected.routes.length), recognize: none(expected.recognize.length), generate: none(expected.generate.length + expected.generate_errors.length) },
          fails: { table: [], recognize: [], generate: [] },
        });
      }
    }
    const lines = [...outcomes].map(([app, o]) => `  ${app}: ${o.error ? `not imported (${o.error}); ` : ''}${ASPECTS.map((a) => `${a} ${o.counts[a][0]}/${o.counts[a][1]}`).join(', ')}`);
    console.log(`apps61: agreement with Rails 6.1 per app\n${lines.join('\n')}`);
  }, 300_000);

  it('has the applications, each with its expectations from Rails 6.1', () => {
    expect(apps.length).toBeGreaterThanOrEqual(4);
    for (const { app, file, expected } of apps) {
      expect(existsSync(file), `${app}: ${file}`).toBe(true);
      expect(expected.routes.length, app).toBeGreaterThan(50);
      expect(expected.recognize.length, app).toBeGreaterThan(expected.routes.length);
    }
  });

  it('every entry of apps61-passing.txt names an app and an aspect', () => {
    const known = new Set(apps.flatMap(({ app }) => ASPECTS.map((a) => `${app} ${a}`)));
    expect([...recorded].filter((e) => !known.has(e))).toEqual([]);
  });

  for (const { app } of apps) {
    for (const aspect of ASPECTS) {
      const entry = `${app} ${aspect}`;
      it.runIf(recorded.has(entry))(`${entry} agrees whole`, () => {
        const o = outcomes.get(app)!;
        expect(o.error).toBeUndefined();
        expect(o.fails[aspect].slice(0, 5).map((f) => f.detail)).toEqual([]);
      });
    }
  }

  it('reports what agrees whole and is not recorded yet', () => {
    const fresh = [...outcomes].flatMap(([app, o]) => (o.error ? [] : ASPECTS.filter((a) => !o.fails[a].length && !recorded.has(`${app} ${a}`)).map((a) => `${app} ${a}`)));
    if (fresh.length) console.log(`apps61: agree whole and not in test/import/apps61-passing.txt yet:\n  ${fresh.join('\n  ')}`);
    expect(outcomes.size).toBe(apps.length);
  });
});

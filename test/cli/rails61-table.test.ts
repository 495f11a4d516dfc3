// `resource-routing routes` under the Rails 6.1 profile prints what `rails routes` of Rails 6.1 prints, byte for
// byte: each fixture of rails61-table/ holds declarations (the scenario format) and, for each set of options,
// the output of the real RoutesInspector (scripts/rails61-table.rb --write; rerun it without --write to check).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/core.js';
import { railsRoutes61, type Layout61 } from '../../src/format/rails-routes-6-1.js';
import { build, type ScenarioCall } from '../oracle/replay.mjs';

interface Fixture {
  readonly about: string;
  readonly draw: ScenarioCall[];
  readonly queries: readonly { readonly args: readonly string[]; readonly output: string }[];
}

const DIR = 'test/cli/rails61-table';

/** The fixture's `{ "redirect": "/path", "status": 302 }` values as the mapper's `redirect('/path', { status: 302 })`. */
function withRedirects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withRedirects);
  if (value === null || typeof value !== 'object') return value;
  const { redirect, status } = value as { redirect?: string; status?: number };
  if (typeof redirect === 'string') return lib.redirect(redirect, status === undefined ? {} : { status });
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withRedirects(v)]));
}

/** `rails routes` arguments as the layout's options (the script reads them as railties does). */
function layoutOf(args: readonly string[]): Layout61 {
  const options: { -readonly [K in keyof Layout61]: Layout61[K] } = { columns: 80 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '-E' || arg === '--expanded') options.expanded = true;
    else if (arg === '-g' || arg === '--grep') options.grep = args[++i];
    else if (arg === '-c' || arg === '--controller') options.controller = args[++i];
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

const fixtures = readdirSync(DIR).filter((file) => file.endsWith('.json'));

describe.each(fixtures)('rails routes (6.1) on %s', (file) => {
  const fixture = JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as Fixture;
  const routes = build(lib, { name: file, config: { rails: '6.1' }, draw: withRedirects(fixture.draw) as ScenarioCall[] }) as lib.RouteSet;

  it.each(fixture.queries.map((q) => [q.args.join(' ') || '(no options)', q] as const))('%s', (_, query) => {
    expect(railsRoutes61(routes.routes, layoutOf(query.args))).toBe(query.output);
  });
});

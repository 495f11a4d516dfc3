import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RouteSet, RoutingError, type RouteMap } from '../../src/index.js';
import { FIXTURES, importFixture, routeFacts } from './support.js';

const APPS = join(FIXTURES, 'apps');

interface RailsRoute {
  verb: string;
  path: string;
  controller: string | null;
  action: string | null;
  name: string | null;
}

/**
 * Routes files in the style of real applications (excerpts written for these tests). For the block-style
 * ones the real Rails router's table, saved by scripts/import-oracle.mjs, is the expectation.
 */
/** The lines each file's TODO(import) comments start on: every construct that was skipped. */
const TODO_LINES: Record<string, number[]> = {
  'redmine-3.2.rb': [111],
  'diaspora-3.2.rb': [3, 4, 96],
  'gitlab-3.2.rb': [2, 3, 13, 14, 16, 17, 18, 22, 159, 214],
  'spree-3.2.rb': [19, 23],
  'discourse-3.2.rb': [2, 3, 10, 21, 24, 27, 48, 63, 64, 65, 67, 84, 224, 227, 229],
  'block-macros.rb': [5, 6, 10, 15, 18],
};

describe('import: routes files against the Rails router', { timeout: 30_000 }, () => {
  const tables = [
    ...readdirSync(APPS).filter((f) => f.endsWith('.rails-routes.json')).map((f) => join('apps', f)),
    'block-constructs.rails-routes.json',
    'block-macros.rails-routes.json',
  ];
  for (const file of tables) {
    const source = file.replace('.rails-routes.json', '.rb');
    it(`${source}: the imported table equals Rails'`, async () => {
      const expected = (JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { routes: RailsRoute[] }).routes;
      const { set, converted } = await importFixture(source);
      const todoLines = TODO_LINES[source.replace('apps/', '')];
      if (todoLines) expect(converted.todos.map((t) => t.line)).toEqual(todoLines);
      const row = (r: RailsRoute) => `${r.verb || 'ANY'} ${r.path} ${r.controller ?? ':controller'}#${r.action ?? ':action'} ${r.name ?? '-'}`;
      // The oracle draws the converted declarations but for redirects (no scenario can hold one): their routes
      // are checked in redirect.test.ts.
      const got = set.routes.filter((r) => !r.endpoint).map((r) => row({ verb: r.verbs.join('|'), path: r.path, controller: r.controller, action: r.action, name: r.name }));
      expect(got).toEqual(expected.map(row));
    });
  }
});

/** Map-style files (Rails 2.3 cannot be run here): the table drawn from a hand-written equivalent is the expectation. */
describe('import: application routes files (map style) against hand-written equivalents', { timeout: 30_000 }, () => {
  for (const source of readdirSync(APPS).filter((f) => f.endsWith('-2.3.rb'))) {
    it(`${source}: the imported table equals the hand-written one`, async () => {
      const equivalent = ((await import(join(APPS, source.replace('.rb', '.equivalent.ts')))) as { default: (map: RouteMap) => void }).default;
      const { set, converted } = await importFixture(join('apps', source));
      expect(converted.todos).toEqual([]);
      expect(routeFacts(set.routes)).toEqual(routeFacts(new RouteSet().drawMap(equivalent).routes));
    });
  }
});

describe('import: constructs of real files that once drew wrong or not at all', { timeout: 30_000 }, () => {
  it("map-quirks.rb: Rails 2.3's requirements for keys that name no segment, a prefix's segment default, connect's block", async () => {
    const { default: equivalent, todoLines } = await import('./fixtures/map-quirks.equivalent.js');
    const { set, converted } = await importFixture('map-quirks.rb');
    expect(converted.todos.map((t) => [t.line, t.lastLine])).toEqual(todoLines.map((line) => [line, line + 2]));
    expect(routeFacts(set.routes)).toEqual(routeFacts(new RouteSet().drawMap(equivalent).routes));
    expect(set.recognize('GET', '/activity.atom')).toEqual({ controller: 'activities', action: 'index', format: 'atom' });
  });

  it('block-macros.rb: the routes inside gems\' macros are kept, String constraints are listed as written', async () => {
    const { set, code } = await importFixture('block-macros.rb');
    expect(code).toContain("  r.get({ login: 'devise/sessions#new', as: 'login' });");
    expect(set.routes.find((r) => r.path === '/articles.:format')!.requirements).toEqual({ format: 'rss' });
    expect(set.routes.find((r) => r.path.startsWith('/api/'))!.requirements).toEqual({ version: 'v1.0' });
    expect(set.recognize('GET', '/articles.rss')).toEqual({ controller: 'articles', action: 'index', format: 'rss' });
    expect(() => set.recognize('GET', '/articles.atom')).toThrow(RoutingError);
    expect(() => set.recognize('GET', '/api/v1x0/status')).toThrow(RoutingError);
    expect(set.recognize('GET', '/api/v1.0/status')).toEqual({ controller: 'api', action: 'status', version: 'v1.0' });
  });
});

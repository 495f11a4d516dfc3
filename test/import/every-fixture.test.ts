import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertRoutes } from '../../src/import/convert.js';
import { drawConvertedModule } from '../../src/import/draw-module.js';
import { emitModule } from '../../src/import/emit.js';
import { profileFor } from '../../src/import/rails-version.js';
import { FIXTURES } from './support.js';

/** Every Ruby file under fixtures/, but the files a routes file draws (`config/routes/*.rb`): those are drawn through it. */
function routesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(`${sep}config${sep}routes`) ? [] : routesFiles(path);
    return entry.name.endsWith('.rb') ? [path] : [];
  });
}

// What the importer writes must draw: a module that throws when it is loaded is worse than a TODO.
describe('import: every fixture converts into a module that draws', { timeout: 60_000 }, () => {
  const files = routesFiles(FIXTURES);
  it('finds the fixtures', () => expect(files.length).toBeGreaterThanOrEqual(10));
  for (const file of files) {
    it(relative(FIXTURES, file), async () => {
      // An application's version is in its fixture's name (apps/mastodon-6.1.rb), as its Gemfile.lock would say.
      const version = /-(\d+\.\d+)(?:\.rb$|\/)/.exec(relative(FIXTURES, file).split(sep).join('/'))?.[1];
      const rails = version ? profileFor(version) : '3.2';
      const converted = await convertRoutes(readFileSync(file, 'utf8'), file, undefined, { rails });
      const code = emitModule(converted, { sourceName: file, rails });
      const set = drawConvertedModule(code);
      expect(set.routes.length).toBeGreaterThan(0);
    });
  }
});

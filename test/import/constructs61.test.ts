// The Rails 4–6.1 constructs the importer converts (fixtures/constructs-6.1/config/routes.rb and the files it draws:
// concerns with options, `concerns:`, concerns defined in a drawn file, nested draws), imported as
// `import --rails 6.1` does and compared whole with the real Rails 6.1 router's table, recognitions and URLs
// (fixtures/constructs-6.1.rails61.json, from scripts/rails61-apps.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/core.js';
import { convertRoutes } from '../../src/import/convert.js';
import { drawConvertedModule } from '../../src/import/draw-module.js';
import { emitModule } from '../../src/import/emit.js';
import { checkRouteSet } from '../oracle61/runner.mjs';
import { FIXTURES } from './support.js';

const FILE = join(FIXTURES, 'constructs-6.1/config/routes.rb');
const expected = JSON.parse(readFileSync(join(FIXTURES, 'constructs-6.1.rails61.json'), 'utf8')) as {
  routes: unknown[];
  recognize: unknown[];
  generate: unknown[];
  generate_errors: unknown[];
};

async function imported() {
  const converted = await convertRoutes(readFileSync(FILE, 'utf8'), FILE, undefined, { rails: '6.1' });
  const code = emitModule(converted, { sourceName: 'config/routes.rb', rails: '6.1' });
  return { converted, code, set: drawConvertedModule(code) };
}

describe('import --rails 6.1: concerns and draws against Rails 6.1', { timeout: 60_000 }, () => {
  it('converts everything: no TODO', async () => {
    const { converted } = await imported();
    expect(converted.todos).toEqual([]);
  });

  it('writes concerns as the source declares them', async () => {
    const { code } = await imported();
    expect(code).toContain("  r.concern('commentable', (r, options) => {\n    r.resources('comments', options);\n  });");
    expect(code).toContain("  r.resources('posts', { concerns: ['commentable', 'taggable'] }, () => {");
    expect(code).toContain("    r.concerns('commentable', { only: ['index', 'show'] });");
    // with_options merges into a concerns call as into any other
    expect(code).toContain("  r.concerns('commentable', { only: 'index' });");
  });

  it('agrees with the table of Rails 6.1 whole', async () => {
    const { set } = await imported();
    expect(expected.routes.length).toBe(67);
    expect(checkRouteSet(lib, set, { routes: expected.routes }).slice(0, 5)).toEqual([]);
  });

  it('agrees with the recognitions and URLs of Rails 6.1 whole', async () => {
    const { set } = await imported();
    expect(checkRouteSet(lib, set, { recognize: expected.recognize }).slice(0, 5)).toEqual([]);
    expect(checkRouteSet(lib, set, { generate: expected.generate, generate_errors: expected.generate_errors }).slice(0, 5)).toEqual([]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { browserModule } from '../../src/cli/browser/module.js';
import { RouteSet } from '../../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'rr-direct-js-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the browser module and direct helpers', () => {
  const set = new RouteSet().draw((r) => {
    r.resources('posts', { only: 'show' });
    r.get('landing', { to: 'pages#landing', as: 'landing' });
    r.direct('homepage', () => 'https://rubyonrails.org');
    r.direct('landing', () => '/new-landing');
  });
  const module = browserModule(set.namedRoutes, { directs: set.directHelpers.keys() });

  it('leaves direct helpers out (their functions run on the server), and a route they replace, saying so', () => {
    expect(module.helpers).toEqual(['postPath', 'postUrl']);
    expect(module.skipped).toEqual([
      'homepage: a direct helper (r.direct) runs a server-side function; write it in the browser code',
      'landing: a direct helper (r.direct) runs a server-side function; write it in the browser code',
    ]);
    expect(module.js).toContain('// Not here: the direct helpers homepage, landing (r.direct): their functions run on the server.');
    expect(module.dts).not.toMatch(/landing|homepage/i);
  });

  it('still works for the routes it has', async () => {
    const file = join(dir, 'routes.mjs');
    writeFileSync(file, module.js);
    const helpers = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    expect((helpers.postPath as (id: number) => string)(3)).toBe('/posts/3');
    expect(helpers.landingPath).toBeUndefined();
  });
});

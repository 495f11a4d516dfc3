import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { RouteSet, routeHelperDeclarations } from '../../src/index.js';

const set = new RouteSet().draw((r) => {
  r.resources('posts', { only: 'show' });
  r.get('landing', { to: 'pages#landing', as: 'landing' });
  r.direct('homepage', () => 'https://rubyonrails.org');
  r.direct('landing', () => '/new-landing');
});
const text = routeHelperDeclarations(set.namedRoutes, { importFrom: resolve('src/index.js'), directs: set.directHelpers.keys() });

mkdirSync('node_modules/.cache', { recursive: true });
const dir = mkdtempSync(join('node_modules/.cache', 'rr-direct-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function compile(body: string): string[] {
  writeFileSync(join(dir, 'helpers.ts'), text);
  writeFileSync(join(dir, 'use.ts'), `import type { AppRouteHelpers } from './helpers.js';\ndeclare const h: AppRouteHelpers;\n${body}\nexport {};\n`);
  const program = ts.createProgram([join(dir, 'use.ts')], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: ['node'],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('declarations of direct helpers', () => {
  it('declare <name>_path / <name>_url and their aliases, taking any arguments, over a route of the same name', () => {
    expect(text).toContain('  homepage_path(...args: unknown[]): string;\n');
    expect(text).toContain("  homepageUrl: AppRouteHelpers['homepage_url'];\n");
    expect(text).not.toContain('hash_for_homepage_path');
    expect(text).toContain('  landing_path(...args: unknown[]): string;\n  hash_for_landing_path(...args: unknown[]): { [key: string]: unknown };\n');
    expect(text).not.toContain('GET /landing(.:format)');
  });

  it('compile, and a misspelt direct helper does not', () => {
    expect(compile("const a: string = h.homepage_path(); h.homepageUrl(1, { x: 2 }); h.landing_path('any'); h.post_path(1);")).toEqual([]);
    expect(compile('h.homepage_pth();').join('\n')).toMatch(/Property 'homepage_pth' does not exist on type 'AppRouteHelpers'/);
  }, 180_000);
});

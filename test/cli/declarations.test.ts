import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeHelperDeclarations } from '../../src/index.js';
import { loadRouteSet } from '../../src/cli/load.js';
import { routes } from './fixtures/routes.js';

const VALID = `
  h.post_comment_path(1, 2);
  h.post_comment_path(new Post(1), new Post(2), 'json', { page: 2 });
  h.post_comment_path({ post_id: 1, id: 2 });
  h.post_comment_path(new Post(2), { post_id: 1 });
  h.postCommentsUrl(1, { host: 'example.com', anchor: 'top' });
  h.post_path(1, 'xml');
  h.posts_path();
  h.posts_path({ page: 2, format: 'xml' });
  h.file_path(['a', 'b']);
  h.profile_path();
  h.hash_for_post_path(1);
`;
/** Each wrong call, and the compiler error it must cause (not just any error). */
const INVALID: [string, RegExp][] = [
  ['h.post_comment_pth(1, 2);', /Property 'post_comment_pth' does not exist on type 'AppRouteHelpers'/],
  ['h.post_comment_path({ post_id: 1 });', /Property 'id' is missing in type '\{ post_id: number; \}'/],
  ['h.post_path();', /Expected 1-3 arguments, but got 0/],
  ['h.profile_path(1);', /Argument of type 'number' is not assignable to parameter of type 'HelperOptions'/],
];

// Inside the project, so the compiler finds @types/node for the library's own sources.
mkdirSync('node_modules/.cache', { recursive: true });
const dir = mkdtempSync(join('node_modules/.cache', 'rr-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let errors: Map<string, string[]>;

/** Type-checks every usage file against the declarations generated for the fixture routes, in one program. */
beforeAll(() => {
  writeFileSync(join(dir, 'helpers.ts'), routeHelperDeclarations(routes.namedRoutes, { importFrom: resolve('src/index.js') }));
  const header = `import type { AppRouteHelpers } from './helpers.js';\ndeclare const h: AppRouteHelpers;\nclass Post { constructor(readonly id: number) {} }\n`;
  const files = { 'valid.ts': VALID, ...Object.fromEntries(INVALID.map(([line], i) => [`invalid-${i}.ts`, line])) };
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, file), `${header}${body}\nexport {};\n`);
  const program = ts.createProgram(Object.keys(files).map((f) => join(dir, f)), {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: ['node'],
  });
  errors = new Map(Object.keys(files).map((f) => [f, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const file = d.file ? d.file.fileName.split('/').pop()! : '(global)';
    errors.set(file, [...(errors.get(file) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
  }
}, 180_000);

describe('routeHelperDeclarations', () => {
  it('types every call form the helpers accept', () => {
    expect(errors.get('valid.ts')).toEqual([]);
    expect(errors.get('helpers.ts') ?? []).toEqual([]);
  });

  it.each(INVALID.map(([line, error], i) => [line, error, i] as const))('makes `%s` a compile error: %s', (_line, error, i) => {
    const found = errors.get(`invalid-${i}.ts`)!;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(error);
  });
});

describe('loadRouteSet', () => {
  it('finds the exported route set of a module', async () => {
    const set = await loadRouteSet('test/cli/fixtures/duck-routes.ts');
    expect(set.routes.map((r) => r.name)).toEqual(['post', 'posts']);
    expect((await loadRouteSet('test/cli/fixtures/duck-routes.ts', 'other')).routes).toHaveLength(1);
    await expect(loadRouteSet('test/cli/fixtures/duck-routes.ts', 'nope')).rejects.toThrow(/no route set named "nope"/);
  });
});

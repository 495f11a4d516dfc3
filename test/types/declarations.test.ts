import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockRoutes, mapRoutes } from './good-declarations.js';

const GOOD = 'test/types/good-declarations.ts';
const BAD = ['test/types/bad/block.ts', 'test/types/bad/map.ts'];

/** Diagnostics per file and line, from one strict program without Node's types (the core needs none). */
let diagnostics: Map<string, Map<number, string[]>>;

beforeAll(() => {
  const program = ts.createProgram([GOOD, ...BAD], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    types: [],
    skipLibCheck: false,
    noUncheckedIndexedAccess: true,
  });
  diagnostics = new Map();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const file = d.file ? d.file.fileName.replace(/^.*?(test\/types\/)/, '$1') : '(global)';
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    const lines = diagnostics.get(file) ?? new Map<number, string[]>();
    lines.set(line, [...(lines.get(line) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
    diagnostics.set(file, lines);
  }
}, 60_000);

/** `// error: TEXT` markers: line number → the text its error must mention. */
function expectedErrors(file: string): Map<number, string> {
  const out = new Map<number, string>();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      const marker = /\/\/ error: (\S+)\s*$/.exec(text);
      if (marker) out.set(i + 1, marker[1]!);
    });
  return out;
}

describe('typed declarations', () => {
  it('compile for every call form of both DSLs, strictly and without @types/node', () => {
    expect([...(diagnostics.get(GOOD) ?? new Map()).values()].flat()).toEqual([]);
    expect([...(diagnostics.get('(global)') ?? new Map()).values()].flat()).toEqual([]);
  });

  it.each(BAD)('reject each misspelt option or wrong value in %s, naming it', (file) => {
    const expected = expectedErrors(file);
    const actual = diagnostics.get(file) ?? new Map<number, string[]>();
    expect(expected.size).toBeGreaterThan(5);
    for (const [line, text] of expected) {
      const errors = actual.get(line) ?? [];
      expect(errors.join('\n'), `line ${line} of ${file} should fail mentioning ${text}`).toContain(text);
    }
    // No error anywhere else: the unmarked lines are valid.
    expect([...actual.keys()].filter((line) => !expected.has(line))).toEqual([]);
  });

  it('route as declared (the typed forms reach the same runtime)', () => {
    const block = blockRoutes();
    expect(block.recognize('GET', '/about')).toEqual({ controller: 'pages', action: 'show', page: 'about' });
    expect(block.recognize('GET', '/admin/users')).toMatchObject({ controller: 'admin/users', action: 'index' });
    expect(block.helpers.admin_users_path!()).toBe('/admin/users');
    expect(block.recognize('GET', '/internal/reports')).toMatchObject({ controller: 'reports', action: 'index' });
    expect(() => block.recognize('GET', '/posts/abc')).toThrow();
    const map = mapRoutes();
    expect(map.recognize('GET', '/feed')).toEqual({ controller: 'posts', action: 'index', format: 'rss', page: '1' });
    expect(map.helpers.rss_posts_path!()).toBe('/posts/rss');
    expect(map.helpers.about_path!()).toBe('/about');
  });
});

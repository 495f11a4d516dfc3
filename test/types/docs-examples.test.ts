import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compile, messagesOf } from './compile.js';

/**
 * The TypeScript examples of the docs compile under `strict` as written: every ```ts block of these files, each
 * a module of its own, against the package's entry points. On the line before its fence a block may say
 * `<!-- not type-checked: the reason -->` (a sketch with elided parts), or `<!-- file: name.ts -->` (the block
 * is that file, which later blocks import as `./name.js`, as the generated declarations are imported).
 *
 * Short examples continue a longer one: the names they use without declaring them are the ones below, as the
 * text around them says (`RouteSet` imported, `r` the mapper inside a draw block, `routes` a drawn route set,
 * `h` its helpers, `post` a row, `toolsApp` an app to mount).
 */
const DOCS = ['README.md', 'docs/http.md'];
const PRELUDE = `import type { Mapper, RouteMap, RouteSet as RouteSetType, UrlHelpers } from 'resource-routing';
declare global {
  /** \`import { RouteSet } from 'resource-routing'\`, as the first example does. */
  const RouteSet: typeof import('resource-routing').RouteSet;
  type RouteSet<H extends object = UrlHelpers> = RouteSetType<H>;
  /** The mapper inside \`draw((r) => …)\`. */
  const r: Mapper;
  /** The map inside \`drawMap((map) => …)\`. */
  const map: RouteMap;
  /** A drawn route set, and its helpers (\`const h = routes.helpers\`). */
  const routes: RouteSetType;
  const h: UrlHelpers;
  /** Rows from a database client, as the README's helper examples pass them. */
  const post: { id: number; title: string };
  const comment: { id: number; body: string };
  /** An app to mount (\`r.mount(toolsApp, …)\`): a handler, as \`to:\` takes. */
  const toolsApp: (request: unknown) => unknown;
}
export {};
`;

interface Example {
  readonly doc: string;
  readonly line: number;
  readonly code: string;
  /** The file name a `<!-- file: … -->` marker gives the block. */
  readonly file?: string;
}

/** The ```ts blocks of a Markdown file, with the line of their fence: those compiled, and those marked not to be. */
export function tsBlocks(doc: string): { checked: Example[]; skipped: Example[] } {
  const lines = readFileSync(doc, 'utf8').split('\n');
  const checked: Example[] = [];
  const skipped: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^(`{3,})(\S*)/.exec(lines[i]!);
    if (!fence) continue;
    const end = lines.findIndex((text, j) => j > i && text.trim() === fence[1]);
    if (fence[2] === 'ts' || fence[2] === 'typescript') {
      const before = lines[i - 1]?.trim() ?? '';
      const file = /^<!-- file: ([\w.-]+\.ts) -->$/.exec(before)?.[1];
      const example = { doc, line: i + 1, code: lines.slice(i + 1, end).join('\n'), ...(file ? { file } : {}) };
      (/^<!-- not type-checked: .+ -->$/.test(before) ? skipped : checked).push(example);
    }
    i = end;
  }
  return { checked, skipped };
}

// Inside the project, so the compiler finds @types/node for the library's own sources.
mkdirSync('node_modules/.cache', { recursive: true });
const dir = mkdtempSync(join('node_modules/.cache', 'rr-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const examples = DOCS.flatMap((doc) => tsBlocks(doc).checked);
const fileOf = (example: Example) => join(dir, example.file ?? `${example.doc.replace(/\W/g, '-')}-${example.line}.ts`);

describe('the TypeScript examples of README.md and docs/http.md', () => {
  it('are found in both files', () => {
    for (const doc of DOCS) expect(tsBlocks(doc).checked.length, doc).toBeGreaterThan(1);
    expect(examples.length).toBeGreaterThan(15);
  });

  it('compile under strict against the package entry points, as written', () => {
    const prelude = join(dir, 'prelude.ts');
    writeFileSync(prelude, PRELUDE);
    for (const example of examples) writeFileSync(fileOf(example), `${example.code}\nexport {};\n`);
    const diagnostics = compile([prelude, ...examples.map(fileOf)], {
      // A user's `strict` project: the option itself, not each stricter flag there is.
      noUncheckedIndexedAccess: false,
      types: ['node'],
      skipLibCheck: true,
      paths: {
        'resource-routing': [resolve('src/core.ts')],
        'resource-routing/http': [resolve('src/http/index.ts')],
        'resource-routing/fetch': [resolve('src/fetch/index.ts')],
        'resource-routing/view': [resolve('src/view/index.ts')],
      },
    });
    const failures = examples.flatMap((example) => messagesOf(diagnostics, fileOf(example)).map((m) => `${example.doc}:${example.line + Number(m.split(':')[0])}: ${m.replace(/^\d+: /, '')}`));
    expect([...failures, ...messagesOf(diagnostics, prelude), ...messagesOf(diagnostics, '(global)')]).toEqual([]);
  }, 180_000);
});

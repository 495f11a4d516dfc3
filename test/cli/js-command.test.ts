import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const FIXTURE = 'test/cli/fixtures/routes.ts';
mkdirSync('node_modules/.cache', { recursive: true });
const dir = mkdtempSync(resolve('node_modules/.cache/rr-js-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI from its sources (through tsx, as the routes fixture is TypeScript too). */
function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

type Helpers = Record<string, (...args: unknown[]) => string>;
const load = async (file: string) => (await import(`${pathToFileURL(file).href}?${Date.now()}`)) as Helpers & { defaultUrlOptions: object };

/** Type-checks each body against the declarations beside routes.js, in one program; the error messages per body. */
function typeErrors(bodies: readonly string[]): string[][] {
  const files = bodies.map((body, i) => {
    const file = join(dir, `use-${i}.ts`);
    writeFileSync(file, `import * as routes from './routes.js';\nclass Post { constructor(readonly id: number) {} }\n${body}\nexport {};\n`);
    return file;
  });
  const program = ts.createProgram(files, { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, types: [] });
  return files.map((file) => ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')));
}

describe('resource-routing js', { timeout: 60_000 }, () => {
  const out = join(dir, 'routes.js');

  it('writes a module of camelCase helpers and its declarations, with default URL options', async () => {
    const { code, err } = cli('js', FIXTURE, '-o', out, '--default-url-options', 'host=example.com,protocol=https');
    expect(code).toBe(0);
    expect(err).toMatch(/wrote .*routes\.js: \d+ helpers/);
    const routes = await load(out);
    expect(routes.postCommentPath!(1, { id: 2, format: 'json' }, { anchor: 'c' })).toBe('/posts/1/comments/2.json#c');
    expect(routes.postCommentsUrl!(1, { page: 2 })).toBe('https://example.com/posts/1/comments?page=2');
    expect(routes.filePath!(['a', 'b c'])).toBe('/files/a/b%20c');
    expect(() => routes.postPath!()).toThrow(/post_path cannot be generated: :id is missing/);
    expect(readFileSync(out, 'utf8')).not.toMatch(/from ['"]|require\(/);
    expect(existsSync(join(dir, 'routes.d.ts'))).toBe(true);
  });

  it('types each helper with its params', () => {
    const [valid, misspelt, missing, wrongType] = typeErrors([
      "routes.postCommentPath(1, 2); routes.postCommentPath(new Post(1), { id: 2, page: 3 }); routes.postsUrl({ host: 'x.org' }); routes.filePath(['a']);",
      'routes.postCommentPth(1, 2);',
      'routes.postPath();',
      'const n: number = routes.postsPath();',
    ]);
    expect(valid).toEqual([]);
    expect(misspelt!.join()).toMatch(/postCommentPth/);
    expect(missing!.length).toBeGreaterThan(0);
    expect(wrongType!.length).toBeGreaterThan(0);
  });

  it('keeps or leaves out routes by --include / --exclude, and writes snake_case names with --snake-case', async () => {
    const snake = join(dir, 'snake.js');
    expect(cli('js', FIXTURE, '-o', snake, '--snake-case', '--include', 'post', '--exclude', '^edit_', '--exclude', '/new').code).toBe(0);
    const routes = await load(snake);
    expect(routes.post_comments_path!(3)).toBe('/posts/3/comments');
    expect(typeof routes.asParams).toBe('function');
    expect(Object.keys(routes).filter((k) => k !== 'defaultUrlOptions' && k !== 'asParams').sort()).toEqual(
      ['post_comment', 'post_comments', 'post', 'posts'].flatMap((n) => [`${n}_path`, `${n}_url`]).sort(),
    );
  });

  it('refuses unknown URL options, bad patterns and a missing -o with exit code 2', () => {
    expect(cli('js', FIXTURE, '-o', out, '--default-url-options', 'hots=example.com')).toMatchObject({ code: 2, err: expect.stringMatching(/"hots" is no URL option/) });
    expect(cli('js', FIXTURE, '-o', out, '--default-url-options', '{"host":')).toMatchObject({ code: 2, err: expect.stringMatching(/invalid JSON/) });
    expect(cli('js', FIXTURE, '-o', out, '--exclude', '(')).toMatchObject({ code: 2, err: expect.stringMatching(/--exclude: Invalid regular expression/) });
    expect(cli('js', FIXTURE)).toMatchObject({ code: 2, err: expect.stringMatching(/missing -o FILE\.js/) });
  });

  it('is tree-shakable: a bundle of one helper carries only that route', async () => {
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, "import { postCommentsPath } from './routes.js';\nconsole.log(postCommentsPath(4));\n");
    const result = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, format: 'esm', logLevel: 'silent' });
    const bundle = result.outputFiles[0]!.text;
    expect(bundle).toContain('"post_comments"');
    expect(bundle).not.toMatch(/"post_comment"|"posts"|"file"|"profile"|\/files\//);
    // asParams, an export of its own, stays out too.
    expect(bundle).not.toContain('asParams');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', bundle], { encoding: 'utf8' });
    expect(run.stdout).toBe('/posts/4/comments\n');
  });
});

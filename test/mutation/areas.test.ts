import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without declarations
import { AREAS, globCovers as covers } from '../../scripts/mutation-areas.mjs';

// Left out of mutation testing by the issue (cli/, view/) or holding only re-exports (the two entry points).
const OUTSIDE = [/^src\/cli\//, /^src\/view\//, /^src\/index\.ts$/, /^src\/core\.ts$/];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

describe('mutation areas', () => {
  it('put every source file outside cli/ and view/ in exactly one area', () => {
    const files = sources('src').map((f) => f.split('\\').join('/')).filter((f) => !OUTSIDE.some((re) => re.test(f)));
    expect(files.length).toBeGreaterThan(100);
    const areasOf = (file: string) => Object.entries(AREAS as Record<string, string[]>).filter(([, globs]) => globs.some((g) => covers(g, file))).map(([a]) => a);
    const wrong = files.map((f) => [f, areasOf(f)] as const).filter(([, areas]) => areas.length !== 1);
    expect(wrong).toEqual([]);
  });

  it('keep each equivalent-mutant entry in the list of the area its file belongs to', () => {
    const dir = 'test/mutation/equivalents';
    const misplaced = readdirSync(dir).flatMap((name) => {
      const globs: string[] | undefined = (AREAS as Record<string, string[]>)[name.replace(/\.json$/, '')];
      if (!globs) return [`${name}: not an area`];
      const list = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { file: string }[];
      return list.filter((e) => !globs.some((g) => covers(g, e.file))).map((e) => `${name}: ${e.file}`);
    });
    expect(misplaced).toEqual([]);
  });
});

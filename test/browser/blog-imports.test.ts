// The example is what people copy: it imports the library as an app does, through the package's own entry
// points (`resource-routing`, `/http`, `/view`: the package's self-reference through "exports"), never a path
// into dist/ (dist/index.js is not even shipped).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const EXAMPLES = 'examples';
const ENTRY_POINTS = new Set(['resource-routing', 'resource-routing/http', 'resource-routing/fetch', 'resource-routing/view', 'resource-routing/package.json']);
// What the examples need besides the library: the blog's two database clients, the Hono app of examples/runtimes.
const DEPENDENCIES = new Set(['@electric-sql/pglite', '@electric-sql/pglite/contrib/pg_trgm', 'pg', 'hono']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'data' || entry.name === 'node_modules' ? [] : sources(path);
    return /\.(mjs|js|ts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && entry.name !== 'routes.js' ? [path] : [];
  });
}

/** Every module specifier a file names: static imports and exports, dynamic imports, import.meta.resolve. */
function specifiers(source: string): string[] {
  const found = [
    ...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport(?:\.meta\.resolve)?\(\s*['"]([^'"]+)['"]/g),
  ];
  return found.map((m) => m[1]!);
}

describe('the examples import the package as an app would', () => {
  const files = sources(EXAMPLES);

  it('finds the blog and the route-table example', () => {
    expect(files).toContain(join(EXAMPLES, 'blog', 'app.mjs'));
    expect(files).toContain(join(EXAMPLES, 'routes-table.mjs'));
  });

  it.each(files)('%s: only relative modules of the example, node: builtins, the entry points and its database clients', (file) => {
    const source = readFileSync(file, 'utf8');
    const outside = specifiers(source).filter((s) => {
      if (s.startsWith('node:') || ENTRY_POINTS.has(s) || DEPENDENCIES.has(s)) return false;
      if (!s.startsWith('.')) return true;
      return relative(EXAMPLES, join(file, '..', s)).startsWith('..');
    });
    expect(outside).toEqual([]);
    // Nor a path into the build by another way (new URL('../../dist/…'), a require).
    expect(source).not.toMatch(/['"`][^'"`]*\bdist\//);
  });

  it('the blog loads and draws its routes through the entry points in plain Node (the self-reference resolves)', () => {
    const script = "const { drawRoutes } = await import('./examples/blog/routes.mjs'); await import('./examples/blog/app.mjs'); console.log(drawRoutes().routes.length > 0);";
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()).toBe('true');
  }, 60_000);
});

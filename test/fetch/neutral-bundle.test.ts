// The package root and `resource-routing/fetch` run on any platform: bundled by esbuild for a neutral platform,
// they import no `node:` module (nor a Node.js builtin by its bare name), and the fetch entry's bundle answers
// requests in a context that has only the Web platform's globals (no Buffer, no process), as workerd gives.
import { build, type Plugin } from 'esbuild';
import { builtinModules } from 'node:module';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Bundles an entry for the neutral platform; returns the code and every Node.js builtin it asked for. */
async function neutralBundle(entry: string): Promise<{ code: string; nodeImports: string[] }> {
  const nodeImports: string[] = [];
  const recordNode: Plugin = {
    name: 'record-node-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (!NODE_BUILTINS.has(args.path) && !args.path.startsWith('node:')) return undefined;
        nodeImports.push(`${args.path} (from ${args.importer.replace(`${process.cwd()}/`, '')})`);
        return { path: args.path, external: true };
      });
    },
  };
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [recordNode],
  });
  return { code: result.outputFiles[0]!.text, nodeImports };
}

describe('neutral bundles', () => {
  it('the package root imports no node: module', async () => {
    expect((await neutralBundle('src/core.ts')).nodeImports).toEqual([]);
  });

  it('resource-routing/fetch imports no node: module', async () => {
    expect((await neutralBundle('src/fetch/index.ts')).nodeImports).toEqual([]);
  });

  it('the node:http side does (so the check would see one)', async () => {
    expect((await neutralBundle('src/http/index.ts')).nodeImports.some((i) => i.startsWith('node:crypto'))).toBe(true);
  });

  it("the fetch entry's bundle serves sessions, forms and JSON with the Web platform's globals only", async () => {
    const { code } = await neutralBundle('test/fetch/fixtures/neutral-app.ts');
    // Only what the WinterTC minimum common API gives: no Buffer, no process, no require.
    const web = { Request, Response, Headers, ReadableStream, TextEncoder, TextDecoder, URL, URLSearchParams, crypto, atob, btoa, setTimeout, clearTimeout, console, queueMicrotask };
    const context = createContext({ ...web, result: undefined as unknown });
    runInContext(`${code.replace(/^export \{[^}]*\};?\s*$/m, '')}\nresult = run();`, context);
    const answers = (await (context.result as Promise<unknown>)) as string[];
    expect(answers).toEqual(['200 count 1', '200 count 2', '302 http://localhost/posts/1', '200 {"id":1,"title":"Neutral"}', '422', '404']);
  });
});

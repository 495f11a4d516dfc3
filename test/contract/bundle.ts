import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One of test/contract/entries bundled into `dir` as a single ES module for a neutral platform, as a user's
 * bundler makes a Worker: the runtimes run the same JavaScript, whatever TypeScript they would understand.
 */
export async function bundleEntry(entry: 'bun' | 'deno' | 'worker', dir: string): Promise<string> {
  const outfile = join(dir, `${entry}.mjs`);
  await build({
    entryPoints: [fileURLToPath(new URL(`./entries/${entry}.ts`, import.meta.url))],
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

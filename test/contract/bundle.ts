import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files of test/contract/entries that a runtime runs (`deno-node`: Deno's node:http, the others fetch). */
export type Entry = 'bun' | 'deno' | 'deno-node' | 'worker';

/**
 * One of test/contract/entries bundled into `dir` as a single ES module for a neutral platform, as a user's
 * bundler makes a Worker: the runtimes run the same JavaScript, whatever TypeScript they would understand.
 * The node:http entry keeps its `node:` imports (Deno provides those modules).
 */
export async function bundleEntry(entry: Entry, dir: string): Promise<string> {
  const outfile = join(dir, `${entry}.mjs`);
  await build({
    entryPoints: [fileURLToPath(new URL(`./entries/${entry}.ts`, import.meta.url))],
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    outfile,
    // A `node:` import elsewhere fails the build, as it would a Worker's.
    external: entry === 'deno-node' ? ['node:*'] : [],
    logLevel: 'silent',
  });
  return outfile;
}

// Bun, Deno and workerd from the npm packages that carry their binaries (devDependencies: `npm ci` installs them),
// for the demos (`npm run demo:bun`, `npm run demo:deno`), the tests that start servers on them (the HTTP contract
// suite in test/contract) and the bench.
//
//   node scripts/runtimes.mjs bun FILE [args…]     runs FILE on Bun (exits with its status)
//   node scripts/runtimes.mjs deno run -A FILE      the same on Deno
//   node scripts/runtimes.mjs --versions            prints each runtime's version, or why it cannot run here
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PACKAGES = {
  bun: { name: '@oven/bun-linux-x64', binary: 'bin/bun' },
  deno: { name: '@deno/linux-x64-glibc', binary: 'deno' },
  workerd: { name: '@cloudflare/workerd-linux-64', binary: 'bin/workerd' },
};

/**
 * The runtime's binary and version, or why it cannot run here: `{ path, version }` or `{ skip: reason }`. The
 * packages are for Linux on x64 (npm leaves them out elsewhere), and a binary may not start on an older libc.
 */
export function runtime(name, packages = PACKAGES) {
  const pkg = packages[name];
  if (!pkg) throw new Error(`No runtime ${JSON.stringify(name)} (${Object.keys(packages).join(', ')})`);
  let path;
  try {
    path = join(dirname(require.resolve(`${pkg.name}/package.json`)), pkg.binary);
  } catch {
    return { skip: `${name}: ${pkg.name} is not installed (it is for Linux on x64; this is ${process.platform} on ${process.arch})` };
  }
  if (!existsSync(path)) return { skip: `${name}: ${path} is missing` };
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (run.status !== 0) return { skip: `${name}: ${path} does not run here (${(run.error?.message ?? run.stderr ?? '').trim().split('\n')[0] || `exit ${run.status}`})` };
  return { path, version: run.stdout.trim().split('\n')[0] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, ...args] = process.argv.slice(2);
  if (name === '--versions') {
    console.log(`node: ${process.version}`);
    for (const each of Object.keys(PACKAGES)) {
      const found = runtime(each);
      console.log(found.skip ? `${each}: SKIPPED (${found.skip})` : `${each}: ${found.version}`);
    }
    process.exit(0);
  }
  const found = runtime(name);
  if (found.skip) {
    console.error(`Cannot run ${name}: ${found.skip}`);
    process.exit(1);
  }
  const child = spawn(found.path, args, { stdio: 'inherit' });
  // Ctrl-C reaches the child too (same process group): wait for it to finish closing.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// scripts/runtimes.mjs: how the suite finds Bun, Deno and workerd, and the reasons it gives when one cannot run
// (the contract suite turns those into named skips, never passes).
import { describe, expect, it } from 'vitest';
import { runtime } from '../../scripts/runtimes.mjs';

describe('runtime()', () => {
  it("finds a binary in its package and reads its version from --version's first line", () => {
    const tsc = runtime('tsc', { tsc: { name: 'typescript', binary: 'bin/tsc' } });
    expect([tsc.skip, tsc.path?.endsWith('/node_modules/typescript/bin/tsc'), tsc.version]).toEqual([undefined, true, expect.stringMatching(/^Version \d+\.\d+/)]);
  });

  it('says why a runtime cannot run: its package missing, its binary missing, or a binary that does not start', () => {
    expect(runtime('bun', { bun: { name: '@example/not-installed', binary: 'bin/bun' } }).skip).toMatch(/^bun: @example\/not-installed is not installed \(it is for Linux on x64; this is \w+ on \w+\)$/);
    expect(runtime('bun', { bun: { name: 'typescript', binary: 'bin/nothing' } }).skip).toMatch(/^bun: .*typescript\/bin\/nothing is missing$/);
    expect(runtime('bun', { bun: { name: 'typescript', binary: 'package.json' } }).skip).toMatch(/^bun: .*typescript\/package\.json does not run here \(.*EACCES\)$/);
  });

  it('refuses a name it does not know, listing the ones it does', () => {
    expect(() => runtime('node' as 'bun')).toThrow('No runtime "node" (bun, deno, workerd)');
  });
});

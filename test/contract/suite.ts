// The HTTP contract suite: one app, one set of expectations, run against each transport (one test file each, so
// vitest runs them side by side). A runtime that cannot run here is a visible skip with its reason, and a line
// in the output; each runtime's version is printed.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { describeApp } from './app-contract.js';
import { describeAttacks } from './attack-contract.js';
import type { Served, Transport } from './transports.js';

export function describeContract(transport: Transport): void {
  if (transport.skip !== undefined) {
    console.log(`[contract] ${transport.name}: SKIPPED (${transport.skip})`);
    describe.skip(`${transport.name}: SKIPPED`, () => it(`cannot run here: ${transport.skip}`, () => {}));
    return;
  }
  describe(`HTTP contract: ${transport.name} (${transport.version})`, () => {
    let served: Served | undefined;
    beforeAll(async () => {
      served = await transport.start();
      console.log(`[contract] ${transport.name}: ${transport.version}`);
    }, 120_000);
    afterAll(() => served?.stop());
    const current = () => served!;
    describeApp(current);
    describe('attacks over loopback', () => describeAttacks(current, transport));
  });
}

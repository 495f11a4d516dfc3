// After `tsc`: the CLI's entry gets its run bit (tsc writes files 0644), so `npx resource-routing …` and
// `./dist/cli/main.js` work in a clone as they do from an installed package (where npm sets the bit).
import { chmodSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
chmodSync(main, statSync(main).mode | 0o111);

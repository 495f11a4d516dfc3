// Debian's Chromium through playwright-core, as every browser test starts it: a fresh profile each run, and the
// flags that keep it from reaching for Google's hosts (this machine's network is closed, so they would fail).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A browser on a new profile under `dir`, and its first page. */
export async function launchChromium(dir: string): Promise<{ context: BrowserContext; page: Page }> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`);
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), { executablePath: CHROMIUM, headless: true, args: FLAGS });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

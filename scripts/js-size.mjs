// Sizes of what `resource-routing js` puts in a browser bundle, minified (esbuild) and gzipped (zlib, level 9):
// the shared runtime, one helper on top of it, and every helper of the example app. Run after `npm run build`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { browserModule } from '../dist/cli/browser/module.js';
import { RUNTIME_SOURCE } from '../dist/cli/browser/runtime.js';
import * as blog from '../examples/blog/routes.mjs';

const dir = mkdtempSync(join(tmpdir(), 'rr-js-size-'));
const routes = blog.routes ?? (await blog.drawRoutes());
const module = browserModule(routes.namedRoutes);
writeFileSync(join(dir, 'routes.js'), module.js);
writeFileSync(join(dir, 'runtime.js'), `export const defaultUrlOptions = {};\n${RUNTIME_SOURCE}\nexport { $url };\n`);

async function size(source) {
  const result = await build({ stdin: { contents: source, resolveDir: dir }, bundle: true, minify: true, write: false, format: 'esm', logLevel: 'silent' });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gz: gzipSync(code, { level: 9 }).length };
}

// The runtime every helper shares ($url); asParams is an export of its own, in a bundle only when imported.
const runtime = await size("export { $url } from './runtime.js';");
const marker = await size("export { $url, asParams } from './runtime.js';");
const one = await size("export { postPath } from './routes.js';");
const all = await size("export * from './routes.js';");
rmSync(dir, { recursive: true, force: true });
const row = (label, s) => console.log(`${label.padEnd(44)} ${String(s.min).padStart(6)} B min ${String(s.gz).padStart(6)} B gzip`);
row('runtime', runtime);
row('runtime + postPath', one);
row('  postPath alone (difference)', { min: one.min - runtime.min, gz: one.gz - runtime.gz });
row('  asParams (difference, when imported)', { min: marker.min - runtime.min, gz: marker.gz - runtime.gz });
row(`all ${module.helpers.length} helpers of examples/blog`, all);

/* global Bun, Deno */
// `npm run demo:bun`: the example blog on Bun.serve, answered by the fetch handler (createFetchHandler) — the same
// app, routes, controllers and database (PGlite) as `npm run demo` on node:http. On Deno.serve too
// (`deno run -A examples/blog/serve-fetch.mjs`), but Deno.serve has no deadline for request headers: `npm run
// demo:deno` serves the blog with Deno's node:http instead (server.mjs). PORT (default 3000), HOST, BLOG_DATA,
// DATABASE_URL and SECRET_KEY_BASE as for `npm run demo`.
import { formatRouteTable } from 'resource-routing';
import { withFetchAssets } from './assets.mjs';
import { blogFromEnvironment } from './environment.mjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const runtime = globalThis.Bun ? `Bun ${Bun.version}` : globalThis.Deno ? `Deno ${Deno.version.deno}` : undefined;
if (!runtime) {
  console.error('serve-fetch.mjs runs on Bun or Deno (npm run demo:bun, npm run demo:deno); on Node.js: npm run demo');
  process.exit(1);
}

const app = await blogFromEnvironment();
// The CLI that writes public/routes.js runs on this runtime too.
const fetch = withFetchAssets(app.fetchHandler, globalThis.Deno ? [Deno.execPath(), 'run', '-A'] : [process.execPath]);

const listening = (address) => {
  const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${app.db.dataDir}`;
  console.log(`Blog example (${runtime}) listening on http://${host}:${address.port}/\nDatabase: ${where}${app.migrations.length ? `; migrated: ${app.migrations.join(', ')}` : ''}\n`);
  console.log(formatRouteTable(app.routes.routes));
  console.log('\nPress Ctrl-C to stop.');
};
// Both pass their own second argument (Bun's server, Deno's connection info): the handler reads the client's address there.
const server = globalThis.Bun
  ? Bun.serve({ port, hostname: host, fetch })
  : Deno.serve({ port, hostname: host, onListen: listening }, fetch);
if (globalThis.Bun) listening(server);

// Finish the requests under way, then close the database (PGlite writes its last pages on close).
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await (globalThis.Bun ? server.stop() : server.shutdown());
  await app.close().then(() => process.exit(0), (error) => (console.error(error), process.exit(1)));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

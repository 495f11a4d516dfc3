/* global setTimeout, Deno */
// `npm run demo`: serves the example blog on PORT (default 3000) and prints its URL and routes. `npm run demo:deno`
// runs this same file on Deno, whose node:http keeps the deadline for request headers (Deno.serve has none).
// The data is in PGlite under examples/blog/data/pglite/ (BLOG_DATA names another directory);
// DATABASE_URL=postgres://… uses that PostgreSQL server instead. SECRET_KEY_BASE signs the session cookies.
import { createServer } from 'node:http';
import { formatRouteTable } from 'resource-routing';
import { applyServerTimeouts } from 'resource-routing/http';
import { withAssets } from './assets.mjs';
import { blogFromEnvironment } from './environment.mjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

// On Deno, the CLI that writes public/routes.js runs on Deno too (it needs `run -A` after the binary).
const deno = globalThis.Deno ? { name: ` (Deno ${Deno.version.deno})`, cli: [Deno.execPath(), 'run', '-A'] } : undefined;

const app = await blogFromEnvironment();
const server = createServer(withAssets(app.handler, deno?.cli));
// The 30 s deadline for request headers from the first connection on (the handler would set it on its first request).
applyServerTimeouts(server);

server.listen(port, host, () => {
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}/`;
  const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${app.db.dataDir}`;
  console.log(`Blog example${deno?.name ?? ''} listening on ${url}\nDatabase: ${where}${app.migrations.length ? `; migrated: ${app.migrations.join(', ')}` : ''}\n`);
  console.log(formatRouteTable(app.routes));
  console.log('\nPress Ctrl-C to stop.');
});

// Finish the requests under way, then close the database (PGlite writes its last pages on close).
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close(() => app.close().then(() => process.exit(0), (error) => (console.error(error), process.exit(1))));
  server.closeIdleConnections();
  // A browser holding a keep-alive connection open must not keep the process alive.
  setTimeout(() => server.closeAllConnections(), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

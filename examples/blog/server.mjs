// `npm run demo`: serves the example blog on PORT (default 3000) and prints its URL and routes.
// BLOG_DATA names the data file (default examples/blog/data/blog.json).
import { createServer } from 'node:http';
import { applyServerTimeouts, formatRouteTable } from '../../dist/index.js';
import { createBlogApp } from './app.mjs';
import { withAssets } from './assets.mjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const { routes, handler } = createBlogApp(process.env.BLOG_DATA ? { dataFile: process.env.BLOG_DATA } : {});
const server = createServer(withAssets(handler));
// The 30 s deadline for request headers from the first connection on (the handler would set it on its first request).
applyServerTimeouts(server);

server.listen(port, host, () => {
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}/`;
  console.log(`Blog example listening on ${url}\n`);
  console.log(formatRouteTable(routes.routes));
  console.log('\nPress Ctrl-C to stop.');
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

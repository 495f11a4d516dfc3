// Node.js: `node examples/runtimes/node.mjs`, then `curl localhost:3000/posts` (PORT to change the port). The same
// fetch handler as on Bun, Deno or a Worker, served by node:http through toNodeListener.
import { createServer } from 'node:http';
import { RouteSet } from 'resource-routing';
import { createFetchHandler, HttpError } from 'resource-routing/fetch';
import { toNodeListener } from 'resource-routing/http';

const routes = new RouteSet().draw((r) => r.resources('posts', { only: ['index', 'show', 'create'] }));
const posts = new Map([[1, { id: 1, title: 'Hello from Node.js' }]]);

const handler = createFetchHandler(
  routes,
  {
    posts: {
      index: () => [...posts.values()],
      show: (ctx) => {
        const post = posts.get(Number(ctx.params.id));
        if (!post) throw new HttpError(404, `No post ${ctx.params.id}`);
        return post;
      },
      create: (ctx) => {
        const post = { id: posts.size + 1, title: String(ctx.params.require('post').permit('title').title) };
        posts.set(post.id, post);
        ctx.render({ json: post, status: 201 });
      },
    },
  },
  // A JSON API for other programs: no CSRF token to send (keep protection on for browser forms).
  { forgeryProtection: false },
);

const server = createServer(toNodeListener(handler)).listen(Number(process.env.PORT ?? 3000), () => {
  console.log(`Listening on http://localhost:${server.address().port}`);
});

// Deno: `deno run --allow-net --allow-env examples/runtimes/deno.ts`, then `curl localhost:3000/posts`.
// Served by Deno's node:http (Node.js's HTTP server as Deno ships it), not Deno.serve: Deno.serve gives a client
// that trickles its request headers all the time it likes, node:http cuts it after 30 s (408), as on Node.js.
import { createServer } from 'node:http';
import { RouteSet } from 'resource-routing';
import { applyServerTimeouts, createHandler, HttpError, type ActionContext } from 'resource-routing/http';

type Post = { id: number; title: string };
const routes = new RouteSet().draw((r) => r.resources('posts', { only: ['index', 'show', 'create'] }));
const posts = new Map<number, Post>([[1, { id: 1, title: 'Hello from Deno' }]]);

const handler = createHandler(
  routes,
  {
    posts: {
      index: () => [...posts.values()],
      show: (ctx: ActionContext<{ id: string }>) => {
        const post = posts.get(Number(ctx.params.id));
        if (!post) throw new HttpError(404, `No post ${ctx.params.id}`);
        return post;
      },
      create: (ctx: ActionContext) => {
        const post = { id: posts.size + 1, title: String(ctx.params.require('post').permit('title').title) };
        posts.set(post.id, post);
        ctx.render({ json: post, status: 201 });
      },
    },
  },
  // A JSON API whose clients hold no session cookie: no CSRF token to ask for.
  { forgeryProtection: false },
);

const server = createServer(handler);
// The 30 s deadline for request headers from the first connection on (the handler sets it on its first request).
applyServerTimeouts(server);
server.listen(Number(process.env.PORT ?? 3000), () => {
  const { port } = server.address() as { port: number };
  console.log(`Listening on http://0.0.0.0:${port}/`);
});

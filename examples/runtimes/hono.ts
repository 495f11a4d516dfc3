// Hono: the router as middleware beside Hono's own routes. `export default app` serves it on Bun
// (`bun examples/runtimes/hono.ts`), Deno (`deno serve --allow-env examples/runtimes/hono.ts`) and Workers;
// on Node.js, `serve(app)` from @hono/node-server.
import { Hono } from 'hono';
import { RouteSet } from 'resource-routing';
import { createHonoMiddleware, HttpError, type FetchContext } from 'resource-routing/fetch';

type Post = { id: number; title: string };
const routes = new RouteSet().draw((r) => r.resources('posts', { only: ['index', 'show', 'create'] }));
const posts = new Map<number, Post>([[1, { id: 1, title: 'Hello from Hono' }]]);

const controllers = {
  posts: {
    index: () => [...posts.values()],
    show: (ctx: FetchContext<{ id: string }>) => {
      const post = posts.get(Number(ctx.params.id));
      if (!post) throw new HttpError(404, `No post ${ctx.params.id}`);
      return post;
    },
    create: (ctx: FetchContext) => {
      const post = { id: posts.size + 1, title: String(ctx.params.require('post').permit('title').title) };
      posts.set(post.id, post);
      ctx.render({ json: post, status: 201 });
    },
  },
};

const app = new Hono();
// Paths the routes have are answered by the router (405 for another verb); the others go on to Hono's routes.
// Register it before any middleware that reads the body.
app.use(createHonoMiddleware(routes, controllers, { forgeryProtection: false }));
app.get('/health', (c) => c.text('ok'));

export default app;

// Bun: `bun examples/runtimes/bun.ts`, then `curl localhost:3000/posts` (PORT to change the port).
import { RouteSet } from 'resource-routing';
import { createFetchHandler, HttpError, type FetchContext } from 'resource-routing/fetch';

type Post = { id: number; title: string };
const routes = new RouteSet().draw((r) => r.resources('posts', { only: ['index', 'show', 'create'] }));
const posts = new Map<number, Post>([[1, { id: 1, title: 'Hello from Bun' }]]);

const handler = createFetchHandler(
  routes,
  {
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
  },
  // A JSON API whose clients hold no session cookie: no CSRF token to ask for.
  { forgeryProtection: false },
);

// Bun passes its server as the second argument: the handler reads the client's address from it.
const server = Bun.serve({ port: Number(process.env.PORT ?? 3000), fetch: handler });
console.log(`Listening on ${server.url}`);

// Deno.serve: `deno run --allow-net --allow-env examples/runtimes/deno-serve.ts`, then `curl localhost:3000/posts`.
// The fetch handler on Deno's own server. Deno.serve has no deadline for request headers: in production put a proxy
// with a header timeout in front of it, or serve with Deno's node:http (examples/runtimes/deno.ts).
import { RouteSet } from 'resource-routing';
import { createFetchHandler, HttpError, type FetchContext } from 'resource-routing/fetch';

type Post = { id: number; title: string };
const routes = new RouteSet().draw((r) => r.resources('posts', { only: ['index', 'show', 'create'] }));
const posts = new Map<number, Post>([[1, { id: 1, title: 'Hello from Deno.serve' }]]);

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

// Deno passes the connection's info as the second argument: the handler reads the client's address from it.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 3000) }, handler);

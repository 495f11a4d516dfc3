// Next.js (App Router): this file is app/[[...path]]/route.ts, a catch-all route handler, so every path no page
// or other route of the app has comes here. Route handlers take a Request and return a Response: no adapter needed.
import { RouteSet } from 'resource-routing';
import { createFetchHandler, HttpError, type FetchContext } from 'resource-routing/fetch';

type Post = { id: number; title: string };
const routes = new RouteSet().draw((r) => r.resources('posts', { only: ['index', 'show', 'create'] }));
const posts = new Map<number, Post>([[1, { id: 1, title: 'Hello from Next.js' }]]);

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
  { forgeryProtection: false },
);

// Next passes its own context (the catch-all's segments) second: the router reads the path from the URL.
const handle = (request: Request) => handler(request);
export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
// Answers depend on the request (sessions, Accept): never prerendered or cached at build time.
export const dynamic = 'force-dynamic';

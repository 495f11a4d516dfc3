import { Comment, Post } from '../models.mjs';
import { pageNumber } from '../pagination.mjs';
import * as views from '../views/posts.mjs';
import { redirectWith } from './flash.mjs';

// Strong parameters: only these fields, and only as plain values (Rails' `params.require(:post).permit(…)`);
// a request without `post` is a 400.
const postParams = (ctx) => ctx.params.require('post').permit('title', 'body', 'published');

/** posts#index, show, new, create, edit, update, destroy, plus publish (member) and search (collection). */
export function postsController(repo) {
  const invalid = (ctx, post, page) =>
    ctx.respondTo({
      html: () => ctx.render({ html: page(ctx, post), status: 422 }),
      json: () => ctx.render({ json: { errors: post.errors }, status: 422 }),
      xml: () => ctx.render({ xml: { errors: post.errors }, root: 'errors', status: 422 }),
    });
  // JSON and XML clients get the page's posts; the Link header (RFC 8288) names the neighbouring pages.
  const list = (ctx, page, html, pageUrl) => {
    const links = [page.previous && `<${pageUrl(page.previous)}>; rel="prev"`, page.next && `<${pageUrl(page.next)}>; rel="next"`].filter(Boolean);
    if (links.length > 0) ctx.response.setHeader('Link', links.join(', '));
    if (!page.more) ctx.response.setHeader('X-Total-Count', String(page.total));
    return ctx.respondTo({ html, json: () => page.items, xml: () => ctx.render({ xml: page.items, root: 'posts' }) });
  };

  return {
    async index(ctx) {
      const page = await repo.postsPage({ page: pageNumber(ctx.params.page) });
      return list(ctx, page, () => views.index(ctx, page), (n) => ctx.helpers.posts_url({ page: n }));
    },

    async search(ctx) {
      const query = typeof ctx.params.q === 'string' ? ctx.params.q.trim() : '';
      const page = await repo.postsPage({ page: pageNumber(ctx.params.page), query });
      return list(ctx, page, () => views.search(ctx, query, page), (n) => ctx.helpers.search_posts_url({ q: query, page: n }));
    },

    async show(ctx) {
      const post = await repo.findPost(ctx.params.id);
      const comments = ctx.format === 'html' ? await repo.comments(post) : [];
      return ctx.respondTo({
        html: () => views.show(ctx, post, comments, new Comment({ postId: post.id })),
        json: () => post,
        xml: () => post,
      });
    },

    new(ctx) {
      return ctx.respondTo({ html: () => views.newPost(ctx, new Post()) });
    },

    async create(ctx) {
      const post = new Post().assign(postParams(ctx));
      if (!(await repo.savePost(post))) return invalid(ctx, post, views.newPost);
      return ctx.respondTo({
        html: () => redirectWith(ctx, post, 'Post was successfully created.'),
        json: () => ctx.render({ json: post, status: 201, headers: { Location: ctx.helpers.post_url(post) } }),
        xml: () => ctx.render({ xml: post, status: 201, headers: { Location: ctx.helpers.post_url(post) } }),
      });
    },

    async edit(ctx) {
      const post = await repo.findPost(ctx.params.id);
      return ctx.respondTo({ html: () => views.editPost(ctx, post) });
    },

    async update(ctx) {
      const post = (await repo.findPost(ctx.params.id)).assign(postParams(ctx));
      if (!(await repo.savePost(post))) return invalid(ctx, post, views.editPost);
      return ctx.respondTo({ html: () => redirectWith(ctx, post, 'Post was successfully updated.'), json: () => post, xml: () => post });
    },

    async publish(ctx) {
      const post = await repo.findPost(ctx.params.id);
      post.published = true;
      await repo.savePost(post);
      return ctx.respondTo({ html: () => redirectWith(ctx, post, 'Post was published.'), json: () => post, xml: () => post });
    },

    async destroy(ctx) {
      const post = await repo.findPost(ctx.params.id);
      await repo.deletePost(post);
      return ctx.respondTo({ html: () => redirectWith(ctx, ctx.helpers.posts_path(), 'Post was successfully destroyed.'), json: () => ctx.head(204), xml: () => ctx.head(204) });
    },
  };
}

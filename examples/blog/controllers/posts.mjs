import { Comment, Post } from '../models.mjs';
import * as views from '../views/posts.mjs';

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

  return {
    index(ctx) {
      const posts = repo.posts();
      return ctx.respondTo({
        html: () => views.index(ctx, posts),
        json: () => posts,
        xml: () => ctx.render({ xml: posts, root: 'posts' }),
      });
    },

    search(ctx) {
      const query = typeof ctx.params.q === 'string' ? ctx.params.q.trim() : '';
      const posts = repo.posts().filter((p) => p.title.toLowerCase().includes(query.toLowerCase()));
      return ctx.respondTo({ html: () => views.search(ctx, query, posts), json: () => posts, xml: () => ctx.render({ xml: posts, root: 'posts' }) });
    },

    show(ctx) {
      const post = repo.findPost(ctx.params.id);
      return ctx.respondTo({
        html: () => views.show(ctx, post, repo.comments(post), new Comment({ postId: post.id })),
        json: () => post,
        xml: () => post,
      });
    },

    new(ctx) {
      return ctx.respondTo({ html: () => views.newPost(ctx, new Post()) });
    },

    create(ctx) {
      const post = new Post().assign(postParams(ctx));
      if (!repo.savePost(post)) return invalid(ctx, post, views.newPost);
      return ctx.respondTo({
        html: () => ctx.redirectTo(post),
        json: () => ctx.render({ json: post, status: 201, headers: { Location: ctx.helpers.post_url(post) } }),
        xml: () => ctx.render({ xml: post, status: 201, headers: { Location: ctx.helpers.post_url(post) } }),
      });
    },

    edit(ctx) {
      const post = repo.findPost(ctx.params.id);
      return ctx.respondTo({ html: () => views.editPost(ctx, post) });
    },

    update(ctx) {
      const post = repo.findPost(ctx.params.id).assign(postParams(ctx));
      if (!repo.savePost(post)) return invalid(ctx, post, views.editPost);
      return ctx.respondTo({ html: () => ctx.redirectTo(post), json: () => post, xml: () => post });
    },

    publish(ctx) {
      const post = repo.findPost(ctx.params.id);
      post.published = true;
      repo.savePost(post);
      return ctx.respondTo({ html: () => ctx.redirectTo(post), json: () => post, xml: () => post });
    },

    destroy(ctx) {
      const post = repo.findPost(ctx.params.id);
      repo.deletePost(post);
      return ctx.respondTo({ html: () => ctx.redirectTo(ctx.helpers.posts_path()), json: () => ctx.head(204), xml: () => ctx.head(204) });
    },
  };
}

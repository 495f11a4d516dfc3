import { Comment } from '../models.mjs';
import * as views from '../views/comments.mjs';
import * as postViews from '../views/posts.mjs';
import { redirectWith } from './flash.mjs';

const commentParams = (ctx) => ctx.params.require('comment').permit('author', 'body');

/** Comments nested in posts: /posts/:post_id/comments… (index, create, edit, update, destroy). */
export function commentsController(repo) {
  return {
    async index(ctx) {
      const post = await repo.findPost(ctx.params.post_id);
      const comments = await repo.comments(post);
      return ctx.respondTo({
        html: () => views.index(ctx, post, comments),
        json: () => comments,
        xml: () => ctx.render({ xml: comments, root: 'comments' }),
      });
    },

    async create(ctx) {
      const post = await repo.findPost(ctx.params.post_id);
      const comment = new Comment({ postId: post.id }).assign(commentParams(ctx));
      if (!(await repo.saveComment(comment))) {
        const comments = await repo.comments(post);
        return ctx.respondTo({
          html: () => ctx.render({ html: postViews.show(ctx, post, comments, comment), status: 422 }),
          json: () => ctx.render({ json: { errors: comment.errors }, status: 422 }),
        });
      }
      return ctx.respondTo({
        html: () => redirectWith(ctx, ctx.helpers.post_path(post, { anchor: `comment_${comment.id}` }), 'Comment was successfully added.'),
        json: () => ctx.render({ json: comment, status: 201 }),
        xml: () => ctx.render({ xml: comment, status: 201 }),
      });
    },

    async edit(ctx) {
      const post = await repo.findPost(ctx.params.post_id);
      const comment = await repo.findComment(post, ctx.params.id);
      return ctx.respondTo({ html: () => views.edit(ctx, post, comment) });
    },

    async update(ctx) {
      const post = await repo.findPost(ctx.params.post_id);
      const comment = (await repo.findComment(post, ctx.params.id)).assign(commentParams(ctx));
      if (!(await repo.saveComment(comment))) {
        return ctx.respondTo({
          html: () => ctx.render({ html: views.edit(ctx, post, comment), status: 422 }),
          json: () => ctx.render({ json: { errors: comment.errors }, status: 422 }),
        });
      }
      return ctx.respondTo({ html: () => redirectWith(ctx, post, 'Comment was successfully updated.'), json: () => comment, xml: () => comment });
    },

    async destroy(ctx) {
      const post = await repo.findPost(ctx.params.post_id);
      await repo.deleteComment(await repo.findComment(post, ctx.params.id));
      return ctx.respondTo({ html: () => redirectWith(ctx, post, 'Comment was successfully destroyed.'), json: () => ctx.head(204), xml: () => ctx.head(204) });
    },
  };
}

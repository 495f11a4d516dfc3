import { Comment } from '../models.mjs';
import * as views from '../views/comments.mjs';
import * as postViews from '../views/posts.mjs';

const commentParams = (ctx) => ctx.params.require('comment').permit('author', 'body');

/** Comments nested in posts: /posts/:post_id/comments… (index, create, edit, update, destroy). */
export function commentsController(repo) {
  return {
    index(ctx) {
      const post = repo.findPost(ctx.params.post_id);
      const comments = repo.comments(post);
      return ctx.respondTo({
        html: () => views.index(ctx, post, comments),
        json: () => comments,
        xml: () => ctx.render({ xml: comments, root: 'comments' }),
      });
    },

    create(ctx) {
      const post = repo.findPost(ctx.params.post_id);
      const comment = new Comment({ postId: post.id }).assign(commentParams(ctx));
      if (!repo.saveComment(comment)) {
        return ctx.respondTo({
          html: () => ctx.render({ html: postViews.show(ctx, post, repo.comments(post), comment), status: 422 }),
          json: () => ctx.render({ json: { errors: comment.errors }, status: 422 }),
        });
      }
      return ctx.respondTo({
        html: () => ctx.redirectTo(ctx.helpers.post_path(post, { anchor: `comment_${comment.id}` })),
        json: () => ctx.render({ json: comment, status: 201 }),
        xml: () => ctx.render({ xml: comment, status: 201 }),
      });
    },

    edit(ctx) {
      const post = repo.findPost(ctx.params.post_id);
      return ctx.respondTo({ html: () => views.edit(ctx, post, repo.findComment(post, ctx.params.id)) });
    },

    update(ctx) {
      const post = repo.findPost(ctx.params.post_id);
      const comment = repo.findComment(post, ctx.params.id).assign(commentParams(ctx));
      if (!repo.saveComment(comment)) {
        return ctx.respondTo({
          html: () => ctx.render({ html: views.edit(ctx, post, comment), status: 422 }),
          json: () => ctx.render({ json: { errors: comment.errors }, status: 422 }),
        });
      }
      return ctx.respondTo({ html: () => ctx.redirectTo(post), json: () => comment, xml: () => comment });
    },

    destroy(ctx) {
      const post = repo.findPost(ctx.params.post_id);
      repo.deleteComment(repo.findComment(post, ctx.params.id));
      return ctx.respondTo({ html: () => ctx.redirectTo(post), json: () => ctx.head(204), xml: () => ctx.head(204) });
    },
  };
}

import * as views from '../views/admin.mjs';

/** admin/dashboard#show: the admin root. */
export function dashboardController(repo) {
  return {
    show(ctx) {
      const posts = repo.posts();
      const stats = { posts: posts.length, published: posts.filter((p) => p.published).length, comments: repo.store.data.comments.length };
      return ctx.respondTo({ html: () => views.dashboard(ctx, stats), json: () => stats, xml: () => ctx.render({ xml: stats, root: 'stats' }) });
    },
  };
}

/** admin/posts: index, edit, update, destroy under /admin/posts (formFor(['admin', post]) posts there). */
export function adminPostsController(repo) {
  return {
    index(ctx) {
      const posts = repo.posts();
      return ctx.respondTo({ html: () => views.posts(ctx, posts), json: () => posts, xml: () => ctx.render({ xml: posts, root: 'posts' }) });
    },
    edit(ctx) {
      return ctx.respondTo({ html: () => views.edit(ctx, repo.findPost(ctx.params.id)) });
    },
    update(ctx) {
      const post = repo.findPost(ctx.params.id).assign(ctx.params.require('post').permit('title', 'published'));
      if (!repo.savePost(post)) return ctx.render({ html: views.edit(ctx, post), status: 422 });
      return ctx.respondTo({ html: () => ctx.redirectTo(ctx.helpers.admin_posts_path()), json: () => post });
    },
    destroy(ctx) {
      repo.deletePost(repo.findPost(ctx.params.id));
      return ctx.respondTo({ html: () => ctx.redirectTo(ctx.helpers.admin_posts_path()), json: () => ctx.head(204) });
    },
  };
}

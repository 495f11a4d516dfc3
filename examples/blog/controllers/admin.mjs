import { pageNumber } from '../pagination.mjs';
import * as views from '../views/admin.mjs';
import { redirectWith } from './flash.mjs';

/** admin/dashboard#show: the admin root. */
export function dashboardController(repo) {
  return {
    async show(ctx) {
      const stats = await repo.stats();
      return ctx.respondTo({ html: () => views.dashboard(ctx, stats), json: () => stats, xml: () => ctx.render({ xml: stats, root: 'stats' }) });
    },
  };
}

/** admin/posts: index, edit, update, destroy under /admin/posts (formFor(['admin', post]) posts there). */
export function adminPostsController(repo) {
  return {
    async index(ctx) {
      const page = await repo.postsPage({ page: pageNumber(ctx.params.page) });
      return ctx.respondTo({ html: () => views.posts(ctx, page), json: () => page.items, xml: () => ctx.render({ xml: page.items, root: 'posts' }) });
    },
    async edit(ctx) {
      const post = await repo.findPost(ctx.params.id);
      return ctx.respondTo({ html: () => views.edit(ctx, post) });
    },
    async update(ctx) {
      const post = (await repo.findPost(ctx.params.id)).assign(ctx.params.require('post').permit('title', 'published'));
      if (!(await repo.savePost(post))) return ctx.render({ html: views.edit(ctx, post), status: 422 });
      return ctx.respondTo({ html: () => redirectWith(ctx, ctx.helpers.admin_posts_path(), 'Post was successfully updated.'), json: () => post });
    },
    async destroy(ctx) {
      await repo.deletePost(await repo.findPost(ctx.params.id));
      return ctx.respondTo({ html: () => redirectWith(ctx, ctx.helpers.admin_posts_path(), 'Post was successfully destroyed.'), json: () => ctx.head(204) });
    },
  };
}

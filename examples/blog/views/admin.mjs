import { html, pluralize } from 'resource-routing/view';
import { pagination, timeTag } from './format.mjs';
import { errorList, layout } from './layout.mjs';

export const dashboard = (ctx, stats) =>
  layout(ctx, 'Admin', html`<h1>Admin</h1>
<ul id="stats"><li>${pluralize(stats.posts, 'post')} (${stats.published} published)</li><li>${pluralize(stats.comments, 'comment')}</li></ul>
<p>${ctx.linkTo('Manage posts', ctx.helpers.admin_posts_path())}</p>`);

export const posts = (ctx, page) =>
  layout(ctx, 'Admin · Posts', html`<h1>Admin · Posts</h1>
<table><thead><tr><th scope="col">Title</th><th scope="col">State</th><th scope="col">Updated</th><th scope="col"><span class="meta">Actions</span></th></tr></thead><tbody>${page.items.map(
    (post) => html`<tr id="admin_post_${post.id}"><td>${ctx.linkTo(post.title, ctx.helpers.post_path(post))}</td><td>${post.published ? 'published' : 'draft'}</td><td>${timeTag(post.updatedAt)}</td>
<td>${ctx.linkTo('Edit', ctx.helpers.edit_admin_post_path(post))} ${ctx.buttonTo('Delete', ['admin', post], { method: 'delete', confirm: `Delete “${post.title}”?` })}</td></tr>`,
  )}</tbody></table>
${pagination(ctx, page, (n) => ctx.helpers.admin_posts_path({ page: n }))}`);

export const edit = (ctx, post) =>
  layout(ctx, 'Admin · Edit post', html`<h1>Admin · Edit post</h1>${errorList(post)}
${ctx.formFor(['admin', post], (f) => html`
<p>${f.label('title')}${f.textField('title', { maxlength: 200 })}</p>
<p>${f.checkBox('published')} ${f.label('published', 'Published', { style: 'display: inline' })}</p>
<p>${f.submit()}</p>`)}
${ctx.linkTo('Back', ctx.helpers.admin_posts_path())}`);

import { html } from '../../../dist/index.js';
import { errorList, layout } from './layout.mjs';

export const dashboard = (ctx, stats) =>
  layout(ctx, 'Admin', html`<h1>Admin</h1>
<ul><li>${stats.posts} posts (${stats.published} published)</li><li>${stats.comments} comments</li></ul>
<p>${ctx.linkTo('Manage posts', ctx.helpers.admin_posts_path())}</p>`);

export const posts = (ctx, posts) =>
  layout(ctx, 'Admin · Posts', html`<h1>Admin · Posts</h1>
<table><thead><tr><th>Title</th><th>State</th><th></th></tr></thead><tbody>${posts.map(
    (post) => html`<tr id="admin_post_${post.id}"><td>${ctx.linkTo(post.title, ctx.helpers.post_path(post))}</td><td>${post.published ? 'published' : 'draft'}</td>
<td>${ctx.linkTo('Edit', ctx.helpers.edit_admin_post_path(post))} ${ctx.buttonTo('Delete', ctx.helpers.admin_post_path(post), { method: 'delete' })}</td></tr>`,
  )}</tbody></table>`);

export const edit = (ctx, post) =>
  layout(ctx, 'Admin · Edit post', html`<h1>Admin · Edit post</h1>${errorList(post)}
${ctx.formFor(['admin', post], (f) => html`
<p>${f.label('title')}${f.textField('title')}</p>
<p>${f.label('published')}${f.checkBox('published')}</p>
<p>${f.submit()}</p>`)}
${ctx.linkTo('Back', ctx.helpers.admin_posts_path())}`);

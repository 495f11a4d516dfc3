import { html, pluralize } from 'resource-routing/view';
import { timeTag } from './format.mjs';
import { errorList, layout } from './layout.mjs';

export const index = (ctx, post, comments) =>
  layout(ctx, `Comments on ${post.title}`, html`<h1>Comments on ${ctx.linkTo(post.title, ctx.helpers.post_path(post))}</h1>
<p class="meta">${pluralize(comments.length, 'comment')}</p>
<ul>${comments.map((c) => html`<li><strong>${c.author || 'Anonymous'}</strong>: ${c.body} <span class="meta">${timeTag(c.createdAt)}</span></li>`)}</ul>`);

export const edit = (ctx, post, comment) =>
  layout(ctx, 'Editing comment', html`<h1>Editing comment on “${post.title}”</h1>${errorList(comment)}
${ctx.formFor([post, comment], (f) => html`
<p>${f.label('author', 'Your name')}${f.textField('author', { maxlength: 100 })}</p>
<p>${f.label('body', 'Comment')}${f.textArea('body', { rows: 3 })}</p>
<p>${f.submit()}</p>`)}
${ctx.linkTo('Back', ctx.helpers.post_path(post))}`);

import { html } from '../../../dist/index.js';
import { errorList, layout } from './layout.mjs';

export const index = (ctx, post, comments) =>
  layout(ctx, `Comments on ${post.title}`, html`<h1>Comments on ${ctx.linkTo(post.title, ctx.helpers.post_path(post))}</h1>
<ul>${comments.map((c) => html`<li><strong>${c.author || 'Anonymous'}</strong>: ${c.body}</li>`)}</ul>`);

export const edit = (ctx, post, comment) =>
  layout(ctx, 'Editing comment', html`<h1>Editing comment on “${post.title}”</h1>${errorList(comment)}
${ctx.formFor([post, comment], (f) => html`
<p>${f.label('author')}${f.textField('author')}</p>
<p>${f.label('body', 'Comment')}${f.textArea('body', { rows: 3 })}</p>
<p>${f.submit()}</p>`)}
${ctx.linkTo('Back', ctx.helpers.post_path(post))}`);

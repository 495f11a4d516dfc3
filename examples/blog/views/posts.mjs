import { html } from '../../../dist/index.js';
import { errorList, layout } from './layout.mjs';

function postForm(ctx, post) {
  return html`${errorList(post)}${ctx.formFor(post, (f) => html`
<p>${f.label('title')}${f.textField('title')}</p>
<p>${f.label('body')}${f.textArea('body', { rows: 6 })}</p>
<p>${f.label('published')}${f.checkBox('published')}</p>
<p>${f.submit()}</p>`)}`;
}

function postList(ctx, posts) {
  const h = ctx.helpers;
  if (posts.length === 0) return html`<p id="no-posts">No posts yet.</p>`;
  return html`<ul id="posts">${posts.map(
    (post) => html`<li id="post_${post.id}">${ctx.linkTo(post.title, h.post_path(post))}
      <span class="meta">${post.published ? 'published' : 'draft'}</span>
      ${ctx.linkTo('Edit', h.edit_post_path(post))}
      ${ctx.buttonTo('Delete', h.post_path(post), { method: 'delete' })}</li>`,
  )}</ul>`;
}

function searchForm(ctx, query = '') {
  return html`<form action="${ctx.helpers.search_posts_path()}" method="get" id="search"><input type="search" name="q" value="${query}" aria-label="Search"> <input type="submit" value="Search"></form>`;
}

// Filled by public/live-search.js as the visitor types in the search field.
const liveSearch = html`<ul id="live-results" aria-live="polite"></ul><script type="module" src="/assets/live-search.js"></script>`;

export const index = (ctx, posts) =>
  layout(ctx, 'Posts', html`<h1>Posts</h1>${searchForm(ctx)}${liveSearch}${postList(ctx, posts)}<p>${ctx.linkTo('New post', ctx.helpers.new_post_path(), { id: 'new-post-link' })}</p>`);

export const search = (ctx, query, posts) =>
  layout(ctx, `Search: ${query}`, html`<h1>Posts matching “${query}”</h1>${searchForm(ctx, query)}${postList(ctx, posts)}`);

export const newPost = (ctx, post) => layout(ctx, 'New post', html`<h1>New post</h1>${postForm(ctx, post)}${ctx.linkTo('Back', ctx.helpers.posts_path())}`);

export const editPost = (ctx, post) =>
  layout(ctx, `Editing ${post.title}`, html`<h1>Editing post</h1>${postForm(ctx, post)}${ctx.linkTo('Show', ctx.helpers.post_path(post))} | ${ctx.linkTo('Back', ctx.helpers.posts_path())}`);

export function show(ctx, post, comments, newComment) {
  const h = ctx.helpers;
  const commentItems = comments.map(
    (c) => html`<li id="comment_${c.id}"><strong>${c.author || 'Anonymous'}</strong>: ${c.body}
      ${ctx.linkTo('Edit', h.edit_post_comment_path(post, c))}
      ${ctx.buttonTo('Delete', h.post_comment_path(post, c), { method: 'delete' })}</li>`,
  );
  return layout(ctx, post.title, html`
<article id="post">
<h1 id="post-title">${post.title}</h1>
<p class="meta">${post.published ? 'Published' : 'Draft'} · ${post.updatedAt ?? ''}</p>
<div id="post-body">${post.body.split(/\n{2,}/).map((p) => html`<p>${p}</p>`)}</div>
</article>
<p>${ctx.linkTo('Edit', h.edit_post_path(post), { id: 'edit-post-link' })}
 ${post.published ? '' : ctx.buttonTo('Publish', h.publish_post_path(post), { method: 'put' })}
 ${ctx.buttonTo('Delete post', h.post_path(post), { method: 'delete', form: { id: 'delete-post' } })}
 ${ctx.linkTo('Back', h.posts_path())}</p>
<p class="meta">Also as ${ctx.linkTo('JSON', h.post_path(post, { format: 'json' }))} · ${ctx.linkTo('XML', h.post_path(post, { format: 'xml' }))}</p>
<h2>Comments</h2>
<ul id="comments">${commentItems}</ul>
<h3>Add a comment</h3>
${errorList(newComment)}
${ctx.formFor([post, newComment], (f) => html`
<p>${f.label('author')}${f.textField('author')}</p>
<p>${f.label('body', 'Comment')}${f.textArea('body', { rows: 3 })}</p>
<p>${f.submit('Add comment')}</p>`)}`);
}

import { html, pluralize } from 'resource-routing/view';
import { pagination, timeTag } from './format.mjs';
import { errorList, layout } from './layout.mjs';

function postForm(ctx, post) {
  return html`${errorList(post)}${ctx.formFor(post, (f) => html`
<p>${f.label('title')}${f.textField('title', { maxlength: 200 })}</p>
<p>${f.label('body')}${f.textArea('body', { rows: 6 })}</p>
<p>${f.checkBox('published')} ${f.label('published', 'Published', { style: 'display: inline' })}</p>
<p>${f.submit()}</p>`)}`;
}

function postList(ctx, page, empty) {
  const h = ctx.helpers;
  if (page.items.length === 0) return html`<p id="no-posts">${page.outOfRange ? `No posts on page ${page.number}.` : empty}</p>`;
  return html`<ul id="posts">${page.items.map(
    (post) => html`<li id="post_${post.id}">${ctx.linkTo(post.title, h.post_path(post))}
      <span class="meta">${post.published ? 'published' : 'draft'} · ${pluralize(post.commentsCount, 'comment')} · ${timeTag(post.createdAt)}</span>
      ${ctx.linkTo('Edit', h.edit_post_path(post))}
      ${ctx.linkTo('Delete', post, { method: 'delete', confirm: `Delete “${post.title}”?`, class: 'delete-post' })}</li>`,
  )}</ul>`;
}

function searchForm(ctx, query = '') {
  return html`<form action="${ctx.helpers.search_posts_path()}" method="get" id="search" role="search"><label for="q">Search posts</label> <input type="search" id="q" name="q" value="${query}"> <input type="submit" value="Search"></form>`;
}

// Filled by public/live-search.js as the visitor types in the search field: while there is a query, the
// labelled results take the place of the index (#all-posts is hidden), and the index is back when it is cleared.
const liveSearch = html`<section id="live-search" aria-labelledby="live-heading" aria-live="polite" hidden><h2 id="live-heading"></h2><ul id="live-results"></ul><p class="meta" id="live-more"></p></section><script type="module" src="/assets/live-search.js"></script>`;

export const index = (ctx, page) =>
  layout(ctx, 'Posts', html`<h1>Posts</h1>
${searchForm(ctx)}${liveSearch}<section id="all-posts" aria-label="All posts">
<p class="meta" id="post-count">${pluralize(page.total, 'post')}</p>
${postList(ctx, page, 'No posts yet.')}
${pagination(ctx, page, (n) => ctx.helpers.posts_path({ page: n }))}
</section>
<p>${ctx.linkTo('New post', ctx.helpers.new_post_path(), { id: 'new-post-link' })}</p>`);

export const search = (ctx, query, page) =>
  layout(ctx, `Search: ${query}`, html`<h1>Posts matching “${query}”</h1>
<p class="meta" id="post-count">${page.more ? `More than ${page.total.toLocaleString('en-US')} posts` : pluralize(page.total, 'post')} found</p>
${searchForm(ctx, query)}${postList(ctx, page, 'No posts match.')}
${pagination(ctx, page, (n) => ctx.helpers.search_posts_path({ q: query, page: n }))}`);

export const newPost = (ctx, post) => layout(ctx, 'New post', html`<h1>New post</h1>${postForm(ctx, post)}${ctx.linkTo('Back', ctx.helpers.posts_path())}`);

export const editPost = (ctx, post) =>
  layout(ctx, `Editing ${post.title}`, html`<h1>Editing post</h1>${postForm(ctx, post)}${ctx.linkTo('Show', ctx.helpers.post_path(post))} | ${ctx.linkTo('Back', ctx.helpers.posts_path())}`);

export function show(ctx, post, comments, newComment) {
  const h = ctx.helpers;
  const commentItems = comments.map(
    (c) => html`<li id="comment_${c.id}"><strong>${c.author || 'Anonymous'}</strong>: ${c.body}
      <span class="meta">${timeTag(c.createdAt)}</span>
      ${ctx.linkTo('Edit', h.edit_post_comment_path(post, c))}
      ${ctx.buttonTo('Delete', [post, c], { method: 'delete', confirm: 'Delete this comment?' })}</li>`,
  );
  return layout(ctx, post.title, html`
<article id="post">
<h1 id="post-title">${post.title}</h1>
<p class="meta">${post.published ? 'Published' : 'Draft'} · written ${timeTag(post.createdAt)}${post.updatedAt && String(post.updatedAt) !== String(post.createdAt) ? html` · updated ${timeTag(post.updatedAt)}` : ''}</p>
<div id="post-body">${post.body.split(/\n{2,}/).map((p) => html`<p>${p}</p>`)}</div>
</article>
<div class="actions">${ctx.linkTo('Edit', h.edit_post_path(post), { id: 'edit-post-link' })}
 ${post.published ? '' : ctx.buttonTo('Publish', h.publish_post_path(post), { method: 'patch' })}
 ${ctx.buttonTo('Delete post', post, { method: 'delete', confirm: 'Delete this post and its comments?', form: { id: 'delete-post' } })}
 ${ctx.linkTo('Back', h.posts_path())}</div>
<p class="meta">Also as ${ctx.linkTo('JSON', h.post_path(post, { format: 'json' }))} · ${ctx.linkTo('XML', h.post_path(post, { format: 'xml' }))}</p>
<h2 id="comment-count">${pluralize(comments.length, 'comment')}</h2>
<ul id="comments">${commentItems}</ul>
<h3>Add a comment</h3>
${errorList(newComment)}
${ctx.formFor([post, newComment], (f) => html`
<p>${f.label('author', 'Your name')}${f.textField('author', { maxlength: 100 })}</p>
<p>${f.label('body', 'Comment')}${f.textArea('body', { rows: 3 })}</p>
<p>${f.submit('Add comment')}</p>`)}`);
}

import { html } from '../../../dist/index.js';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
  nav a { margin-right: 1rem; }
  form.button_to { display: inline; }
  .field_with_errors input, .field_with_errors textarea { border-color: #c00; }
  .errors { color: #c00; }
  label { display: block; margin-top: .75rem; }
  input[type=text], textarea { width: 100%; box-sizing: border-box; }
  .meta { color: #666; font-size: .9rem; }
  li { margin: .4rem 0; }
`;

/** The page around every view. */
export function layout(ctx, title, content) {
  const h = ctx.helpers;
  return html`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${title} · Blog</title><style>${STYLE}</style></head>
<body>
<nav>${ctx.linkTo('Posts', h.posts_path())}${ctx.linkTo('New post', h.new_post_path())}${ctx.linkTo('Profile', h.profile_path())}${ctx.linkTo('Admin', h.admin_root_path())}</nav>
<main>
${content}
</main>
</body>
</html>
`;
}

/** The record's errors, as Rails' scaffold shows them. */
export function errorList(record) {
  const messages = Object.entries(record.errors ?? {}).flatMap(([field, list]) => list.map((m) => `${field.charAt(0).toUpperCase()}${field.slice(1)} ${m}`));
  if (messages.length === 0) return '';
  return html`<div class="errors" id="error_explanation"><h2>${messages.length} error(s) prohibited this record from being saved:</h2><ul>${messages.map((m) => html`<li>${m}</li>`)}</ul></div>`;
}

import { html, pluralize, ujsScriptTag } from 'resource-routing/view';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
  nav.site a { margin-right: 1rem; }
  form.button_to { display: inline; }
  .actions { margin: 1rem 0; }
  .field_with_errors input, .field_with_errors textarea { border-color: #c00; }
  .errors { color: #c00; }
  label { display: block; margin-top: .75rem; }
  input[type=text], input[type=search], textarea { width: 100%; box-sizing: border-box; }
  #search label { display: inline; }
  #search input[type=search] { width: auto; }
  .meta { color: #595959; font-size: .9rem; }
  li { margin: .4rem 0; }
  .flash { padding: .5rem .75rem; border-radius: 4px; }
  .flash.notice { background: #e7f5e9; color: #1d5e2a; }
  .flash.alert { background: #fdecea; color: #8a1c12; }
  nav.pagination { margin: 1rem 0; display: flex; gap: 1rem; align-items: baseline; }
  pre { white-space: pre-wrap; font-size: .8rem; background: #f6f6f6; padding: .5rem; }
`;

/**
 * Flash messages (notice, alert) from the session, shown once after a redirect.
 * Stubbed off until the session / flash work (issue 10) is merged: `view.flash` is then the request's flash.
 */
function flashMessages(view) {
  const flash = view.flash;
  if (!flash || typeof flash.get !== 'function') return html`<div id="flash"></div>`;
  const messages = ['notice', 'alert'].map((kind) => [kind, flash.get(kind)]).filter(([, message]) => message);
  return html`<div id="flash">${messages.map(([kind, message]) => html`<p class="flash ${kind}" id="flash_${kind}" role="${kind === 'alert' ? 'alert' : 'status'}">${message}</p>`)}</div>`;
}

/** The CSRF meta tags the UJS script reads (stubbed off until the CSRF work of issue 10 is merged). */
const csrfMeta = (view) => (typeof view.csrfMetaTags === 'function' ? view.csrfMetaTags() : '');

/**
 * The page around every view, error pages included. `view` is the action's context, or for an error page an
 * object with the route helpers and `linkTo` (no request context is needed to draw the layout).
 */
export function layout(view, title, content) {
  const h = view.helpers;
  return html`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Blog</title><link rel="icon" href="/favicon.ico" type="image/x-icon">${csrfMeta(view)}<style>${STYLE}</style></head>
<body>
<nav class="site" aria-label="Site">${view.linkTo('Posts', h.posts_path())}${view.linkTo('New post', h.new_post_path())}${view.linkTo('Profile', h.profile_path())}${view.linkTo('Admin', h.admin_root_path())}</nav>
${flashMessages(view)}
<main>
${content}
</main>
${ujsScriptTag()}
</body>
</html>
`;
}

/** The record's errors, as Rails' scaffold shows them. */
export function errorList(record) {
  const messages = Object.entries(record.errors ?? {}).flatMap(([field, list]) => list.map((m) => `${field.charAt(0).toUpperCase()}${field.slice(1)} ${m}`));
  if (messages.length === 0) return '';
  return html`<div class="errors" id="error_explanation" role="alert"><h2>${pluralize(messages.length, 'error')} prohibited this record from being saved:</h2><ul>${messages.map((m) => html`<li>${m}</li>`)}</ul></div>`;
}

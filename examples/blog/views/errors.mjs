// The blog's error pages (renderError of createHandler): 404, 422, 500… inside the site's layout, as Rails'
// public/404.html etc. are styled like the app. The dispatcher uses them for HTML answers only.
import { html, linkTo } from 'resource-routing/view';
import { layout } from './layout.mjs';

const HEADLINES = {
  404: "The page you were looking for doesn't exist.",
  422: 'The change you wanted was rejected.',
  500: "We're sorry, but something went wrong.",
};

const headline = (status) => HEADLINES[status] ?? (status >= 500 ? HEADLINES[500] : 'The request could not be answered.');

export function errorPage(routes, error) {
  const view = { helpers: routes.helpers, linkTo };
  return layout(view, `${error.status} error`, html`<h1 id="error-status">${headline(error.status)}</h1>
<p id="error-message">${error.message}</p>
${error.details ? html`<pre id="error-details">${error.details}</pre>` : ''}
<p>${linkTo('Back to the posts', routes.helpers.posts_path())}</p>`);
}

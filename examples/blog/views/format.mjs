// Small view helpers of the blog: dates people read, and page links.
import { html } from 'resource-routing/view';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** `<time datetime="2026-11-24T05:49:33.795Z">24 Nov 2026, 05:49 UTC</time>`; nothing for a missing date. */
export function timeTag(value) {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return html`<time datetime="${date.toISOString()}">${DATE.format(date)} UTC</time>`;
}

/**
 * Previous / next links for a Page, built by `pageUrl(n)` (a route helper: `(n) => h.posts_path({ page: n })`).
 * Nothing when everything fits on one page.
 */
export function pagination(view, page, pageUrl) {
  if (page.pages <= 1 && !page.outOfRange) return '';
  const link = (label, n, rel) => view.linkTo(label, pageUrl(n), { rel, id: `page-${rel}` });
  return html`<nav class="pagination" aria-label="Pagination">
${page.previous ? link('← Newer', page.previous, 'prev') : ''}
<span id="page-position" aria-current="page">Page ${page.number} of ${page.pages}</span>
${page.next ? link('Older →', page.next, 'next') : ''}
${page.outOfRange ? view.linkTo('First page', pageUrl(1), { id: 'page-first' }) : ''}
</nav>`;
}

/**
 * The routes page's script and style (src/http/routes-info.ts), served as files of their own so that a
 * Content-Security-Policy without 'unsafe-inline' lets them run. Text, not modules: the page loads them as
 * they are, in any browser, with no build step. Written without template literals so they can live in
 * String.raw templates; test/browser/routes-info.browser.test.ts runs the script in Chromium.
 */

/**
 * The search and the toggle. A path typed in the box is sent to the page's JSON search (`?path=`), which answers
 * the rows of the routes it matches: the route set decides, not the browser, and a keypress costs a few hundred
 * bytes whatever the size of the table (typing is debounced, an older answer never replaces a newer one). The
 * rows whose name or path contains the text are found here, from the table already on the page.
 */
export const ROUTES_INFO_SCRIPT = String.raw`'use strict';
(() => {
  const table = document.getElementById('route_table');
  if (!table) return;
  const all = document.getElementById('all_routes');
  const exactRows = document.getElementById('exact_matches');
  const fuzzyRows = document.getElementById('fuzzy_matches');
  const input = document.getElementById('search');
  const status = document.getElementById('search_status');
  const rows = Array.from(all.rows).filter((row) => row.cells.length === 4);
  const buttons = Array.from(table.querySelectorAll('[data-route-helper]'));
  let texts = null;
  let asked = 0;
  let timer = 0;
  let inFlight = null;

  // Path / Url: every helper suffix on the page, the search's copies of rows included.
  const setSuffix = (suffix) => {
    for (const span of table.querySelectorAll('.helper')) span.textContent = suffix;
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.routeHelper === suffix));
  };
  for (const button of buttons) button.addEventListener('click', () => setSuffix(button.dataset.routeHelper));

  // What the filter looks in, lower-cased once: the helper names and the path of each row.
  const containing = (text) => {
    texts ??= rows.map((row) => {
      const name = row.cells[0].dataset.name;
      return ((name ? name + '_path ' + name + '_url ' : '') + row.cells[2].textContent).toLowerCase();
    });
    const needle = text.toLowerCase();
    const found = [];
    texts.forEach((t, i) => {
      if (t.includes(needle)) found.push(i);
    });
    return found;
  };

  const line = (tag, text, className) => {
    const tr = document.createElement('tr');
    const cell = document.createElement(tag);
    cell.colSpan = 4;
    cell.textContent = text;
    tr.className = className;
    tr.appendChild(cell);
    return tr;
  };

  const fill = (body, title, indexes, none) => {
    body.replaceChildren(line('th', title, 'section'));
    if (indexes.length === 0) body.appendChild(line('td', none, 'none'));
    for (const i of indexes) body.appendChild(rows[i].cloneNode(true));
  };

  // The rows of the search's answer, unless the table changed since the page was loaded (then none: reload).
  const exactIndexes = (answer) => {
    const same = answer.total === rows.length && answer.exact.every((m) => rows[m.index] && rows[m.index].cells[2].textContent === m.path);
    return same ? answer.exact.map((m) => m.index) : null;
  };

  const show = (text, answer) => {
    const searching = text !== '';
    all.hidden = searching;
    exactRows.hidden = !searching;
    fuzzyRows.hidden = !searching;
    status.textContent = '';
    if (searching) {
      const exact = answer.error ? [] : exactIndexes(answer);
      if (answer.error) status.textContent = answer.error;
      else if (exact === null) status.textContent = 'The routes changed since this page was loaded: reload it.';
      fill(exactRows, 'Paths Matching (' + answer.path + '):', exact || [], 'No route matches this path.');
      fill(fuzzyRows, 'Paths Containing (' + text + '):', containing(text), 'No route name or path contains this text.');
    } else {
      exactRows.replaceChildren();
      fuzzyRows.replaceChildren();
    }
    table.dataset.query = text;
  };

  const search = async () => {
    const text = input.value.trim();
    const mine = ++asked;
    if (inFlight) inFlight.abort();
    inFlight = null;
    if (text === '') return show('', null);
    const controller = (inFlight = new AbortController());
    let answer;
    try {
      const response = await fetch(table.dataset.search + '?path=' + encodeURIComponent(text), { headers: { Accept: 'application/json' }, signal: controller.signal });
      answer = await response.json();
    } catch (error) {
      answer = { path: text, exact: [], error: 'The search failed: ' + error.message };
    }
    if (mine === asked) show(text, answer);
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(search, 120);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    clearTimeout(timer);
    search();
  });
  // A search the browser kept in the box (back, reload) is run again.
  if (input.value.trim() !== '') search();
})();
`;

/** The page's look: the error pages' document, with a table that stays readable at thousands of rows. */
export const ROUTES_INFO_STYLE = String.raw`body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.6em; margin: 0 0 0.3em; }
p { margin: 0 0 1em; }
#route_table { border-collapse: collapse; width: 100%; }
#route_table th, #route_table td { text-align: left; padding: 0.3em 0.8em; vertical-align: top; }
#route_table thead tr:first-child { border-bottom: 2px solid #ddd; }
#route_table td { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; overflow-wrap: anywhere; }
#route_table td:first-child { text-align: right; }
#route_table tbody tr { border-bottom: 1px solid #eee; }
#route_table tbody tr:nth-child(even) { background: #f6f6f6; }
#route_table tbody tr.section th { font-weight: bold; padding-top: 0.8em; }
#route_table tbody tr.none td { font-family: inherit; color: #666; text-align: left; }
#exact_matches, #fuzzy_matches { background: #fafad2; border-bottom: 2px solid #708090; }
#search { width: 100%; max-width: 40em; font: inherit; padding: 0.3em; }
#search_status { color: #a00; margin-left: 0.5em; }
.helper { color: #777; }
.superseded { color: #999; text-decoration: line-through; }
.toggle { font-weight: normal; }
.toggle button { font: inherit; border: none; background: none; padding: 0; color: #05c; cursor: pointer; text-decoration: underline; }
.toggle button[aria-pressed='true'] { color: inherit; font-weight: bold; text-decoration: none; cursor: default; }
`;

// The development routes page (/rails/info/routes) in Chromium: the search by path asks the server which routes
// match, the filter by name or path, the Path/Url toggle; under the app's own Content-Security-Policy.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, RouteSet } from '../../src/index.js';
import { listen } from '../http/support.js';
import { E2E } from './blog-server.js';
import { launchChromium } from './chromium.js';

const routes = new RouteSet().draw((r) => {
  r.resources('posts', () => r.resources('comments'));
  r.get('photos/*other', { to: 'photos#unknown', as: 'photo_glob' });
  r.get('archive(/:year(/:month))', { to: 'archive#show', as: 'archive', constraints: { year: /\d{4}/ } });
  // Many more routes, as a big application has: the page must stay quick, the search answers stay small.
  for (let i = 0; i < 3000; i++) r.get(`filler${i}/:id`, { to: `filler#n${i}`, as: `filler${i}` });
});

describe.skipIf(!E2E)('the routes page in Chromium', { timeout: 30_000 }, () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof listen>>;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  const searches: number[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'routes-info-'));
    // The app's CSP (no inline code) must not stop the page: it has none.
    server = await listen(createHandler(routes, {}, { development: true, headers: { 'Content-Security-Policy': "default-src 'self'" } }));
    ({ context, page } = await launchChromium(dir));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('response', (r) => {
      if (new URL(r.url()).searchParams.has('path')) searches.push(Number(r.headers()['content-length']));
    });
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const names = (section: string) => page.locator(`#${section} tr:not(.section):not(.none) td:first-child`).allTextContents();
  const paths = (section: string) => page.locator(`#${section} tr:not(.section):not(.none) td:nth-child(3)`).allTextContents();
  const search = async (text: string) => {
    await page.fill('#search', text);
    await page.locator(`#route_table[data-query="${text}"]`).waitFor();
  };

  it('finds the routes a typed path matches, and only those; the toggle shows the _url helpers', async () => {
    await page.goto(`${server.base}/rails/info`);
    expect(new URL(page.url()).pathname).toBe('/rails/info/routes');
    expect(await page.locator('#all_routes tr').count()).toBe(routes.routes.length);

    await search('/posts/7/edit');
    expect(await names('exact_matches')).toEqual(['edit_post_path']);
    expect(await paths('exact_matches')).toEqual(['/posts/:id/edit(.:format)']);
    expect(await page.locator('#exact_matches .section').textContent()).toBe('Paths Matching (/posts/7/edit):');
    expect(await names('fuzzy_matches')).toEqual([]);
    expect(await page.locator('#all_routes').isVisible()).toBe(false);
    expect(await page.locator('#search_status').textContent()).toBe('');

    await page.click('button[data-route-helper="_url"]');
    expect(await names('exact_matches')).toEqual(['edit_post_url']);
    expect(await page.locator('#all_routes td[data-name="new_post"]').textContent()).toBe('new_post_url');
    await page.click('button[data-route-helper="_path"]');
    expect(await names('exact_matches')).toEqual(['edit_post_path']);
    expect(await page.getAttribute('button[data-route-helper="_path"]', 'aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
  });

  it('answers as the route set does: every verb, in priority order, with optional segments, globs and constraints', async () => {
    await page.goto(`${server.base}/rails/info/routes`);
    await search('posts/new');
    expect(await paths('exact_matches')).toEqual(routes.routesFor('/posts/new').map((r) => r.path));
    expect(await paths('exact_matches')).toEqual(['/posts/new(.:format)', '/posts/:id(.:format)', '/posts/:id(.:format)', '/posts/:id(.:format)']);

    await search('/photos/2024/summer/beach.jpg');
    expect(await names('exact_matches')).toEqual(['photo_glob_path']);
    await search('/archive/2024/05');
    expect(await names('exact_matches')).toEqual(['archive_path']);
    await search('/archive/24');
    expect(await names('exact_matches')).toEqual([]);
    expect(await page.locator('#exact_matches .none').textContent()).toBe('No route matches this path.');
    await search('/posts/%ZZ');
    expect(await page.locator('#search_status').textContent()).toMatch(/Malformed percent-encoding/);
    expect(problems.filter((p) => !/400 \(Bad Request\)/.test(p))).toEqual([]);
  });

  it('filters by part of a name or path, and shows the whole table again when the box is emptied', async () => {
    await page.goto(`${server.base}/rails/info/routes`);
    await search('new_post');
    expect(await names('exact_matches')).toEqual([]);
    expect(await names('fuzzy_matches')).toEqual(['new_post_comment_path', 'new_post_path']);
    await search('filler299/');
    expect(await paths('fuzzy_matches')).toEqual(['/filler299/:id(.:format)']);
    await search('');
    expect(await page.locator('#all_routes').isVisible()).toBe(true);
    expect(await page.locator('#exact_matches').isVisible()).toBe(false);
  });

  it('sends a few hundred bytes a search, not the table', async () => {
    expect(searches.length).toBeGreaterThan(5);
    expect(Math.max(...searches)).toBeLessThan(1000);
  });

  it('keeps the answer of the last text typed, whatever order the answers come in', async () => {
    await page.goto(`${server.base}/rails/info/routes`);
    await page.locator('#search').pressSequentially('/posts/7', { delay: 5 });
    await page.locator('#route_table[data-query="/posts/7"]').waitFor();
    expect(await names('exact_matches')).toEqual(['post_path', '', '']);
  });
});

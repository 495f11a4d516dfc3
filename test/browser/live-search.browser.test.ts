// The posts index's live search in Chromium: the page script builds its fetch URL and its result links with
// the helpers `resource-routing js` generated at server start (examples/blog/public/live-search.js).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { csrfHeaders, E2E, startBlog, type BlogServer } from './blog-server.js';

describe.skipIf(!E2E)('live search on the posts index, in Chromium', () => {
  let dir: string;
  let blog: BlogServer;
  let context: BrowserContext;
  let page: Page;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blog-live-search-'));
    blog = await startBlog(join(dir, 'data'));
    const auth = await csrfHeaders(blog.url);
    for (const title of ['Routing in Rails', 'Routing & the browser', 'Cooking']) {
      const res = await fetch(`${blog.url}/posts.json`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ post: { title, body: 'text' } }),
      });
      if (res.status !== 201) throw new Error(`creating "${title}" answered ${res.status}: ${await res.text()}`);
      ids.set(title, ((await res.json()) as { id: number }).id);
    }
    ({ context, page } = await launchChromium(dir));
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await blog?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('fetches the JSON search results from the helper-built URL and links each post with postPath', async () => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch') fetched.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await page.goto(`${blog.url}/posts`);
    await page.fill('#search input[type=search]', 'routing &');
    await page.waitForSelector('#live-search[data-query="routing &"]');
    expect(fetched.at(-1)).toBe('/posts/search.json?q=routing+%26');
    const links = page.locator('#live-results a');
    expect(await links.allTextContents()).toEqual(['Routing & the browser']);
    expect(await links.first().getAttribute('href')).toBe(`/posts/${ids.get('Routing & the browser')}`);

    await page.fill('#search input[type=search]', 'routing');
    await page.waitForSelector('#live-search[data-query="routing"]');
    expect((await links.allTextContents()).sort()).toEqual(['Routing & the browser', 'Routing in Rails']);

    // The results take the index's place under a heading that says what they are; the index is hidden.
    expect(await page.textContent('#live-heading')).toBe('2 posts matching “routing”');
    expect(await page.isVisible('#live-results')).toBe(true);
    expect(await page.isHidden('#all-posts')).toBe(true);
    expect(await page.isHidden('#posts')).toBe(true);
    expect(await page.locator('a:visible', { hasText: 'Cooking' }).count()).toBe(0);

    await page.locator('#live-results a', { hasText: 'Routing in Rails' }).click();
    await page.waitForURL(`${blog.url}/posts/${ids.get('Routing in Rails')}`);
    expect(await page.textContent('#post-title')).toBe('Routing in Rails');
  });

  it('brings the index back when the field is emptied, and says when nothing matches', async () => {
    await page.goto(`${blog.url}/posts`);
    expect(await page.isHidden('#live-search')).toBe(true);
    await page.fill('#search input[type=search]', 'cook');
    await page.waitForSelector('#live-results li');
    expect(await page.textContent('#live-heading')).toBe('1 post matching “cook”');
    await page.fill('#search input[type=search]', 'nothing like this');
    await page.waitForSelector('#live-search[data-query="nothing like this"]');
    expect([await page.textContent('#live-heading'), await page.locator('#live-results li').count()]).toEqual(['No posts match “nothing like this”', 0]);
    await page.fill('#search input[type=search]', '');
    await page.locator('#live-search').waitFor({ state: 'hidden' });
    expect(await page.isVisible('#all-posts')).toBe(true);
    expect(await page.locator('#posts a', { hasText: 'Cooking' }).count()).toBe(1);
  });
});

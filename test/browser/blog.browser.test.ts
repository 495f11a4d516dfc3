// Drives Debian's Chromium through the example blog (Rails 6.1 profile): create a post with the form, edit it
// (PATCH through _method), publish it (a PATCH button), comment on it (nested form), delete it (DELETE through _method) after a confirmation, delete from the
// index through a data-method link (the library's UJS script), page through the index, checking each page.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { E2E, startBlog, type BlogServer } from './blog-server.js';

describe.skipIf(!E2E)('example blog in Chromium', () => {
  let dir: string;
  let blog: BlogServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blog-browser-'));
    blog = await startBlog(join(dir, 'data'));
    // A persistent context on a fresh directory: the browser starts from an empty profile every run.
    ({ context, page } = await launchChromium(dir));
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await blog?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const path = () => new URL(page.url()).pathname;
  /** Answers the next confirm() with OK or Cancel, and gives its question. */
  const answerConfirm = (accept: boolean) =>
    new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void (accept ? dialog.accept() : dialog.dismiss());
      }),
    );
  const createPost = async (title: string) => {
    // The browser's session: its CSRF token from a page with a form, sent as a script would send it.
    const form = await (await page.request.get(`${blog.url}/posts/new`)).text();
    const token = /name="authenticity_token" value="([^"]+)"/.exec(form)?.[1] ?? '';
    const res = await page.request.post(`${blog.url}/posts.json`, { data: { post: { title } }, headers: { 'X-CSRF-Token': token } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  it('shows the empty index', async () => {
    const res = await page.goto(`${blog.url}/posts`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe('Posts · Blog');
    expect(await page.textContent('#no-posts')).toBe('No posts yet.');
  });

  it('refuses an empty title and shows the error on the form', async () => {
    await page.click('#new-post-link');
    expect(path()).toBe('/posts/new');
    await page.click('#new_post input[type=submit]');
    expect(path()).toBe('/posts');
    expect(await page.textContent('#error_explanation')).toContain("Title can't be blank");
  });

  it('creates a post through the form', async () => {
    await page.goto(`${blog.url}/posts/new`);
    const form = page.locator('form#new_post');
    expect(await form.getAttribute('action')).toBe('/posts');
    expect(await form.locator('input[name=_method]').count()).toBe(0);
    await page.fill('#post_title', 'Hello from <Chromium>');
    await page.fill('#post_body', 'First paragraph.\n\nSecond & last.');
    await page.click('#new_post input[type=submit]');
    expect(path()).toMatch(/^\/posts\/\d+$/);
    expect(await page.textContent('#post-title')).toBe('Hello from <Chromium>');
    expect(await page.textContent('#flash_notice')).toBe('Post was successfully created.');
    expect(await page.locator('#post-body p').allTextContents()).toEqual(['First paragraph.', 'Second & last.']);
  });

  it('edits it: the form sends PATCH through _method', async () => {
    const showPath = path();
    await page.click('#edit-post-link');
    expect(path()).toBe(`${showPath}/edit`);
    const form = page.locator('form.edit_post');
    expect(await form.getAttribute('action')).toBe(showPath);
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.locator('input[name=_method]').getAttribute('value')).toBe('patch');
    expect(await page.inputValue('#post_title')).toBe('Hello from <Chromium>');
    await page.fill('#post_title', 'Edited in Chromium');
    await page.click('form.edit_post input[type=submit]');
    expect(path()).toBe(showPath);
    expect(await page.textContent('#post-title')).toBe('Edited in Chromium');
    expect(await page.textContent('#flash_notice')).toBe('Post was successfully updated.');
    await page.reload();
    expect(await page.locator('#flash_notice').count()).toBe(0);
  });

  it('publishes it with a PATCH button (buttonTo with method: patch)', async () => {
    const showPath = path();
    expect(await page.textContent('#post .meta')).toMatch(/^Draft/);
    const button = page.locator(`form.button_to[action="${showPath}/publish"]`);
    expect(await button.locator('input[name=_method]').getAttribute('value')).toBe('patch');
    await button.locator('input[type=submit]').click();
    expect(path()).toBe(showPath);
    expect(await page.textContent('#flash_notice')).toBe('Post was published.');
    expect(await page.textContent('#post .meta')).toMatch(/^Published/);
    expect(await page.locator(`form.button_to[action="${showPath}/publish"]`).count()).toBe(0);
  });

  it('adds, edits and deletes a comment through the nested forms', async () => {
    const showPath = path();
    expect(await page.locator('form#new_comment').getAttribute('action')).toBe(`${showPath}/comments`);
    await page.fill('#comment_author', 'Ann');
    await page.fill('#comment_body', 'Nice post');
    await page.click('form#new_comment input[type=submit]');
    expect(path()).toBe(showPath);
    expect(await page.textContent('#comments')).toContain('Ann: Nice post');
    expect(await page.textContent('#flash_notice')).toBe('Comment was successfully added.');
    expect(await page.textContent('#comment-count')).toBe('1 comment');
    await page.click('#comments a:text("Edit")');
    expect(path()).toMatch(new RegExp(`^${showPath}/comments/\\d+/edit$`));
    expect(await page.locator('form.edit_comment input[name=_method]').getAttribute('value')).toBe('patch');
    await page.fill('#comment_body', 'Nice post, edited');
    await page.click('form.edit_comment input[type=submit]');
    expect(path()).toBe(showPath);
    expect(await page.textContent('#comments')).toContain('Ann: Nice post, edited');
    expect(await page.textContent('#flash_notice')).toBe('Comment was successfully updated.');
    const dismissed = answerConfirm(false);
    await page.click('#comments form.button_to input[type=submit]');
    expect(await dismissed).toBe('Delete this comment?');
    expect(await page.locator('#comments li').count()).toBe(1);
    const asked = answerConfirm(true);
    await page.click('#comments form.button_to input[type=submit]');
    await asked;
    await page.waitForURL((url) => url.pathname === showPath && url.hash === '');
    expect(path()).toBe(showPath);
    expect(await page.locator('#comments li').count()).toBe(0);
    expect(await page.textContent('#comment-count')).toBe('0 comments');
    expect(await page.textContent('#flash_notice')).toBe('Comment was successfully destroyed.');
  });

  it('shows the post as JSON', async () => {
    const id = path().split('/').pop();
    const res = await page.goto(`${blog.url}/posts/${id}.json`);
    expect(await res?.json()).toMatchObject({ id: Number(id), title: 'Edited in Chromium' });
    await page.goBack();
  });

  it('deletes it: the button sends DELETE through _method', async () => {
    const showPath = path();
    const button = page.locator('form#delete-post');
    expect(await button.locator('input[name=_method]').getAttribute('value')).toBe('delete');
    const dismissed = answerConfirm(false);
    await button.locator('input[type=submit]').click();
    expect(await dismissed).toBe('Delete this post and its comments?');
    expect(path()).toBe(showPath);
    const accepted = answerConfirm(true);
    await Promise.all([page.waitForURL(`${blog.url}/posts`), button.locator('input[type=submit]').click()]);
    await accepted;
    expect(path()).toBe('/posts');
    expect(await page.textContent('#flash_notice')).toBe('Post was successfully destroyed.');
    expect(await page.textContent('#no-posts')).toBe('No posts yet.');
    const gone = await page.goto(`${blog.url}${showPath}`);
    expect(gone?.status()).toBe(404);
  });

  it('deletes from the index through a data-method link, only once the confirmation is accepted', async () => {
    const id = await createPost('Doomed <post>');
    await page.goto(`${blog.url}/posts`);
    const link = page.locator(`#post_${id} a.delete-post`);
    expect([await link.getAttribute('href'), await link.getAttribute('data-method')]).toEqual([`/posts/${id}`, 'delete']);
    expect(await link.getAttribute('data-csrf-token')).toMatch(/^[A-Za-z0-9+/=_-]{40,}$/);
    expect(await page.locator('meta[name=csrf-param]').getAttribute('content')).toBe('authenticity_token');
    const dismissed = answerConfirm(false);
    await link.click();
    expect(await dismissed).toBe('Delete “Doomed <post>”?');
    expect(path()).toBe('/posts');
    expect(await page.locator(`#post_${id}`).count()).toBe(1);
    const accepted = answerConfirm(true);
    await Promise.all([page.waitForURL(`${blog.url}/posts`, { waitUntil: 'load' }), link.click()]);
    await accepted;
    expect(await page.locator(`#post_${id}`).count()).toBe(0);
    expect(await page.textContent('#flash_notice')).toBe('Post was successfully destroyed.');
    expect((await page.request.get(`${blog.url}/posts/${id}.json`)).status()).toBe(404);
  });

  it('without JavaScript the delete link is a harmless GET of the post', async () => {
    const id = await createPost('Survives without JS');
    const plain = await context.newPage();
    try {
      // A persistent context cannot open a context without JavaScript; the page's scripts are turned off instead.
      await (await context.newCDPSession(plain)).send('Emulation.setScriptExecutionDisabled', { value: true });
      await plain.goto(`${blog.url}/posts`);
      expect(await plain.evaluate('window.__resourceRoutingUjs')).toBeUndefined();
      await plain.click(`#post_${id} a.delete-post`);
      expect(new URL(plain.url()).pathname).toBe(`/posts/${id}`);
      expect(await plain.textContent('#post-title')).toBe('Survives without JS');
      expect((await plain.request.get(`${blog.url}/posts/${id}.json`)).status()).toBe(200);
    } finally {
      await plain.close();
    }
  });

  it('pages through the index with the Older / Newer links', async () => {
    for (let i = 1; i <= 21; i++) await createPost(`Paged post ${i}`);
    await page.goto(`${blog.url}/posts`);
    const total = Number((await page.textContent('#post-count'))?.replace(/ posts$/, ''));
    const pages = Math.ceil(total / 20);
    expect(await page.textContent('#page-position')).toBe(`Page 1 of ${pages}`);
    expect(await page.locator('#posts li').count()).toBe(20);
    expect(await page.locator('#posts li a').first().textContent()).toBe('Paged post 21');
    await page.click('#page-next');
    expect(new URL(page.url()).search).toBe('?page=2');
    expect(await page.textContent('#page-position')).toBe(`Page 2 of ${pages}`);
    expect(await page.locator('#posts li').count()).toBe(total - 20);
    await page.click('#page-prev');
    expect(new URL(page.url()).search).toBe('?page=1');
    expect(await page.locator('#posts li a').first().textContent()).toBe('Paged post 21');
  });

  it('shows a missing page inside the layout', async () => {
    const res = await page.goto(`${blog.url}/posts/999999`);
    expect(res?.status()).toBe(404);
    expect(await page.title()).toBe('404 error · Blog');
    expect(await page.textContent('#error-status')).toBe("The page you were looking for doesn't exist.");
    await page.click('nav.site >> text=Posts');
    expect(path()).toBe('/posts');
  });

  it('rejects a form forged on another site, with the 422 page in the layout, and keeps the post', async () => {
    const id = await createPost('Target of a forgery');
    // Another origin (another port) serving a page that posts a DELETE to the blog, as an attacker's site would.
    const evil = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<form id="f" action="${blog.url}/posts/${id}" method="post"><input type="hidden" name="_method" value="delete"></form>` + '<script>document.getElementById("f").submit()</script>');
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    try {
      const answer = page.waitForResponse((res) => res.url() === `${blog.url}/posts/${id}` && res.request().method() === 'POST');
      await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
      expect((await answer).status()).toBe(422);
      await page.waitForSelector('#error-status');
      expect(await page.textContent('#error-status')).toBe('The change you wanted was rejected.');
      expect(await page.locator('nav.site').count()).toBe(1);
    } finally {
      evil.closeAllConnections();
      await new Promise((resolve) => evil.close(resolve));
    }
    expect((await page.request.get(`${blog.url}/posts/${id}.json`)).status()).toBe(200);
  });

  it('rejects a form of its own whose token was tampered with', async () => {
    const id = await createPost('Tampered');
    await page.goto(`${blog.url}/posts/${id}/edit`);
    await page.fill('#post_title', 'Should not be saved');
    await page.locator('form.edit_post input[name=authenticity_token]').evaluate((input: { value: string }) => (input.value = 'forged'));
    const [res] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.click('form.edit_post input[type=submit]')]);
    expect(res.status()).toBe(422);
    expect(((await (await page.request.get(`${blog.url}/posts/${id}.json`)).json()) as { title: string }).title).toBe('Tampered');
  });

  it('creates and edits the singular profile', async () => {
    await page.goto(`${blog.url}/profile`);
    expect(path()).toBe('/profile/new');
    expect(await page.locator('form#new_profile').getAttribute('action')).toBe('/profile');
    await page.fill('#profile_name', 'Ada');
    await page.click('form#new_profile input[type=submit]');
    expect(path()).toBe('/profile');
    expect(await page.textContent('#profile-name')).toBe('Ada');
    await page.goto(`${blog.url}/profile/edit`);
    expect(await page.locator('form.edit_profile input[name=_method]').getAttribute('value')).toBe('patch');
    await page.fill('#profile_bio', 'Writes programs.');
    await page.click('form.edit_profile input[type=submit]');
    expect(await page.textContent('#profile-bio')).toBe('Writes programs.');
  });
});

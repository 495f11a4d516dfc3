// Drives Debian's Chromium through the example blog: create a post with the form, edit it (PUT through
// _method), comment on it (nested form), delete it (DELETE through _method), checking each page.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E, startBlog, type BlogServer } from './blog-server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

describe.skipIf(!E2E)('example blog in Chromium', () => {
  let dir: string;
  let blog: BlogServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`);
    dir = mkdtempSync(join(tmpdir(), 'blog-browser-'));
    blog = await startBlog(join(dir, 'data', 'blog.json'));
    // A persistent context on a fresh directory: the browser starts from an empty profile every run.
    context = await chromium.launchPersistentContext(join(dir, 'profile'), { executablePath: CHROMIUM, headless: true, args: FLAGS });
    page = context.pages()[0] ?? (await context.newPage());
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await blog?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const path = () => new URL(page.url()).pathname;

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
    expect(await page.locator('#post-body p').allTextContents()).toEqual(['First paragraph.', 'Second & last.']);
  });

  it('edits it: the form sends PUT through _method', async () => {
    const showPath = path();
    await page.click('#edit-post-link');
    expect(path()).toBe(`${showPath}/edit`);
    const form = page.locator('form.edit_post');
    expect(await form.getAttribute('action')).toBe(showPath);
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.locator('input[name=_method]').getAttribute('value')).toBe('put');
    expect(await page.inputValue('#post_title')).toBe('Hello from <Chromium>');
    await page.fill('#post_title', 'Edited in Chromium');
    await page.click('form.edit_post input[type=submit]');
    expect(path()).toBe(showPath);
    expect(await page.textContent('#post-title')).toBe('Edited in Chromium');
  });

  it('adds and deletes a comment through the nested form', async () => {
    const showPath = path();
    expect(await page.locator('form#new_comment').getAttribute('action')).toBe(`${showPath}/comments`);
    await page.fill('#comment_author', 'Ann');
    await page.fill('#comment_body', 'Nice post');
    await page.click('form#new_comment input[type=submit]');
    expect(path()).toBe(showPath);
    expect(await page.textContent('#comments')).toContain('Ann: Nice post');
    await page.click('#comments form.button_to input[type=submit]');
    expect(path()).toBe(showPath);
    expect(await page.locator('#comments li').count()).toBe(0);
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
    await button.locator('input[type=submit]').click();
    expect(path()).toBe('/posts');
    expect(await page.textContent('#no-posts')).toBe('No posts yet.');
    const gone = await page.goto(`${blog.url}${showPath}`);
    expect(gone?.status()).toBe(404);
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
    expect(await page.locator('form.edit_profile input[name=_method]').getAttribute('value')).toBe('put');
    await page.fill('#profile_bio', 'Writes programs.');
    await page.click('form.edit_profile input[type=submit]');
    expect(await page.textContent('#profile-bio')).toBe('Writes programs.');
  });
});

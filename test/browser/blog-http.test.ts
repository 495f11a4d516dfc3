// The acceptance list of the HTTP issue, against the example blog started as `npm run demo` starts it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, send } from '../http/support.js';
import { csrfHeaders, E2E, startBlog, type BlogServer } from './blog-server.js';

describe.skipIf(!E2E)('example blog over HTTP', () => {
  let dir: string;
  let blog: BlogServer;
  // A session cookie and CSRF token, as a browser has after loading a page with a form.
  let auth: Record<string, string>;
  const form = (body: string) => ({ headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...auth }, body });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blog-http-'));
    blog = await startBlog(join(dir, 'pglite'));
    auth = await csrfHeaders(blog.url);
  }, 60_000);
  afterAll(async () => {
    await blog?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("prints its URL and route table on start, as rails routes of 6.1 (the blog's profile) prints it", () => {
    expect(blog.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+\//);
    expect(blog.output()).toMatch(/^ +Prefix Verb +URI Pattern +Controller#Action$/m);
    expect(blog.output()).toMatch(/^\s+posts GET\s+\/posts\(\.:format\)\s+posts#index$/m);
    expect(blog.output()).toMatch(/admin_post PATCH\s+\/admin\/posts\/:id\(\.:format\)\s+admin\/posts#update\n\s+PUT\s+\/admin\/posts\/:id\(\.:format\)/);
  });

  it('creates, shows, updates and deletes a post as the acceptance list says', async () => {
    const created = await send(blog.url, 'POST', '/posts', form(`post%5Btitle%5D=${encodeURIComponent('Hello')}`));
    expect(created.status).toBe(302);
    const id = /\/posts\/(\d+)$/.exec(created.headers.location ?? '')?.[1];
    expect(id).toBeDefined();

    const json = await send(blog.url, 'GET', `/posts/${id}.json`);
    expect([json.status, json.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    expect(JSON.parse(json.body)).toMatchObject({ id: Number(id), title: 'Hello' });

    const xml = await send(blog.url, 'GET', `/posts/${id}.xml`);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.body).toContain(`<post>\n  <id type="integer">${id}</id>\n  <title>Hello</title>`);

    // The 6.1 profile: update answers PATCH (what the edit form sends) and PUT.
    const updated = await send(blog.url, 'POST', `/posts/${id}`, form('_method=patch&post[title]=Bye'));
    expect([updated.status, updated.headers.location]).toEqual([302, `${blog.url}/posts/${id}`]);
    expect(JSON.parse((await send(blog.url, 'GET', `/posts/${id}.json`)).body).title).toBe('Bye');
    expect((await send(blog.url, 'POST', `/posts/${id}`, form('_method=put&post[title]=Again'))).status).toBe(302);
    expect(JSON.parse((await send(blog.url, 'GET', `/posts/${id}.json`)).body).title).toBe('Again');

    const deleted = await send(blog.url, 'POST', `/posts/${id}`, form('_method=delete'));
    expect([deleted.status, deleted.headers.location]).toEqual([302, `${blog.url}/posts`]);
    expect((await send(blog.url, 'GET', `/posts/${id}.json`)).status).toBe(404);
  });

  it('answers 405 with Allow: GET for POST /posts/new, 404 for /nope, and keeps GET /posts?_method=delete the index', async () => {
    const wrongVerb = await send(blog.url, 'POST', '/posts/new');
    expect([wrongVerb.status, wrongVerb.headers.allow]).toEqual([405, 'GET']);
    expect((await send(blog.url, 'GET', '/nope')).status).toBe(404);
    const index = await send(blog.url, 'GET', '/posts?_method=delete');
    expect(index.status).toBe(200);
    expect(index.body).toContain('<h1>Posts</h1>');
  });

  it('refuses an invalid post with 422 and the form again', async () => {
    const res = await send(blog.url, 'POST', '/posts', form('post[title]='));
    expect(res.status).toBe(422);
    expect(res.body).toContain('Title can&#39;t be blank');
    expect(res.body).toContain('<div class="field_with_errors"><input type="text" name="post[title]"');
  });

  it('keeps its data across a restart in its PGlite directory, migrating only on the first start', async () => {
    expect(blog.output()).toContain('migrated: 001_create_posts.sql, 002_create_comments.sql, 003_create_profiles.sql, 004_search_posts.sql');
    const created = await send(blog.url, 'POST', '/posts.json', { headers: { 'Content-Type': 'application/json', ...auth }, body: '{"post":{"title":"Survivor"}}' });
    expect(created.status).toBe(201);
    const { id } = JSON.parse(created.body) as { id: number };
    await blog.stop();
    blog = await startBlog(join(dir, 'pglite'));
    expect(blog.output()).toMatch(/Database: PGlite in \S+pglite\n/);
    expect(blog.output()).not.toContain('migrated:');
    expect(JSON.parse((await send(blog.url, 'GET', `/posts/${id}.json`)).body).title).toBe('Survivor');
    // The development secret is kept beside the data: the session and its token outlive the restart.
    const again = await send(blog.url, 'POST', '/posts.json', { headers: { 'Content-Type': 'application/json', ...auth }, body: '{"post":{"title":"Same session"}}' });
    expect(again.status).toBe(201);
  }, 60_000);

  it('keeps every acknowledged write across kill -9', async () => {
    const titles = Array.from({ length: 10 }, (_, i) => `Killed ${i}`);
    const ids: number[] = [];
    for (const title of titles) {
      const res = await send(blog.url, 'POST', '/posts.json', { headers: { 'Content-Type': 'application/json', ...auth }, body: JSON.stringify({ post: { title } }) });
      expect(res.status).toBe(201);
      ids.push((JSON.parse(res.body) as { id: number }).id);
    }
    await blog.kill();
    blog = await startBlog(join(dir, 'pglite'));
    auth = await csrfHeaders(blog.url);
    for (const [i, id] of ids.entries()) expect(JSON.parse((await send(blog.url, 'GET', `/posts/${id}.json`)).body).title).toBe(titles[i]);
  }, 60_000);

  it('pages the index with links from the route helpers, and says so to JSON clients in Link', async () => {
    for (let i = 0; i < 21; i++) await send(blog.url, 'POST', '/posts.json', { headers: { 'Content-Type': 'application/json', ...auth }, body: `{"post":{"title":"Paged ${i}"}}` });
    const first = await send(blog.url, 'GET', '/posts');
    const total = Number(/<p class="meta" id="post-count">(\d+) posts<\/p>/.exec(first.body)?.[1]);
    expect(total).toBeGreaterThan(20);
    const pages = Math.ceil(total / 20);
    expect(first.body).toContain(`Page 1 of ${pages}`);
    expect(first.body).toContain('<a href="/posts?page=2" rel="next" id="page-next">Older →</a>');
    expect(first.body.match(/<li id="post_/g)).toHaveLength(20);
    const second = await send(blog.url, 'GET', '/posts?page=2');
    expect(second.body).toContain('<a href="/posts?page=1" rel="prev" id="page-prev">← Newer</a>');
    const json = await send(blog.url, 'GET', '/posts.json?page=2');
    expect(json.headers.link).toBe(`<${blog.url}/posts?page=1>; rel="prev"${pages > 2 ? `, <${blog.url}/posts?page=3>; rel="next"` : ''}`);
    expect(json.headers['x-total-count']).toBe(String(total));
    for (const odd of ['abc', '0', '-3', '99999999999999999999']) expect((await send(blog.url, 'GET', `/posts?page=${odd}`)).status).toBe(200);
    const search = await send(blog.url, 'GET', `/posts/search?q=${encodeURIComponent('Paged 1')}`);
    expect(search.body).toContain('11 posts found'); // Paged 1 and Paged 10 … 19
  });

  it("lists posts in JSON and XML without saying that a post with a body is empty (the index's query leaves bodies out)", async () => {
    const created = await send(blog.url, 'POST', '/posts.json', { headers: { 'Content-Type': 'application/json', ...auth }, body: '{"post":{"title":"Bodied","body":"Some text"}}' });
    const { id } = JSON.parse(created.body) as { id: number };
    const listed = (JSON.parse((await send(blog.url, 'GET', '/posts.json')).body) as { id: number }[]).find((p) => p.id === id);
    expect(listed).toMatchObject({ id, title: 'Bodied', published: false });
    expect(listed).not.toHaveProperty('body');
    const searched = (JSON.parse((await send(blog.url, 'GET', '/posts/search.json?q=Bodied')).body) as { id: number }[])[0];
    expect(searched).not.toHaveProperty('body');
    expect((await send(blog.url, 'GET', '/posts.xml')).body).not.toMatch(/<body\b/);
    // The post itself has it.
    expect(JSON.parse((await send(blog.url, 'GET', `/posts/${id}.json`)).body)).toMatchObject({ id, body: 'Some text' });
  });

  it('refuses a file sent where a text field is expected (422, the record unchanged), in HTML and JSON', async () => {
    const upload = (path: string, fields: { name: string; value: string; filename?: string; type?: string }[], accept = 'text/html') => {
      const body = multipart(fields);
      return send(blog.url, 'POST', path, { headers: { ...body.headers, ...auth, Accept: accept }, body: body.body });
    };
    const file = (name: string) => ({ name, value: 'text of the file', filename: 'notes.txt', type: 'text/plain' });
    const before = (await send(blog.url, 'GET', '/posts.json')).headers['x-total-count'];

    const page = await upload('/posts', [{ name: 'post[title]', value: 'With a file' }, file('post[body]')]);
    expect(page.status).toBe(422);
    expect(page.body).toContain('Body must be text, not a file');
    const json = await upload('/posts.json', [file('post[title]')], 'application/json');
    expect([json.status, JSON.parse(json.body)]).toEqual([422, { errors: { title: ['must be text, not a file'] } }]);
    expect((await send(blog.url, 'GET', '/posts.json')).headers['x-total-count']).toBe(before);

    const created = await send(blog.url, 'POST', '/posts.json', { headers: { 'Content-Type': 'application/json', ...auth }, body: '{"post":{"title":"Kept","body":"Kept body"}}' });
    const { id } = JSON.parse(created.body) as { id: number };
    const updated = await upload(`/posts/${id}`, [{ name: '_method', value: 'patch' }, file('post[body]')]);
    expect(updated.status).toBe(422);
    expect(JSON.parse((await send(blog.url, 'GET', `/posts/${id}.json`)).body).body).toBe('Kept body');
    const comment = await upload(`/posts/${id}/comments.json`, [file('comment[body]')], 'application/json');
    expect([comment.status, JSON.parse(comment.body)]).toEqual([422, { errors: { body: ['must be text, not a file'] } }]);
    const profile = await upload('/profile.json', [{ name: 'profile[name]', value: 'Ann' }, file('profile[bio]')], 'application/json');
    expect([profile.status, JSON.parse(profile.body)]).toEqual([422, { errors: { bio: ['must be text, not a file'] } }]);
  });

  it('answers /favicon.ico with the icon the layout links to, not a 404', async () => {
    const icon = await send(blog.url, 'GET', '/favicon.ico');
    expect([icon.status, icon.headers['content-type']]).toEqual([200, 'image/x-icon']);
    expect(icon.body.length).toBeGreaterThan(0);
    expect((await send(blog.url, 'HEAD', '/favicon.ico')).status).toBe(200);
    expect((await send(blog.url, 'GET', '/posts')).body).toContain('<link rel="icon" href="/favicon.ico" type="image/x-icon">');
  });

  it('answers errors inside its layout, and in JSON for JSON clients', async () => {
    const missing = await send(blog.url, 'GET', '/posts/999999', { headers: { Accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(missing.body).toContain('<nav class="site" aria-label="Site"><a href="/posts">Posts</a>');
    expect(missing.body).toContain('<p id="error-message">Couldn&#39;t find Post with id=999999</p>');
    const noRoute = await send(blog.url, 'GET', '/posts/1/nope', { headers: { Accept: 'text/html' } });
    expect(noRoute.body).toContain('<pre id="error-details">Routes near this path');
    expect(JSON.parse((await send(blog.url, 'GET', '/posts/999999.json')).body)).toEqual({ status: 404, error: "Couldn't find Post with id=999999" });
  });
});

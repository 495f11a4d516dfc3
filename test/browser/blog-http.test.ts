// The acceptance list of the HTTP issue, against the example blog started as `npm run demo` starts it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../http/support.js';
import { csrfHeaders, E2E, startBlog, type BlogServer } from './blog-server.js';

describe.skipIf(!E2E)('example blog over HTTP', () => {
  let dir: string;
  let blog: BlogServer;
  // A session cookie and CSRF token, as a browser has after loading a page with a form.
  let auth: Record<string, string>;
  const form = (body: string) => ({ headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...auth }, body });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blog-http-'));
    blog = await startBlog(join(dir, 'blog.json'));
    auth = await csrfHeaders(blog.url);
  }, 30_000); // starts the example server: seconds on a busy machine
  afterAll(async () => {
    await blog?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints its URL and route table on start', () => {
    expect(blog.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+\//);
    expect(blog.output()).toMatch(/^\s+posts GET\s+\/posts\(\.:format\)\s+posts#index$/m);
    expect(blog.output()).toMatch(/admin_post PUT\s+\/admin\/posts\/:id\(\.:format\)\s+admin\/posts#update/);
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

    const updated = await send(blog.url, 'POST', `/posts/${id}`, form('_method=put&post[title]=Bye'));
    expect([updated.status, updated.headers.location]).toEqual([302, `${blog.url}/posts/${id}`]);
    expect(JSON.parse((await send(blog.url, 'GET', `/posts/${id}.json`)).body).title).toBe('Bye');

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

  it('keeps its data across a restart, in a file written whole', async () => {
    const created = await send(blog.url, 'POST', '/posts.json', { headers: { 'Content-Type': 'application/json', ...auth }, body: '{"post":{"title":"Survivor"}}' });
    expect(created.status).toBe(201);
    const { id } = JSON.parse(created.body) as { id: number };
    await blog.stop();
    expect(JSON.parse(readFileSync(join(dir, 'blog.json'), 'utf8')).posts).toContainEqual(expect.objectContaining({ id, title: 'Survivor' }));
    blog = await startBlog(join(dir, 'blog.json'));
    expect(JSON.parse((await send(blog.url, 'GET', `/posts/${id}.json`)).body).title).toBe('Survivor');
  });
});

// What an application gets from the request cycle, over loopback, whichever transport serves it: forms with
// `_method`, CSRF protection on and off, sessions and flash across requests, multipart uploads, a JSON API and
// the error statuses (404, 405, 422, 400).
import { describe, expect, it } from 'vitest';
import { json, multipart, send } from '../http/support.js';
import { Browser } from './browser.js';
import type { Served } from './transports.js';

const jsonOf = (res: { body: string }) => JSON.parse(res.body) as Record<string, unknown>;

export function describeApp(served: () => Served): void {
  const open = () => served().open.base;
  const guarded = () => served().protected.base;

  describe('forms with _method', () => {
    it('a POST with _method=put, patch or delete reaches update and destroy', async () => {
      const browser = new Browser(open());
      const created = await browser.submit('/posts', 'post[title]=Method');
      const path = new URL(String(created.headers.location)).pathname;
      for (const verb of ['put', 'patch', 'PATCH']) {
        const res = await browser.submit(path, `_method=${verb}&post[title]=${verb}`);
        expect([res.status, jsonOf(res)], verb).toEqual([200, { verb: verb.toUpperCase(), post: { id: Number(path.split('/')[2]), title: verb } }]);
      }
      const deleted = await browser.submit(path, '_method=delete');
      expect([deleted.status, deleted.headers.location]).toEqual([302, `${open()}/posts`]);
      expect((await browser.get(path)).status).toBe(404);
    });

    it('_method overrides only a POST, and only to PUT, PATCH or DELETE', async () => {
      expect((await send(open(), 'GET', '/posts/1?_method=delete')).status).toBe(200);
      const asGet = await new Browser(open()).submit('/posts/1', '_method=get');
      expect([asGet.status, asGet.headers.allow]).toEqual([405, 'GET, PATCH, PUT, DELETE']);
    });
  });

  describe('CSRF protection', () => {
    it('on: a form without the session token is refused with 422 and changes nothing', async () => {
      const res = await new Browser(guarded()).submit('/posts', 'post[title]=Forged');
      expect(res.status).toBe(422);
      expect((await send(guarded(), 'GET', '/posts')).body).not.toContain('Forged');
    });

    it('on: the token from the form page, in the field or the X-CSRF-Token header, is accepted', async () => {
      const browser = new Browser(guarded());
      const token = await browser.token();
      const byField = await browser.submit('/posts', `post[title]=Field&authenticity_token=${encodeURIComponent(token)}`);
      const byHeader = await browser.request('POST', '/posts.json', { ...json({ post: { title: 'Header' } }), headers: { ...json(null).headers, 'X-CSRF-Token': token } });
      expect([byField.status, byHeader.status]).toEqual([302, 201]);
    });

    it('off: the same form without a token is accepted', async () => {
      const res = await new Browser(open()).submit('/posts', 'post[title]=Unguarded');
      expect(res.status).toBe(302);
    });
  });

  describe('sessions and flash', () => {
    it('the session lives in its cookie across requests; a client without it starts again', async () => {
      const browser = new Browser(open());
      const counts = [];
      for (let i = 0; i < 3; i++) counts.push(jsonOf(await browser.get('/visits')).visits);
      expect(counts).toEqual([1, 2, 3]);
      expect(jsonOf(await send(open(), 'GET', '/visits')).visits).toBe(1);
    });

    it('a session cookie that does not verify is a new session', async () => {
      const res = await send(open(), 'GET', '/visits', { headers: { Cookie: '_session=eyJ2aXNpdHMiOjk5fQ.forged' } });
      expect(jsonOf(res).visits).toBe(1);
    });

    it('the flash set before a redirect shows on the next request only', async () => {
      const browser = new Browser(open());
      expect((await browser.submit('/posts', 'post[title]=Flashy')).status).toBe(302);
      expect((await browser.get('/posts')).body).toContain('<p class="notice">Created Flashy</p>');
      expect((await browser.get('/posts')).body).toContain('<p class="notice"></p>');
    });
  });

  describe('multipart uploads', () => {
    it('a file and a field arrive as an uploaded file and a param', async () => {
      const browser = new Browser(guarded());
      const token = await browser.token();
      const body = multipart([
        { name: 'note', value: 'hello' },
        { name: 'file', value: Buffer.from('file body\r\n--not a boundary'), filename: 'a.txt', type: 'text/plain' },
      ]);
      const res = await browser.request('POST', '/uploads', { headers: { ...body.headers, 'X-CSRF-Token': token }, body: body.body });
      expect([res.status, jsonOf(res)]).toEqual([200, { name: 'a.txt', type: 'text/plain', size: 27, text: 'file body\r\n--not a boundary', note: 'hello' }]);
    });
  });

  describe('JSON API', () => {
    it('creates from a JSON body through strong parameters, lists and shows by format', async () => {
      const created = await send(open(), 'POST', '/posts.json', json({ post: { title: 'Api', admin: true } }));
      expect(created.status).toBe(201);
      expect(created.headers['content-type']).toMatch(/^application\/json/);
      const post = jsonOf(created);
      expect(Object.keys(post)).toEqual(['id', 'title']);
      expect(jsonOf(await send(open(), 'GET', `/posts/${String(post.id)}.json`))).toEqual(post);
      expect(JSON.parse((await send(open(), 'GET', '/posts.json')).body)).toContainEqual(post);
      const updated = await send(open(), 'PUT', `/posts/${String(post.id)}.json`, json({ post: { title: 'Put' } }));
      expect(jsonOf(updated)).toEqual({ verb: 'PUT', post: { ...post, title: 'Put' } });
    });

    it('answers a body that is not JSON with 400 and a missing required key with 400', async () => {
      expect((await send(open(), 'POST', '/posts.json', { headers: json(null).headers, body: '{"post":' })).status).toBe(400);
      expect((await send(open(), 'POST', '/posts.json', json({ other: 1 }))).status).toBe(400);
    });
  });

  describe('error statuses', () => {
    it('404 for a path no route has, 405 with Allow for a verb the path lacks', async () => {
      expect((await send(open(), 'GET', '/nothing/here')).status).toBe(404);
      const wrongVerb = await send(open(), 'DELETE', '/posts');
      expect([wrongVerb.status, wrongVerb.headers.allow]).toEqual([405, 'GET, POST']);
    });

    it('422 for a record the action refuses, 400 for a malformed path', async () => {
      expect((await new Browser(open()).submit('/posts', 'post[title]=+')).status).toBe(422);
      for (const path of ['/%ZZ', '/posts/%E0%A4%A', '/posts%2']) expect((await send(open(), 'GET', path)).status, path).toBe(400);
    });
  });
}

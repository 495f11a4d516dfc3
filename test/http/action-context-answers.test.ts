import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, RouteSet, type ActionContext, type Responders } from '../../src/index.js';
import { listen, send } from './support.js';

// What an action's answer helpers write: respondTo's formats (known ones rendered, others as bytes),
// render's fallbacks, redirects (body, relative paths, other hosts), the CSRF token of forms.

let lastFormat = '';
const respond = (responders: Responders) => (ctx: ActionContext) => ctx.respondTo(responders);
const routes = new RouteSet().draw((r) => {
  r.resources('posts', { only: ['create'] });
  r.get('report', {
    to: respond({ csv: () => 'a,b\n1,2', text: () => 'plain', pdf: undefined }),
  });
  r.get('bytes', { to: respond({ js: () => Buffer.from('alert(1)'), rss: () => 42 }) });
  r.get('later', { to: respond({ json: () => Promise.resolve({ late: true }), html: () => ({ then: (ok: (v: unknown) => void) => ok('<i>thenable</i>') }) }) });
  r.get('silent', { to: respond({ json: () => undefined }) });
  r.get('format', {
    to: (ctx: ActionContext) => {
      lastFormat = ctx.format;
      ctx.render({ text: ctx.format });
    },
  });
  r.get('raw', { to: (ctx: ActionContext) => ctx.render({}) });
  r.get('typed', { to: (ctx: ActionContext) => ctx.render({ text: 'x', contentType: 'text/x-custom' }) });
  r.get('go/:where', {
    to: (ctx: ActionContext) => {
      const where = String(ctx.params.where);
      ctx.redirectTo(where === 'rel' ? 'posts?a=1' : where === 'far' ? 'https://elsewhere.example/x' : where === 'scheme' ? 'mailto:x@y' : '/home', where === 'moved' ? { status: 301 } : {});
    },
  });
  r.get('forms', {
    to: (ctx: ActionContext) =>
      ctx.render({
        json: {
          formFor: ctx.formFor({ modelName: 'Post', id: null }, (f) => f.textField('title')).html.includes('authenticity_token'),
          formForGet: ctx.formFor({ modelName: 'Post', id: null }, { url: '/posts', method: 'get' }).html.includes('authenticity_token'),
          formTag: ctx.formTag('/posts').html.includes('authenticity_token'),
          formTagGet: ctx.formTag('/search', { method: 'GET' }).html.includes('authenticity_token'),
          buttonTo: ctx.buttonTo('Go', '/x').html.includes('authenticity_token'),
          buttonToGet: ctx.buttonTo('Go', '/x', { method: 'get' }).html.includes('authenticity_token'),
        },
      }),
  });
});

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(createHandler(routes, {}, { log: () => {}, forgeryProtection: false }));
});
afterAll(() => server.close());
const get = (path: string, headers: Record<string, string> = {}) => send(server.base, 'GET', path, { headers });

describe('respondTo', () => {
  it('sends a format other than html / json / xml / text as bytes with its MIME type', async () => {
    const csv = await get('/report.csv');
    expect([csv.status, csv.headers['content-type'], csv.body]).toEqual([200, 'text/csv; charset=utf-8', 'a,b\n1,2']);
    const js = await get('/bytes.js');
    expect([js.headers['content-type'], js.body]).toEqual(['text/javascript; charset=utf-8', 'alert(1)']);
    const rss = await get('/bytes.rss');
    expect([rss.headers['content-type'], rss.body]).toEqual(['application/rss+xml; charset=utf-8', '42']);
  });

  it('renders text as text, and ignores a format offered as undefined', async () => {
    const text = await get('/report', { Accept: 'text/plain' });
    expect([text.headers['content-type'], text.body]).toEqual(['text/plain; charset=utf-8', 'plain']);
    expect((await get('/report', { Accept: 'application/pdf, text/csv;q=0.5' })).headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('awaits promises and thenables, and says Vary: Accept only when Accept chose', async () => {
    const json = await get('/later', { Accept: 'application/json' });
    expect([json.body, json.headers.vary]).toEqual(['{"late":true}', 'Accept']);
    const page = await get('/later.html');
    expect([page.body, page.headers.vary]).toEqual(['&lt;i&gt;thenable&lt;/i&gt;', undefined]);
  });

  it('a responder that gives nothing and renders nothing leaves a 204', async () => {
    expect((await get('/silent.json')).status).toBe(204);
  });
});

describe('render', () => {
  it('the format is the first one asked for that is not *, else html', async () => {
    expect((await get('/format', { Accept: 'application/json' })).body).toBe('json');
    expect((await get('/format')).body).toBe('html');
    expect((await get('/format', { Accept: '*/*' })).body).toBe('html');
    expect(lastFormat).toBe('html');
  });

  it('with nothing to render sends an empty octet-stream; contentType overrides the format\'s type', async () => {
    const raw = await get('/raw');
    expect([raw.status, raw.headers['content-type'], raw.body]).toEqual([200, 'application/octet-stream', '']);
    expect((await get('/typed')).headers['content-type']).toBe('text/x-custom');
  });
});

describe('redirectTo', () => {
  it('answers 302 with an absolute Location and a small HTML body; a relative path is put under /', async () => {
    const home = await get('/go/home', { Host: 'localhost:3000' });
    expect([home.status, home.headers.location, home.headers['content-type'], home.body]).toEqual([
      302,
      'http://localhost:3000/home',
      'text/html; charset=utf-8',
      '<html><body>You are being <a href="http://localhost:3000/home">redirected</a>.</body></html>',
    ]);
    expect((await get('/go/rel', { Host: 'localhost' })).headers.location).toBe('http://localhost/posts?a=1');
    expect((await get('/go/moved')).status).toBe(301);
  });

  it('refuses another host or scheme with UnsafeRedirectError (500)', async () => {
    for (const where of ['far', 'scheme']) {
      const res = await get(`/go/${where}`, { Accept: 'application/json' });
      expect(res.status, where).toBe(500);
      expect(JSON.parse(res.body).error).toMatch(/^Unsafe redirect to "(https:\/\/elsewhere\.example\/x|mailto:x@y)": it leaves this host; pass \{ allowOtherHost: true \}/);
    }
  });
});

describe('forms made in an action', () => {
  it('carry the CSRF token unless they use GET', async () => {
    const res = await get('/forms');
    expect(JSON.parse(res.body)).toEqual({ formFor: true, formForGet: false, formTag: true, formTagGet: false, buttonTo: true, buttonToGet: false });
  });
});

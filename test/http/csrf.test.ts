import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonTo, createHandler, csrfMetaTags, formFor, formTag, html, linkTo, RouteSet, type ActionContext, type HandlerOptions } from '../../src/index.js';
import { maskedToken, validToken } from '../../src/http/csrf.js';
import { listen, send } from './support.js';

const routes = new RouteSet().draw((r) => {
  r.resources('posts', { only: ['new', 'create', 'destroy'] });
  r.resources('hooks', { only: ['create'] });
  r.namespace('api', () => r.resources('items', { only: ['create'] }));
  r.post('ping', { to: Object.assign((ctx: ActionContext) => ctx.render({ text: 'pong' }), { skipForgeryProtection: true }) });
  r.get('page', { to: 'posts#page' });
});

const controllers = {
  posts: {
    new: (ctx: ActionContext) =>
      html`${ctx.csrfMetaTags()}${ctx.formFor({ modelName: 'Post', id: null }, (f) => f.textField('title'))}${ctx.buttonTo('Delete', '/posts/1', { method: 'delete' })}${ctx.linkTo('Del', '/posts/1', { method: 'delete' })}${ctx.formTag('/search', { method: 'get' })}`,
    create: (ctx: ActionContext) => ctx.render({ text: 'created', status: 201 }),
    destroy: (ctx: ActionContext) => ctx.render({ text: 'deleted' }),
    page: (ctx: ActionContext) => html`${ctx.linkTo('Home', '/')}${ctx.formTag('/search', { method: 'get' })}`,
  },
  hooks: { skipForgeryProtection: ['create'], create: (ctx: ActionContext) => ctx.render({ text: 'hooked' }) },
  'api/items': { create: (ctx: ActionContext) => ctx.render({ text: 'item' }) },
};

const serve = (options: HandlerOptions = {}) =>
  listen(createHandler(routes, controllers, { session: { secret: 's'.repeat(40) }, log: () => {}, skipForgeryProtectionFor: (route) => route.path.startsWith('/api/'), ...options }));

describe('CSRF tokens in views', () => {
  it('formTag, formFor and buttonTo write the token after _method when given one; GET forms never', () => {
    expect(formTag('/posts/1', { method: 'delete', authenticityToken: 'T' }).html).toBe(
      '<form action="/posts/1" method="post" accept-charset="UTF-8"><input type="hidden" name="_method" value="delete"><input type="hidden" name="authenticity_token" value="T" autocomplete="off"></form>',
    );
    expect(formTag('/search', { method: 'get', authenticityToken: 'T' }).html).not.toContain('authenticity_token');
    expect(formFor({ modelName: 'Post', id: null }, { url: '/posts', authenticityToken: 'T&' }).html).toContain('name="authenticity_token" value="T&amp;"');
    expect(buttonTo('Go', '/x', { authenticityToken: 'T' }).html).toContain('name="authenticity_token" value="T"');
    expect(formTag('/posts').html).not.toContain('authenticity_token');
  });

  it('linkTo with a method carries the token as data-csrf-token; csrfMetaTags for scripts', () => {
    expect(linkTo('Del', '/posts/1', { method: 'delete', authenticityToken: 'T' }).html).toBe('<a href="/posts/1" data-method="delete" rel="nofollow" data-csrf-token="T">Del</a>');
    expect(linkTo('Home', '/', { authenticityToken: 'T' }).html).toBe('<a href="/">Home</a>');
    expect(csrfMetaTags('T').html).toBe('<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="T">');
  });

  it('masks the token differently every time; each masked token (and the raw one) is valid for its session only', () => {
    const session = {};
    const a = maskedToken(session);
    const b = maskedToken(session);
    expect(a).not.toBe(b);
    expect([validToken(session, a), validToken(session, b)]).toEqual([true, true]);
    expect(validToken(session, (session as { _csrf_token: string })._csrf_token)).toBe(true);
    expect(validToken({}, a)).toBe(false);
    // One character changed in the middle (the last ones may carry unused bits, or already read AA).
    const flipped = `${a.slice(0, 5)}${a[5] === 'A' ? 'B' : 'A'}${a.slice(6)}`;
    expect(flipped).not.toBe(a);
    expect(validToken(session, flipped)).toBe(false);
    for (const bad of [undefined, '', 'x', ['a'], { a: 1 }, 'A'.repeat(300)]) expect(validToken(session, bad)).toBe(false);
  });
});

describe('CSRF protection in the dispatcher', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve();
  });
  afterAll(() => server.close());

  it("the context's helpers put the session's token in every non-GET form, link and meta tag", async () => {
    const res = await send(server.base, 'GET', '/posts/new');
    expect(res.body.match(/name="authenticity_token"/g)).toHaveLength(2);
    expect(res.body).toMatch(/data-csrf-token="[\w-]{86}"/);
    expect(res.body).toMatch(/<meta name="csrf-token" content="[\w-]{86}">/);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^_session=/);
  });

  it('a page whose forms and links need no token sets no session cookie', async () => {
    expect((await send(server.base, 'GET', '/page')).headers['set-cookie']).toBeUndefined();
  });

  it('any token from the page works, with the session cookie', async () => {
    const page = await send(server.base, 'GET', '/posts/new');
    const cookie = page.headers['set-cookie']![0]!.split(';')[0]!;
    const tokens = [...page.body.matchAll(/(?:value|content|data-csrf-token)="([\w-]{86})"/g)].map((m) => m[1]!);
    expect(tokens.length).toBe(4);
    for (const token of tokens) {
      const res = await send(server.base, 'POST', '/posts', { headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie }, body: `authenticity_token=${token}` });
      expect(res.status).toBe(201);
    }
    const noCookie = await send(server.base, 'POST', '/posts', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `authenticity_token=${tokens[0]}` });
    expect(noCookie.status).toBe(422);
  });

  it('PUT, PATCH and DELETE sent directly need the token too; GET, HEAD and OPTIONS do not', async () => {
    expect((await send(server.base, 'DELETE', '/posts/1')).status).toBe(422);
    expect((await send(server.base, 'GET', '/posts/new')).status).toBe(200);
    expect((await send(server.base, 'HEAD', '/posts/new')).status).toBe(200);
  });

  it('opt-outs: a controller (listed actions), an endpoint, a route predicate, or the whole handler', async () => {
    expect((await send(server.base, 'POST', '/hooks')).status).toBe(200);
    expect((await send(server.base, 'POST', '/ping')).status).toBe(200);
    expect((await send(server.base, 'POST', '/api/items')).status).toBe(200);
    const off = await serve({ forgeryProtection: false });
    try {
      expect((await send(off.base, 'POST', '/posts')).status).toBe(201);
    } finally {
      await off.close();
    }
  });
});

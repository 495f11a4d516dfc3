import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandler, html, HttpError, RouteSet, type ActionContext, type Controllers, type HandlerOptions } from '../../src/index.js';
import { form, listen, multipart, send, type RawResponse } from './support.js';

class Post {
  constructor(
    readonly id: number | null,
    readonly title: string,
  ) {}
}

const routes = new RouteSet().draw((r) => {
  r.root({ to: 'posts#index' });
  r.resources('posts', () => {
    r.resources('comments', { only: ['index'] });
    r.member(() => r.get('preview'));
  });
  r.namespace('admin', () => r.resources('products', { only: ['index'] }));
  r.get('ping', { to: (ctx: ActionContext) => ctx.render({ text: `pong ${ctx.verb}` }) });
  r.get('missing', { to: 'ghosts#index' });
  r.get('nothing', { to: 'posts#nothing' });
  r.get('explode', { to: 'posts#explode' });
  r.get('teapot', { to: 'posts#teapot' });
  r.get('twice', { to: 'posts#twice' });
  r.get('returns/:kind', { to: 'posts#returns' });
  r.match('dyn/:action', { controller: 'posts' });
});

const echo = (ctx: ActionContext) => ctx.render({ json: { verb: ctx.verb, action: ctx.params.action, params: ctx.params } });

const controllers: Controllers = {
  posts: {
    index: (ctx: ActionContext) =>
      ctx.respondTo({
        html: () => html`<h1>Posts</h1>`,
        json: () => [{ id: 1 }],
        xml: () => ctx.render({ xml: [{ id: 1 }], root: 'posts' }),
      }),
    show: (ctx: ActionContext) =>
      ctx.respondTo({
        html: () => html`<h1>${ctx.params.id}</h1>`,
        json: () => ({ id: ctx.params.id, url: ctx.helpers.post_url!(ctx.params.id) }),
      }),
    new: (ctx: ActionContext) => ctx.respondTo({ html: () => 'form' }),
    create: (ctx: ActionContext) => ctx.redirectTo(new Post(7, 'x')),
    update: echo,
    destroy: echo,
    edit: echo,
    preview: echo,
    nothing: () => undefined,
    explode: () => {
      throw new Error('kaboom <secret>');
    },
    teapot: () => {
      throw new HttpError(418, "I'm a teapot");
    },
    twice: (ctx: ActionContext) => {
      ctx.render({ text: 'one' });
      ctx.render({ text: 'two' });
    },
    returns: (ctx: ActionContext) => (ctx.params.kind === 'page' ? html`<p>page</p>` : { kind: ctx.params.kind }),
    secret() {
      return 'fine';
    },
    _hidden: () => 'hidden',
  },
  comments: { index: (ctx: ActionContext) => ctx.render({ json: { post_id: ctx.params.post_id } }) },
  'admin/products': { index: (ctx: ActionContext) => ctx.render({ text: 'admin products' }) },
};

async function serve(options: HandlerOptions = {}) {
  return listen(createHandler(routes, controllers, { log: () => {}, forgeryProtection: false, ...options }));
}

let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ base, close } = await serve({ development: true }));
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}) => send(base, 'GET', path, { headers });
const bodyJson = (res: RawResponse) => JSON.parse(res.body) as Record<string, unknown>;

describe('recognition and dispatch', () => {
  it('calls the controller action of the route', async () => {
    const res = await get('/posts');
    expect([res.status, res.body, res.headers['content-type']]).toEqual([200, '<h1>Posts</h1>', 'text/html; charset=utf-8']);
  });

  it('finds namespaced controllers by their path name', async () => {
    expect((await get('/admin/products')).body).toBe('admin products');
  });

  it('calls an endpoint given as `to:` instead of a controller', async () => {
    expect((await get('/ping')).body).toBe('pong GET');
  });

  it('passes path params, nested ones included', async () => {
    expect(bodyJson(await get('/posts/42/comments'))).toEqual({ post_id: '42' });
  });

  it('merges body, query and path params, path winning over query winning over body', async () => {
    const res = await send(base, 'POST', '/posts/5?id=query&q=1&shared=query', form('_method=put&id=body&shared=body&post[title]=T'));
    const { params } = bodyJson(res) as { params: Record<string, unknown> };
    expect(params).toMatchObject({ id: '5', q: '1', shared: 'query', post: { title: 'T' }, controller: 'posts', action: 'update' });
  });

  it('answers a redirect with an absolute Location on the requested host', async () => {
    const res = await send(base, 'POST', '/posts', form('post[title]=x'));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${base}/posts/7`);
  });

  it('gives _url helpers the host of the request', async () => {
    const res = await get('/posts/3.json');
    expect(bodyJson(res)).toEqual({ id: '3', url: `${base}/posts/3` });
  });
});

describe('method override', () => {
  it.each([
    ['put', 'update'],
    ['PATCH', null],
    ['delete', 'destroy'],
  ])('routes a POST with _method=%s as that verb', async (verb, action) => {
    const res = await send(base, 'POST', '/posts/1', form(`_method=${verb}`));
    if (action) expect(bodyJson(res)).toMatchObject({ verb: verb.toUpperCase(), action });
    // No PATCH route: the overridden verb is what is routed, so it is refused rather than taken as a POST.
    else expect([res.status, res.headers.allow]).toEqual([405, 'GET, PUT, DELETE']);
  });

  it('reads _method from a multipart form', async () => {
    const res = await send(base, 'POST', '/posts/1', multipart([{ name: '_method', value: 'delete' }]));
    expect(bodyJson(res)).toMatchObject({ verb: 'DELETE', action: 'destroy' });
  });

  it('reads the X-HTTP-Method-Override header on a POST', async () => {
    const res = await send(base, 'POST', '/posts/1', { headers: { 'X-HTTP-Method-Override': 'PUT' } });
    expect(bodyJson(res)).toMatchObject({ verb: 'PUT', action: 'update' });
  });

  it('ignores _method in a JSON body', async () => {
    const res = await send(base, 'POST', '/posts/1', { headers: { 'Content-Type': 'application/json' }, body: '{"_method":"delete"}' });
    expect(res.status).toBe(405);
  });

  it('never overrides a GET: /posts?_method=delete is the index', async () => {
    const res = await get('/posts?_method=delete');
    expect([res.status, res.body]).toEqual([200, '<h1>Posts</h1>']);
    const header = await get('/posts', { 'X-HTTP-Method-Override': 'DELETE' });
    expect(header.body).toBe('<h1>Posts</h1>');
  });

  it('never overrides to a verb other than put, patch or delete', async () => {
    const res = await send(base, 'POST', '/posts/new', form('_method=get'));
    expect([res.status, res.headers.allow]).toEqual([405, 'GET']);
  });
});

describe('formats', () => {
  it('takes the format from the path', async () => {
    const json = await get('/posts.json');
    expect([json.headers['content-type'], json.body]).toEqual(['application/json; charset=utf-8', '[{"id":1}]']);
    const xml = await get('/posts.xml');
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.body).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<posts type="array">\n  <post>\n    <id type="integer">1</id>\n  </post>\n</posts>\n');
  });

  it('takes the format from the Accept header, and says it varies by it', async () => {
    const res = await get('/posts', { Accept: 'application/json' });
    expect([res.body, res.headers.vary]).toEqual(['[{"id":1}]', 'Accept']);
    expect((await get('/posts', { Accept: 'text/xml;q=0.9, application/json;q=0.5' })).headers['content-type']).toMatch(/^application\/xml/);
  });

  it('gives HTML to a browser-like Accept and to */*', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    expect((await get('/posts', { Accept: browser })).body).toBe('<h1>Posts</h1>');
    expect((await get('/posts', { Accept: '*/*' })).body).toBe('<h1>Posts</h1>');
  });

  it('answers 406 for a format the action cannot give', async () => {
    const pdf = await get('/posts.pdf');
    expect(pdf.status).toBe(406);
    expect(pdf.body).toMatch(/asked for pdf; this action gives html, json, xml/);
    expect((await get('/posts/new.json')).status).toBe(406);
    expect((await get('/posts', { Accept: 'image/png' })).status).toBe(406);
  });

  it('respondTo always gives a promise: it rejects with 406 (never throws), and waits for an async responder', async () => {
    const routes = new RouteSet().draw((r) => {
      r.get('caught', {
        to: (ctx: ActionContext) => {
          const answer = ctx.respondTo({ pdf: () => 'x' });
          expect(answer).toBeInstanceOf(Promise);
          return answer.catch((e: Error) => ctx.render({ text: `caught ${e.name}` }));
        },
      });
      r.get('later', { to: (ctx: ActionContext) => ctx.respondTo({ json: async () => ({ late: true }) }) });
      r.get('sync', {
        to: (ctx: ActionContext) => {
          const answer = ctx.respondTo({ json: () => ({ now: true }) });
          expect([answer instanceof Promise, ctx.performed]).toEqual([true, true]);
          return answer;
        },
      });
    });
    const server = await listen(createHandler(routes, {}, { development: false }));
    try {
      const caught = await send(server.base, 'GET', '/caught.json');
      expect([caught.status, caught.body]).toEqual([200, 'caught NotAcceptable']);
      expect((await send(server.base, 'GET', '/later.json')).body).toBe('{"late":true}');
      expect((await send(server.base, 'GET', '/sync.json')).body).toBe('{"now":true}');
    } finally {
      await server.close();
    }
  });

  it('renders what an action returns: a page as HTML, data as JSON or XML, nothing as 204', async () => {
    expect((await get('/returns/page')).body).toBe('<p>page</p>');
    expect((await get('/returns/page.json')).status).toBe(406);
    expect((await get('/returns/data.json')).body).toBe('{"kind":"data"}');
    expect((await get('/returns/data.xml')).body).toMatch(/<hash>\n {2}<kind>data<\/kind>\n<\/hash>/);
    // No Accept (or */*): the client takes anything, so data goes out as the first format offered, JSON.
    expect((await get('/returns/data')).body).toBe('{"kind":"data"}');
    expect((await get('/returns/data', { Accept: 'text/html' })).status).toBe(406);
    const none = await get('/nothing');
    expect([none.status, none.body]).toEqual([204, '']);
  });
});

describe('HEAD', () => {
  it('answers like GET without a body', async () => {
    const getRes = await get('/posts/9.json');
    const head = await send(base, 'HEAD', '/posts/9.json');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(getRes.headers['content-length']);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('is refused where GET is', async () => {
    const head = await send(base, 'HEAD', '/nope');
    expect([head.status, head.body]).toEqual([404, '']);
  });
});

describe('routing failures', () => {
  it('answers 404 with the verb, the path and nearby routes in development', async () => {
    const res = await get('/posts/1/coments');
    expect(res.status).toBe(404);
    expect(res.body).toContain('No route matches [GET] &quot;/posts/1/coments&quot;');
    expect(res.body).toContain('/posts/:post_id/comments(.:format)');
    expect(res.body).not.toContain('/admin/products');
  });

  it('answers 404 in the requested format', async () => {
    const res = await get('/nope.json');
    expect(res.status).toBe(404);
    expect(bodyJson(res)).toMatchObject({ status: 404, error: 'No route matches [GET] "/nope.json"' });
  });

  it('answers 405 with Allow for a known path and a wrong verb', async () => {
    const res = await send(base, 'DELETE', '/posts');
    expect([res.status, res.headers.allow]).toEqual([405, 'GET, POST']);
    const onNew = await send(base, 'POST', '/posts/new');
    expect([onNew.status, onNew.headers.allow]).toEqual([405, 'GET']);
  });

  it('answers 400 for a path that cannot be decoded', async () => {
    const res = await get('/posts/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/Malformed path/);
  });

  it('answers 400 for bad query params', async () => {
    expect((await get('/posts?a=1&a[b]=2')).status).toBe(400);
  });

  it('answers 500 naming a missing controller', async () => {
    const res = await get('/missing');
    expect(res.status).toBe(500);
    expect(res.body).toContain('No controller &quot;ghosts&quot; is registered');
  });

  it('answers 500 naming a missing action', async () => {
    const res = await get('/dyn/publish');
    expect(res.status).toBe(500);
    expect(res.body).toContain('The controller &quot;posts&quot; has no action &quot;publish&quot;');
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', '_hidden'])('never calls %s through an :action segment', async (action) => {
    const res = await get(`/dyn/${action}`);
    expect(res.status).toBe(500);
    expect(res.body).toContain(`has no action &quot;${action}&quot;`);
  });

  it('calls a public method through an :action segment', async () => {
    expect((await get('/dyn/secret')).body).toBe('fine');
  });
});

describe('errors of actions', () => {
  it('answers an HttpError with its status and message', async () => {
    const res = await get('/teapot.json');
    expect([res.status, bodyJson(res).error]).toEqual([418, "I'm a teapot"]);
  });

  it('answers 500 with the error (escaped) in development, and logs it', async () => {
    const log = vi.fn();
    const server = await serve({ development: true, log });
    try {
      const res = await send(server.base, 'GET', '/explode');
      expect(res.status).toBe(500);
      expect(res.body).toContain('kaboom &lt;secret&gt;');
      expect(log).toHaveBeenCalledOnce();
    } finally {
      await server.close();
    }
  });

  it('hides details in production', async () => {
    const server = await serve({ development: false });
    try {
      const boom = await send(server.base, 'GET', '/explode');
      expect(boom.status).toBe(500);
      expect(boom.body).not.toContain('kaboom');
      const missing = await send(server.base, 'GET', '/nope');
      expect(missing.status).toBe(404);
      expect(missing.body).not.toContain('/posts');
    } finally {
      await server.close();
    }
  });

  it('refuses a second render', async () => {
    const log = vi.fn();
    const server = await serve({ log });
    try {
      const res = await send(server.base, 'GET', '/twice');
      // The first answer stands; the second render throws, and the failure is logged (the response is gone).
      expect([res.status, res.body]).toEqual([200, 'one']);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]![1]).toMatchObject({ status: 500, message: expect.stringMatching(/called more than once in this action/) });
    } finally {
      await server.close();
    }
  });

  it('answers 413 for a body over the configured limit', async () => {
    const server = await serve({ limits: { bodySize: 10 } });
    try {
      const res = await send(server.base, 'POST', '/posts', form('post[title]=far too long'));
      expect(res.status).toBe(413);
    } finally {
      await server.close();
    }
  });
});

describe('request conditions', () => {
  it('passes host and subdomain to route conditions', async () => {
    const scoped = new RouteSet().draw((r) => {
      r.constraints({ subdomain: 'admin' }, () => r.get('panel', { to: (ctx: ActionContext) => ctx.render({ text: `admin on ${ctx.info.host}` }) }));
    });
    const server = await listen(createHandler(scoped, {}, { hosts: ['.example.com'] }));
    try {
      const admin = await send(server.base, 'GET', '/panel', { headers: { Host: 'admin.example.com' } });
      expect([admin.status, admin.body]).toEqual([200, 'admin on admin.example.com']);
      expect((await send(server.base, 'GET', '/panel', { headers: { Host: 'www.example.com' } })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

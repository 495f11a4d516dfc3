import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandler, HttpError, RouteSet, type ActionContext, type HandlerOptions } from '../../src/index.js';
import { form, listen, send } from './support.js';

// How the dispatcher answers what goes wrong, and what it logs: error formats from the path's extension,
// messages, development details, bodies left unread on GET, the log of 5xx answers.

const routes = new RouteSet().draw((r) => {
  r.get('echo', { to: (ctx: ActionContext) => ctx.render({ json: { params: ctx.params } }) });
  r.get('boom', { to: 'pages#boom' });
  r.get('busy', { to: 'pages#busy' });
  r.get('teapot', { to: 'pages#teapot' });
  r.get('raw', { to: 'pages#raw' });
  r.get('ghost', { to: 'ghosts#index' });
  r.get('nothing', { to: 'pages#nothing' });
  r.post('only_post', { to: 'pages#raw' });
  r.match('dyn/:controller/:action');
});

const controllers = {
  pages: {
    boom: () => {
      throw new Error('kaboom');
    },
    busy: () => {
      throw new HttpError(503, 'busy now');
    },
    teapot: () => {
      throw new HttpError(418, 'short and stout');
    },
    raw: (ctx: ActionContext) => {
      ctx.response.writeHead(200, { 'Content-Type': 'text/plain' });
      ctx.response.end('raw');
      return { ignored: true };
    },
    dynamic: (ctx: ActionContext) => ctx.render({ text: `dynamic ${ctx.params.controller}#${ctx.params.action}` }),
  },
};

const log = vi.fn();
let dev: Awaited<ReturnType<typeof listen>>;
const serve = (options: HandlerOptions) => listen(createHandler(routes, controllers, { log, forgeryProtection: false, ...options }));
beforeAll(async () => {
  dev = await serve({ development: true });
});
afterAll(() => dev.close());
afterEach(() => log.mockReset());

describe('error answers', () => {
  it('take their format from the last extension of the path (a 404 for x.json.zz is plain text)', async () => {
    const json = await send(dev.base, 'GET', '/nope/x.json');
    expect([json.status, json.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
    const other = await send(dev.base, 'GET', '/nope/x.json.zz');
    expect([other.status, other.headers['content-type']]).toEqual([404, 'text/plain; charset=utf-8']);
  });

  it('a 405 says which verbs the path answers', async () => {
    const res = await send(dev.base, 'GET', '/only_post', { headers: { Accept: 'application/json' } });
    expect([res.status, res.headers.allow, JSON.parse(res.body).error]).toEqual([405, 'POST', 'No route matches [GET] "/only_post": the path answers POST']);
  });

  it('a missing controller names the route it was needed for', async () => {
    const res = await send(dev.base, 'GET', '/ghost', { headers: { Accept: 'application/json' } });
    expect(JSON.parse(res.body).error).toBe('No controller "ghosts" is registered (needed for GET /ghost(.:format)); register it with createHandler(routes, { "ghosts": { … } })');
    const noAction = await send(dev.base, 'GET', '/nothing', { headers: { Accept: 'application/json' } });
    expect(JSON.parse(noAction.body).error).toBe('The controller "pages" has no action "nothing" (needed for GET /nothing(.:format))');
  });

  it('a route with :controller takes the controller from the path', async () => {
    expect((await send(dev.base, 'GET', '/dyn/pages/dynamic')).body).toBe('dynamic pages#dynamic');
  });

  it('development shows an error\'s message and stack, but no stack for an HttpError', async () => {
    const boom = JSON.parse((await send(dev.base, 'GET', '/boom', { headers: { Accept: 'application/json' } })).body);
    expect(boom.error).toBe('kaboom');
    expect(boom.details).toMatch(/^Error: kaboom\n\s+at /);
    const teapot = JSON.parse((await send(dev.base, 'GET', '/teapot', { headers: { Accept: 'application/json' } })).body);
    expect(teapot).toEqual({ status: 418, error: 'short and stout' });
  });

  it('a blocked host is named in the answer', async () => {
    const res = await send(dev.base, 'GET', '/echo', { headers: { Host: 'evil.example', Accept: 'application/json' } });
    expect([res.status, JSON.parse(res.body).error]).toEqual([403, 'Blocked host: "evil.example". To allow requests to it, add it to the hosts option of the handler']);
  });
});

describe('the 5xx log', () => {
  it('logs a 500 with the method and the URL cut at 200 characters, not a 503', async () => {
    const url = `/boom?${'q'.repeat(300)}`;
    expect((await send(dev.base, 'GET', url)).status).toBe(500);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe(`GET ${url.slice(0, 200)} failed:`);
    log.mockReset();
    expect((await send(dev.base, 'GET', '/busy')).status).toBe(503);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs nothing when an action wrote the answer itself (whatever it returned)', async () => {
    const res = await send(dev.base, 'GET', '/raw');
    expect([res.status, res.body]).toEqual([200, 'raw']);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('bodies and connections', () => {
  // The test client asks to keep the connection, so a `close` comes from the dispatcher.
  const keepAlive = { Connection: 'keep-alive' };

  it('does not read the body of a GET: its fields are no params, and the connection closes', async () => {
    const res = await send(dev.base, 'GET', '/echo?q=1', { ...form('a=1'), headers: { ...form('a=1').headers, ...keepAlive } });
    expect(JSON.parse(res.body).params).toEqual({ q: '1', action: 'echo' });
    expect(res.headers.connection).toBe('close');
  });

  it('keeps the connection open after an answer to a request without a body, even an error', async () => {
    expect((await send(dev.base, 'GET', '/echo', { headers: keepAlive })).headers.connection).toBe('keep-alive');
    expect((await send(dev.base, 'GET', '/nope', { headers: keepAlive })).headers.connection).toBe('keep-alive');
  });
});

describe('a production handler without a session secret', () => {
  it('warns that sessions end with the process', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const saved = process.env.SECRET_KEY_BASE;
    delete process.env.SECRET_KEY_BASE;
    try {
      createHandler(routes, controllers, { development: false });
      expect(warn).toHaveBeenCalledWith('resource-routing: no session secret (options.session.secret or SECRET_KEY_BASE): using a random one, so sessions end when the process does');
      warn.mockClear();
      createHandler(routes, controllers, { development: true });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      if (saved !== undefined) process.env.SECRET_KEY_BASE = saved;
      warn.mockRestore();
    }
  });
});

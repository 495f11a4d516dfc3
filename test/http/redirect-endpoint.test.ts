// Regression (bug: the block mapper had no `redirect`, so `get 'old', to: redirect('/new')` could not be written).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArgumentError, createHandler, redirect, RouteSet } from '../../src/index.js';
import { listen, send } from './support.js';

const routes = new RouteSet().draw((r) => {
  r.get('old', { to: r.redirect('/new') });
  r.get('stories/:name', { to: r.redirect('/articles/%{name}') });
  r.get('docs/:page', { to: r.redirect('/guides/:page', { status: 302 }) });
  r.get('away', { to: r.redirect('https://elsewhere.example/x') });
  r.get('search/:q', { to: r.redirect((params) => `/find?q=${String(params.q).toUpperCase()}`) });
});

describe('redirect endpoints in the route table', () => {
  it('are function endpoints: no controller or action, the endpoint recognized like any other', () => {
    const route = routes.routes[1]!;
    expect([route.path, route.controller ?? null, route.action ?? null, typeof route.endpoint]).toEqual(['/stories/:name(.:format)', null, null, 'function']);
    // As for every function endpoint now (Rails' recognize_path gives a redirect's params likewise).
    expect(routes.recognize('GET', '/stories/hello')).toEqual({ name: 'hello', action: 'index' });
    expect(routes.find('GET', '/stories/hello')?.route.endpoint).toBe(route.endpoint);
  });

  it('refuses a target that is neither a path nor a function, and a status that is no redirect', () => {
    expect(() => redirect(5 as never)).toThrow(ArgumentError);
    expect(() => redirect('/x', { status: 200 })).toThrow(/status must be a 3xx code, got 200/);
  });
});

describe('redirect endpoints over HTTP', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(createHandler(routes, { controllers: {} }));
  });
  afterAll(() => server.close());

  it('answers 301 with the path on the requested host', async () => {
    const res = await send(server.base, 'GET', '/old');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${server.base}/new`);
  });

  it('puts path params in, escaped, with %{name} or :name; status as given', async () => {
    const res = await send(server.base, 'GET', '/stories/a%20b');
    expect([res.status, res.headers.location]).toEqual([301, `${server.base}/articles/a%20b`]);
    const docs = await send(server.base, 'GET', '/docs/routing');
    expect([docs.status, docs.headers.location]).toEqual([302, `${server.base}/guides/routing`]);
  });

  it('goes to another host the declaration names, and to what a function answers', async () => {
    expect((await send(server.base, 'GET', '/away')).headers.location).toBe('https://elsewhere.example/x');
    expect((await send(server.base, 'GET', '/search/ab')).headers.location).toBe(`${server.base}/find?q=AB`);
  });
});

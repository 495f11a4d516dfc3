// createHandler's renderError: an app's own HTML error pages (in its layout), JSON and XML errors unchanged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHandler, html, HttpError, RouteSet, type ActionContext, type ErrorDescription, type HandlerOptions } from '../../src/index.js';
import { listen, send } from './support.js';

const routes = new RouteSet().draw((r) => {
  r.resources('posts', { only: ['show'] });
  r.get('explode', { to: 'posts#explode' });
});
const controllers = {
  posts: {
    show: (ctx: ActionContext) => {
      throw new HttpError(422, `Post ${ctx.params.id} <refused>`);
    },
    explode: () => {
      throw new Error('kaboom <secret>');
    },
  },
};
const htmlAccept = { Accept: 'text/html' };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(options: HandlerOptions) {
  const server = await listen(createHandler(routes, controllers, { log: () => {}, ...options }));
  close = server.close;
  return (path: string, headers: Record<string, string> = htmlAccept) => send(server.base, 'GET', path, { headers });
}

const page = (error: ErrorDescription) => html`<main class="mine"><h1>${error.status}</h1><p>${error.message}</p>${error.details ? html`<pre>${error.details}</pre>` : ''}</main>`;

describe('renderError', () => {
  it('draws HTML 404, 422 and 500 answers, with the status and headers of the error', async () => {
    const renderError = vi.fn(page);
    const get = await serve({ development: false, renderError });
    const missing = await get('/nope');
    expect([missing.status, missing.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    expect(missing.body).toBe('<main class="mine"><h1>404</h1><p>No route matches [GET] &quot;/nope&quot;</p></main>');
    const refused = await get('/posts/5');
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('<p>Post 5 &lt;refused&gt;</p>');
    const failed = await get('/explode');
    expect(failed.status).toBe(500);
    expect(failed.body).toBe('<main class="mine"><h1>500</h1><p>Internal Server Error</p></main>');
    expect(renderError).toHaveBeenCalledTimes(3);
  });

  it('gets the development details (route list, stack) only in development', async () => {
    const get = await serve({ development: true, renderError: page });
    expect((await get('/posts/5/nope')).body).toMatch(/<pre>Routes near this path:\n[\s\S]*\/posts\/:id/);
    expect((await get('/explode')).body).toContain('kaboom &lt;secret&gt;');
  });

  it('is not used for JSON, XML or text answers', async () => {
    const renderError = vi.fn(page);
    const get = await serve({ development: false, renderError });
    const json = await get('/posts/5.json');
    expect([json.status, JSON.parse(json.body)]).toEqual([422, { status: 422, error: 'Post 5 <refused>' }]);
    expect((await get('/nope', { Accept: 'application/xml' })).body).toContain('<error>');
    expect((await get('/nope', { Accept: 'text/plain' })).body).toMatch(/^404 Not Found\n/);
    expect(renderError).not.toHaveBeenCalled();
  });

  it('keeps the built-in page when it returns nothing, and escapes a plain string', async () => {
    const get = await serve({ development: false, renderError: (error) => (error.status === 404 ? undefined : '<b>plain</b>') });
    expect((await get('/nope')).body).toContain('<h1>404 Not Found</h1>');
    expect((await get('/posts/1')).body).toBe('&lt;b&gt;plain&lt;/b&gt;');
  });

  it('falls back to the built-in page, and logs, when the page itself fails', async () => {
    const log = vi.fn();
    const get = await serve({
      development: false,
      log,
      renderError: () => {
        throw new Error('layout broke');
      },
    });
    const res = await get('/posts/1');
    expect([res.status, res.body]).toEqual([422, expect.stringContaining('<h1>422 Unprocessable Entity</h1>')]);
    expect(log).toHaveBeenCalledWith('renderError failed:', expect.objectContaining({ message: 'layout broke' }));
  });
});

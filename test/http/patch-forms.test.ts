// Issue 25 item 4: under the Rails 6.1 profile a saved record's form sends `_method=patch` and the dispatcher
// routes it to `update` (the PATCH route 6.1 declares first); under 3.2 the form sends `put` and a PATCH has no
// route. A round trip through the node handler: the edit page's form is posted back as a browser would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, html, RouteSet, type ActionContext } from '../../src/index.js';
import { form, listen, send } from './support.js';

class Post {
  constructor(readonly id: number) {}
}

function app(rails: '3.2' | '6.1') {
  const routes = new RouteSet({ rails }).draw((r) => r.resources('posts', { only: ['edit', 'update'] }));
  const seen: string[] = [];
  const controllers = {
    posts: {
      edit: (ctx: ActionContext) =>
        html`${ctx.formFor(new Post(Number(ctx.params.id)), (f) => f.textField('title'))}
${ctx.buttonTo('Publish', new Post(Number(ctx.params.id)), { method: 'patch', params: { 'post[state]': 'published' } })}`,
      update: (ctx: ActionContext<{ id: string; post: { title?: string; state?: string } }>) => {
        seen.push(`${ctx.verb} ${ctx.params.id} ${JSON.stringify(ctx.params.post)}`);
        ctx.render({ text: 'updated' });
      },
    },
  };
  return { seen, handler: createHandler(routes, controllers, { session: { secret: 's'.repeat(40) }, log: () => {} }) };
}

/** The forms of a page as a browser would post them: action and hidden fields, by form. */
function formsOf(page: string): { action: string; fields: URLSearchParams }[] {
  return [...page.matchAll(/<form action="([^"]+)" method="post"[^>]*>(.*?)<\/form>/g)].map(([, action, inner]) => ({
    action: action!,
    fields: new URLSearchParams([...inner!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, n, v]): [string, string] => [n!, v!])),
  }));
}

describe.each([
  ['6.1', 'patch', 'PATCH'],
  ['3.2', 'put', 'PUT'],
] as const)('a saved record edited under the %s profile', (rails, method, verb) => {
  let server: Awaited<ReturnType<typeof listen>>;
  let subject: ReturnType<typeof app>;
  beforeAll(async () => {
    subject = app(rails);
    server = await listen(subject.handler);
  });
  afterAll(() => server.close());

  it(`formFor and buttonTo send _method=${method}, which the dispatcher routes to update as ${verb}`, async () => {
    const page = await send(server.base, 'GET', '/posts/5/edit');
    const cookie = String(page.headers['set-cookie']?.[0]).split(';')[0]!;
    const [edit, publish] = formsOf(page.body);
    expect(edit!.fields.get('_method')).toBe(method);
    expect(publish!.fields.get('_method')).toBe('patch');

    edit!.fields.set('post[title]', 'Hello');
    const saved = await send(server.base, 'POST', edit!.action, { ...form(edit!.fields.toString()), headers: { ...form('').headers, Cookie: cookie } });
    expect(saved).toMatchObject({ status: 200, body: 'updated' });
    expect(subject.seen.at(-1)).toBe(`${verb} 5 {"title":"Hello"}`);

    // A PATCH button: 6.1 routes it (PATCH is update's first route); 3.2 declares no PATCH route, so 405 with Allow.
    const pressed = await send(server.base, 'POST', publish!.action, { ...form(publish!.fields.toString()), headers: { ...form('').headers, Cookie: cookie } });
    if (rails === '6.1') {
      expect(pressed.status).toBe(200);
      expect(subject.seen.at(-1)).toBe('PATCH 5 {"state":"published"}');
    } else {
      expect(pressed.status).toBe(405);
      expect(pressed.headers.allow).toBe('PUT');
    }
  });
});

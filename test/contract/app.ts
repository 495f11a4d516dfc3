// The application every transport of the HTTP contract suite serves: a small blog (forms with `_method`, flash,
// strong parameters, JSON by format), an upload form, a session counter and a stats page the suite reads the
// handler's state from. Runtime-neutral (no `node:` import), so it is bundled with esbuild for Bun, Deno and
// workerd as it is imported in-process on Node.
import { RouteSet } from '../../src/core.js';
import type { ActionContext } from '../../src/http/action-context.js';
import type { HandlerOptions } from '../../src/http/options.js';
import { html } from '../../src/view/tags.js';

interface Post {
  id: number;
  title: string;
}

/** What the suite reads back over HTTP (`GET /contract/stats`): the handler's state, wherever it runs. */
export interface ContractState {
  /** Failures the handler logged (500s). */
  readonly errors: string[];
  /** The handler's `bufferedBodyBytes`, set by the transport once its handler exists. */
  buffered: () => number;
}

export const CONTRACT_SECRET = 'contract-suite-secret-of-at-least-thirty-two-characters';

/** The app with CSRF protection on or off (the suite serves both): routes, controllers, handler options, state. */
export function contractApp(csrf: boolean) {
  const posts = new Map<number, Post>([[1, { id: 1, title: 'First' }]]);
  let next = 2;
  const state: ContractState = { errors: [], buffered: () => 0 };
  const routes = new RouteSet({ rails: '6.1' }).draw((r) => {
    r.resources('posts');
    r.get('away', { to: 'posts#away' });
    r.resources('uploads', { only: ['create'] });
    r.get('visits', { to: 'visits#show' });
    r.get('contract/stats', { to: 'contract#stats' });
  });
  const postParams = (ctx: ActionContext) => ctx.params.require('post').permit('title');
  const find = (ctx: ActionContext) => posts.get(Number(ctx.params.id));
  const controllers = {
    posts: {
      index: (ctx: ActionContext) =>
        ctx.respondTo({
          html: () => html`<p class="notice">${ctx.flash.notice ?? ''}</p><ul>${[...posts.values()].map((p) => html`<li>${p.title}</li>`)}</ul>`,
          json: () => [...posts.values()],
        }),
      show: (ctx: ActionContext) => find(ctx) ?? ctx.render({ text: 'No such post', status: 404 }),
      new: (ctx: ActionContext) => ctx.formFor({ modelName: 'Post', id: null }, (f) => f.textField('title')),
      create: (ctx: ActionContext) => {
        const { title } = postParams(ctx);
        // The app turns the title into text, as any app would: an object here must never arrive.
        if (typeof title !== 'string' || title.trim() === '') return ctx.render({ text: "Title can't be blank", status: 422 });
        const post = { id: next++, title };
        posts.set(post.id, post);
        if (ctx.format === 'json') return ctx.render({ json: post, status: 201 });
        ctx.flash.notice = `Created ${title}`;
        ctx.redirectTo(`/posts/${post.id}`);
      },
      update: (ctx: ActionContext) => {
        const post = find(ctx);
        if (!post) return ctx.render({ text: 'No such post', status: 404 });
        const { title } = postParams(ctx);
        if (typeof title !== 'string') return ctx.render({ text: 'Title must be text', status: 422 });
        post.title = title;
        return ctx.render({ json: { verb: ctx.verb, post } });
      },
      destroy: (ctx: ActionContext) => {
        posts.delete(Number(ctx.params.id));
        ctx.flash.notice = 'Deleted';
        ctx.redirectTo('/posts');
      },
      away: (ctx: ActionContext) => ctx.redirectTo(String(ctx.params.to)),
    },
    uploads: {
      create: (ctx: ActionContext) => {
        const file = ctx.params.file as unknown as { filename: string; contentType: string; size: number; text(): string };
        return { name: file.filename, type: file.contentType, size: file.size, text: file.text(), note: ctx.params.note };
      },
    },
    visits: {
      show: (ctx: ActionContext) => {
        ctx.session.visits = Number(ctx.session.visits ?? 0) + 1;
        return { visits: ctx.session.visits };
      },
    },
    contract: {
      stats: () => ({ buffered: state.buffered(), errors: state.errors.length }),
    },
  };
  const options: HandlerOptions = {
    forgeryProtection: csrf,
    development: false,
    session: { secret: CONTRACT_SECRET },
    timeouts: { body: 400 },
    limits: { bufferedBytes: 16 * 1024 * 1024 },
    log: (message) => state.errors.push(message),
  };
  return { routes, controllers, options, state };
}

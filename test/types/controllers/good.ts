// Controllers that must compile (strict): inline actions get their context from the call, class instances
// keep working, and with the generated table each action's params are typed. controllers.test.ts compiles
// this file and runs `untypedHandler`.
import express from 'express';
import Fastify from 'fastify';
import {
  ActionContext,
  createExpressMiddleware,
  createHandler,
  resourceRoutingPlugin,
  type ContextOf,
  type ControllerOf,
  type TypedControllers,
} from '../../../src/http/index.js';
import { createFetchHandler, createHonoMiddleware } from '../../../src/fetch/index.js';
import type { AppControllers, OpenControllers } from './app-controllers.js';
import { openRoutes, routes } from './routes.js';

/** What a typed param reads as: assigning it here fails to compile unless it is exactly that type. */
function exactly<T>(value: T): T {
  return value;
}

// Untyped: `ctx` is an ActionContext from context alone, in object literals, methods and async actions.
export const untypedHandler = createHandler(routes, {
  posts: {
    index: (ctx) => ctx.render({ text: `${ctx.format} ${String(ctx.params.page ?? 1)}` }),
    show(ctx) {
      return { id: ctx.params.id, verb: ctx.verb };
    },
    async create(ctx) {
      ctx.redirectTo(ctx.helpers.posts_path!());
    },
    skipForgeryProtection: ['create'],
  },
});

class PostsController {
  private readonly prefix = 'post ';
  index(ctx: ActionContext): string {
    return this.prefix + ctx.verb;
  }
  helper(): number {
    return 1;
  }
}
createHandler(routes, { posts: new PostsController(), comments: { index: (ctx) => ctx.head(204) } });
createHandler(routes, new Map([['posts', new PostsController()]]));
createExpressMiddleware(routes, { posts: { index: (ctx) => ctx.params.format } });
await Fastify().register(resourceRoutingPlugin, { routes, controllers: { posts: { index: (ctx) => ctx.render({ text: ctx.verb }) } } });
// The fetch transport (Bun, Deno, Workers) and Hono take controllers of the same types.
createFetchHandler(routes, { posts: { index: (ctx) => ctx.render({ text: ctx.verb }), show: async (ctx) => ctx.params.id } });
createHonoMiddleware(routes, { posts: new PostsController(), comments: { index: (ctx) => ctx.head(204) } });

// Typed by the route table: params as the routes give them.
createHandler<AppControllers>(routes, {
  posts: {
    index: (ctx) => exactly<string | undefined>(ctx.params.format),
    show: (ctx) => exactly<string>(ctx.params.id).length,
    update: (ctx) => exactly<'update'>(ctx.params.action),
    _load: (id: string) => id,
  },
  comments: { show: (ctx) => [exactly<string>(ctx.params.post_id), exactly<string>(ctx.params.id)] },
  pages: { show: (ctx) => exactly<'about'>(ctx.params.page), archive: (ctx) => exactly<string | undefined>(ctx.params.year) },
  'admin/users': { index: (ctx) => exactly<'admin/users'>(ctx.params.controller) },
  // `photos/:action(/:id)` reaches any action of photos.
  photos: { anything: (ctx) => exactly<string | undefined>(ctx.params.id), skipForgeryProtection: true },
});
createExpressMiddleware<AppControllers>(routes, { posts: { show: (ctx) => exactly<string>(ctx.params.id) } });
createFetchHandler<AppControllers>(routes, { posts: { show: (ctx) => exactly<string>(ctx.params.id) }, comments: { index: (ctx) => exactly<string>(ctx.params.post_id) } });
createHonoMiddleware<AppControllers>(routes, { pages: { show: (ctx) => exactly<'about'>(ctx.params.page) } });
// The catch-all route reaches any controller.
createHandler<OpenControllers>(openRoutes, { posts: { show: (ctx) => exactly<string>(ctx.params.id) }, reports: { daily: (ctx) => ctx.params.id } });

// Controllers written apart from the call, and class controllers, typed the same way.
const comments: ControllerOf<AppControllers, 'comments'> = { index: (ctx) => exactly<string>(ctx.params.post_id) };
class TypedPostsController {
  show(ctx: ContextOf<AppControllers, 'posts', 'show'>): string {
    return exactly<string>(ctx.params.id);
  }
  notAnAction(): void {}
}
const controllers: TypedControllers<AppControllers> = { comments, posts: new TypedPostsController() };
createHandler<AppControllers>(routes, controllers);
createHandler(routes, controllers);
express().use(createExpressMiddleware<AppControllers>(routes, controllers));
createFetchHandler<AppControllers>(routes, controllers);
await Fastify().register(resourceRoutingPlugin, { routes, controllers });

// Each line marked `// error: TEXT` must fail to compile with an error that mentions TEXT; no other line may fail.
import { createExpressMiddleware, createHandler, type ControllerOf } from '../../../src/http/index.js';
import { createFetchHandler, createHonoMiddleware } from '../../../src/fetch/index.js';
import type { AppControllers } from '../controllers/app-controllers.js';
import { routes } from '../controllers/routes.js';

createHandler(routes, { posts: { index: (ctx) => ctx.nope } }); // error: nope
createHandler(routes, { posts: 'not a controller' }); // error: string
createHandler<AppControllers>(routes, { post: { show: () => 1 } }); // error: post
createHandler<AppControllers>(routes, { posts: { shwo: () => 1 } }); // error: shwo
createHandler<AppControllers>(routes, { posts: { show: (ctx) => ctx.params.id.toFixed() } }); // error: toFixed
createHandler<AppControllers>(routes, { comments: { index: (ctx) => ctx.params.post_id.missing } }); // error: missing
createHandler<AppControllers>(routes, { posts: { index: (ctx) => ctx.params.format.length } }); // error: undefined
createHandler<AppControllers>(routes, { posts: { create: () => 1, store: [] } }); // error: store
createExpressMiddleware<AppControllers>(routes, { pages: { about: () => 1 } }); // error: about
createFetchHandler(routes, { posts: { index: (ctx) => ctx.nope } }); // error: nope
createFetchHandler<AppControllers>(routes, { posts: { shwo: () => 1 } }); // error: shwo
createFetchHandler<AppControllers>(routes, { posts: { show: (ctx) => ctx.params.id.toFixed() } }); // error: toFixed
createHonoMiddleware<AppControllers>(routes, { post: { show: () => 1 } }); // error: post
const posts: ControllerOf<AppControllers, 'posts'> = { destroy: () => 1 }; // error: destroy
export { posts };

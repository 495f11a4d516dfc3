import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteSet } from '../../route-set.js';
import type { Controllers, ControllersFor } from '../controllers.js';
import { Dispatcher, type HandlerOptions } from '../handler.js';

export interface AdapterOptions extends HandlerOptions {
  /**
   * Pass requests whose path no route has on to the framework (`next()`, Fastify's own routes and 404), so
   * the router can sit beside other handlers. Default true. A known path with the wrong verb is still
   * answered here (405), since the route set owns that path.
   */
  fallthrough?: boolean;
}

/** The middleware shape Express (4 and 5) calls; written out so the library does not depend on Express. */
export type ExpressMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Express middleware: `app.use(createExpressMiddleware(routes, controllers))` (typed by the route table:
 * `createExpressMiddleware<AppControllers>(…)`, as `createHandler`). Mount it before any body
 * parser, or after one: a body Express already parsed (`req.body`) is used as it is. Mount it at the app's
 * root, since routes are matched against `req.url`.
 */
export function createExpressMiddleware<Table extends object = never>(
  routes: RouteSet,
  controllers: ControllersFor<Table>,
  options: AdapterOptions = {},
): ExpressMiddleware {
  const dispatcher = new Dispatcher(routes, controllers as Controllers, options);
  const fallthrough = options.fallthrough ?? true;
  return (req, res, next) => {
    if (fallthrough && !dispatcher.knowsPath(req)) return next();
    dispatcher.handle(req, res).catch(next);
  };
}

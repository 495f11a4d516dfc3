import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteSet } from '../../route-set.js';
import type { Controllers, ControllersFor } from '../controllers.js';
import { Dispatcher } from '../handler.js';
import type { AdapterOptions } from '../options.js';

export type { AdapterOptions } from '../options.js';

/** The middleware shape Express (4 and 5) calls; written out so the library does not depend on Express. */
export type ExpressMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Express middleware: `app.use(createExpressMiddleware(routes, controllers))` (typed by the route table:
 * `createExpressMiddleware<AppControllers>(…)`, as `createHandler`). Mount it before any body
 * parser, or after one: a body Express already parsed (`req.body`) is used as it is. Mount it at the app's
 * root, since routes are matched against `req.url`.
 */
export function createExpressMiddleware<Table extends object = never>(
  routes: RouteSet<object>,
  controllers: ControllersFor<Table>,
  options: AdapterOptions = {},
): ExpressMiddleware {
  const dispatcher = new Dispatcher(routes as RouteSet, controllers as Controllers, options);
  const fallthrough = options.fallthrough ?? true;
  return (req, res, next) => {
    if (fallthrough && !dispatcher.knowsPath(req)) return next();
    dispatcher.handle(req, res).catch(next);
  };
}

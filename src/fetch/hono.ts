import type { RouteSet } from '../route-set.js';
import type { Controllers, ControllersFor } from '../http/controllers.js';
import type { AdapterOptions } from '../http/options.js';
import { answer, lazyCycle, type FetchHandlerOptions } from './handler.js';
import { FetchRequest } from './request.js';

/** The parts of Hono's `Context` the middleware reads; written out so the library does not depend on Hono. */
export interface HonoContextLike {
  readonly req: { readonly raw: Request };
  /** The runtime's second argument to `app.fetch`: Bun's server, Deno's connection info, a Worker's bindings. */
  readonly env?: unknown;
}

/** The middleware shape Hono (4) calls: `app.use(middleware)`. */
export type HonoMiddleware = (c: HonoContextLike, next: () => Promise<void>) => Promise<Response | void>;

/**
 * Hono middleware: `app.use(createHonoMiddleware(routes, controllers))`. Requests whose path the route set has
 * are answered here (405 for a known path with another verb); the others go on to Hono's own routes
 * (`fallthrough: false` answers them 404 here). Register it before any middleware that reads the body (the
 * router reads it from the request's stream, with its caps), at the app's root: routes are matched against the
 * whole path. Options may be a function of `c.env`, read once, on the first request (a Worker's bindings).
 */
export function createHonoMiddleware<Table extends object = never>(
  routes: RouteSet<object>,
  controllers: ControllersFor<Table>,
  options: FetchHandlerOptions<AdapterOptions> = {},
): HonoMiddleware {
  const cycles = lazyCycle(routes, controllers as Controllers, options);
  return async (c, next) => {
    const { cycle, options: resolved } = cycles.of(c.env);
    const request = new FetchRequest(c.req.raw, c.env);
    if (resolved.fallthrough === false) return answer(cycle, request);
    const known = cycle.lookup(request);
    if (!known) return next();
    return answer(cycle, request, known);
  };
}

import type { RouteSet } from '../route-set.js';
import type { ActionContext } from '../http/action-context.js';
import type { Controllers, ControllersFor } from '../http/controllers.js';
import type { HandlerOptions } from '../http/options.js';
import { RequestCycle } from '../http/request-cycle.js';
import { FetchRequest } from './request.js';
import { FetchResponse } from './response.js';

/**
 * A Web-standard request handler: `(request, env?) => Promise<Response>`, as Bun.serve, Deno.serve, Cloudflare
 * Workers, Hono and Next.js route handlers call it. The second argument is the runtime's: Deno's connection
 * info, Bun's server (both give the client's address) or a Worker's bindings.
 */
export interface FetchHandler {
  (request: Request, env?: unknown, context?: unknown): Promise<Response>;
  /** Body bytes held in memory right now, across requests (bounded by `limits.bufferedBytes`). */
  readonly bufferedBodyBytes: number;
}

/**
 * The handler's options, or a function making them from the first request's `env` (a Worker's secrets are
 * bindings: `(env) => ({ session: { secret: env.SECRET_KEY_BASE } })`).
 */
export type FetchHandlerOptions = HandlerOptions | ((env: unknown) => HandlerOptions);

/** An action's context under the fetch handler: `ctx.request` is the `Request`, `ctx.response` a `FetchResponse`. */
export type FetchContext<Params extends object = object> = ActionContext<Params, Request, FetchResponse>;

/**
 * The request cycle behind a `fetch` handler: `Bun.serve({ fetch: createFetchHandler(routes, controllers) })`.
 * Everything `createHandler` does on node:http (method override, params and bodies with the same limits,
 * sessions, flash, CSRF, allowed hosts, strong parameters, formats, redirects, error pages) is the same code
 * here; only reading the `Request` and making the `Response` differ.
 */
export function createFetchHandler<Table extends object = never>(routes: RouteSet, controllers: ControllersFor<Table>, options: FetchHandlerOptions = {}): FetchHandler {
  let cycle = typeof options === 'function' ? undefined : new RequestCycle(routes, controllers as Controllers, options);
  const handler = async (request: Request, env?: unknown): Promise<Response> => {
    cycle ??= new RequestCycle(routes, controllers as Controllers, (options as (env: unknown) => HandlerOptions)(env));
    const response = new FetchResponse();
    await cycle.run(new FetchRequest(request, env), response);
    return response.toResponse(request.method === 'HEAD');
  };
  return Object.defineProperty(handler, 'bufferedBodyBytes', { get: () => cycle?.bufferedBodyBytes ?? 0 }) as FetchHandler;
}

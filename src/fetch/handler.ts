import type { RouteSet } from '../route-set.js';
import type { ActionContext } from '../http/action-context.js';
import type { Controllers, ControllersFor } from '../http/controllers.js';
import type { HandlerOptions } from '../http/options.js';
import { RequestCycle, type Known } from '../http/request-cycle.js';
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
export type FetchHandlerOptions<Options extends HandlerOptions = HandlerOptions> = Options | ((env: unknown) => Options);

/** An action's context under the fetch handler: `ctx.request` is the `Request`, `ctx.response` a `FetchResponse`. */
export type FetchContext<Params extends object = object> = ActionContext<Params, Request, FetchResponse>;

/**
 * The request cycle of a fetch transport, made at once, or from the first request's `env` when the options are
 * a function of it; with the options it was made with.
 */
export function lazyCycle<Options extends HandlerOptions>(routes: RouteSet<object>, controllers: Controllers, options: FetchHandlerOptions<Options>) {
  let made: { cycle: RequestCycle; options: Options } | undefined;
  const make = (resolved: Options) => ({ cycle: new RequestCycle(routes as RouteSet, controllers, resolved), options: resolved });
  if (typeof options !== 'function') made = make(options);
  return {
    of: (env: unknown) => (made ??= make((options as (env: unknown) => Options)(env))),
    get bufferedBodyBytes() {
      return made?.cycle.bufferedBodyBytes ?? 0;
    },
  };
}

/** Runs the cycle on one request and makes its answer a `Response` (`known`: what an adapter's lookup read). */
export function answer(cycle: RequestCycle, request: FetchRequest, known?: Known): Promise<Response> {
  const response = new FetchResponse();
  const running = cycle.run(request, response, known);
  // Answered within the call (nothing to wait for: no body, no cookie to verify, a synchronous action): the
  // promise is fulfilled already, which a runtime takes without another turn (Bun answers at once).
  if (response.settled) return Promise.resolve(response.toResponse(request.method === 'HEAD'));
  return running.then(() => response.toResponse(request.method === 'HEAD'));
}

/**
 * @internal How a Node.js bridge (`toNodeListener` in resource-routing/http) reaches the request cycle behind a
 * handler made here, to run it on node:http's request and response with no Fetch API objects in between.
 */
export const CYCLE_OF = Symbol('resource-routing.cycleOf');

/** The cycle behind a handler `createFetchHandler` made, for a request's `env`; undefined for any other function. */
export function cycleOf(handler: unknown): ((env: unknown) => { cycle: RequestCycle; options: HandlerOptions }) | undefined {
  const of = (handler as { [CYCLE_OF]?: unknown } | null)?.[CYCLE_OF];
  return typeof of === 'function' ? (of as (env: unknown) => { cycle: RequestCycle; options: HandlerOptions }) : undefined;
}

/**
 * The request cycle behind a `fetch` handler: `Bun.serve({ fetch: createFetchHandler(routes, controllers) })`.
 * Everything `createHandler` does on node:http (method override, params and bodies with the same limits,
 * sessions, flash, CSRF, allowed hosts, strong parameters, formats, redirects, error pages) is the same code
 * here; only reading the `Request` and making the `Response` differ.
 */
export function createFetchHandler<Table extends object = never>(routes: RouteSet<object>, controllers: ControllersFor<Table>, options: FetchHandlerOptions = {}): FetchHandler {
  const cycles = lazyCycle(routes, controllers as Controllers, options);
  const handler = (request: Request, env?: unknown): Promise<Response> => answer(cycles.of(env).cycle, new FetchRequest(request, env));
  return Object.defineProperties(handler, {
    bufferedBodyBytes: { get: () => cycles.bufferedBodyBytes },
    [CYCLE_OF]: { value: cycles.of },
  }) as FetchHandler;
}

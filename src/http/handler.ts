import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteSet } from '../route-set.js';
import type { ActionContext } from './action-context.js';
import type { Controllers, ControllersFor } from './controllers.js';
import { appendSetCookie } from './cookies.js';
import type { ResponseSink } from './exchange.js';
import { NodeRequest } from './node-request.js';
import { closeIfAnswerCloses, tightenServerOf } from './node-server.js';
import { hmacNow } from './node-signing.js';
import type { HandlerOptions } from './options.js';
import { RequestCycle, type Known } from './request-cycle.js';

export type { HandlerOptions } from './options.js';

/** A `node:http` request listener. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The request cycle on `node:http`: `handle(req, res)` answers a request (see `RequestCycle`), `knowsPath(req)`
 * tells framework adapters which requests are the router's. Only this transport's work is here: reading the
 * request from node:http, the headers deadline of its server, and closing a connection whose body is left unread.
 */
export class Dispatcher extends RequestCycle {
  /**
   * What `knowsPath` read of a request (and the route it found for the request's own verb), for `handle` to
   * reuse when it is called next, for the same request: adapters ask one, then the other.
   */
  private known: (Known & { readonly req: IncomingMessage }) | null = null;

  /** Whether some route has the request's path, for any verb: framework adapters pass other requests on. */
  knowsPath(req: IncomingMessage): boolean {
    const read = this.lookup(new NodeRequest(req));
    // A request passed on is not handled here: don't hold on to it.
    this.known = read && { ...read, req };
    return read !== null;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    tightenServerOf(req, this.timeouts);
    const known = this.known?.req === req ? this.known : undefined;
    this.known = null;
    try {
      await this.run(new NodeRequest(req), res, known);
    } finally {
      closeIfAnswerCloses(req, res.getHeader('connection'));
    }
  }

  /**
   * node:http sends headers the moment the action writes them: the session cookie is signed then, at once
   * (`node-signing.ts`), just before the headers go out.
   */
  protected override rawResponseTaken(context: ActionContext, sink: ResponseSink): void {
    const res = sink as ServerResponse;
    const writeHead = res.writeHead;
    res.writeHead = ((...args: Parameters<typeof writeHead>) => {
      res.writeHead = writeHead;
      if (!res.headersSent) {
        const cookie = context.commitSessionNow(hmacNow);
        if (cookie !== undefined) appendSetCookie(res, cookie);
      }
      return writeHead.apply(res, args);
    }) as typeof writeHead;
  }
}

/**
 * A `(req, res)` handler for `node:http`: `http.createServer(createHandler(routes, controllers))`. With the
 * table `resource-routing types` writes, `createHandler<AppControllers>(routes, controllers)` types each
 * action's params and refuses a controller or action the routes do not have.
 */
export function createHandler<Table extends object = never>(routes: RouteSet<object>, controllers: ControllersFor<Table>, options: HandlerOptions = {}): RequestHandler {
  const dispatcher = new Dispatcher(routes as RouteSet, controllers as Controllers, options);
  return (req, res) => dispatcher.handle(req, res);
}


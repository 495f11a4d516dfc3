import type { IncomingMessage, ServerResponse } from 'node:http';
import { MalformedPath, MethodNotAllowed, RoutingError } from '../errors.js';
import type { Route } from '../route.js';
import type { Params, RouteSet } from '../route-set.js';
import { SafeHtml } from '../view/tags.js';
import { ActionContext, type ActionParams } from './action-context.js';
import { parseBody } from './body.js';
import { errorBody, routingDetails, type ErrorPage } from './error-pages.js';
import { HttpError } from './errors.js';
import { requestedFormats } from './format.js';
import { overrideMethod } from './method-override.js';
import { DEFAULT_LIMITS, FORBIDDEN_KEYS, parseUrlEncoded, type ParamObject, type ParamsLimits } from './nested-params.js';
import { requestInfo, type RequestInfo } from './request-info.js';
import { send } from './respond.js';

/** An action: called with the request's context; it renders, redirects, or returns what to render. */
export type Action = (context: ActionContext) => unknown;
/** A controller: an object whose methods are its actions (`index`, `show`, …). */
export type Controller = object;
/** Controllers by name as routes give it: `posts`, `admin/products`. */
export type Controllers = Readonly<Record<string, Controller>> | ReadonlyMap<string, Controller>;

export interface HandlerOptions {
  /**
   * Development answers explain themselves: a 404 lists the routes near the path, a 500 shows the error and
   * its stack. Defaults to true unless NODE_ENV is `production`.
   */
  development?: boolean;
  /** Limits on bodies and params (see `ParamsLimits`); the rest keep their defaults. */
  limits?: Partial<ParamsLimits>;
  /** Believe `X-Forwarded-Proto`, `-Host` and `-For` (only behind a proxy that sets them). */
  trustProxy?: boolean;
  /** Where failures of actions (500s) are reported; defaults to `console.error`. */
  log?: (message: string, error: unknown) => void;
  /**
   * The app's own HTML error pages (404, 422, 500…, in its layout): called with the status, message and (in
   * development) details; undefined keeps the built-in page. A throw from it is logged and the built-in page sent.
   */
  renderError?: ErrorPage;
}

/** A `node:http` request listener. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const extensionFormat = (path: string) => /\.([A-Za-z0-9]+)$/.exec(path.split('/').pop() ?? '')?.[1];

/**
 * Routes HTTP requests to controller actions: reads params (query, body, path), applies method override,
 * recognizes the route, negotiates the format and calls the action; answers routing failures itself
 * (404, 405 with `Allow`, 400, 406, 413, 500).
 */
export class Dispatcher {
  readonly limits: ParamsLimits;
  readonly development: boolean;

  constructor(
    readonly routes: RouteSet,
    private readonly controllers: Controllers,
    private readonly options: HandlerOptions = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.development = options.development ?? process.env.NODE_ENV !== 'production';
  }

  /** Whether some route has the request's path, for any verb: framework adapters pass other requests on. */
  knowsPath(req: IncomingMessage): boolean {
    const info = requestInfo(req, this.options.trustProxy);
    try {
      return this.routes.allowedVerbs(info.path, info).length > 0;
    } catch (e) {
      if (e instanceof MalformedPath) return true;
      throw e;
    }
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const info = requestInfo(req, this.options.trustProxy);
    const method = (req.method ?? 'GET').toUpperCase();
    let formats = requestedFormats(extensionFormat(info.path), header(req, 'accept'));
    try {
      const query = parseUrlEncoded(info.query, this.limits);
      const body = method === 'GET' || method === 'HEAD' ? { params: {}, form: false } : await parseBody(req, this.limits);
      const verb = overrideMethod(method, { formParams: body.form ? body.params : undefined, headers: req.headers });
      const { route, params: pathParams } = this.recognize(verb, info);
      formats = requestedFormats(pathParams.format, header(req, 'accept'));
      const params = mergeParams(body.params, query, pathParams);
      const context = new ActionContext(req, res, params, this.routes, route, verb, info, formats, !pathParams.format);
      const result = await this.actionOf(route, params, verb)(context);
      if (!context.performed && !res.writableEnded) await renderResult(context, result);
    } catch (error) {
      this.fail(req, res, error, formats, method === 'HEAD');
    }
  }

  /** The route for the verb; HEAD falls back to GET routes (Rails 3.2 does not match GET routes for HEAD). */
  private recognize(verb: string, info: RequestInfo): { route: Route; params: Params } {
    const found = this.routes.find(verb, info.path, info) ?? (verb === 'HEAD' ? this.routes.find('GET', info.path, info) : null);
    if (found) return found;
    try {
      this.routes.recognize(verb, info.path, info);
    } catch (e) {
      if (e instanceof MethodNotAllowed) {
        const allowed = e.allowed.join(', ');
        throw new HttpError(405, `No route matches [${verb}] ${JSON.stringify(info.path)}: the path answers ${allowed}`, { Allow: allowed });
      }
      if (e instanceof MalformedPath) throw new HttpError(400, `Malformed path ${JSON.stringify(info.path.slice(0, 200))}: ${e.message}`);
      if (!(e instanceof RoutingError)) throw e;
    }
    throw new RouteNotFound(verb, info.path);
  }

  private actionOf(route: Route, params: ActionParams, verb: string): Action {
    if (route.endpoint) return route.endpoint as Action;
    const name = route.controller ?? params.controller;
    const action = route.action ?? params.action ?? 'index';
    const where = `for ${verb} ${route.path}`;
    const controller = typeof name === 'string' ? lookup(this.controllers, name) : undefined;
    if (!controller) {
      throw new HttpError(500, `No controller ${JSON.stringify(name)} is registered (needed ${where}); register it with createHandler(routes, { ${JSON.stringify(name)}: { … } })`);
    }
    const fn = isCallableAction(controller, action) ? (controller as Record<string, Action>)[action]! : undefined;
    if (!fn) throw new HttpError(500, `The controller ${JSON.stringify(name)} has no action ${JSON.stringify(action)} (needed ${where})`);
    return (context) => fn.call(controller, context);
  }

  /** The app's `renderError`, guarded: an error page that fails must not turn one error into another. */
  private readonly errorPage: ErrorPage = (error) => {
    if (!this.options.renderError) return undefined;
    try {
      return this.options.renderError(error);
    } catch (e) {
      (this.options.log ?? defaultLog)('renderError failed:', e);
      return undefined;
    }
  };

  private fail(req: IncomingMessage, res: ServerResponse, error: unknown, formats: readonly string[], head: boolean): void {
    const http = error instanceof HttpError ? error : undefined;
    const status = http?.status ?? 500;
    if (status >= 500) (this.options.log ?? defaultLog)(`${req.method} ${req.url} failed:`, error);
    if (res.headersSent) {
      if (!res.writableEnded) res.end();
      return;
    }
    let details: string | undefined;
    if (this.development) {
      if (error instanceof RouteNotFound) details = routingDetails(this.routes.routes, error.path);
      else if (!http) details = error instanceof Error ? (error.stack ?? String(error)) : String(error);
    }
    const message = http ? http.message : this.development && error instanceof Error ? error.message : 'Internal Server Error';
    const { contentType, body } = errorBody({ status, message, ...(details ? { details } : {}) }, formats, this.errorPage);
    send(res, status, { 'Content-Type': contentType, ...http?.headers }, body, head);
  }
}

/** No route has the path (for any verb). */
class RouteNotFound extends HttpError {
  constructor(
    readonly verb: string,
    readonly path: string,
  ) {
    super(404, `No route matches [${verb}] ${JSON.stringify(path)}`);
  }
}

/** A `(req, res)` handler for `node:http`: `http.createServer(createHandler(routes, controllers))`. */
export function createHandler(routes: RouteSet, controllers: Controllers, options: HandlerOptions = {}): RequestHandler {
  const dispatcher = new Dispatcher(routes, controllers, options);
  return (req, res) => dispatcher.handle(req, res);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

const defaultLog = (message: string, error: unknown) => console.error(message, error);

function lookup(controllers: Controllers, name: string): Controller | undefined {
  if (controllers instanceof Map) return controllers.get(name);
  const table = controllers as Readonly<Record<string, Controller>>;
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/**
 * Only the controller's own actions may be called: never what every object has (`constructor`,
 * `toString`, `__proto__`…), since `:action` may come from the URL.
 */
function isCallableAction(controller: Controller, action: string): boolean {
  if (FORBIDDEN_KEYS.has(action) || action in Object.prototype || action.startsWith('_')) return false;
  return typeof (controller as Record<string, unknown>)[action] === 'function';
}

/** Body, then query, then path params: later ones win, as in Rails (`request_parameters.merge(query).merge(path)`). */
function mergeParams(body: ParamObject, query: ParamObject, path: Params): ActionParams {
  return { ...body, ...query, ...path };
}

/** What an action returned without rendering: a page (string / SafeHtml), data (JSON / XML), or nothing (204). */
async function renderResult(context: ActionContext, result: unknown): Promise<void> {
  if (result === undefined) return context.head(204);
  if (typeof result === 'string' || result instanceof SafeHtml) return context.respondTo({ html: () => result });
  return context.respondTo({ json: () => result, xml: () => result });
}

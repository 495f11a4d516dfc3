import type { IncomingMessage, ServerResponse } from 'node:http';
import { MalformedPath, MethodNotAllowed, RoutingError } from '../errors.js';
import type { Route } from '../route.js';
import type { Params, RouteSet } from '../route-set.js';
import { SafeHtml } from '../view/tags.js';
import { ActionContext, type ActionParams } from './action-context.js';
import { parseBody } from './body.js';
import { errorBody, routingDetails } from './error-pages.js';
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

  /** What `knowsPath` read of a request, for `handle` to reuse when it is called for the same request. */
  private known: { readonly req: IncomingMessage; readonly info: RequestInfo } | null = null;

  /** Whether some route has the request's path, for any verb: framework adapters pass other requests on. */
  knowsPath(req: IncomingMessage): boolean {
    const info = requestInfo(req, this.options.trustProxy);
    this.known = { req, info };
    try {
      // A route for the request's own verb answers at once; the list of every verb only for the others.
      if (this.routes.find(req.method ?? 'GET', info.path, info)) return true;
      const known = this.routes.allowedVerbs(info.path, info).length > 0;
      // A request passed on is not handled here: don't hold on to it.
      if (!known) this.known = null;
      return known;
    } catch (e) {
      if (e instanceof MalformedPath) return true;
      throw e;
    }
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const known = this.known;
    this.known = null;
    const info = known?.req === req ? known.info : requestInfo(req, this.options.trustProxy);
    const method = (req.method ?? 'GET').toUpperCase();
    // Until the route gives the format, the path's extension does (worked out only if something fails first).
    let formats: readonly string[] | null = null;
    try {
      const query = info.query === '' ? {} : parseUrlEncoded(info.query, this.limits);
      const body = method === 'GET' || method === 'HEAD' ? { params: {}, form: false } : await parseBody(req, this.limits);
      const verb = overrideMethod(method, { formParams: body.form ? body.params : undefined, headers: req.headers });
      const { route, params: pathParams } = this.recognize(verb, info);
      formats = requestedFormats(pathParams.format, header(req, 'accept'));
      const params = mergeParams(body.params, query, pathParams);
      const context = new ActionContext(req, res, params, this.routes, route, verb, info, formats, !pathParams.format);
      const result = await this.actionOf(route, params, verb)(context);
      if (!context.performed && !res.writableEnded) await renderResult(context, result);
    } catch (error) {
      formats ??= requestedFormats(extensionFormat(info.path), header(req, 'accept'));
      this.fail(req, res, error, formats, method === 'HEAD');
    }
  }

  /** The route for the verb; HEAD falls back to GET routes (Rails 3.2 does not match GET routes for HEAD). */
  private recognize(verb: string, info: RequestInfo): { route: Route; params: Params } {
    const found = this.routes.find(verb, info.path, info) ?? (verb === 'HEAD' ? this.routes.find('GET', info.path, info) : null);
    if (found) return found;
    // The verbs the path answers, without the error `recognize` would build (a 404 costs one error, not two).
    // A path that can't be decoded goes through `recognize`, for its exact error.
    let allowed: string[] | null = null;
    try {
      allowed = this.routes.allowedVerbs(info.path, info);
    } catch (e) {
      if (!(e instanceof MalformedPath)) throw e;
    }
    if (allowed?.length) throw methodNotAllowed(verb, info.path, allowed);
    if (allowed) throw new RouteNotFound(verb, info.path);
    try {
      this.routes.recognize(verb, info.path, info);
    } catch (e) {
      if (e instanceof MethodNotAllowed) throw methodNotAllowed(verb, info.path, e.allowed);
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
    const { contentType, body } = errorBody({ status, message, ...(details ? { details } : {}) }, formats);
    send(res, status, { 'Content-Type': contentType, ...http?.headers }, body, head);
  }
}

/** The 405 answer, with the verbs the path answers in `Allow`. */
function methodNotAllowed(verb: string, path: string, allowed: readonly string[]): HttpError {
  const list = allowed.join(', ');
  return new HttpError(405, `No route matches [${verb}] ${JSON.stringify(path)}: the path answers ${list}`, { Allow: list });
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
  // Path params are a fresh object per request: with nothing to merge (most GETs), they are the params.
  if (isEmpty(body) && isEmpty(query)) return path;
  return { ...body, ...query, ...path };
}

function isEmpty(object: object): boolean {
  for (const key in object) if (Object.hasOwn(object, key)) return false;
  return true;
}

/** What an action returned without rendering: a page (string / SafeHtml), data (JSON / XML), or nothing (204). */
async function renderResult(context: ActionContext, result: unknown): Promise<void> {
  if (result === undefined) return context.head(204);
  if (typeof result === 'string' || result instanceof SafeHtml) return context.respondTo({ html: () => result });
  return context.respondTo({ json: () => result, xml: () => result });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { MalformedPath, MethodNotAllowed, RoutingError } from '../errors.js';
import type { Route } from '../route.js';
import type { Params, RouteSet } from '../route-set.js';
import { SafeHtml } from '../view/tags.js';
import { ActionContext, isThenable, type ActionParams } from './action-context.js';
import { BodyBudget, hasBody, parseBody, type ParsedBody } from './body.js';
import { SAFE_METHODS, verifyAuthenticity } from './csrf.js';
import { errorBody, routingDetails, type ErrorPage } from './error-pages.js';
import type { Action, Controller, Controllers, ControllersFor } from './controllers.js';
import { HttpError } from './errors.js';
import { formatsFor } from './format.js';
import { BlockedHost, HostAuthorization, type HostPattern } from './hosts.js';
import { overrideMethod } from './method-override.js';
import { DEFAULT_LIMITS, FORBIDDEN_KEYS, parseUrlEncoded, type ParamObject, type ParamsLimits } from './nested-params.js';
import { checkPath, clientGone, closeWithoutReading, DEFAULT_TIMEOUT, defaultErrorLog, securityHeaders, tightenServerOf, type Timeouts } from './protection.js';
import { requestInfo, type RequestInfo } from './request-info.js';
import { isRoutesInfoPath, routesInfo } from './routes-info.js';
import { DefaultHeaders, send, type DefaultHeader } from './respond.js';
import { SessionStore, type SessionOptions } from './session.js';
import { strongParams } from './strong-params.js';


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
  /**
   * Where failures of actions (500s) are reported. Default: `console.error`, with the stack in development,
   * one line per error (at most 10 a second) in production.
   */
  log?: (message: string, error: unknown) => void;
  /**
   * The app's own HTML error pages (404, 422, 500…, in its layout): called with the status, message and (in
   * development) details; undefined keeps the built-in page. A throw from it is logged and the built-in page sent.
   */
  renderError?: ErrorPage;
  /**
   * The Host names served (Rails' `config.hosts`): `'example.com'`, `'.example.com'` (with subdomains), RegExps.
   * Other hosts get 403. Development also allows localhost and loopback addresses; so does production when
   * no hosts are given (list your domain names there).
   */
  hosts?: readonly HostPattern[];
  /** Signed cookie sessions (`ctx.session`, `ctx.flash`, the CSRF token): secret, cookie name, lifetime. */
  session?: SessionOptions;
  /**
   * CSRF protection (Rails' `protect_from_forgery`): requests other than GET, HEAD and OPTIONS need the
   * session's token (`authenticity_token` field or `X-CSRF-Token` header) and, when sent, a same-origin
   * `Origin`; else 422. Default true. A controller opts out with `skipForgeryProtection: true` (or a list of
   * its actions), an endpoint function with the same property, any route with `skipForgeryProtectionFor`.
   */
  forgeryProtection?: boolean;
  /** Routes that need no CSRF token (JSON APIs with their own authentication): `(route) => route.path.startsWith('/api/')`. */
  skipForgeryProtectionFor?: (route: Route) => boolean;
  /** Deadlines for a request's headers and body, in milliseconds (default 30 000 each): 408 and close. */
  timeouts?: Timeouts;
  /** Headers on every answer: Rails' defaults (`X-Frame-Options`, `X-Content-Type-Options`, `Referrer-Policy`) changed or (`null`) dropped. */
  headers?: Readonly<Record<string, string | null>>;
}

/** A `node:http` request listener. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const extensionFormat = (path: string) => /\.([A-Za-z0-9]+)$/.exec(path.split('/').pop() ?? '')?.[1];

/** A route found for a request, with its params. */
type Found = { readonly route: Route; readonly params: Params };

/**
 * Routes HTTP requests to controller actions: reads params (query, body, path), applies method override,
 * recognizes the route, negotiates the format and calls the action; answers routing failures itself
 * (404, 405 with `Allow`, 400, 406, 413, 500).
 */
export class Dispatcher {
  readonly limits: ParamsLimits;
  readonly development: boolean;
  readonly sessions: SessionStore;
  private readonly hosts: HostAuthorization;
  private readonly budget: BodyBudget;
  private readonly headers: readonly DefaultHeader[];
  private readonly timeouts: Timeouts;
  private readonly log: (message: string, error: unknown) => void;

  constructor(
    readonly routes: RouteSet,
    private readonly controllers: Controllers,
    private readonly options: HandlerOptions = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.development = options.development ?? process.env.NODE_ENV !== 'production';
    this.log = options.log ?? defaultErrorLog(this.development);
    this.sessions = new SessionStore(options.session, () => {
      if (!this.development) {
        console.warn('resource-routing: no session secret (options.session.secret or SECRET_KEY_BASE): using a random one, so sessions end when the process does');
      }
    });
    this.hosts = new HostAuthorization(options.hosts, this.development);
    this.budget = new BodyBudget(this.limits.bufferedBytes);
    this.headers = DefaultHeaders.list(securityHeaders(options.headers));
    this.timeouts = { headers: options.timeouts?.headers ?? DEFAULT_TIMEOUT, body: options.timeouts?.body ?? DEFAULT_TIMEOUT };
  }

  /** Body bytes held in memory right now, across requests (bounded by `limits.bufferedBytes`). */
  get bufferedBodyBytes(): number {
    return this.budget.inUse;
  }

  /**
   * What `knowsPath` read of a request (and the route it found for the request's own verb), for `handle` to
   * reuse when it is called next, for the same request: adapters ask one, then the other.
   */
  private known: { readonly req: IncomingMessage; readonly info: RequestInfo; readonly verb: string; found: Found | null } | null = null;

  /** Whether some route has the request's path, for any verb: framework adapters pass other requests on. */
  knowsPath(req: IncomingMessage): boolean {
    const info = requestInfo(req, this.options.trustProxy);
    const verb = req.method ?? 'GET';
    const read = (this.known = { req, info, verb, found: null as Found | null });
    if (this.development && isRoutesInfoPath(info.path)) return true;
    try {
      // A route for the request's own verb answers at once; the list of every verb only for the others.
      read.found = this.routes.find(verb, info.path, info);
      if (read.found) return true;
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
    tightenServerOf(req, this.timeouts);
    const known = this.known;
    this.known = null;
    const info = known?.req === req ? known.info : requestInfo(req, this.options.trustProxy);
    const method = (req.method ?? 'GET').toUpperCase();
    const defaults = new DefaultHeaders(this.headers);
    // Until the route gives the format, the path's extension does (worked out only if something fails first).
    let formats: readonly string[] | null = null;
    let reservation: { release(): void } | undefined;
    try {
      if (!this.hosts.allows(info.host)) throw new BlockedHost(header(req, 'host') ?? '');
      checkPath(info.path);
      // Development serves the route table as Rails does (/rails/info/routes), before the app's own routes.
      const page = this.development ? routesInfo(this.routes, method, info.path, info.query) : undefined;
      if (page) return send(res, page.status, page.headers, page.body, method === 'HEAD', defaults);
      const query = info.query === '' ? {} : parseUrlEncoded(info.query, this.limits);
      let body: ParsedBody;
      if (method === 'GET' || method === 'HEAD') {
        body = { params: {}, form: false, unread: hasBody(req) };
      } else {
        const share = (reservation = this.budget.open());
        body = await parseBody(req, this.limits, { timeout: this.timeouts.body, budget: share });
      }
      // A body left unread is not read on after the answer either: the connection closes.
      if (body.unread) res.setHeader('Connection', 'close');
      const verb = overrideMethod(method, { formParams: body.form ? body.params : undefined, headers: req.headers });
      const { route, params: pathParams } = known?.req === req && known.found !== null && known.verb === verb ? known.found : this.recognize(verb, info);
      formats = formatsFor(pathParams.format, header(req, 'accept'), isXhr(req));
      const params = mergeParams(body.params, query, pathParams);
      const action = this.actionOf(route, params, verb);
      const context = new ActionContext(req, res, params, this.routes, route, verb, info, formats, !pathParams.format, this.sessions, defaults);
      if (!SAFE_METHODS.has(method) && this.protects(route, action.target, params.action)) {
        verifyAuthenticity(req, info, body.params, () => context.session);
      }
      // A synchronous action's answer is written at once, within the request event: no extra turn.
      const returned = action.run.call(action.self, context);
      const result = isThenable(returned) ? await returned : returned;
      if (!context.performed && !res.writableEnded) {
        const rendering = renderResult(context, result);
        if (rendering !== undefined) await rendering;
      }
    } catch (error) {
      formats ??= formatsFor(extensionFormat(info.path), header(req, 'accept'), isXhr(req));
      this.fail(req, res, error, formats, method === 'HEAD', defaults);
    } finally {
      reservation?.release();
      // An answer that closes the connection before the whole body came (unread, refused): close cleanly.
      if (!req.complete && isClosing(res)) closeWithoutReading(req);
    }
  }

  /** Whether CSRF protection applies to this route and action (see `HandlerOptions.forgeryProtection`). */
  private protects(route: Route, target: unknown, action: string | undefined): boolean {
    if (this.options.forgeryProtection === false) return false;
    const skip = (target as { skipForgeryProtection?: unknown } | null)?.skipForgeryProtection;
    if (skip === true || (Array.isArray(skip) && action !== undefined && skip.includes(action))) return false;
    return !this.options.skipForgeryProtectionFor?.(route);
  }

  /** The route for the verb; HEAD falls back to GET routes (Rails 3.2 does not match GET routes for HEAD). */
  private recognize(verb: string, info: RequestInfo): Found {
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

  /** The action to run, and what it belongs to (the controller, or the endpoint function) for opt-outs. */
  private actionOf(route: Route, params: ActionParams, verb: string): { run: Action; self: unknown; target: unknown } {
    if (route.endpoint) return { run: route.endpoint as Action, self: undefined, target: route.endpoint };
    const name = route.controller ?? params.controller;
    const action = route.action ?? params.action ?? 'index';
    const where = `for ${verb} ${route.path}`;
    const controller = typeof name === 'string' ? lookup(this.controllers, name) : undefined;
    if (!controller) {
      throw new HttpError(500, `No controller ${JSON.stringify(name)} is registered (needed ${where}); register it with createHandler(routes, { ${JSON.stringify(name)}: { … } })`);
    }
    const fn = isCallableAction(controller, action) ? (controller as Record<string, Action>)[action]! : undefined;
    if (!fn) throw new HttpError(500, `The controller ${JSON.stringify(name)} has no action ${JSON.stringify(action)} (needed ${where})`);
    return { run: fn, self: controller, target: controller };
  }

  /** The app's `renderError`, guarded: an error page that fails must not turn one error into another. */
  private readonly errorPage: ErrorPage = (error) => {
    if (!this.options.renderError) return undefined;
    try {
      return this.options.renderError(error);
    } catch (e) {
      this.log('renderError failed:', e);
      return undefined;
    }
  };

  private fail(req: IncomingMessage, res: ServerResponse, error: unknown, formats: readonly string[], head: boolean, defaults: DefaultHeaders): void {
    if (clientGone(error)) {
      if (!res.writableEnded) res.destroy();
      return;
    }
    const http = error instanceof HttpError ? error : undefined;
    const status = http?.status ?? 500;
    if (status >= 500 && status !== 503) this.log(`${req.method} ${String(req.url).slice(0, 200)} failed:`, error);
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
    // Refused before its body was read (403 for a host, 400 for a path…): close rather than read the rest.
    const unread: Record<string, string> = !req.complete && hasBody(req) ? { Connection: 'close' } : {};
    send(res, status, { 'Content-Type': contentType, ...unread, ...http?.headers }, body, head, defaults);
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

/**
 * A `(req, res)` handler for `node:http`: `http.createServer(createHandler(routes, controllers))`. With the
 * table `resource-routing types` writes, `createHandler<AppControllers>(routes, controllers)` types each
 * action's params and refuses a controller or action the routes do not have.
 */
export function createHandler<Table extends object = never>(routes: RouteSet, controllers: ControllersFor<Table>, options: HandlerOptions = {}): RequestHandler {
  const dispatcher = new Dispatcher(routes, controllers as Controllers, options);
  return (req, res) => dispatcher.handle(req, res);
}

const isClosing = (res: ServerResponse) => String(res.getHeader('connection') ?? '').toLowerCase() === 'close';

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Rails' `xhr?`: jQuery and Rails UJS mark their requests with `X-Requested-With: XMLHttpRequest`. */
const isXhr = (req: IncomingMessage): boolean => /XMLHttpRequest/i.test(header(req, 'x-requested-with') ?? '');

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

/**
 * Body, then query, then path params: later ones win, as in Rails (`request_parameters.merge(query).merge(path)`);
 * with strong parameters' `require` / `permit`.
 */
function mergeParams(body: ParamObject, query: ParamObject, path: Params): ActionParams {
  return strongParams(body, query, path as ParamObject) as ActionParams;
}

/**
 * What an action returned without rendering: a page (string / SafeHtml), data (JSON / XML), or nothing (204).
 * No promise when it is rendered at once (the usual case): the answer is written with no extra turn.
 */
function renderResult(context: ActionContext, result: unknown): Promise<void> | undefined {
  if (result === undefined) {
    context.head(204);
    return undefined;
  }
  if (typeof result === 'string' || result instanceof SafeHtml) return context.respondNow({ html: () => result });
  return context.respondNow({ json: () => result, xml: () => result });
}

import { MalformedPath, MethodNotAllowed, RoutingError } from '../errors.js';
import type { Route } from '../route.js';
import type { Params, RouteSet } from '../route-set.js';
import { SafeHtml } from '../view/tags.js';
import { ActionContext, isThenable, type ActionParams } from './action-context.js';
import { BodyBudget, parseRequestBody, type ParsedBody } from './body.js';
import type { Action, Controller, Controllers } from './controllers.js';
import { appendSetCookie } from './cookies.js';
import { SAFE_METHODS, verifyAuthenticity } from './csrf.js';
import { developmentByDefault } from './environment.js';
import { errorBody, routingDetails, type ErrorPage } from './error-pages.js';
import { HttpError } from './errors.js';
import type { IncomingRequest, ResponseSink } from './exchange.js';
import { formatsFor } from './format.js';
import { BlockedHost, HostAuthorization } from './hosts.js';
import { METHOD_HEADER, overrideMethod } from './method-override.js';
import { DEFAULT_LIMITS, FORBIDDEN_KEYS, parseUrlEncoded, type ParamObject, type ParamsLimits } from './nested-params.js';
import type { HandlerOptions } from './options.js';
import { checkPath, clientGone, DEFAULT_TIMEOUT, defaultErrorLog, securityHeaders, type Timeouts } from './protection.js';
import { requestInfoOf, type RequestInfo } from './request-info.js';
import { DefaultHeaders, send, type DefaultHeader } from './respond.js';
import { isRoutesInfoPath, routesInfo } from './routes-info.js';
import { SessionStore } from './session.js';
import { strongParams } from './strong-params.js';

/** A route found for a request, with its params. */
export type Found = { readonly route: Route; readonly params: Params };

/** What an adapter already read of a request (`knowsPath`), for the cycle to reuse. */
export interface Known {
  readonly info: RequestInfo;
  readonly verb: string;
  readonly found: Found | null;
}

const extensionFormat = (path: string) => /\.([A-Za-z0-9]+)$/.exec(path.split('/').pop() ?? '')?.[1];

/**
 * The request cycle, one implementation for every transport: reads params (query, body, path), applies method
 * override, checks the host, recognizes the route, negotiates the format, loads the session, checks CSRF, calls
 * the action and writes its answer; answers failures itself (404, 405 with `Allow`, 400, 403, 406, 413, 422,
 * 500…). A transport (node:http, the Fetch API) hands it an `IncomingRequest` and a `ResponseSink`.
 */
export class RequestCycle {
  readonly limits: ParamsLimits;
  readonly development: boolean;
  readonly sessions: SessionStore;
  /** The deadlines for headers and bodies (ms), defaults filled in. */
  readonly timeouts: Timeouts;
  private readonly hosts: HostAuthorization;
  private readonly budget: BodyBudget;
  private readonly headers: readonly DefaultHeader[];
  private readonly log: (message: string, error: unknown) => void;

  constructor(
    readonly routes: RouteSet,
    private readonly controllers: Controllers,
    protected readonly options: HandlerOptions = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.development = options.development ?? developmentByDefault();
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

  /** What routing reads of a request: host, protocol, path, query (forwarded headers when `trustProxy`). */
  infoOf(request: IncomingRequest): RequestInfo {
    return requestInfoOf(request, this.options.trustProxy);
  }

  /**
   * What routing makes of a request before it is answered, for adapters that pass other requests on (Express,
   * Fastify, Hono): null when no route has its path for any verb, else what was read (with the route for the
   * request's own verb, when one has it), for `run` to reuse. A malformed path is the router's to refuse (400).
   */
  lookup(request: IncomingRequest): Known | null {
    const info = this.infoOf(request);
    const verb = request.method.toUpperCase();
    const read = { info, verb, found: null as Known['found'] };
    if (this.development && isRoutesInfoPath(info.path)) return read;
    try {
      // A route for the request's own verb answers at once; the list of every verb only for the others.
      read.found = this.routes.find(verb, info.path, info);
      return read.found || this.routes.allowedVerbs(info.path, info).length > 0 ? read : null;
    } catch (e) {
      if (e instanceof MalformedPath) return read;
      throw e;
    }
  }

  /**
   * Called once when an action takes the raw response (`ctx.response`): a transport whose answer leaves as the
   * action writes it (node:http) writes the session cookie then.
   */
  protected rawResponseTaken(_context: ActionContext, _sink: ResponseSink): void {}

  /**
   * Answers one request; resolves once the answer is written to `sink`. A synchronous action is answered with no
   * extra turn when nothing (body, session cookie) has to be waited for.
   */
  async run(request: IncomingRequest, sink: ResponseSink, known?: Known): Promise<void> {
    const info = known?.info ?? this.infoOf(request);
    const method = request.method.toUpperCase();
    const defaults = new DefaultHeaders(this.headers);
    // Until the route gives the format, the path's extension does (worked out only if something fails first).
    let formats: readonly string[] | null = null;
    let reservation: { release(): void } | undefined;
    let context: ActionContext | undefined;
    try {
      // RFC 9112 §3.2: a request with more than one Host line is refused, whatever the first one says.
      if (request.duplicateHost) throw new HttpError(400, 'Bad Request: more than one Host header');
      if (!this.hosts.allows(info.host)) throw new BlockedHost(request.header('host') ?? '');
      checkPath(info.path);
      // Development serves the route table as Rails does (/rails/info/routes), before the app's own routes.
      const page = this.development ? routesInfo(this.routes, method, info.path, info.query) : undefined;
      if (page) return send(sink, page.status, page.headers, page.body, method === 'HEAD', defaults);
      const query = info.query === '' ? {} : parseUrlEncoded(info.query, this.limits);
      let body: ParsedBody;
      if (method === 'GET' || method === 'HEAD') {
        body = { params: {}, form: false, unread: request.hasBody };
      } else {
        const share = (reservation = this.budget.open());
        body = await parseRequestBody(request, this.limits, { timeout: this.timeouts.body, budget: share });
      }
      // A body left unread is not read on after the answer either: the connection closes.
      if (body.unread) sink.setHeader('Connection', 'close');
      const verb = method === 'POST' ? overrideMethod(method, { formParams: body.form ? body.params : undefined, headers: { [METHOD_HEADER]: request.header(METHOD_HEADER) } }) : method;
      const { route, params: pathParams } = known?.found && known.verb === verb ? known.found : this.recognize(verb, info);
      formats = formatsFor(pathParams.format, request.header('accept'), () => isXhr(request));
      const params = mergeParams(body.params, query, pathParams);
      const action = this.actionOf(route, params, verb);
      const session = this.sessions.forRequest(request.header('cookie'), info.protocol === 'https');
      // Only a transport that writes the answer as the action writes it needs to know (no closure otherwise).
      const onRawResponse = this.rawResponseTaken === RequestCycle.prototype.rawResponseTaken ? undefined : (taken: ActionContext) => this.rawResponseTaken(taken, sink);
      const ctx = (context = new ActionContext({ request, sink, session, defaults, onRawResponse }, params, this.routes, route, verb, info, formats, !pathParams.format));
      // A cookie seen before is known at once; a new one is verified (Web Crypto answers asynchronously).
      const loading = session.load();
      if (loading !== undefined) await loading;
      if (!SAFE_METHODS.has(method) && this.protects(route, action.target, params.action)) {
        verifyAuthenticity((name) => request.header(name), info, body.params, () => ctx.session);
      }
      // A synchronous action's answer is written at once, within the request event: no extra turn.
      const returned = action.run.call(action.self, ctx);
      const result = isThenable(returned) ? await returned : returned;
      if (!ctx.performed && !sink.writableEnded) renderResult(ctx, result);
      const writing = this.answer(ctx, sink);
      if (writing !== undefined) await writing;
    } catch (error) {
      formats ??= formatsFor(extensionFormat(info.path), request.header('accept'), () => isXhr(request));
      await this.fail(request, sink, error, formats, method === 'HEAD', defaults, context);
    } finally {
      reservation?.release();
    }
    sink.cycleDone?.();
  }

  /**
   * Writes what the action rendered, with the session's cookie when the session changed (after it is signed:
   * a promise then). Headers already written by the action itself (node:http) take no cookie here: the
   * transport wrote it with them.
   */
  private answer(context: ActionContext, sink: ResponseSink): Promise<void> | undefined {
    let cookie: ReturnType<ActionContext['commitSession']>;
    try {
      cookie = context.commitSession();
    } catch (error) {
      context.dropAnswer();
      throw error;
    }
    if (cookie === undefined) return void context.flush();
    if (typeof cookie === 'string') return void this.withCookie(context, sink, cookie);
    return cookie.then(
      (value) => this.withCookie(context, sink, value),
      (error: unknown) => {
        context.dropAnswer();
        throw error;
      },
    );
  }

  private withCookie(context: ActionContext, sink: ResponseSink, cookie: string): void {
    if (!sink.headersSent || sink.lateHeaders) appendSetCookie(sink, cookie);
    context.flush();
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
    const controller = typeof name === 'string' ? lookup(this.controllers, name) : undefined;
    if (!controller) {
      throw new HttpError(500, `No controller ${JSON.stringify(name)} is registered (needed for ${verb} ${route.path}); register it with createHandler(routes, { ${JSON.stringify(name)}: { … } })`);
    }
    const fn = isCallableAction(controller, action) ? (controller as Record<string, Action>)[action]! : undefined;
    if (!fn) throw new HttpError(500, `The controller ${JSON.stringify(name)} has no action ${JSON.stringify(action)} (needed for ${verb} ${route.path})`);
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

  private async fail(request: IncomingRequest, sink: ResponseSink, error: unknown, formats: readonly string[], head: boolean, defaults: DefaultHeaders, context?: ActionContext): Promise<void> {
    if (clientGone(error)) {
      if (!sink.writableEnded) sink.destroy();
      return;
    }
    const http = error instanceof HttpError ? error : undefined;
    const status = http?.status ?? 500;
    if (status >= 500 && status !== 503) this.log(`${request.method} ${request.target.slice(0, 200)} failed:`, error);
    // The action answered, then failed (a second render): the first answer stands.
    if (context?.answered) {
      try {
        return await this.answer(context, sink);
      } catch (later) {
        return this.fail(request, sink, later, formats, head, defaults);
      }
    }
    if (sink.headersSent) {
      if (!sink.writableEnded) sink.end();
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
    const unread: Record<string, string> = !request.complete && request.hasBody ? { Connection: 'close' } : {};
    // The session is saved on error answers too (a cookie that did not verify is cleared).
    const cookie = await this.sessionCookie(context);
    if (cookie !== undefined && !sink.headersSent) appendSetCookie(sink, cookie);
    send(sink, status, { 'Content-Type': contentType, ...unread, ...http?.headers }, body, head, defaults);
  }

  /** The session's cookie for an error answer; a session that cannot be saved is logged, not answered. */
  private async sessionCookie(context: ActionContext | undefined): Promise<string | undefined> {
    try {
      return await context?.commitSession();
    } catch (error) {
      this.log('The session could not be saved:', error);
      return undefined;
    }
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

/** Rails' `xhr?`: jQuery and Rails UJS mark their requests with `X-Requested-With: XMLHttpRequest`. */
const isXhr = (request: IncomingRequest): boolean => /XMLHttpRequest/i.test(request.header('x-requested-with') ?? '');

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
 * What an action returned without rendering: a page (string / SafeHtml), data (JSON / XML), or nothing (204),
 * rendered at once (as `respondTo` would, without making its responders).
 */
function renderResult(context: ActionContext, result: unknown): void {
  if (result === undefined) context.head(204);
  else context.renderReturned(typeof result === 'string' || result instanceof SafeHtml ? PAGE_FORMATS : DATA_FORMATS, result);
}

const PAGE_FORMATS: readonly string[] = ['html'];
const DATA_FORMATS: readonly string[] = ['json', 'xml'];

import { isPlainObject } from '../generate/to-param.js';
import { readsAsUrlParams, withUrlDefaults, type UrlHelpers } from '../generate/url-helpers.js';
import type { Route } from '../route.js';
import type { RouteSet } from '../route-set.js';
import { formFor, type FormContent, type FormForOptions } from '../view/form-for.js';
import { formTag, type FormTagOptions } from '../view/form-tag.js';
import { buttonTo, linkTo, type ButtonToOptions, type LinkOptions } from '../view/links.js';
import { polymorphicPath, type PolymorphicOptions } from '../view/polymorphic.js';
import { SafeHtml, csrfMetaTags, escapeHtml, toHtml } from '../view/tags.js';
import { CSRF_PARAM, maskedToken } from './csrf.js';
import { HttpError, NotAcceptable } from './errors.js';
import type { IncomingRequest, ResponseSink } from './exchange.js';
import type { Flash } from './flash.js';
import { ANY_FORMAT, contentTypeOf, negotiate } from './format.js';
import type { ParamObject } from './nested-params.js';
import { originOf, urlOptionsOf, type RequestInfo } from './request-info.js';
import { toJson, toXml } from './representation.js';
import { send, type DefaultHeaders } from './respond.js';
import type { HmacNow, RequestSession, SessionData } from './session.js';
import type { StrongParams } from './strong-params.js';

/** The params an action sees: path params over query params over body params, Rails' order. */
export type ActionParams = ParamObject & { readonly controller?: string; readonly action?: string; readonly format?: string } & StrongParams;

/** `redirectTo` was given a URL on another host (an open redirect) without `allowOtherHost: true`. */
export class UnsafeRedirectError extends HttpError {
  override name = 'UnsafeRedirectError';
  constructor(location: string) {
    super(500, `Unsafe redirect to ${JSON.stringify(location.slice(0, 200))}: it leaves this host; pass { allowOtherHost: true } to redirectTo if that is intended`);
  }
}

export interface RenderOptions {
  /** An HTML page: a string is escaped, SafeHtml (from `html`…``, the view helpers) is sent as is. */
  html?: unknown;
  json?: unknown;
  xml?: unknown;
  /** The XML root element, instead of the one derived from the data. */
  root?: string;
  text?: string;
  /** Raw bytes with `contentType`. */
  body?: string | Uint8Array;
  contentType?: string;
  status?: number;
  headers?: Readonly<Record<string, string>>;
}

/** What `respondTo` offers per format: a function giving the content (or rendering itself). */
export type Responders = { readonly [format: string]: (() => unknown) | undefined };

/** Whether a value is awaited (a promise or any thenable): other values are used at once, with no extra turn. */
export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as { then?: unknown }).then === 'function';

/** The request and response a context answers, as the transport gave them, with the request's session. */
export interface ContextExchange {
  readonly request: IncomingRequest;
  readonly sink: ResponseSink;
  readonly session: RequestSession;
  /** Headers every answer carries unless the action set them (the handler's security headers). */
  readonly defaults?: DefaultHeaders;
  /** Called once, when the action takes the raw response (node:http then writes the session cookie itself). */
  readonly onRawResponse?: (context: ActionContext) => void;
}

/** An answer rendered, written once the session is saved (see `flush`). */
type Answer = { readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body: string | Uint8Array };

/**
 * What an action (or an endpoint given as `to:`) is called with. `Params` are the route's own params, typed
 * when controllers are typed by the route table (`createHandler<AppControllers>(…)`): `ctx.params.id` is then a
 * `string` where every route to the action has `:id`. `Req` and `Res` are the transport's own objects
 * (`ctx.request`, `ctx.response`): `resource-routing/http`'s `ActionContext` types them as node:http's,
 * `FetchContext` as the fetch handler's (`Request`, `FetchResponse`).
 */
export class ActionContext<Params extends object = object, Req = unknown, Res = ResponseSink> {
  /** Set once something was rendered or redirected; an action may do that once. */
  private done = false;
  /** What was rendered, until the dispatcher writes it. */
  private answer?: Answer;
  /** The formats the client takes, best first (`*` means any). */
  readonly formats: readonly string[];
  /** The format picked: the path's `.:format`, else the best the client takes that the action gave. */
  format: string;
  private requestHelpers?: UrlHelpers;
  /** The answer depends on the Accept header (`respondTo` chose by it): `Vary: Accept` goes with it. */
  private varyOnAccept = false;
  /** `response` was read: headers are set on it from then on, not written with the answer. */
  private rawTaken = false;
  private readonly res: ResponseSink;

  constructor(
    private readonly exchange: ContextExchange,
    readonly params: ActionParams & Params,
    readonly routes: RouteSet,
    readonly route: Route,
    /** The verb routed: the method, or what method override made of a POST. */
    readonly verb: string,
    readonly info: RequestInfo,
    formats: readonly string[],
    private readonly negotiatedByAccept: boolean,
  ) {
    this.res = exchange.sink;
    this.formats = formats;
    this.format = formats.find((f) => f !== ANY_FORMAT) ?? 'html';
  }

  /** The transport's request: node:http's `IncomingMessage`, or the fetch handler's `Request`. */
  get request(): Req {
    return this.exchange.request.raw as Req;
  }

  /**
   * The raw response: node:http's `ServerResponse`, or the fetch handler's `FetchResponse` (the same methods
   * for headers, `writeHead` and `end`). The default headers (security headers), otherwise written with the
   * answer, are set on it now, so code writing it directly sends them too and may change or remove one.
   */
  get response(): Res {
    if (!this.rawTaken) {
      this.rawTaken = true;
      this.exchange.defaults?.setOn(this.res);
      if (this.varyOnAccept) this.res.setHeader('Vary', 'Accept');
      this.exchange.onRawResponse?.(this as ActionContext);
    }
    return this.res as Res;
  }

  /** Named route helpers (`post_path`, `postUrl`, …); `_url` ones default to this request's host and protocol. */
  get helpers(): UrlHelpers {
    return (this.requestHelpers ??= withUrlDefaults(this.routes.helpers, urlOptionsOf(this.info)));
  }

  /**
   * The session (a signed cookie): a plain object whose changes are saved when the action answers. Read
   * from the cookie on first use; a request that never changes it sets no cookie.
   */
  get session(): SessionData {
    return this.sessionState.data;
  }

  /** Rails' `reset_session`: an empty session and a new CSRF token (do it on sign-in and sign-out). */
  resetSession(): void {
    this.sessionState.reset();
  }

  /** Messages for the next request (`flash.notice = …` before a redirect) and from the previous one. */
  get flash(): Flash {
    return this.sessionState.flash;
  }

  /** A CSRF token for a form or script (masked: different each call, each valid for this session). */
  authenticityToken(): string {
    return maskedToken(this.session);
  }

  /** Rails' `csrf_meta_tags`: `<meta name="csrf-param" …><meta name="csrf-token" …>` for scripts. */
  csrfMetaTags(): SafeHtml {
    return csrfMetaTags(this.authenticityToken(), CSRF_PARAM);
  }

  private get sessionState(): RequestSession {
    return this.exchange.session;
  }

  /** Whether the action has rendered or redirected. */
  get performed(): boolean {
    return this.done;
  }

  /** HEAD is answered like GET, without a body. */
  get isHead(): boolean {
    return this.exchange.request.method.toUpperCase() === 'HEAD';
  }

  /** Renders HTML, JSON, XML, text or raw bytes (whichever is given), with an optional status and headers. */
  render(options: RenderOptions): void {
    let contentType: string;
    let body: string | Uint8Array;
    if (options.html !== undefined) [contentType, body] = [contentTypeOf('html'), toHtml(options.html)];
    else if (options.json !== undefined) [contentType, body] = [contentTypeOf('json'), toJson(options.json)];
    else if (options.xml !== undefined) [contentType, body] = [contentTypeOf('xml'), toXml(options.xml, options.root ? { root: options.root } : {})];
    else if (options.text !== undefined) [contentType, body] = [contentTypeOf('text'), options.text];
    else [contentType, body] = [options.contentType ?? 'application/octet-stream', options.body ?? ''];
    this.finish(options.status ?? 200, { 'Content-Type': options.contentType ?? contentType, ...options.headers }, body);
  }

  /** An answer with no body (`head(204)`, `head(201, { Location })`). */
  head(status: number, headers: Readonly<Record<string, string>> = {}): void {
    this.finish(status, headers, '');
  }

  /**
   * Redirects (302 unless told) to a path, a URL, URL params (`{ action: 'index' }`) or a record / array of
   * records (`redirectTo(post)` goes to `/posts/5`; a plain row `{ id: 5 }` needs a `modelName`). The Location
   * is absolute, on the host that was asked. A URL on another host (or with a scheme other than http / https)
   * throws `UnsafeRedirectError` unless `allowOtherHost: true` is given.
   */
  redirectTo(target: unknown, options: { status?: number; allowOtherHost?: boolean } = {}): void {
    const location = this.absoluteUrl(typeof target === 'string' ? target : this.urlFor(target), options.allowOtherHost === true);
    const body = `<html><body>You are being <a href="${escapeHtml(location)}">redirected</a>.</body></html>`;
    this.finish(options.status ?? 302, { Location: location, 'Content-Type': contentTypeOf('html') }, body);
  }

  /**
   * Rails' `respond_to`: runs the responder of the best format the client takes. The value it returns is
   * rendered in that format unless it rendered itself. No format in common → 406 Not Acceptable.
   */
  respondTo(responders: Responders): Promise<void> {
    try {
      return this.respondNow(responders) ?? Promise.resolve();
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * @internal `respondTo` for the dispatcher: no promise when the responder answered synchronously, so the
   * answer is written within the request event with no extra turn. Throws where `respondTo` rejects.
   */
  respondNow(responders: Responders): Promise<void> | undefined {
    const format = this.negotiateAmong(Object.keys(responders).filter((f) => typeof responders[f] === 'function'));
    const returned = responders[format]!();
    // A synchronous responder's value is rendered at once (an async one's after it settles).
    if (isThenable(returned)) return Promise.resolve(returned).then((result) => this.renderIn(format, result));
    this.renderIn(format, returned);
    return undefined;
  }

  /**
   * @internal What the dispatcher does with a value an action returned without rendering: `respondTo` with a
   * responder giving the value for each of `available` (`['json', 'xml']` for data, `['html']` for a page), without
   * making those responders. Throws `NotAcceptable` as `respondTo` would.
   */
  renderReturned(available: readonly string[], value: unknown): void {
    this.renderIn(this.negotiateAmong(available), value);
  }

  /** The format picked among those an action offers (`Vary: Accept` when Accept chose); 406 when none fits. */
  private negotiateAmong(available: readonly string[]): string {
    const format = negotiate(this.formats, available);
    if (this.negotiatedByAccept) {
      this.varyOnAccept = true;
      if (this.rawTaken) this.res.setHeader('Vary', 'Accept');
    }
    if (format === undefined) throw new NotAcceptable(this.formats, available);
    this.format = format;
    return format;
  }

  /** Renders what a responder returned in its format, unless it rendered itself or returned nothing. */
  private renderIn(format: string, result: unknown): void {
    if (this.done || result === undefined) return;
    if (format === 'json') this.finish(200, JSON_HEADERS, toJson(result));
    else if (format === 'html' || format === 'xml' || format === 'text') this.render({ [format]: result });
    else this.render({ body: typeof result === 'string' || result instanceof Uint8Array ? result : String(result), contentType: contentTypeOf(format) });
  }

  /** `polymorphicPath` on this request's routes: `pathFor(post)` → `/posts/5`, `pathFor([post, comment])`. */
  pathFor(target: unknown, options: PolymorphicOptions = {}): string {
    return polymorphicPath(this.routes, target, options);
  }

  /**
   * `urlFor` on this request's routes, a full URL on this request's host unless `only_path` is given. URL
   * params (`{ controller, action, id }`) pick a route; a record, a plain row with an `id`, or an array of them
   * go to the record's route (`polymorphicUrl`).
   */
  urlFor(target: unknown): string {
    if (isPlainObject(target) && readsAsUrlParams(target)) return this.routes.urlFor({ ...urlOptionsOf(this.info), ...target });
    if (typeof target === 'string') return target;
    return polymorphicPath(this.routes, target, { url: true, params: urlOptionsOf(this.info) });
  }

  /** `formFor` bound to this request's routes, with this session's CSRF token unless the form uses GET. */
  formFor(record: unknown, options: FormForOptions | FormContent = {}, content?: FormContent): SafeHtml {
    if (typeof options === 'function') return formFor(record, { routes: this.routes, authenticityToken: this.authenticityToken() }, options);
    return formFor(record, { routes: this.routes, ...this.tokenFor(options.method ?? 'post'), ...options }, content);
  }

  /** `formTag` with this session's CSRF token unless the form uses GET. */
  formTag(action: string, options: FormTagOptions = {}, content?: unknown): SafeHtml {
    return formTag(action, { ...this.tokenFor(options.method ?? 'post'), ...options }, content);
  }

  /**
   * `buttonTo` with this session's CSRF token unless the button sends GET; the target may also be a record or
   * an array of records, as for `pathFor`.
   */
  buttonTo(label: unknown, target: unknown, options: ButtonToOptions = {}): SafeHtml {
    return buttonTo(label, this.pathOf(target), { ...this.tokenFor(options.method ?? 'post'), ...options });
  }

  /**
   * `linkTo`; a link with a `method` other than GET carries this session's CSRF token as `data-csrf-token`.
   * The target may also be a record or an array of records: `linkTo('Delete', post, { method: 'delete' })`.
   */
  linkTo(label: unknown, target: unknown, options: LinkOptions = {}): SafeHtml {
    return linkTo(label, this.pathOf(target), options.method === undefined ? options : { ...this.tokenFor(options.method), ...options });
  }

  private pathOf(target: unknown): string {
    return typeof target === 'string' ? target : this.pathFor(target);
  }

  private tokenFor(method: string): { authenticityToken?: string } {
    return method.toLowerCase() === 'get' ? {} : { authenticityToken: this.authenticityToken() };
  }

  private absoluteUrl(location: string, allowOtherHost: boolean): string {
    const origin = originOf(this.info);
    if (!/^[a-z][a-z0-9+.-]*:/i.test(location)) {
      // `//evil.example` and `/\evil.example` would leave the host: as a path on this host they cannot.
      return `${origin}${location.startsWith('/') ? '' : '/'}${location}`;
    }
    if (!allowOtherHost) {
      let target: URL | undefined;
      try {
        target = new URL(location);
      } catch {
        target = undefined;
      }
      if (!target || target.origin !== new URL(origin).origin) throw new UnsafeRedirectError(location);
    }
    return location;
  }

  private finish(status: number, headers: Readonly<Record<string, string>>, body: string | Uint8Array): void {
    if (this.done) {
      throw new HttpError(500, 'Render and/or redirect were called more than once in this action: an action answers once');
    }
    this.done = true;
    // Headers go out in one `writeHead` (see `DefaultHeaders`); `headers` may still replace Vary.
    this.answer = { status, headers: this.varyOnAccept && !this.rawTaken ? withVary(headers) : headers, body };
  }

  /**
   * @internal The session's `Set-Cookie` value when it changed (a promise while it is signed), once: the
   * dispatcher adds it to the answer before `flush`.
   */
  commitSession(): string | undefined | Promise<string> {
    return this.exchange.session.commit();
  }

  /** @internal `commitSession` at once, for headers the action writes itself (see `Dispatcher`). */
  commitSessionNow(hmacNow: HmacNow): string | undefined {
    return this.exchange.session.commitNow(hmacNow);
  }

  /** @internal Whether an answer was rendered and not written yet. */
  get answered(): boolean {
    return this.answer !== undefined;
  }

  /** @internal Forgets the answer rendered (its session could not be saved: an error answer replaces it). */
  dropAnswer(): void {
    this.answer = undefined;
  }

  /** @internal Writes the answer rendered (once), unless the action wrote the raw response itself. */
  flush(): void {
    const answer = this.answer;
    if (answer === undefined || this.res.headersSent) return;
    this.answer = undefined;
    send(this.res, answer.status, answer.headers, answer.body, this.isHead, this.exchange.defaults);
  }
}

/** A JSON answer's own headers, and the same with `Vary: Accept` (made once: most answers of an API are these). */
const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'Content-Type': contentTypeOf('json') });
const JSON_HEADERS_VARY: Readonly<Record<string, string>> = Object.freeze({ Vary: 'Accept', ...JSON_HEADERS });

/** `Vary: Accept` first, then the answer's headers (which may replace it). */
function withVary(headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  if (headers === JSON_HEADERS) return JSON_HEADERS_VARY;
  const all: Record<string, string> = { Vary: 'Accept' };
  for (const name in headers) all[name] = headers[name]!;
  return all;
}

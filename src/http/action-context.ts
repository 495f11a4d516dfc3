import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPlainObject } from '../generate/to-param.js';
import { readsAsUrlParams, withUrlDefaults, type UrlHelpers } from '../generate/url-helpers.js';
import type { Route } from '../route.js';
import type { RouteSet } from '../route-set.js';
import { formFor, type FormContent, type FormForOptions } from '../view/form-for.js';
import { buttonTo, linkTo } from '../view/links.js';
import { polymorphicPath, type PolymorphicOptions } from '../view/polymorphic.js';
import { SafeHtml, escapeHtml, toHtml } from '../view/tags.js';
import { HttpError, NotAcceptable } from './errors.js';
import { ANY_FORMAT, contentTypeOf, negotiate } from './format.js';
import type { ParamObject } from './nested-params.js';
import { urlOptionsOf, type RequestInfo } from './request-info.js';
import { toJson, toXml } from './representation.js';
import { send } from './respond.js';

/** The params an action sees: path params over query params over body params, Rails' order. */
export type ActionParams = ParamObject & { readonly controller?: string; readonly action?: string; readonly format?: string };

export interface RenderOptions {
  /** An HTML page: a string is escaped, SafeHtml (from `html`…``, the view helpers) is sent as is. */
  html?: unknown;
  json?: unknown;
  xml?: unknown;
  /** The XML root element, instead of the one derived from the data. */
  root?: string;
  text?: string;
  /** Raw bytes with `contentType`. */
  body?: string | Buffer;
  contentType?: string;
  status?: number;
  headers?: Readonly<Record<string, string>>;
}

/** What `respondTo` offers per format: a function giving the content (or rendering itself). */
export type Responders = { readonly [format: string]: (() => unknown) | undefined };

/** What an action (or an endpoint given as `to:`) is called with. */
export class ActionContext {
  /** Set once something was rendered or redirected; an action may do that once. */
  private done = false;
  /** The formats the client takes, best first (`*` means any). */
  readonly formats: readonly string[];
  /** The format picked: the path's `.:format`, else the best the client takes that the action gave. */
  format: string;
  private requestHelpers?: UrlHelpers;

  constructor(
    readonly request: IncomingMessage,
    readonly response: ServerResponse,
    readonly params: ActionParams,
    readonly routes: RouteSet,
    readonly route: Route,
    /** The verb routed: the method, or what method override made of a POST. */
    readonly verb: string,
    readonly info: RequestInfo,
    formats: readonly string[],
    private readonly negotiatedByAccept: boolean,
  ) {
    this.formats = formats;
    this.format = formats.find((f) => f !== ANY_FORMAT) ?? 'html';
  }

  /** Named route helpers (`post_path`, `postUrl`, …); `_url` ones default to this request's host and protocol. */
  get helpers(): UrlHelpers {
    return (this.requestHelpers ??= withUrlDefaults(this.routes.helpers, urlOptionsOf(this.info)));
  }

  /** Whether the action has rendered or redirected. */
  get performed(): boolean {
    return this.done;
  }

  /** HEAD is answered like GET, without a body. */
  get isHead(): boolean {
    return this.request.method?.toUpperCase() === 'HEAD';
  }

  /** Renders HTML, JSON, XML, text or raw bytes (whichever is given), with an optional status and headers. */
  render(options: RenderOptions): void {
    let contentType: string;
    let body: string | Buffer;
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
   * is absolute, on the host that was asked.
   */
  redirectTo(target: unknown, options: { status?: number } = {}): void {
    const location = this.absoluteUrl(typeof target === 'string' ? target : this.urlFor(target));
    const body = `<html><body>You are being <a href="${escapeHtml(location)}">redirected</a>.</body></html>`;
    this.finish(options.status ?? 302, { Location: location, 'Content-Type': contentTypeOf('html') }, body);
  }

  /**
   * Rails' `respond_to`: runs the responder of the best format the client takes. The value it returns is
   * rendered in that format unless it rendered itself. No format in common → 406 Not Acceptable.
   */
  async respondTo(responders: Responders): Promise<void> {
    const available = Object.keys(responders).filter((f) => typeof responders[f] === 'function');
    const format = negotiate(this.formats, available);
    if (this.negotiatedByAccept) this.response.setHeader('Vary', 'Accept');
    if (format === undefined) throw new NotAcceptable(this.formats, available);
    this.format = format;
    const result = await responders[format]!();
    if (this.done || result === undefined) return;
    if (format === 'html' || format === 'json' || format === 'xml' || format === 'text') this.render({ [format]: result });
    else this.render({ body: typeof result === 'string' || Buffer.isBuffer(result) ? result : String(result), contentType: contentTypeOf(format) });
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

  /** `formFor` bound to this request's routes. */
  formFor(record: unknown, options: FormForOptions | FormContent = {}, content?: FormContent): SafeHtml {
    if (typeof options === 'function') return formFor(record, { routes: this.routes }, options);
    return formFor(record, { routes: this.routes, ...options }, content);
  }

  readonly buttonTo = buttonTo;
  readonly linkTo = linkTo;

  private absoluteUrl(location: string): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(location)) return location;
    const { host, protocol, port } = urlOptionsOf(this.info);
    return `${protocol}://${host}${port ? `:${port}` : ''}${location.startsWith('/') ? '' : '/'}${location}`;
  }

  private finish(status: number, headers: Readonly<Record<string, string>>, body: string | Buffer): void {
    if (this.done) {
      throw new HttpError(500, 'Render and/or redirect were called more than once in this action: an action answers once');
    }
    this.done = true;
    send(this.response, status, headers, body, this.isHead);
  }
}



/**
 * `resource-routing/fetch`: the request cycle as a Web-standard `fetch` handler, for Bun, Deno, Cloudflare
 * Workers, Hono and Next.js (`createFetchHandler`), and the names of the HTTP layer that need no Node.js.
 * Nothing here imports a `node:` module, so it bundles for any platform.
 */
export { createFetchHandler, type FetchHandler, type FetchHandlerOptions, type FetchContext } from './handler.js';
export { createHonoMiddleware, type HonoMiddleware, type HonoContextLike } from './hono.js';
export { FetchResponse } from './response.js';
export { FetchRequest } from './request.js';
export type { HandlerOptions, AdapterOptions } from '../http/options.js';
export type { ErrorDescription, ErrorPage } from '../http/error-pages.js';
export type { Action, Controller, Controllers, ControllerSettings, TypedController, TypedControllers, ControllerOf, ContextOf, ControllersFor } from '../http/controllers.js';
export { ActionContext, UnsafeRedirectError, type ActionParams, type RenderOptions, type Responders } from '../http/action-context.js';
export { RequestCycle } from '../http/request-cycle.js';
export type { IncomingRequest, ResponseSink, HeaderTarget, ReadOptions } from '../http/exchange.js';
export { SessionStore, type SessionOptions, type SessionData } from '../http/session.js';
export { Flash, FlashNow } from '../http/flash.js';
export { InvalidAuthenticityToken, CSRF_PARAM } from '../http/csrf.js';
export { BlockedHost, type HostPattern } from '../http/hosts.js';
export { ParameterMissing, permit, type PermitFilter, type StrongParams } from '../http/strong-params.js';
export { DEFAULT_SECURITY_HEADERS, type Timeouts } from '../http/protection.js';
export { HttpError, BadRequest, PayloadTooLarge, NotAcceptable } from '../http/errors.js';
export { overrideMethod, OVERRIDABLE_VERBS } from '../http/method-override.js';
export { parseUrlEncoded, buildParams, splitName, DEFAULT_LIMITS, type ParamValue, type ParamObject, type ParamsLimits } from '../http/nested-params.js';
export { parseJsonBody } from '../http/json-body.js';
export { parseMultipart } from '../http/multipart.js';
export { UploadedFile } from '../http/uploaded-file.js';
export { requestedFormats, negotiate, MIME_TYPES } from '../http/format.js';
export { toJson, toXml } from '../http/representation.js';
export { requestInfoOf, type RequestInfo } from '../http/request-info.js';

/**
 * `resource-routing/http`: the dispatcher, request parsing and the Express / Fastify adapters. Needs Node.js
 * (`node:http` types).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ActionContext as CoreActionContext } from './action-context.js';

export type { ErrorDescription, ErrorPage } from './error-pages.js';
export { createHandler, Dispatcher, type HandlerOptions, type RequestHandler } from './handler.js';
export { toNodeListener, type FetchLike, type NodeEnv, type NodeListenerOptions } from './fetch-bridge.js';
export type {
  Action,
  Controller,
  Controllers,
  ControllerSettings,
  TypedController,
  TypedControllers,
  ControllerOf,
  ContextOf,
  ControllersFor,
} from './controllers.js';
export { UnsafeRedirectError, type ActionParams, type RenderOptions, type Responders, type ContextExchange } from './action-context.js';
/**
 * What an action is called with (see `ActionContext` in action-context.ts): under node:http, `ctx.request` is the
 * `IncomingMessage` and `ctx.response` the `ServerResponse`.
 */
export const ActionContext = CoreActionContext;
export type ActionContext<Params extends object = object> = CoreActionContext<Params, IncomingMessage, ServerResponse>;
export { SessionStore, type SessionOptions, type SessionData } from './session.js';
export { Flash, FlashNow } from './flash.js';
export { InvalidAuthenticityToken, CSRF_PARAM } from './csrf.js';
export { BlockedHost, type HostPattern } from './hosts.js';
export { ParameterMissing, permit, type PermitFilter, type StrongParams } from './strong-params.js';
export { DEFAULT_SECURITY_HEADERS, type Timeouts } from './protection.js';
export { applyServerTimeouts } from './node-server.js';
export { HttpError, BadRequest, PayloadTooLarge, NotAcceptable } from './errors.js';
export { overrideMethod, OVERRIDABLE_VERBS } from './method-override.js';
export { parseUrlEncoded, buildParams, splitName, DEFAULT_LIMITS, type ParamValue, type ParamObject, type ParamsLimits } from './nested-params.js';
export type { ParsedBody } from './body.js';
export { parseBody, readBody } from './node-request.js';
export { RequestCycle } from './request-cycle.js';
export type { IncomingRequest, ResponseSink, HeaderTarget, ReadOptions } from './exchange.js';
export { parseJsonBody } from './json-body.js';
export { parseMultipart } from './multipart.js';
export { UploadedFile } from './uploaded-file.js';
export { requestedFormats, negotiate, MIME_TYPES } from './format.js';
export { toJson, toXml } from './representation.js';
export { requestInfoOf, type RequestInfo } from './request-info.js';
export { requestInfo } from './node-request.js';
export { createExpressMiddleware, type AdapterOptions, type ExpressMiddleware } from './adapters/express.js';
export { resourceRoutingPlugin, type FastifyPluginOptions, type FastifyLike } from './adapters/fastify.js';

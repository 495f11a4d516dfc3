/**
 * `resource-routing/http`: the dispatcher, request parsing and the Express / Fastify adapters. Needs Node.js
 * (`node:http` types).
 */
export type { ErrorDescription, ErrorPage } from './error-pages.js';
export { createHandler, Dispatcher, type HandlerOptions, type RequestHandler } from './handler.js';
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
export { ActionContext, UnsafeRedirectError, type ActionParams, type RenderOptions, type Responders } from './action-context.js';
export { SessionStore, type SessionOptions, type SessionData } from './session.js';
export { Flash, FlashNow } from './flash.js';
export { InvalidAuthenticityToken, CSRF_PARAM } from './csrf.js';
export { BlockedHost, type HostPattern } from './hosts.js';
export { ParameterMissing, permit, type PermitFilter, type StrongParams } from './strong-params.js';
export { applyServerTimeouts, DEFAULT_SECURITY_HEADERS, type Timeouts } from './protection.js';
export { HttpError, BadRequest, PayloadTooLarge, NotAcceptable } from './errors.js';
export { overrideMethod, OVERRIDABLE_VERBS } from './method-override.js';
export { parseUrlEncoded, buildParams, splitName, DEFAULT_LIMITS, type ParamValue, type ParamObject, type ParamsLimits } from './nested-params.js';
export { parseBody, readBody, type ParsedBody } from './body.js';
export { parseJsonBody } from './json-body.js';
export { parseMultipart } from './multipart.js';
export { UploadedFile } from './uploaded-file.js';
export { requestedFormats, negotiate, MIME_TYPES } from './format.js';
export { toJson, toXml } from './representation.js';
export { requestInfo, type RequestInfo } from './request-info.js';
export { createExpressMiddleware, type AdapterOptions, type ExpressMiddleware } from './adapters/express.js';
export { resourceRoutingPlugin, type FastifyPluginOptions, type FastifyLike } from './adapters/fastify.js';

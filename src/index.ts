// Everything in one module, for this repository's own tests and examples. The package exposes it in three
// entries by concern: `resource-routing` (./core.js), `resource-routing/http` and `resource-routing/view`.
export * from './core.js';
export * from './http/index.js';
export * from './view/index.js';
export { createFetchHandler, createHonoMiddleware, FetchRequest, FetchResponse, type FetchHandler, type FetchHandlerOptions, type FetchContext, type HonoMiddleware, type HonoContextLike } from './fetch/index.js';

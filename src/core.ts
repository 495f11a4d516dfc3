/**
 * The package root (`resource-routing`): the routing core — declarations, recognition, URL helpers, errors,
 * inflection. No I/O and no Node.js APIs, so it runs in browsers and edge runtimes and its declarations need no
 * `@types/node`. HTTP glue is in `resource-routing/http`, view helpers in `resource-routing/view`.
 */
export { RouteSet, normalizePath, type Params, type RouteSetOptions } from './route-set.js';
export { redirect, type RedirectTarget } from './dsl/redirect.js';
export { defineRoutes } from './dsl/block/draw-file.js';
export type { CustomUrl, CustomUrlContext } from './generate/custom-url.js';
export { Route, type RouteInit, type RequestContext, type RequestGuard, type Conditions } from './route.js';
export { RoutingError, MethodNotAllowed, MalformedPath, UrlGenerationError, ArgumentError } from './errors.js';
export { Inflector, inflections, createInflector, underscore, camelize } from './inflection.js';
export { rails32, rails61, PROFILES, type RailsProfile, type RailsVersion, type DeclarationRules, type RecognitionRules, type GenerationRules } from './profile/index.js';
export { inflections61, createInflector61 } from './profile/inflections-6-1.js';
export { PathPattern } from './pattern/path-pattern.js';
export type { Matcher, MatcherFactory, RouteMatch } from './match/matcher.js';
export { createReferenceMatcher } from './match/reference.js';
export { createFastMatcher } from './match/engine/index.js';
export { createSegmentMatcher } from './match/segments/index.js';
export type { UrlHelper, UrlHelpers, HashHelper } from './generate/url-helpers.js';
export type { UrlOptions } from './generate/url.js';
export { toQuery } from './generate/query.js';
export { toParam } from './generate/to-param.js';
export { asParams } from './generate/as-params.js';
export type * from './dsl/block/api.js';
export type * from './dsl/map/api.js';
export { formatRouteTable } from './format/route-table.js';
export { routeHelperDeclarations, controllerDeclarations, type DeclarationOptions } from './cli/declarations.js';
export type { HelperParam, HelperOptions } from './generate/helper-types.js';

// Also here because 0.1.0 exported them from the root, and they need no Node.js: the view helpers (home:
// `resource-routing/view`) and the HTTP errors, format negotiation and representations (home:
// `resource-routing/http`). The Node-bound HTTP names moved to `resource-routing/http` (see CHANGELOG.md).
export * from './view/index.js';
export { HttpError, BadRequest, PayloadTooLarge, NotAcceptable } from './http/errors.js';
export { requestedFormats, negotiate, MIME_TYPES } from './http/format.js';
export { toJson, toXml } from './http/representation.js';

import type { Route } from '../route.js';
import type { ErrorPage } from './error-pages.js';
import type { HostPattern } from './hosts.js';
import type { ParamsLimits } from './nested-params.js';
import type { Timeouts } from './protection.js';
import type { SessionOptions } from './session.js';

/** What every handler takes (`createHandler`, `createFetchHandler`, the adapters): all optional. */
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
  /**
   * Deadlines for a request's headers and body, in milliseconds (default 30 000 each): 408 and close. The headers
   * deadline is node:http's (the fetch handler's runtime reads headers itself).
   */
  timeouts?: Timeouts;
  /** Headers on every answer: Rails' defaults (`X-Frame-Options`, `X-Content-Type-Options`, `Referrer-Policy`) changed or (`null`) dropped. */
  headers?: Readonly<Record<string, string | null>>;
}

/** The options of the framework adapters (Express, Fastify, Hono): the handler's, and `fallthrough`. */
export interface AdapterOptions extends HandlerOptions {
  /**
   * Pass requests whose path no route has on to the framework (`next()`, Fastify's own routes and 404), so
   * the router can sit beside other handlers. Default true. A known path with the wrong verb is still
   * answered here (405), since the route set owns that path.
   */
  fallthrough?: boolean;
}

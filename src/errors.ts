/**
 * The errors users read. Each class keeps Rails' name so code (and the conformance corpus) can tell them
 * apart by `name` as well as by `instanceof`.
 */

/** No route matches a request, or a URL cannot be generated. Maps to HTTP 404 by default. */
export class RoutingError extends Error {
  override name = 'RoutingError';
  /** The HTTP status an adapter should answer with. */
  readonly status: number = 404;
}

/** The path exists, but only for other verbs. Carries them so an adapter can answer 405 with `Allow`. */
export class MethodNotAllowed extends RoutingError {
  override name = 'MethodNotAllowed';
  override readonly status = 405;
  constructor(
    readonly verb: string,
    readonly path: string,
    readonly allowed: readonly string[],
  ) {
    super(`No route matches ${verb} ${JSON.stringify(path)}; the path answers ${allowed.join(', ')}`);
  }
}

/** The request path cannot be decoded (bad percent-encoding). Maps to HTTP 400. */
export class MalformedPath extends RoutingError {
  override name = 'MalformedPath';
  override readonly status = 400;
}

/** A helper or `urlFor` was called without what the route needs (a missing or invalid param). */
export class UrlGenerationError extends RoutingError {
  override name = 'UrlGenerationError';
}

/**
 * Constructs an error without capturing a stack trace. A request that matches nothing is an answer (404/405),
 * not a defect: capturing the frames costs ~2-5 µs, several times the lookup itself. The error keeps its
 * class, name and message; its `stack` is just its first line.
 */
export function withoutStack<E extends Error>(construct: () => E): E {
  // V8's knob (Node, Deno, Chrome); other engines build the error as usual.
  const errors = Error as ErrorConstructor & { stackTraceLimit?: number };
  const limit = errors.stackTraceLimit;
  if (typeof limit !== 'number') return construct();
  errors.stackTraceLimit = 0;
  try {
    return construct();
  } finally {
    errors.stackTraceLimit = limit;
  }
}

/** A declaration is invalid: bad option, call outside its scope, bad requirement. */
export class ArgumentError extends Error {
  override name = 'ArgumentError';
}

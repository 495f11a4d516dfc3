import { ArgumentError } from '../../errors.js';
import type { RequestGuard } from '../../route.js';
import { showArgument } from './arguments.js';

type Method = (this: unknown, request: unknown) => unknown;

/**
 * The request guard a `constraints` value stands for, or undefined for an object of param and request
 * attribute constraints. As in Rails, a constraint may be a function of the request, or an object (a class
 * instance or an object literal) with a `matches(request)` method, or else a `call(request)` method; the
 * route matches when it returns a truthy value. A function (or `call`) of two parameters gets the path params
 * first, as Rails' `->(params, request) { … }`. Anything else is refused where it is declared.
 */
export function requestGuardOf(constraints: unknown, where: () => string): RequestGuard | undefined {
  if (typeof constraints === 'function') return byArity(constraints as Method, undefined);
  if (constraints === null || typeof constraints !== 'object' || constraints instanceof RegExp || Array.isArray(constraints)) {
    throw invalid(constraints, where);
  }
  const object = constraints as { matches?: unknown; call?: unknown };
  // Rails asks `matches?` first, then `call`.
  const method = typeof object.matches === 'function' ? object.matches : typeof object.call === 'function' ? object.call : undefined;
  if (method === undefined) {
    // A plain object is param → requirement; an instance with neither method is a mistake (a class missing `matches`).
    if (isPlainData(constraints)) return undefined;
    throw invalid(constraints, where);
  }
  // `matches` takes the request only; a `call` method is read by its arity, as a function is.
  return method === object.matches ? (request) => (method as Method).call(constraints, request) as boolean : byArity(method as Method, constraints);
}

/**
 * Rails passes a callable constraint what its arity asks for: the request, or with two parameters the path
 * params (fixed params under them) and the request: `(params, request) => Number(params.id) > 0`.
 */
function byArity(test: Method, self: unknown): RequestGuard {
  if (test.length < 2) return self === undefined ? (test as RequestGuard) : (request) => test.call(self, request) as boolean;
  // The route calls its guards with the path params after the request (route.ts' `meetsConditions`).
  const withParams = (request: unknown, params: unknown) => (test as (this: unknown, params: unknown, request: unknown) => boolean).call(self, params, request);
  return withParams as RequestGuard;
}

const isPlainData = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

function invalid(constraints: unknown, where: () => string): ArgumentError {
  const name = constraints !== null && typeof constraints === 'object' ? (constraints.constructor as { name?: string } | undefined)?.name : undefined;
  const instance = name !== undefined && name !== 'Object' && name !== 'Array';
  const shown = constraints instanceof RegExp ? String(constraints) : instance ? `an instance of ${name}` : showArgument(constraints);
  return new ArgumentError(
    `Invalid constraint (${where()}): ${shown} must be an object of param → regexp, a function of the request, or an object with a matches(request) method`,
  );
}

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
export function requestGuardOf(constraints: NonNullable<unknown>, where: () => string): RequestGuard | undefined {
  if (typeof constraints === 'function') return constraints.length >= 2 ? paramsFirst(constraints as Method, undefined) : (constraints as RequestGuard);
  // Rails asks `matches?` first (with the request only), then `call` (by its arity, as a function).
  const { matches, call } = constraints as { matches?: unknown; call?: unknown };
  if (typeof matches === 'function') return bound(matches as Method, constraints);
  if (typeof call === 'function') return call.length >= 2 ? paramsFirst(call as Method, constraints) : bound(call as Method, constraints);
  // A plain object is param → requirement; anything else (a string, a regexp, a class missing `matches`) is a mistake.
  if (isPlainData(constraints)) return undefined;
  throw invalid(constraints, where);
}

/** A constraint object's method as a guard, called on its object. */
const bound = (method: Method, self: unknown): RequestGuard => (request) => method.call(self, request) as boolean;

/**
 * Rails passes a callable constraint of two parameters the path params (fixed params under them), then the
 * request: `(params, request) => Number(params.id) > 0`. The route calls its guards with the path params
 * after the request (route.ts' `meetsConditions`).
 */
function paramsFirst(test: Method, self: unknown): RequestGuard {
  const withParams = (request: unknown, params: unknown) => (test as (this: unknown, params: unknown, request: unknown) => boolean).call(self, params, request);
  return withParams as RequestGuard;
}

const isPlainData = (value: NonNullable<unknown>) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

function invalid(constraints: NonNullable<unknown>, where: () => string): ArgumentError {
  const name = typeof constraints === 'object' ? (constraints.constructor as { name?: string } | undefined)?.name : undefined;
  const instance = name !== undefined && name !== 'Object' && name !== 'Array';
  const shown = constraints instanceof RegExp ? String(constraints) : instance ? `an instance of ${name}` : showArgument(constraints);
  return new ArgumentError(
    `Invalid constraint (${where()}): ${shown} must be an object of param → regexp, a function of the request, or an object with a matches(request) method`,
  );
}

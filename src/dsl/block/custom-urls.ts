import { ArgumentError } from '../../errors.js';
import type { CustomUrl } from '../../generate/custom-url.js';
import { isPlainObject } from '../../generate/to-param.js';
import { showArgument } from './arguments.js';
import type { Options } from './scope.js';

const HELPER_NAME = /^[_a-z]\w*$/i;

type CustomFunction = CustomUrl['fn'];

/**
 * The function and default options of a `direct` / `resolve` call: `(fn, defaults?)` as this library writes it,
 * or `(defaults, fn)` in Rails' order (`direct :browse, page: 1 do … end`).
 */
function functionAndDefaults(rest: readonly unknown[], takesRoute = false): { fn: CustomFunction; defaults: Options } | undefined {
  const [first, second] = rest;
  if (rest.length > 2) return undefined;
  if (typeof first === 'function' && (second === undefined || isPlainObject(second))) return { fn: first as CustomFunction, defaults: { ...second } };
  if (typeof second === 'function' && isPlainObject(first)) return { fn: second as CustomFunction, defaults: { ...first } };
  if (takesRoute && isPlainObject(first) && typeof first.route === 'string' && (second === undefined || isPlainObject(second))) {
    const route = first.route;
    if (Object.keys(first).length > 1) throw new ArgumentError(`resolve: { route } takes no other key, got ${JSON.stringify(first)} (give default options as the third argument)`);
    // Rails' `resolve('Basket') { |basket, options| [:basket, options] }`, written as data.
    return { fn: (_record: unknown, options: Options) => [route, options], defaults: { ...second } };
  }
  return undefined;
}

/** Rails raises for `direct` / `resolve` inside any block: a custom URL belongs to the whole route set. */
export function assertTopLevel(call: 'direct' | 'resolve', isRoot: boolean): void {
  if (!isRoot) throw new ArgumentError(`The ${call} method can't be used inside a routes scope block`);
}

/** `r.direct(name, fn, defaultOptions?)`: a custom URL helper, `<name>_path` and `<name>_url`. */
export function directDeclaration(args: readonly unknown[]): CustomUrl {
  const [name, ...rest] = args;
  if (typeof name !== 'string' || !HELPER_NAME.test(name)) {
    throw new ArgumentError(`direct takes a helper name (letters, digits and _, not starting with a digit), got ${showArgument(name)}`);
  }
  const parts = functionAndDefaults(rest);
  if (!parts) {
    throw new ArgumentError(`direct ${JSON.stringify(name)} takes a function that returns the URL, then default options: r.direct(${JSON.stringify(name)}, (…args, options) => 'https://…', { … }); got ${rest.map(showArgument).join(', ') || 'nothing'}`);
  }
  return { name, ...parts };
}

/**
 * `r.resolve(modelName, fn, defaultOptions?)` (or several model names in an array; a model class stands for
 * its name): the URL of a record of that model in `polymorphicPath`, `urlFor` and `formFor`.
 */
export function resolveDeclarations(args: readonly unknown[], modelNameOf: (modelClass: unknown) => string): CustomUrl[] {
  const [models, ...rest] = args;
  const list = Array.isArray(models) ? models : [models];
  if (list.length === 0) throw new ArgumentError('resolve takes a model name (such as "Basket") or a list of them, got an empty list');
  const names = list.map((model) => {
    if (typeof model === 'string' && model !== '') return model;
    if (typeof model === 'function') return modelNameOf(model);
    throw new ArgumentError(`resolve takes model names (such as "Basket") or model classes, got ${showArgument(model)}`);
  });
  const parts = functionAndDefaults(rest, true);
  if (!parts) {
    throw new ArgumentError(
      `resolve ${JSON.stringify(names[0])} takes a function (record, options) => what polymorphicPath takes (['basket', options]), or { route: 'basket' }, then default options; got ${rest.map(showArgument).join(', ') || 'nothing'}`,
    );
  }
  return names.map((name) => ({ name, ...parts }));
}

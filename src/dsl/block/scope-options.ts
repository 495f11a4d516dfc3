import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import type { Options } from './scope.js';
import { truthy } from './truthiness.js';

/** `Mapper::URL_OPTIONS`: a scope constraint on one of these that is a string or a number is also a default. */
const URL_OPTIONS = ['protocol', 'subdomain', 'domain', 'host', 'port'];

/** Rails 3.2's `scope` takes its options as they are. */
export const scopeOptions32 = (options: Options): Options => options;

/**
 * What Rails 6.1's `scope` makes of its options before merging them: outside a `nested` block a path and a
 * name prefix are also the shallow path and prefix (unless given), a constraint on a URL option (`subdomain:
 * 'api'`) is also a default, and `anchor:` is refused (it means something only to `match`).
 */
export function scopeOptions61(given: Options, nested: boolean): Options {
  if ('anchor' in given) throw new ArgumentError('anchor is ignored unless passed to `match`');
  const options = { ...given };
  if (!nested) {
    if ('path' in options && !truthy(options.shallow_path)) options.shallow_path = options.path;
    if ('as' in options && !truthy(options.shallow_prefix)) options.shallow_prefix = options.as;
  }
  const constraints = options.constraints;
  if (isPlainObject(constraints)) {
    const defaults = Object.fromEntries(
      URL_OPTIONS.filter((key) => typeof constraints[key] === 'string' || typeof constraints[key] === 'number').map((key) => [key, constraints[key]]),
    );
    if (Object.keys(defaults).length) options.defaults = { ...defaults, ...(isPlainObject(options.defaults) ? options.defaults : undefined) };
  }
  return options;
}

/** Rails 3.2's `namespace`: path, module, name prefix, shallow path and prefix are all the name. */
export const namespaceScope32 = (name: string): Options => ({ path: name, as: name, module: name, shallow_path: name, shallow_prefix: name });

/** Rails 6.1's `namespace`: the shallow path follows a `path:` option and the shallow prefix an `as:` option. */
export const namespaceScope61 = (name: string, options: Options): Options => ({
  path: name,
  module: name,
  as: name,
  shallow_path: 'path' in options ? options.path : name,
  shallow_prefix: 'as' in options ? options.as : name,
});

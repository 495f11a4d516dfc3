import { isPlainObject } from '../../generate/to-param.js';
import type { Mapper } from './mapper.js';
import type { Options } from './scope.js';

/** A block of declarations; it receives the mapper (closing over it works as well). */
export type Block = (r: Mapper) => void;

/** camelCase option names of the TypeScript API → the names the declaration rules use. */
const SNAKE: Record<string, string> = {
  pathNames: 'path_names',
  shallowPath: 'shallow_path',
  shallowPrefix: 'shallow_prefix',
};

/** A copy of `options` with the API's camelCase option names in the rules' form; other keys untouched. */
export function normalizeOptionKeys(options: Options): Options {
  const out: Options = {};
  for (const [key, value] of Object.entries(options)) out[SNAKE[key] ?? key] = value;
  return out;
}

/** Splits a DSL call's arguments: names or paths first, then an options object, then a block. */
export function parseCall(call: string, args: readonly unknown[]): { positional: unknown[]; options: Options; block?: Block } {
  const rest = [...args];
  const block = typeof rest[rest.length - 1] === 'function' ? (rest.pop() as Block) : undefined;
  const options = isPlainObject(rest[rest.length - 1]) ? normalizeOptionKeys(rest.pop() as Options) : {};
  void call;
  return { positional: rest, options, block };
}

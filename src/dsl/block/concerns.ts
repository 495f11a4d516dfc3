import { ArgumentError } from '../../errors.js';
import { isPlainObject } from '../../generate/to-param.js';
import { showArgument } from './arguments.js';
import type { Options } from './scope.js';

/**
 * A named group of declarations, used where it is wanted (Rails 4's routing concerns): a block
 * `(r, options) => …` or an object with `call(mapper, options)`. Either receives the mapper and the options
 * given where the concern is used (`r.concerns('commentable', { only: 'index' })`), so a concern can pass them
 * on (`(r, options) => r.resources('comments', options)`).
 */
export interface ConcernCallable<M> {
  call(mapper: M, options: Options): unknown;
}
export type ConcernBlock<M> = (mapper: M, options: Options) => unknown;

/**
 * Runs one concern body: the draw session's block runner, so an `async` concern and a concern used after the
 * draw ended are refused as any other block is.
 */
type RunBody<M> = (body: (mapper: M) => unknown, where: string) => void;

/** The concerns of one draw (Rails keeps them per mapper: a concern lives as long as the draw declaring it). */
export class Concerns<M> {
  private readonly named = new Map<string, ConcernCallable<M>>();

  /** `r.concern(name, block)` / `r.concern(name, callable)`; a later concern of the same name replaces it. */
  define(name: unknown, body: unknown): void {
    if (typeof name !== 'string' || name === '') throw new ArgumentError(`concern takes a name (a non-empty string), got ${showArgument(name)}`);
    if (typeof body === 'function') {
      const block = body as ConcernBlock<M>;
      this.named.set(name, { call: (mapper, options) => block(mapper, options) });
    } else if (body !== null && typeof body === 'object' && typeof (body as { call?: unknown }).call === 'function') {
      this.named.set(name, body as ConcernCallable<M>);
    } else {
      throw new ArgumentError(
        `concern ${JSON.stringify(name)} needs a block (r, options) => … or an object with a call(mapper, options) method, got ${showArgument(body)}`,
      );
    }
  }

  /**
   * `r.concerns('a', 'b', options?)` (names may come in arrays): each concern in turn, at the current scope,
   * with the options. An unknown name raises as Rails does, before the concerns after it run.
   */
  use(mapper: M, args: readonly unknown[], run: RunBody<M>): void {
    const names = [...args];
    const options = isPlainObject(names[names.length - 1]) ? (names.pop() as Options) : {};
    for (const name of names.flat(Infinity)) {
      // Names are strings: anything else finds no concern.
      const concern = this.named.get(name as string);
      if (concern === undefined) throw new ArgumentError(`No concern named ${typeof name === 'string' ? name : showArgument(name)} was found!`);
      // Each concern gets its own copy: one that changes its options does not change the next one's.
      run((m) => concern.call(m, { ...options }), `The concern ${JSON.stringify(name)}`);
    }
  }
}

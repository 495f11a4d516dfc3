import { vi } from 'vitest';
import { RouteSet, type Mapper, type RouteSetOptions } from '../src/index.js';

/** A route as one line: `GET /posts/:id(.:format) posts#show post` (`-` for no name, ANY for any verb). */
export function lines(set: RouteSet): string[] {
  return set.routes.map((r) => {
    const verb = r.verbs.length ? r.verbs.join('|') : 'ANY';
    return `${verb} ${r.path} ${r.controller ?? ':controller'}#${r.action ?? ':action'} ${r.name ?? '-'}`;
  });
}

/** A fresh set drawn in the block style. */
export function drawn(declare: (r: Mapper) => void, options?: RouteSetOptions): RouteSet {
  return new RouteSet(options).draw(declare);
}

/** A model-like record: helpers use its `toParam()` or `id`. */
export class Post {
  constructor(
    readonly id?: number,
    readonly slug?: string,
  ) {}
  toParam(): string | undefined {
    return this.slug ? `${this.id}-${this.slug}` : this.id === undefined ? undefined : String(this.id);
  }
}

/**
 * How many RegExp runs `run` makes (test, match and replace go through RegExp.prototype.exec too): engine
 * shortcuts are checked by counting the work they skip, never by timing.
 */
export function regexpRuns(run: () => unknown): number {
  const spy = vi.spyOn(RegExp.prototype, 'exec');
  try {
    run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

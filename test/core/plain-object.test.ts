import { describe, expect, it } from 'vitest';
import { isPlainObject, PLAIN_DATA } from '../../src/generate/to-param.js';
import { RouteSet } from '../../src/index.js';

class Post {
  constructor(readonly id: number) {}
}

describe('isPlainObject (options or a record?)', () => {
  it('takes object literals, null-prototype objects and marked data as options; instances, arrays and dates not', () => {
    const Marked = function (this: { a: number }) {
      this.a = 1;
    } as unknown as new () => { a: number };
    (Marked.prototype as Record<symbol, unknown>)[PLAIN_DATA] = true;
    // In turns, so a remembered record prototype never answers for another one.
    const answers = [new Post(1), { a: 1 }, new Marked(), new Post(2), Object.create(null), [1], new Date(0), new Marked(), new Post(3), null, 'text'].map(isPlainObject);
    expect(answers).toEqual([false, true, true, false, true, false, false, true, false, false, false]);
  });

  it('keeps helpers reading records and marked data (request params) apart, call after call', () => {
    const set = new RouteSet().draw((r) => r.resources('posts'));
    const post = set.helpers.post_path!;
    const params = Object.assign(Object.create({ [PLAIN_DATA]: true }) as Record<string, unknown>, { id: 9 });
    expect([post(new Post(1)), post(params), post(new Post(2)), post({ id: 3 }), post(new Post(4), { page: 2 })]).toEqual([
      '/posts/1',
      '/posts/9',
      '/posts/2',
      '/posts/3',
      '/posts/4?page=2',
    ]);
  });
});

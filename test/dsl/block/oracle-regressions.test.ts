// Differences from Rails 3.2 found by differential testing against the Rails oracle (test/oracle/), one test
// each, named after the difference. Every expectation here is what the oracle answered (normalized to 3.2).
import { describe, expect, it } from 'vitest';
import { drawn } from '../../support.js';

describe('oracle regressions: generation', () => {
  it('leaves out an optional segment whose value is the route default (defaults: { format })', () => {
    const set = drawn((r) => {
      r.resources('posts', { only: ['index', 'show'], defaults: { format: 'json' } });
      r.resources('photos', { only: [] }, () => r.get('x', { defaults: { format: 'pdf' } }));
      r.get('pages(/:page)', { to: 'pages#index', as: 'pages', defaults: { page: '1' } });
    });
    expect(set.helpers.posts_path!()).toBe('/posts');
    expect(set.helpers.post_path!(7)).toBe('/posts/7');
    expect(set.helpers.post_path!(7, { format: 'xml' })).toBe('/posts/7.xml');
    expect(set.helpers.photo_x_url!(3, { host: 'example.com' })).toBe('http://example.com/photos/3/x');
    expect(set.helpers.pages_path!({ page: 1 })).toBe('/pages');
    expect(set.helpers.pages_path!({ page: 2 })).toBe('/pages/2');
    expect(set.recognize('GET', '/posts/7')).toEqual({ controller: 'posts', action: 'show', id: '7', format: 'json' });
  });
});


// Differences from Rails 3.2 found by differential testing against the Rails oracle (test/oracle/), one test
// each, named after the difference. Every expectation here is what the oracle answered (normalized to 3.2).
import { describe, expect, it } from 'vitest';
import { RoutingError, UrlGenerationError } from '../../../src/index.js';
import { drawn, lines } from '../../support.js';

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

  it('escapes query keys and values as CGI.escape does: brackets and !\'()* too', () => {
    const set = drawn((r) => r.resources('posts', { only: 'index' }));
    expect(set.helpers.posts_path!({ tags: ['a', 'b'] })).toBe('/posts?tags%5B%5D=a&tags%5B%5D=b');
    expect(set.helpers.posts_path!({ filter: { year: 2024, tag: 'x' } })).toBe('/posts?filter%5Btag%5D=x&filter%5Byear%5D=2024');
    expect(set.helpers.posts_path!({ q: "a!b'c(d)e*f~g-h_i.j k" })).toBe('/posts?q=a%21b%27c%28d%29e%2Af~g-h_i.j+k');
    expect(set.helpers.posts_path!({ 'a!b': 1 })).toBe('/posts?a%21b=1');
  });

  it('builds URLs at the edges as Rails does: a lone user is a param, an empty format adds no dot, an empty port its colon, no trailing slash after a format', () => {
    const set = drawn((r) => r.resources('posts', { only: ['index', 'show'] }));
    expect(set.helpers.post_url!(1, { host: 'example.com', user: 'u' })).toBe('http://example.com/posts/1?user=u');
    expect(set.helpers.post_url!(1, { host: 'example.com', user: 'u', password: 'p' })).toBe('http://u:p@example.com/posts/1');
    expect(set.helpers.post_path!(1, { format: '' })).toBe('/posts/1');
    expect(set.helpers.post_url!(1, { host: 'example.com', port: '' })).toBe('http://example.com:/posts/1');
    expect(set.helpers.post_path!(1, { trailing_slash: true, format: 'json' })).toBe('/posts/1.json');
    expect(set.helpers.post_path!(1, { trailing_slash: true })).toBe('/posts/1/');
  });

  it('ignores trailing nil positional args (root_path(nil) is /)', () => {
    const set = drawn((r) => {
      r.root({ to: 'home#index' });
      r.resources('posts', { only: 'show' });
    });
    expect(set.helpers.root_path!(null)).toBe('/');
    expect(set.helpers.post_path!(1, 'json', null)).toBe('/posts/1.json');
  });

  it('treats false as no value for a path segment (3.2 PARAMETERIZE), but writes it in a query', () => {
    const set = drawn((r) => r.resources('posts', { only: ['index', 'show'] }));
    expect(() => set.helpers.post_path!(false)).toThrow(UrlGenerationError);
    expect(set.helpers.posts_path!({ flag: false })).toBe('/posts?flag=false');
  });
});

describe('oracle regressions: declarations', () => {
  it('takes a leading-slash one-segment path as the controller of a shorthand: "missing :action"', () => {
    expect(() => drawn((r) => r.match('/account'))).toThrow(/missing :action/);
    expect(() => drawn((r) => r.namespace('admin', () => r.get('/dashboard')))).toThrow(/missing :action/);
    expect(lines(drawn((r) => r.get('/account/overview')))).toEqual(['GET /account/overview(.:format) account#overview account_overview']);
  });

  it('takes the key naming a controller#action as the path of the hash form, other keys as fixed params', () => {
    const set = drawn((r) => {
      r.get({ page: '1', 'x/:id': 'a#b', as: 'ex' });
      r.match({ lang: 'en', docs: 'docs#index', via: 'get' });
    });
    expect(lines(set)).toEqual(['GET /x/:id(.:format) a#b ex', 'GET /docs(.:format) docs#index docs']);
    expect(set.recognize('GET', '/x/5')).toEqual({ controller: 'a', action: 'b', id: '5', page: '1' });
    expect(set.recognize('GET', '/docs')).toEqual({ controller: 'docs', action: 'index', lang: 'en' });
  });

  it('keeps an empty controller part of to: (no fallback to controller:), joined with the module as Ruby does', () => {
    expect(() => drawn((r) => r.get('c', { to: '#seven', controller: 'eight' }))).toThrow(/missing :controller/);
    expect(lines(drawn((r) => r.namespace('admin', () => r.get('c', { to: '#seven', controller: 'eight' }))))).toEqual(['GET /admin/c(.:format) admin/#seven admin_c']);
    expect(lines(drawn((r) => r.get('b', { to: 'five#', action: 'six' })))).toEqual(['GET /b(.:format) five#six b']);
    expect(() => drawn((r) => r.scope({ module: '' }, () => r.resources('posts', { only: 'index' })))).toThrow(/should not start with a slash/);
  });
});

describe('oracle regressions: requirements', () => {
  it('reads POSIX bracket expressions and \\h in requirements as Ruby does', () => {
    const set = drawn((r) => {
      // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
      r.match('/purchases/:token/:filename', { to: 'purchases#fetch', token: /[[:alnum:]]{10}/, filename: /(.+)/, as: 'purchase' });
      // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
      r.get('p/:a/:b/:c', { to: 'p#p', a: /[[:digit:]]+/, b: /[[:alpha:][:digit:]_]+/, c: /[^[:space:]]+/ });
      // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
      r.get('h/:sha', { to: 'h#show', sha: new RegExp('\\h{6}') });
    });
    expect(set.recognize('GET', '/purchases/315004be7e/Ruby_on_Rails_3.pdf')).toEqual({ controller: 'purchases', action: 'fetch', token: '315004be7e', filename: 'Ruby_on_Rails_3.pdf' });
    expect(() => set.recognize('GET', '/purchases/31500-be7e/x.pdf')).toThrow(RoutingError);
    expect(set.helpers.purchase_path!({ token: '315004be7e', filename: 'Ruby_on_Rails_3.pdf' })).toBe('/purchases/315004be7e/Ruby_on_Rails_3.pdf');
    expect(set.recognize('GET', '/p/12/ab_3/x-y')).toEqual({ controller: 'p', action: 'p', a: '12', b: 'ab_3', c: 'x-y' });
    expect(set.recognize('GET', '/h/c0ffee')).toEqual({ controller: 'h', action: 'show', sha: 'c0ffee' });
    expect(() => set.recognize('GET', '/h/coffee')).toThrow(RoutingError);
    expect((set.routes[0]!.requirements.token as RegExp).source).toBe('[[:alnum:]]{10}');
  });

  it('matches Ruby \\p{…} property classes in requirements (unicode mode)', () => {
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    const set = drawn((r) => r.get('x/:id', { to: 'u#x', as: 'x', id: new RegExp('\\p{L}+') }));
    expect(set.recognize('GET', '/x/abc')).toEqual({ controller: 'u', action: 'x', id: 'abc' });
    expect(() => set.recognize('GET', '/x/ab1')).toThrow(RoutingError);
    expect(set.helpers.x_path!('abc')).toBe('/x/abc');
  });
});

import { describe, expect, it } from 'vitest';
import type { Route } from '../../src/index.js';
import { importSource } from './support.js';

/** Where a converted redirect route sends a request with these path params, and with which status. */
function follow(route: Route, params: Record<string, string>): { location: string; status: number } {
  let answer = { location: '', status: 0 };
  const context = { params, request: {}, redirectTo: (location: string, options: { status: number }) => (answer = { location, status: options.status }) };
  (route.endpoint as (ctx: typeof context) => void)(context);
  return answer;
}

const draw = (...lines: string[]) => importSource(`Rails.application.routes.draw do\n${lines.map((l) => `  ${l}`).join('\n')}\nend`);

describe('import: redirect(…) becomes the library redirect where it says the same', { timeout: 30_000 }, () => {
  it('a path with %{param}, a URL, status:, as a hash value or to:; the module imports redirect', async () => {
    const { code, converted, set } = await draw(
      "get 'old/:id' => redirect('/new/%{id}')",
      "match 'legacy', to: redirect('https://example.org/x', status: 302), via: :get",
      "get 'docs/:page', :to => redirect(\"/guides/%{page}\", :status => 307)",
    );
    expect(converted.todos).toEqual([]);
    expect(code).toMatch(/^import \{ redirect, RouteSet \} from 'resource-routing';$/m);
    expect(code).toContain("r.get({ 'old/:id': redirect('/new/%{id}') });");
    expect(code).toContain("r.match('legacy', { to: redirect('https://example.org/x', { status: 302 }), via: 'get' });");
    expect(code).toContain("r.get('docs/:page', { to: redirect('/guides/%{page}', { status: 307 }) });");
    const [old, legacy, docs] = set.routes;
    expect(old!.toString()).toBe('GET /old/:id(.:format) :controller#:action');
    expect(follow(old!, { id: 'a b' })).toEqual({ location: '/new/a%20b', status: 301 });
    expect(follow(legacy!, {})).toEqual({ location: 'https://example.org/x', status: 302 });
    expect(follow(docs!, { page: 'routing' })).toEqual({ location: '/guides/routing', status: 307 });
  });

  it('a block that only writes a string of its params becomes a function of the params', async () => {
    const { code, converted, set } = await draw(
      'get \'a/:id\' => redirect { |params, req| "/articles/#{params[:id]}?from=`old`&x=${1}" }',
      "get 'b/:slug', to: redirect(status: 302) { |p, _| \"/posts/#{p['slug']}\" }",
      "get 'c', to: redirect { '/home' }",
    );
    expect(converted.todos).toEqual([]);
    expect(code).toContain("r.get({ 'a/:id': redirect((params) => `/articles/${params.id}?from=\\`old\\`&x=\\${1}`) });");
    expect(code).toContain("r.get('b/:slug', { to: redirect((params) => `/posts/${params.slug}`, { status: 302 }) });");
    expect(code).toContain("r.get('c', { to: redirect((params) => `/home`) });");
    expect(follow(set.routes[0]!, { id: '7' })).toEqual({ location: '/articles/7?from=`old`&x=${1}', status: 301 });
    expect(follow(set.routes[1]!, { slug: 'hello' })).toEqual({ location: '/posts/hello', status: 302 });
    expect(follow(set.routes[2]!, {})).toEqual({ location: '/home', status: 301 });
  });

  it('what the library cannot say the same way stays a TODO, saying why', async () => {
    const { converted, code } = await draw(
      "get 'a' => redirect { |params, req| \"http://#{req.host}/x\" }",
      "get 'b' => redirect { |params, req| params[:id].upcase }",
      "get 'c' => redirect(path: '/x')",
      "get 'd' => redirect('/x', status: 200)",
      "get 'e' => redirect('/x', host: 'example.org')",
      "get 'f' => redirect('/x') { |p, r| '/y' }",
      "get 'g' => redirect(5)",
      "get 'h' => redirect(NEW_PATH)",
      "get 'i' => redirect('/a', '/b')",
    );
    expect(code).toMatch(/^import \{ RouteSet \} from 'resource-routing';$/m);
    expect(converted.todos.map((t) => `${t.line}: ${t.reason}`)).toEqual([
      '2: a redirect block that reads the request or runs code (for a)',
      '3: a redirect block that reads the request or runs code (for b)',
      "4: a redirect given as an options hash (Rails 4's path:/host:) (for c)",
      '5: a redirect status that is not a 3xx code (for d)',
      '6: a redirect option other than status (host) (for e)',
      '7: a redirect with both a path and a block (for f)',
      '8: a redirect to something other than a string (for g)',
      '9: the constant NEW_PATH (not a literal defined in this file) (for h)',
      '10: a redirect of other arguments than a path (for i)',
    ]);
  });

  it('statuses from 300 to 399 in a bare or braced hash convert, an empty hash is the default status', async () => {
    const { code, converted, set } = await draw("get 'a' => redirect('/x', { status: 300 })", "get 'b' => redirect('/x', status: 399)", "get 'c' => redirect('/x', {})");
    expect(converted.todos).toEqual([]);
    expect(code).toContain("r.get({ a: redirect('/x', { status: 300 }) });\n  r.get({ b: redirect('/x', { status: 399 }) });\n  r.get({ c: redirect('/x') });");
    expect(set.routes.map((route) => follow(route, {}).status)).toEqual([300, 399, 301]);
  });

  it('a status out of 3xx or not a number, an option that is no literal, and blocks that are more than a string of params stay TODOs', async () => {
    const { converted } = await draw(
      "get 'a' => redirect('/x', status: 299)",
      "get 'b' => redirect('/x', status: 400)",
      "get 'c' => redirect('/x', status: '301')",
      "get 'd' => redirect('/x', status: STATUS)",
      "get 'e' => redirect { }",
      "get 'f' => redirect { |p| x = 1; '/a' }",
      'get \'g\' => redirect { "/a/#{x}" }',
      'get \'h\' => redirect { |p| "/a/#{p[:a]; p[:b]}" }',
      'get \'i\' => redirect { |p| "/a/#{}" }',
      'get \'j\' => redirect { |p| "/a/#{p.fetch(:id)}" }',
      'get \'k\' => redirect { |p| "/a/#{q[:id]}" }',
      'get \'l\' => redirect { |p| "/a/#{p[:a, :b]}" }',
      'get \'m\' => redirect { |p| "/a/#{p[key]}" }',
      'get \'n\' => redirect { |p| "/a/#{@p[:id]}" }',
      'get \'o\' => redirect { |p| "/a/#{p}" }',
      'get \'p\' => redirect { |p| "/a/#{p[]}" }',
    );
    const block = 'a redirect block that reads the request or runs code';
    expect(converted.todos.map((t) => `${t.line}: ${t.reason}`)).toEqual([
      '2: a redirect status that is not a 3xx code (for a)',
      '3: a redirect status that is not a 3xx code (for b)',
      '4: a redirect status that is not a 3xx code (for c)',
      '5: the constant STATUS (not a literal defined in this file) (option status) (for d)',
      ...'efghijklmnop'.split('').map((name, i) => `${i + 6}: ${block} (for ${name})`),
    ]);
  });
});

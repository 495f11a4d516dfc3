import { describe, expect, it } from 'vitest';
import { polymorphicPath, type RouteSet } from '../../src/index.js';
import { importSource } from './support.js';

type Helpers = Record<string, (...args: unknown[]) => string>;
const helpersOf = (set: RouteSet) => set.helpers as unknown as Helpers;
const block = (...lines: string[]) => `Rails.application.routes.draw do\n${lines.map((l) => `  ${l}`).join('\n')}\nend\n`;
const todos = (imported: { converted: { todos: readonly { line: number; reason: string }[] } }) => imported.converted.todos.map((t) => `${t.line}: ${t.reason}`);

class Post {
  constructor(readonly id: number) {}
}
class Basket {
  constructor(readonly id: number) {}
}
class Cart {
  constructor(readonly id: number) {}
}
class Photo {
  constructor(readonly id: number) {}
}

describe('import: direct and resolve blocks', { timeout: 30_000 }, () => {
  const ruby = block(
    'resources :posts',
    'resource :basket',
    "get 'pages' => 'pages#index'",
    "get 'photos/:id' => 'photos#show'",
    'direct :homepage do',
    '  "https://rubyonrails.org"',
    'end',
    'direct :main do',
    '  { controller: "pages", action: "index", subdomain: "www" }',
    'end',
    'direct(:commentable) { |model| [model, anchor: "comments"] }',
    'direct :post_link do |post, options|',
    '  route_for(:post, post, options)',
    'end',
    'direct :user_page, page: 1 do |id|',
    '  "/users/#{id}/page"',
    'end',
    'direct(:first_post) { post_path(1) }',
    'resolve("Basket") { [:basket] }',
    'resolve "Cart", "Order", anchor: "top" do |record, options|',
    '  [:basket, options]',
    'end',
    'resolve("Photo") { |photo| url_for(controller: "photos", action: "show", id: photo, only_path: true) }',
  );

  it('writes each block as a function of its parameters, the context where the body needs it', async () => {
    const { code, converted } = await importSource(ruby, undefined, { rails: '6.1' });
    expect(converted.todos).toEqual([]);
    for (const line of [
      "  r.direct('homepage', () => 'https://rubyonrails.org');",
      "  r.direct('main', () => ({ controller: 'pages', action: 'index', subdomain: 'www' }));",
      "  r.direct('commentable', (model) => [model, { anchor: 'comments' }]);",
      "  r.direct('post_link', (...args) => { const context = args.pop(); const [post, options] = args; return context.routeFor('post', post, options); });",
      "  r.direct('user_page', (id) => `/users/${id}/page`, { page: 1 });",
      "  r.direct('first_post', (...args) => { const context = args.pop(); return context.helpers.post_path(1); });",
      "  r.resolve('Basket', () => ['basket']);",
      "  r.resolve(['Cart', 'Order'], (record, options) => ['basket', options], { anchor: 'top' });",
      "  r.resolve('Photo', (photo, _options, context) => context.urlFor({ controller: 'photos', action: 'show', id: photo, only_path: true }));",
    ]) {
      expect(code).toContain(line);
    }
  });

  it('the helpers and mappings answer as the Rails blocks do', async () => {
    const { set } = await importSource(ruby, undefined, { rails: '6.1' });
    const h = helpersOf(set);
    expect([h.homepage_url!(), h.homepage_path!()]).toEqual(['https://rubyonrails.org', '/']);
    expect(h.main_path!()).toBe('/pages');
    expect(h.commentable_path!(new Post(4))).toBe('/posts/4#comments');
    expect(h.post_link_path!(new Post(3), { format: 'json' })).toBe('/posts/3.json');
    expect(h.post_link_url!(new Post(3), { host: 'example.com' })).toBe('http://example.com/posts/3');
    expect(h.user_page_path!(5)).toBe('/users/5/page');
    expect(h.first_post_path!()).toBe('/posts/1');
    expect(polymorphicPath(set, new Basket(1))).toBe('/basket');
    expect(polymorphicPath(set, new Cart(2))).toBe('/basket#top');
    expect(polymorphicPath(set, new Photo(9))).toBe('/photos/9');
  });

  it('what the block does beyond that is a TODO with its lines; so are bad names and blocks of several statements', async () => {
    const imported = await importSource(
      block(
        'direct :browse, page: 1 do |options|',
        '  [:products, options.merge(params.permit(:page).to_h)]',
        'end',
        'direct(:a) { |m| "/x/#{m.slug}" }',
        'direct(:b) { x = 1; "/b" }',
        'direct(:c)',
        'direct(name) { "/c" }',
        'resolve([]) { [:basket] }',
        'direct(:d, :e) { "/d" }',
        'direct(:f) { |*rest| "/f" }',
        'direct(:g) { Current.user }',
        'direct(:h) { "#{1; 2}" }',
      ),
      undefined,
      { rails: '6.1' },
    );
    expect(todos(imported)).toEqual([
      '2: direct whose block is not converted (the method call .merge)',
      '5: direct whose block is not converted (the method call .slug)',
      '6: direct whose block is not one expression',
      '7: direct without a block',
      '8: the method call name',
      '9: resolve with model names that are not a literal',
      '10: direct with a helper name that is not a literal',
      '11: direct whose block parameters are not plain names',
      '12: direct whose block is not converted (the method call .user)',
      '13: direct whose block is not converted (an interpolation that is not one expression)',
    ]);
  });
});

describe('import: direct and resolve, edges', { timeout: 30_000 }, () => {
  it('writes parentheses, hashes of any keys, escapes in templates, polymorphic calls, a parameter named context', async () => {
    const { code, converted } = await importSource(
      block(
        'direct(:p) { ("/p") }',
        'direct(:e) { {} }',
        'direct(:k) { { "a-b" => 1, c: 2 } }',
        'direct(:t) { |x| "/a`b${c}\\\\#{x}" }',
        'direct(:pp) { |m| polymorphic_path(m) }',
        'direct(:pu) { |context| polymorphic_url([context, :comments]) }',
        'resolve(%w[A B]) { url_for(controller: "a") }',
        'resolve("C") { |c, o| [:basket, o] }',
      ),
      undefined,
      { rails: '6.1' },
    );
    expect(converted.todos).toEqual([]);
    for (const line of [
      "  r.direct('p', () => '/p');",
      "  r.direct('e', () => ({}));",
      "  r.direct('k', () => ({ 'a-b': 1, c: 2 }));",
      "  r.direct('t', (x) => `/a\\`b\\${c}\\\\${x}`);",
      "  r.direct('pp', (...args) => { const context = args.pop(); const [m] = args; return context.polymorphicPath(m); });",
      "  r.direct('pu', (...args) => { const urls = args.pop(); const [context] = args; return urls.polymorphicUrl([context, 'comments']); });",
      "  r.resolve(['A', 'B'], (_record, _options, context) => context.urlFor({ controller: 'a' }));",
      "  r.resolve('C', (c, o) => ['basket', o]);",
    ]) {
      expect(code).toContain(line);
    }
  });

  it('a hash it cannot write, or a call of anything else, is a TODO', async () => {
    const imported = await importSource(block('direct(:a) { { **x } }', 'direct(:b) { { 1 => 2 } }', 'direct(:c) { some_helper }', 'direct(:d) { [:a, x.y] }', 'direct(:e) { { a: x.y } }', 'direct(:f) { route_for(x.y) }'), undefined, { rails: '6.1' });
    expect(todos(imported)).toEqual([
      '2: direct whose block is not converted (a double splat in a hash)',
      '3: direct whose block is not converted (a hash key that is not a string or symbol)',
      '4: direct whose block is not converted (the method call some_helper)',
      '5: direct whose block is not converted (the method call .y)',
      '6: direct whose block is not converted (the method call .y)',
      '7: direct whose block is not converted (the method call .y)',
    ]);
  });
});

describe('import: direct and resolve, what the mutation run left', { timeout: 30_000 }, () => {
  it("answers as Rails 6.1's helpers: a local of the draw block, empty options, a keyword shorthand, #{}, helpers without arguments", async () => {
    const { code, converted, set } = await importSource(
      block(
        'resources :posts',
        'base = "/base"',
        'direct(:b) { base }',
        'direct(:x, {}) { "/x" }',
        'direct(:kw) { |id| { controller: "posts", action: "show", id: } }',
        'direct(:empty_i) { "/e#{}" }',
        'direct(:all) { posts_path }',
        'direct(:u) { post_url(1) }',
        'direct(:dollar) { |v| "/p$x/#{v}$" }',
        'direct(:par) { |m| ([m]) }',
      ),
      undefined,
      { rails: '6.1' },
    );
    expect(converted.todos).toEqual([]);
    for (const line of [
      "  r.direct('b', () => '/base');",
      "  r.direct('x', () => '/x');",
      "  r.direct('kw', (id) => ({ controller: 'posts', action: 'show', id: id }));",
      "  r.direct('empty_i', () => `/e`);",
      "  r.direct('all', (...args) => { const context = args.pop(); return context.helpers.posts_path(); });",
      "  r.direct('u', (...args) => { const context = args.pop(); return context.helpers.post_url(1); });",
      "  r.direct('dollar', (v) => `/p$x/${v}$`);",
      "  r.direct('par', (m) => [m]);",
    ]) {
      expect(code).toContain(line);
    }
    const h = helpersOf(set);
    set.defaultUrlOptions = { host: 'example.com' };
    // Rails 6.1.7 (default_url_options host example.com): the same strings
    expect([h.b_path!(), h.x_path!(), h.kw_path!(3), h.kw_url!(3), h.empty_i_path!(), h.all_path!(), h.all_url!(), h.u_path!(), h.u_url!(), h.dollar_path!(1)]).toEqual([
      '/base',
      '/x',
      '/posts/3',
      'http://example.com/posts/3',
      '/e',
      '/posts',
      '/posts',
      '/posts/1',
      'http://example.com/posts/1',
      '/p$x/1$',
    ]);
    expect(h.par_path!(new Post(4))).toBe('/posts/4');
  });

  it('a block that is no expression, names that are no literal, and calls it cannot write are TODOs', async () => {
    const imported = await importSource(
      block(
        'direct(:a) { }',
        'direct([:b]) { "/b" }',
        'direct("") { "/c" }',
        'resolve("A", 1) { [:basket] }',
        'resolve("A", "") { [:basket] }',
        'direct(:d) { post_path(1) { } }',
        'direct(:e) { ("/a"; "/b") }',
        'direct(:f) { @path }',
        'direct(:g) { my_path_for(1) }',
        'direct(:h) { helper { } }',
        'direct :i, page: Foo.bar do "/i" end',
      ),
      undefined,
      { rails: '6.1' },
    );
    expect(todos(imported)).toEqual([
      '2: direct whose block is not one expression',
      '3: direct with a helper name that is not a literal',
      '4: direct with a helper name that is not a literal',
      '5: resolve with model names that are not a literal',
      '6: resolve with model names that are not a literal',
      '7: direct whose block is not converted (the method call post_path)',
      '8: direct whose block is not converted (a parenthesized sequence)',
      '9: direct whose block is not converted (a InstanceVariableRead expression)',
      '10: direct whose block is not converted (the method call my_path_for)',
      '11: direct whose block is not converted (the method call helper)',
      // no option of direct is dropped: an unconvertible one leaves the whole call a TODO
      '12: the constant Foo (not a literal defined in this file) (for page)',
    ]);
  });

  it('a resolve block of two parameters that needs the context gets it third', async () => {
    const { code, set } = await importSource(block('resources :posts', 'resolve("Photo") { |photo, options| post_path(photo, options) }'), undefined, { rails: '6.1' });
    expect(code).toContain("  r.resolve('Photo', (photo, options, context) => context.helpers.post_path(photo, options));");
    expect(polymorphicPath(set, new Photo(9), { format: 'json' })).toBe('/posts/9.json');
  });
});

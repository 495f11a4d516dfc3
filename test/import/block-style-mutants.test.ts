import { describe, expect, it } from 'vitest';
import { block, convert } from './mutant-support.js';

describe('import: block style calls', { timeout: 30_000 }, () => {
  it('says why each call that is not the routing DSL is skipped', async () => {
    const { todos, lines } = await convert(
      block(
        "mount X => '/x'",
        'draw :admin',
        "instance_eval 'x'",
        "eval 'x'",
        "require 'x'",
        "load 'x'",
        "redirect 'x'",
        'foo_bar',
        "foo.get 'x'",
        "get 'x', &blk",
        "get 'x', to: zz",
        "scope 's', as: Foo.bar do end",
      ),
    );
    expect(todos).toEqual([
      '2: mount (a Rack application or engine)',
      '3: draw :admin: routes/admin.rb not found (Rails raises "Your router tried to #draw the external file admin.rb"): its routes are not converted',
      '4: code evaluated from elsewhere',
      '5: code evaluated from elsewhere',
      '6: require',
      '7: load of another file',
      '8: a redirect endpoint',
      "9: foo_bar: not a method of the routing DSL (a gem's macro or a helper)",
      '10: a method call on something other than the route mapper (get)',
      '11: a block passed as an argument (&block)',
      '12: the method call zz (for to)',
      '13: the constant Foo (not a literal defined in this file) (for as)',
    ]);
    expect(lines.filter((l) => !l.includes('//'))).toEqual(['routes.draw((r) => {', '});']);
  });

  it('every mapper method keeps its name; resources_path_names is camelCased; a call on a block parameter goes to r', async () => {
    const { lines, todos } = await convert(
      block(
        'resources :a',
        'resource :b',
        'namespace :n, as: nil do |m|',
        "  m.get 'a' => 'b#c'",
        'end',
        "scope 's' do end",
        "match 'm' => 'a#b'",
        "get 'g' => 'a#b'",
        "post 'p' => 'a#b'",
        "put 'u' => 'a#b'",
        "patch 'pa' => 'a#b'",
        "delete 'd' => 'a#b'",
        "options 'o' => 'a#b'",
        "root to: 'a#b'",
        'member do end',
        'collection do end',
        'new do end',
        'nested do end',
        'shallow do end',
        'controller :c do end',
        "constraints(id: /x/, a: 1) { }",
        "defaults(a: 1) { }",
        "resources_path_names new: 'n', x: /y/",
      ),
    );
    expect(todos).toEqual([]);
    expect(lines).toEqual([
      'routes.draw((r) => {',
      "  r.resources('a');",
      "  r.resource('b');",
      "  r.namespace('n', { as: null }, () => {",
      "    r.get({ a: 'b#c' });",
      '  });',
      "  r.scope('s', () => {});",
      "  r.match({ m: 'a#b' });",
      "  r.get({ g: 'a#b' });",
      "  r.post({ p: 'a#b' });",
      "  r.put({ u: 'a#b' });",
      "  r.patch({ pa: 'a#b' });",
      "  r.delete({ d: 'a#b' });",
      "  r.options({ o: 'a#b' });",
      "  r.root({ to: 'a#b' });",
      '  r.member(() => {});',
      '  r.collection(() => {});',
      '  r.new(() => {});',
      '  r.nested(() => {});',
      '  r.shallow(() => {});',
      "  r.controller('c', () => {});",
      '  r.constraints({ id: /x/, a: 1 }, () => {});',
      '  r.defaults({ a: 1 }, () => {});',
      "  r.resourcesPathNames({ new: 'n', x: /y/ });",
      '});',
    ]);
  });

  it('Rails 3.0 `draw do |map|`: calls on the parameter go to the mapper', async () => {
    const { lines } = await convert("Foo::Application.routes.draw do |map|\n  map.resources :a\n  resources :b\nend");
    expect(lines).toEqual(['routes.draw((r) => {', "  r.resources('a');", "  r.resources('b');", '});']);
  });

  it('with_options: bad forms are TODOs; an empty options hash; nested merges; a variable-call receiver', async () => {
    const { todos, lines } = await convert(
      block(
        "with_options 'x' do end",
        "with_options as: 'a'",
        "with_options(as: 'a') do |a, b| end",
        'with_options(as: zz) do end',
        "with_options(as: 'w') do |*a| end",
        'with_options do',
        "  get 'e' => 'a#b'",
        'end',
        "with_options defaults: { a: 1, b: { c: 1 } } do",
        "  with_options defaults: { b: { d: 2 } } do",
        "    get 'n' => 'a#b', defaults: { a: 3 }",
        '  end',
        'end',
      ),
    );
    expect(todos).toEqual([
      '2: with_options takes an options hash and a block',
      '3: with_options takes an options hash and a block',
      '4: with_options with block parameters other than one name',
      '5: the method call zz (for as)',
      '6: with_options with block parameters other than one name',
    ]);
    expect(lines.filter((l) => !l.includes('//'))).toEqual([
      'routes.draw((r) => {',
      "  r.get({ e: 'a#b' });",
      "  r.get({ defaults: { a: 3, b: { c: 1, d: 2 } }, n: 'a#b' });",
      '});',
    ]);
  });

  it('concerns: bad definitions and unknown names are TODOs; a concern used by resources alone or with other options', async () => {
    const { todos, lines } = await convert(
      block(
        'concern :c',
        'concern zz do end',
        'concern :c, :d do end',
        'concern :ok do',
        "  get 'ok' => 'p#q'",
        'end',
        'concerns zz',
        'concerns :ok, :nope',
        'concerns 1',
        'resources :a, concerns: :ok',
        'resource :b, concerns: [:ok], only: :show',
        'resources :c, concerns: :nope',
        'resources :d, concerns: []',
        "concern 'str' do",
        "  get 's' => 'p#q'",
        'end',
        'concerns [[:str], :ok]',
        "scope 'x', concerns: :ok do end",
        'with_options as: "w" do',
        '  concerns :ok',
        'end',
      ),
    );
    expect(todos).toEqual([
      '2: concern with a callable or without a block',
      '3: concern with a callable or without a block',
      '4: concern with a callable or without a block',
      '8: the method call zz',
      '9: concerns: no concern named "nope" is defined before it (in this file or a file it draws)',
      '10: concerns: no concern named 1 is defined before it (in this file or a file it draws)',
      '13: concerns: no concern named "nope" is defined before it (in this file or a file it draws)',
    ]);
    expect(lines.filter((l) => !l.includes('//'))).toEqual([
      'routes.draw((r) => {',
      "  r.concern('ok', (r) => {",
      "    r.get({ ok: 'p#q' });",
      '  });',
      "  r.resources('a', () => {",
      "    r.concerns('ok');",
      '  });',
      "  r.resource('b', { only: 'show' }, () => {",
      "    r.concerns('ok');",
      '  });',
      "  r.resources('d', () => {});",
      "  r.concern('str', (r) => {",
      "    r.get({ s: 'p#q' });",
      '  });',
      "  r.concerns('str', 'ok');",
      "  r.scope('x', { concerns: 'ok' }, () => {});",
      // with_options merges into the concerns' options (the concern's block takes none here)
      "  r.concerns('ok', { as: 'w' });",
      '});',
    ]);
  });

  it('constraints given as code: the routes inside are kept (block body and braces), with a TODO for the dropped code', async () => {
    const { todos, lines } = await convert(block('constraints(Foo.new) do', "  get 'in' => 'p#q'", 'end', 'constraints(lambda { }) { }', 'defaults(Foo.new) do end'));
    expect(todos).toEqual([
      '2: constraints given as code (the constant Foo (not a literal defined in this file)): dropped, the routes inside are kept',
      '5: constraints given as code (a constraint block that does not take the request (one or two plain parameters)): dropped, the routes inside are kept',
      '6: the constant Foo (not a literal defined in this file)',
    ]);
    expect(lines.filter((l) => !l.includes('//'))).toEqual(['routes.draw((r) => {', "  r.get({ in: 'p#q' });", '});']);
    expect(lines[1]).toBe('  // TODO(import): line 2: constraints given as code (the constant Foo (not a literal defined in this file)): dropped, the routes inside are kept');
    expect(lines[2]).toBe('  //   constraints(Foo.new) do');
  });

  it('Symbol targets are actions; a hash form path keeps its place; root takes a target string', async () => {
    const { lines } = await convert(
      block(
        "get 'y' => :new, to: :show",
        "match 'z', to: :show, via: :get",
        "get 'w' => 'p#q', to: :x",
        "get :a, to: 'p#q', 'w2' => :x",
        "get 'v', to: 'p#q'",
        "get 'u' => 'p#q', 't' => :x",
        "root 'a#b', as: 'r'",
        "root 'a#b'",
        "delete 'd' => :destroy",
        "resources :s, to: :x",
      ),
    );
    expect(lines).toEqual([
      'routes.draw((r) => {',
      "  r.get('y', { action: 'new' });",
      "  r.match('z', { via: 'get', action: 'show' });",
      "  r.get({ w: 'p#q', action: 'x' });",
      "  r.get('a', { to: 'p#q', w2: 'x' });",
      "  r.get('v', { to: 'p#q' });",
      "  r.get({ u: 'p#q', t: 'x' });", // Rails: the first String key is the path (here with a String target)
      "  r.root({ to: 'a#b', as: 'r' });",
      "  r.root({ to: 'a#b' });",
      "  r.delete('d', { action: 'destroy' });",
      "  r.resources('s', { to: 'x' });",
      '});',
    ]);
  });

  it('extra option keys of route calls: regexps into constraints, other values into defaults, merged with the given ones', async () => {
    const { lines } = await convert(
      block(
        "resources :p, id: /\\d/, format: /json/, constraints: { id: /x/, k: 1 }, defaults: { a: 1 }, b: 2, 'p' => 'q'",
        "scope path: 'x', foo: 'bar' do end",
        "get 'a' => 'b#c', only: 1, x: /y/",
        "constraints(id: /x/, a: 1)",
        "resources :q, constraints: 1, c: /z/",
        "resources :w, defaults: 1, c: 2",
      ),
    );
    expect(lines).toEqual([
      'routes.draw((r) => {',
      "  r.resources('p', { format: /json/, p: 'q', constraints: { id: /\\d/, k: 1 }, defaults: { a: 1, b: 2 } });",
      "  r.scope({ path: 'x', defaults: { foo: 'bar' } }, () => {});",
      "  r.get({ a: 'b#c', only: 1, constraints: { x: /y/ } });",
      '  r.constraints({ id: /x/, a: 1 });',
      "  r.resources('q', { constraints: { c: /z/ } });",
      "  r.resources('w', { defaults: { c: 2 } });",
      '});',
    ]);
  });
});

describe('import: block style, forms passed through', { timeout: 30_000 }, () => {
  it('root takes one target string; other arguments pass through for the library to judge; the first path key with a Symbol target wins', async () => {
    const { lines } = await convert(block('root 1', "root 'a#b', 'c'", "get 'a' => :x, 'b' => :y"));
    expect(lines).toEqual(['routes.draw((r) => {', '  r.root(1);', "  r.root('a#b', 'c');", "  r.get('a', { b: 'y', action: 'x' });", '});']);
  });
});

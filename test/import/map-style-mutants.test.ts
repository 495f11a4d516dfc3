import { describe, expect, it } from 'vitest';
import { convert, map } from './mutant-support.js';

describe('import: map style calls', { timeout: 30_000 }, () => {
  it('extra option keys: a path segment default into defaults, a regexp or fixed param into requirements, merged once', async () => {
    const { lines, todos } = await convert(
      map(
        "map.root :controller => 'w', :page => nil, :id => /\\d/, :x => 'y'",
        "map.connect ':a/:b', :controller => 'c', :a => 'one', :b => /\\d/, :q => 1, :requirements => { :b => /x/ }, :defaults => { :z => 1 }",
        "map.connect 'plain', :controller => 'c'",
        "map.connect 'p/*path', :controller => 'c', :path => 'x'",
        "map.named 'n/:id', :controller => 'c', :requirements => 1, :id => '2'",
        "map.resources :r, :foo => 'bar'",
        "map.named2 \"#{'x'}\", :controller => 'c'",
        "map.connect 'z', 'c' => 'd'",
        "map.connect 'r', :controller => 'c', :x => /y/, :defaults => 1",
      ),
    );
    expect(todos).toEqual([]);
    expect(lines).toEqual([
      'routes.drawMap((map) => {',
      "  map.root({ controller: 'w', requirements: { page: null, id: /\\d/, x: 'y' } });",
      "  map.connect(':a/:b', { controller: 'c', defaults: { z: 1, a: 'one' }, requirements: { b: /\\d/, q: 1 } });",
      "  map.connect('plain', { controller: 'c' });",
      "  map.connect('p/*path', { controller: 'c', defaults: { path: 'x' } });",
      "  map.namedRoute('named', 'n/:id', { controller: 'c', requirements: 1, defaults: { id: '2' } });",
      "  map.resources('r', { foo: 'bar' });",
      "  map.namedRoute('named2', 'x', { controller: 'c' });",
      "  map.connect('z', { requirements: { c: 'd' } });",
      "  map.connect('r', { controller: 'c', defaults: 1, requirements: { x: /y/ } });",
      '});',
    ]);
  });

  it('calls that are not route methods nor named routes, bad block parameters, receivers that are not a route map', async () => {
    const { todos, lines } = await convert(
      map(
        "map.named3 :\"x#{1}\", :controller => 'c'",
        "map.named4 1, :controller => 'c'",
        'map.named5',
        'map.resources :r do |a, b| end',
        'map.resources :r do |*a| end',
        'other = map',
        "self.connect 'q'",
        "foo.connect 'q'",
        "connect 'q'",
        "map.connect 'y', :controller => Foo::C",
        "map.connect zz",
        "map.connect 'x', &b",
      ),
    );
    expect(todos).toEqual([
      "2: map.named3: not a route method nor a named route with a path (a plugin's macro?)",
      "3: map.named4: not a route method nor a named route with a path (a plugin's macro?)",
      "4: map.named5: not a route method nor a named route with a path (a plugin's macro?)",
      '5: resources with block parameters other than one name',
      '6: resources with block parameters other than one name',
      '7: an assignment of the variable map: its uses are not converted either',
      '8: connect: not a call on the route map',
      '9: connect: not a call on the route map',
      '10: connect: not a call on the route map',
      '11: the constant Foo::C (not a literal defined in this file) (for controller)',
      '12: the method call zz',
      '13: a block passed as an argument (&block)',
    ]);
    expect(lines.filter((l) => !l.includes('//'))).toEqual(['routes.drawMap((map) => {', '});']);
  });

  it('blocks: without a parameter calls stay on their map, a parameter named as a JavaScript keyword is renamed', async () => {
    const { lines, todos } = await convert(
      map(
        'map.resources :r do',
        "  map.connect 'inner', :controller => 'c'",
        'end',
        'map.resources :r do |new|',
        "  new.connect 'inner2', :controller => 'c'",
        'end',
        "map.namespace(:admin) { |default| default.connect 'a', :controller => 'c' }",
        "map.with_options :controller => 'c' do |c|",
        "  c.plain 'p2'",
        "  c.connect 'p3', :constraint => Foo.new",
        'end',
        "map.connect 'x', :controller => 'c', :requirements => { :id => Foo::ID }",
        'map.resources :e do |e| end',
      ),
    );
    expect(todos).toEqual([
      '11: option constraint (the constant Foo (not a literal defined in this file)) dropped; the routes are kept',
      '13: option requirements.id (the constant Foo::ID (not a literal defined in this file)) dropped; the routes are kept',
    ]);
    expect(lines.filter((l) => !l.includes('//'))).toEqual([
      'routes.drawMap((map) => {',
      "  map.resources('r', () => {",
      "    map.connect('inner', { controller: 'c' });",
      '  });',
      "  map.resources('r', (new_) => {",
      "    new_.connect('inner2', { controller: 'c' });",
      '  });',
      "  map.namespace('admin', (default_) => {",
      "    default_.connect('a', { controller: 'c' });",
      '  });',
      "  map.withOptions({ controller: 'c' }, (c) => {",
      "    c.namedRoute('plain', 'p2');",
      "    c.connect('p3', {});",
      '  });',
      "  map.connect('x', { controller: 'c', requirements: {} });",
      "  map.resources('e', (e) => {});",
      '});',
    ]);
  });

  it('a map-style draw block with another parameter name; a bare file read as map style (calls on `map`, a method call to Ruby there)', async () => {
    const named = await convert("ActionController::Routing::Routes.draw do |m|\n  m.connect ':controller/:action'\nend");
    expect(named.lines).toEqual(['routes.drawMap((m) => {', "  m.connect(':controller/:action');", '});']);
    const bare = await convert("map.resources :posts\nmap.home '', :controller => 'h'\nmap.resources(:a).x\nother.connect 'x'\n", 'map');
    expect(bare.lines).toEqual([
      'routes.drawMap((map) => {',
      "  map.resources('posts');",
      "  map.namedRoute('home', '', { controller: 'h' });",
      '  // TODO(import): line 3: x: not a call on the route map',
      '  //   map.resources(:a).x',
      '  // TODO(import): line 4: connect: not a call on the route map',
      "  //   other.connect 'x'",
      '});',
    ]);
  });
});

describe('import: map style, nil extra keys', { timeout: 30_000 }, () => {
  it('a key given nil is a requirement when the path has no such segment (divide_route_options), a default when it has', async () => {
    const { lines } = await convert(map("map.connect 'x/:page', :controller => 'c', :foo => nil, :bar => 1, :page => nil"));
    expect(lines[1]).toBe("  map.connect('x/:page', { controller: 'c', defaults: { page: null }, requirements: { foo: null, bar: 1 } });");
  });
});

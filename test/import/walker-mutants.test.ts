import { describe, expect, it } from 'vitest';
import { block, convert } from './mutant-support.js';

// The Ruby around the routing calls: methods the file defines, conditions and loops on literal values,
// comments; everything else is a TODO quoting its lines.
describe('import: the Ruby around routing calls', { timeout: 30_000 }, () => {
  it('expands a method the file defines where it is called, with its arguments (optional ones defaulted)', async () => {
    const { lines, todos } = await convert(
      block(
        'def add(name, opt = "o")',
        "  get name => \"p##{opt}\"",
        'end',
        'def twice(map)',
        "  map.get 'tw' => 'p#q'",
        'end',
        'def rec',
        '  rec',
        'end',
        'def splat(*a); end',
        'def kw(a:); end',
        'def blk(&b); end',
        'def self.x; end',
        "add 'a1'",
        "add 'a2', 'z'",
        'add',
        'add 1, 2, 3',
        "add('a') { }",
        'twice(self)',
        'rec',
        'splat 1',
        'kw a: 1',
        'blk',
        'with_options(as: nil) { |m| twice(m) }',
      ),
    );
    expect(todos).toEqual([
      '14: a singleton method definition',
      '17: a call of add with arguments it does not take',
      '18: a call of add with arguments it does not take',
      '19: a call of add with arguments it does not take',
      '6: a method call on something other than the route mapper (get)',
      '9: a recursive call of rec',
      '22: a call of splat, whose parameters are not plain names',
      '23: a call of kw, whose parameters are not plain names',
      '24: a call of blk, whose parameters are not plain names',
    ]);
    expect(lines.filter((l) => !l.includes('//'))).toEqual([
      'routes.draw((r) => {',
      "  r.get({ a1: 'p#o' });",
      "  r.get({ a2: 'p#z' });",
      "  r.get({ as: null, tw: 'p#q' });",
      '});',
    ]);
  });

  it('a method with no parameters, called with none; a call with a receiver is not an expansion', async () => {
    const { lines, todos } = await convert(block('def admin', "  get 'a' => 'p#q'", 'end', 'admin', 'admin()', 'r.admin'));
    expect(lines).toEqual(['routes.draw((r) => {', "  r.get({ a: 'p#q' });", "  r.get({ a: 'p#q' });", '  // TODO(import): line 7: a method call on something other than the route mapper (admin)', '  //   r.admin', '});']);
    expect(todos).toHaveLength(1);
  });

  it('takes the branch a literal condition picks: if / elsif / else, unless / else, modifiers', async () => {
    const { lines, todos } = await convert(`Y = 2
Rails.application.routes.draw do
  if false
    get 'no' => 'p#q'
  elsif nil
    get 'no2' => 'p#q'
  elsif Y
    get "yes#{Y}" => 'p#q'
  else
    get 'else' => 'p#q'
  end
  if nil
    get 'n1' => 'p#q'
  elsif false
    get 'n2' => 'p#q'
  else
    get 'else' => 'p#q'
  end
  unless true
    get 'u1' => 'p#q'
  else
    get 'u2' => 'p#q'
  end
  unless false
    get 'u3' => 'p#q'
  end
  get 'z' => 'p#q' if 0
  get 'zz' => 'p#q' unless ''
  if false
    get 'n' => 'p#q'
  end
  if true then end
  unless nil then end
  if Y == 2
    get 'e' => 'p#q'
  end
  if Y.odd?
    get 'o' => 'p#q'
  end
end`);
    expect(lines).toEqual([
      'routes.draw((r) => {',
      "  r.get({ yes2: 'p#q' });",
      "  r.get({ else: 'p#q' });",
      "  r.get({ u2: 'p#q' });",
      "  r.get({ u3: 'p#q' });",
      "  r.get({ z: 'p#q' });",
      "  r.get({ e: 'p#q' });",
      '  // TODO(import): lines 37-39: a condition known only when the app runs (Y.odd?): the routes depend on the environment',
      '  //   if Y.odd?',
      "  //     get 'o' => 'p#q'",
      '  //   end',
      '});',
    ]);
    expect(todos).toEqual(['37: a condition known only when the app runs (Y.odd?): the routes depend on the environment']);
  });

  it('`X = … unless defined? X` assigns X only when the file has not; other defined? guards are conditions', async () => {
    const { lines, todos } = await convert(`X = 'x' unless defined? X
Y = 'y'
Y = 'other' unless defined?(Y)
Z = 'z' unless defined?(W)
unless defined?(V)
  V = 'v'
  U = 'u'
end
Rails.application.routes.draw do
  get X => 'p#q'
  get Y => 'p#q'
end`);
    expect(todos.map((t) => t.split(':')[0])).toEqual(['3', '4', '5']);
    expect(todos[0]).toBe('3: a condition known only when the app runs (defined?(Y)): the routes depend on the environment');
    expect(lines.slice(-3)).toEqual(["  r.get({ x: 'p#q' });", "  r.get({ y: 'p#q' });", '});']);
  });

  it('loops over literal arrays and hashes: each, each_with_index, each_pair, destructuring pairs, for', async () => {
    const { lines, todos } = await convert(
      block(
        '{ a: 1, b: 2 }.each_pair do |k, v|',
        '  get "#{k}#{v}" => \'p#q\'',
        'end',
        '[[1, 2], [3]].each do |a, b|',
        '  get "l#{a}#{b}" => \'p#q\'',
        'end',
        '[[1, 2]].each do |a|',
        '  get "m#{a.join}" => \'p#q\'',
        'end',
        "'one'.each do |o|",
        "  get o => 'p#q'",
        'end',
        "%w(x y).each_with_index { |w, i| get \"#{w}#{i}\" => 'p#q' }",
        "[1].each { get 'np' => 'p#q' }",
        "[1].each { |;t| get 'semi' => 'p#q' }",
        '[1].each do |*a|',
        'end',
        '[1].each do |a = 1|',
        'end',
        '[1].each do |a, *b|',
        'end',
        '[1].each do |(a, b)|',
        'end',
        '[1].each do |a, k:|',
        'end',
        '[1].each do |a, &b|',
        "  get 'amp' => 'p#q'",
        'end',
        'zz.each do |a|',
        'end',
        'for a, b in [1] do end',
        'for q in zz do end',
        "for i in { k: 'v' }",
        '  get "f#{i.join}" => \'p#q\'',
        'end',
        "for i in 'one' do get i => 'p#q' end",
        "each { get 'e' => 'p#q' }",
      ),
    );
    expect(lines.filter((l) => !l.includes('//'))).toEqual([
      'routes.draw((r) => {',
      "  r.get({ a1: 'p#q' });",
      "  r.get({ b2: 'p#q' });",
      "  r.get({ l12: 'p#q' });",
      "  r.get({ l3: 'p#q' });",
      "  r.get({ m12: 'p#q' });",
      "  r.get({ one: 'p#q' });",
      "  r.get({ x0: 'p#q' });",
      "  r.get({ y1: 'p#q' });",
      "  r.get({ np: 'p#q' });",
      "  r.get({ semi: 'p#q' });",
      "  r.get({ amp: 'p#q' });",
      "  r.get({ fkv: 'p#q' });",
      "  r.get({ one: 'p#q' });",
      "  r.get({ e: 'p#q' });",
      '});',
    ]);
    expect(todos).toEqual([
      '17: a loop whose block parameters are not plain names',
      '19: a loop whose block parameters are not plain names',
      '21: a loop whose block parameters are not plain names',
      '23: a loop whose block parameters are not plain names',
      '25: a loop whose block parameters are not plain names',
      '30: a loop over the method call zz',
      '32: a for loop with a destructuring index',
      '33: a loop over the method call zz',
      "38: each: a gem's macro (not a method of the routing DSL) around routes: dropped, the routes inside are kept",
    ]);
  });

  it('statements that are not routing calls: TODOs, except bare literals; an assignment of code is one too', async () => {
    const { lines, todos } = await convert(
      block('self.foo = 1', '42', "'str'", ':sym', 'nil', 'begin', "  get 'b' => 'p#q'", 'end', 'x = Foo.bar', "get 'ok' => 'p#q'"),
    );
    expect(todos).toEqual([
      '2: an attribute assignment (foo=)',
      '3: not a routing declaration (Integer)',
      '7: not a routing declaration (Begin)',
      '10: an assignment of the constant Foo (not a literal defined in this file): its uses are not converted either',
    ]);
    expect(lines.at(-2)).toBe("  r.get({ ok: 'p#q' });");
  });

  it('a draw block whose body is a begin/rescue is a TODO; an empty draw block keeps its comments', async () => {
    const rescued = await convert("Rails.application.routes.draw do\n  get 'a' => 'b#c'\nrescue\n  nil\nend");
    expect(rescued.todos).toEqual(['1: a begin/rescue block']);
    const empty = await convert('Rails.application.routes.draw do\n  # nothing yet\nend\n');
    expect(empty.lines).toEqual(['routes.draw((r) => {', '  // nothing yet', '});']);
  });

  it('carries comments over: magic comments dropped, trailing ones kept on their line, ones on the lines of a skipped construct quoted (once)', async () => {
    const { lines } = await convert(`# frozen_string_literal: true
# -*- coding: utf-8 -*-
#encoding: utf-8
#top comment
Rails.application.routes.draw do
  get 'a' => 'p#q' # on a
  # before b
  get 'b' => 'p#q'
  x = 'v' # on an assignment
  mount X => '/x' # in a TODO
  if Rails.env.test? # in a TODO
    # in a TODO
    get 't' => 'p#q'
  end # in a TODO
  get 'c',
    to: 'p#q' # on c's last line
  # the end
end
# after`);
    expect(lines).toEqual([
      '// top comment',
      '',
      'routes.draw((r) => {',
      "  r.get({ a: 'p#q' }); // on a",
      '  // before b',
      "  r.get({ b: 'p#q' });",
      '  // on an assignment',
      '  // TODO(import): line 10: mount (a Rack application or engine)',
      "  //   mount X => '/x' # in a TODO",
      '  // TODO(import): lines 11-14: Rails.env.test? is false in the production environment with no ENV variable set: these routes are left out',
      '  //   if Rails.env.test? # in a TODO',
      '  //     # in a TODO',
      "  //     get 't' => 'p#q'",
      '  //   end # in a TODO',
      "  r.get('c', { to: 'p#q' }); // on c's last line",
      '  // the end',
      '});',
    ]);
  });
});

describe('import: the Ruby around routing calls, edges', { timeout: 30_000 }, () => {
  it('parameters a method call cannot bind: after an optional one, a keyword rest', async () => {
    const { todos } = await convert(block('def post(a = 1, b); end', 'def kwr(**o); end', 'post 1', 'kwr'));
    expect(todos).toEqual(['4: a call of post, whose parameters are not plain names', '5: a call of kwr, whose parameters are not plain names']);
  });

  it('comments right after code or a block end, and comments that only mention a magic word', async () => {
    const { lines } = await convert(`# about encoding here
# reencoding
Rails.application.routes.draw do
  get 'x' => 'p#q'# tight
  resources :posts do
    get 'y' => 'p#q'
    # last inside
  end# after the block
end`);
    expect(lines).toEqual([
      '// about encoding here',
      '// reencoding',
      '',
      'routes.draw((r) => {',
      "  r.get({ x: 'p#q' }); // tight",
      "  r.resources('posts', () => {",
      "    r.get({ y: 'p#q' });",
      '    // last inside',
      '  }); // after the block',
      '});',
    ]);
  });

  it('a dropped option of a call over several lines quotes its first line; the call stays whole', async () => {
    const { lines, converted } = await convert(block("get 'a', to: 'p#q',", '  constraints: { id: Foo }'));
    expect(converted.todos.map((t) => [t.line, t.lastLine, t.source])).toEqual([[2, 2, ["  get 'a', to: 'p#q',"]]]);
    expect(lines.slice(1, 4)).toEqual([
      '  // TODO(import): line 2: option constraints.id (the constant Foo (not a literal defined in this file)) dropped; the routes are kept',
      "  //   get 'a', to: 'p#q',",
      "  r.get('a', { to: 'p#q', constraints: {} });",
    ]);
  });

  it('a method body calls the draw block parameter by name (a method call to Ruby there); a call on a call is not the mapper', async () => {
    const { lines, todos } = await convert(`Foo::Application.routes.draw do |map|
  def admin
    map.resources :users
  end
  admin
  map(1).resources :x
end`);
    expect(lines).toEqual([
      'routes.draw((r) => {',
      "  r.resources('users');",
      '  // TODO(import): line 6: a method call on something other than the route mapper (resources)',
      '  //   map(1).resources :x',
      '});',
    ]);
    expect(todos).toHaveLength(1);
  });
});

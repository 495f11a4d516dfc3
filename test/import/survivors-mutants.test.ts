import { describe, expect, it } from 'vitest';
import { formatDifferences, parseRouteTable } from '../../src/import/route-table.js';
import { stripExtended } from '../../src/import/ruby-regexp.js';
import { todoComment } from '../../src/import/emit.js';
import { SourceText } from '../../src/import/source-text.js';
import { block, convert, map } from './mutant-support.js';

// What the first mutation runs of the importer showed untested.
describe('import: values only evaluate reaches', { timeout: 30_000 }, () => {
  it('hashes assigned to a variable: splats, keys, shorthand values; empty parentheses; methods of the wrong receiver', async () => {
    const { todos, lines } = await convert(
      block(
        'x = 1',
        'h1 = { **zz }',
        'h2 = { **[1] }',
        'h3 = { zz => 1 }',
        'h4 = { [1] => 1 }',
        "h5 = { 1 => 2, x:, e: () }",
        "get 'a', to: 'p#q', defaults: h5",
        "get('b', to: 'p#q', x:)",
        "get 'c', to: 'p#q', constraints: { id: Regexp.new('a b') }",
        "get [1].to_s => 'p#q'",
        "get({ a: 1 }.update(b: 2) => 'p#q')",
        "get('d', { to: 'p#q' })",
      ),
    );
    expect(todos).toEqual([
      '3: an assignment of the method call zz: its uses are not converted either',
      '4: an assignment of a double splat of something other than a hash: its uses are not converted either',
      '5: an assignment of the method call zz: its uses are not converted either',
      '6: an assignment of a hash key that is not a string or symbol: its uses are not converted either',
      '11: the method call .to_s',
      '12: the method call .update',
    ]);
    expect(lines.filter((l) => !l.includes('//'))).toEqual([
      'routes.draw((r) => {',
      "  r.get('a', { to: 'p#q', defaults: { '1': 2, x: 1, e: null } });",
      "  r.get('b', { to: 'p#q', defaults: { x: 1 } });",
      "  r.get('c', { to: 'p#q', constraints: { id: /a b/ } });",
      "  r.get('d', { to: 'p#q' });",
      '});',
    ]);
  });
});

describe('import: walker edges the mutation runs showed', { timeout: 30_000 }, () => {
  it('comments after a nested branch or an empty branch stay outside the block that holds it', async () => {
    const { lines } = await convert(
      block('resources :x do', '  if true', "    get 'a' => 'p#q'", '  end', '  if true', '  end', 'end', '# outside'),
    );
    expect(lines).toEqual(['routes.draw((r) => {', "  r.resources('x', () => {", "    r.get({ a: 'p#q' });", '  });', '  // outside', '});']);
  });

  it('a comment at the end of a loop body is written once, after the first pass', async () => {
    const { lines } = await convert(block('%w(a b).each do |x|', "  get x => 'p#q'", '  # end of loop', 'end', "get 'c' => 'p#q'"));
    expect(lines).toEqual(['routes.draw((r) => {', "  r.get({ a: 'p#q' });", '  // end of loop', "  r.get({ b: 'p#q' });", "  r.get({ c: 'p#q' });", '});']);
  });

  it('defined? guards: only `unless defined?(X)` around the one assignment of X, without else', async () => {
    const { todos } = await convert(`if defined?(A)
  A = 'a'
end
unless defined?(B)
  B = 'b'
else
  B = 'c'
end
unless defined?(C)
end
Rails.application.routes.draw do
end`);
    expect(todos.map((t) => t.split(':')[0])).toEqual(['1', '4', '9']);
  });

  it('a method without parameters called with one; numbered block parameters; a block with only block-locals', async () => {
    const { todos, lines } = await convert(block('def admin; end', 'admin 1', "%w(a).each { get _1 => 'p#q' }", "%w(b).each { |;t| get 'b' => 'p#q' }"));
    expect(todos).toEqual(['3: a call of admin with arguments it does not take', '4: a loop whose block parameters are not plain names']);
    expect(lines.filter((l) => !l.includes('//'))).toEqual(['routes.draw((r) => {', "  r.get({ b: 'p#q' });", '});']);
  });

  it('a comment on a call whose option is dropped stays with the call; a trailing comment without a space', async () => {
    const { lines } = await convert(block("get 'a', to: 'p#q', constraints: { id: Foo } # note", "get 'b' => 'p#q' #tight"));
    expect(lines.slice(3)).toEqual(["  r.get('a', { to: 'p#q', constraints: {} }); // note", "  r.get({ b: 'p#q' }); // tight", '});']);
  });
});

describe('import: style rules edges the mutation runs showed', { timeout: 30_000 }, () => {
  it('block style: concerns with an option that is code, Symbol targets beside other keys, numeric keys', async () => {
    const { todos, lines } = await convert(
      block('concern :ok do', "  get 'ok' => 'p#q'", 'end', 'concerns :ok, opt: Foo', "get 'p' => :show, to: 'a#b'", "get 'n' => 'b#c', 1 => :x", 'concern do end'),
    );
    expect(todos).toEqual(['5: the constant Foo (not a literal defined in this file) (for opt)', '8: concern with a callable or without a block']);
    expect(lines.filter((l) => !l.includes('//'))).toEqual([
      'routes.draw((r) => {',
      "  r.concern('ok', (r) => {",
      "    r.get({ ok: 'p#q' });",
      '  });',
      "  r.get('p', { to: 'a#b', action: 'show' });",
      "  r.get({ n: 'b#c', defaults: { '1': 'x' } });",
      '});',
    ]);
  });

  it('map style: a draw block with fancy parameters, a block of block-locals, comments closing a block, a dropped option over two lines', async () => {
    const fancy = await convert("ActionController::Routing::Routes.draw do |*m|\n  map.connect 'x', :controller => 'c'\nend");
    expect(fancy.lines).toEqual(['routes.drawMap((map) => {', "  map.connect('x', { controller: 'c' });", '});']);
    const { lines, converted } = await convert(
      map('map.resources :r do |;t| end', 'map.resources :s do |s|', "  s.connect 'x', :controller => 'c'", '  # last in s', 'end', "map.connect 'y', :controller => 'c',", '  :requirements => { :id => Foo }'),
    );
    expect(lines.filter((l) => !l.startsWith('  // TODO') && !l.startsWith('  //   '))).toEqual([
      'routes.drawMap((map) => {',
      "  map.resources('r', () => {});",
      "  map.resources('s', (s) => {",
      "    s.connect('x', { controller: 'c' });",
      '    // last in s',
      '  });',
      "  map.connect('y', { controller: 'c', requirements: {} });",
      '});',
    ]);
    expect(converted.todos.map((t) => [t.line, t.lastLine, t.source.length])).toEqual([[7, 7, 1]]);
  });
});

describe('import: helpers edges the mutation runs showed', () => {
  it('route tables: a row before an identical PUT row is kept unless it is PATCH; + rows show no table line', () => {
    expect(parseRouteTable('GET /a a#u\nPUT /a a#u').map((r) => r.verb)).toEqual(['GET', 'PUT']);
    expect(formatDifferences([{ side: '+', row: { name: 'n', verb: 'GET', path: '/p', target: 'a#b', endpoint: false, line: 3 } }])).toEqual(['+ n GET /p a#b']);
  });

  it('an /x regexp comment running to the end of the source; a CR inside a line stays; blank-looking lines do not set the margin', () => {
    expect(stripExtended('a b # trailing')).toBe('ab');
    expect(new SourceText('a\rb\r\nc').lineTexts({ startOffset: 0, length: 6 })).toEqual(['a\rb', 'c']);
    expect(todoComment({ line: 1, lastLine: 3, reason: 'r', source: ['    if x', '  ', '      y'] })).toEqual(['// TODO(import): lines 1-3: r', '//   if x', '//', '//     y']);
  });
});

describe('import: comments of a branch not taken', { timeout: 30_000 }, () => {
  it('are kept (after the TODO of the branch that is code), not dropped with the branch', async () => {
    const { lines } = await convert(block('if false', '  # in the branch not taken', "  get 'a' => 'p#q'", 'elsif zz', "  get 'b' => 'p#q'", 'end', "get 'c' => 'p#q'"));
    expect(lines.slice(-3)).toEqual(['  // in the branch not taken', "  r.get({ c: 'p#q' });", '});']);
  });
});

import { describe, expect, it } from 'vitest';
import { Bindings, constantPath, deepMergeHash, evaluate, RubyHash, RubyRegExp, Unconvertible } from '../../src/import/ruby-values.js';
import { regexp, stripExtended } from '../../src/import/ruby-regexp.js';
import { block, convert } from './mutant-support.js';

// The literal Ruby a routes file builds its values from: each is written as the JavaScript value it stands for,
// and anything else is a TODO that says what it is.
describe('import: literal values', { timeout: 30_000 }, () => {
  it('evaluates string methods, joins, concatenation, interpolation and Regexp.new', async () => {
    const { lines, todos } = await convert(
      block(
        "a = ' X'.upcase.strip + 'y'.downcase",
        "get a => 'p#q'",
        "get 'B'.to_s.to_str.to_sym.freeze.dup.downcase => 'p#q'",
        "get 1.to_s => 'p#q'",
        "get %w(a b).join('/') => 'p#q'",
        "get [1, 'b'].join => 'p#q'",
        'get "a#{nil}b#{}c#{2}" => \'p#q\'',
        "get 'x', to: 'p#q', constraints: { id: Regexp.new('\\d+'), n: Regexp.new(/\\w/i) }",
        "get [1].freeze.join('-') => 'p#q'",
        "get(*%w(a b), to: 'p#q')",
        "get ['a'] + ['b'], to: 'p#q'",
        "get ('pp') => 'p#q'",
        "get 'd', to: 'p#q', defaults: { a: [1].dup, b: { c: 1 }.dup.freeze, e: 'x'.dup }",
      ),
    );
    expect(todos).toEqual([]);
    expect(lines).toEqual([
      'routes.draw((r) => {',
      "  r.get({ Xy: 'p#q' });",
      "  r.get({ b: 'p#q' });",
      "  r.get({ '1': 'p#q' });",
      "  r.get({ 'a/b': 'p#q' });",
      "  r.get({ '1b': 'p#q' });",
      "  r.get({ abc2: 'p#q' });",
      "  r.get('x', { to: 'p#q', constraints: { id: /\\d+/, n: /\\w/i } });",
      "  r.get({ '1': 'p#q' });",
      "  r.get('a', 'b', { to: 'p#q' });",
      "  r.get(['a', 'b'], { to: 'p#q' });",
      "  r.get({ pp: 'p#q' });",
      "  r.get('d', { to: 'p#q', defaults: { a: [1], b: { c: 1 }, e: 'x' } });",
      '});',
    ]);
  });

  it('writes true, false, nil, integers, floats and arrays of symbols as JavaScript literals', async () => {
    const { lines } = await convert(block(`get 'v', to: 'p#q', defaults: { t: true, f: false, n: nil, i: 2, x: 1.5, a: [1, :b], s: "it's" }`));
    expect(lines[1]).toBe("  r.get('v', { to: 'p#q', defaults: { t: true, f: false, n: null, i: 2, x: 1.5, a: [1, 'b'], s: 'it\\'s' } });");
  });

  it('merges hashes (merge, double splat): a later key replaces an earlier one in its place at the end', async () => {
    const { lines } = await convert(
      block("h = { a: 1, c: 0 }.merge(b: 2, a: 3)", "get 'z', to: 'p#q', defaults: h", "get 'w', to: 'p#q', defaults: { **h, c: 4 }", "get 'u', to: 'p#q', defaults: { a: 1, b: 2, a: 5 }"),
    );
    expect(lines.slice(1, 4)).toEqual([
      "  r.get('z', { to: 'p#q', defaults: { c: 0, b: 2, a: 3 } });",
      "  r.get('w', { to: 'p#q', defaults: { b: 2, a: 3, c: 4 } });",
      "  r.get('u', { to: 'p#q', defaults: { b: 2, a: 5 } });",
    ]);
  });

  it('a regexp interpolated into a regexp is a group; an unknown part drops the option', async () => {
    const { lines, todos } = await convert(
      block("get 'r', to: 'p#q', constraints: { id: /a#{/b+/}c/ }", "get 'r2', to: 'p#q', constraints: { id: /a#{zz}c/ }"),
    );
    expect(lines.slice(1)).toEqual([
      "  r.get('r', { to: 'p#q', constraints: { id: /a(?:b+)c/ } });",
      '  // TODO(import): line 3: option constraints.id (the method call zz) dropped; the routes are kept',
      "  //   get 'r2', to: 'p#q', constraints: { id: /a#{zz}c/ }",
      "  r.get('r2', { to: 'p#q', constraints: {} });",
      '});',
    ]);
    expect(todos).toEqual(['3: option constraints.id (the method call zz) dropped; the routes are kept']);
  });

  it('says what each unconvertible expression is', async () => {
    const { todos } = await convert(
      block(
        "get `ls` => 'p#q'",
        'get "a#{x; y}" => \'p#q\'',
        'get "a#{[1]}" => \'p#q\'',
        'get "a#{{}}" => \'p#q\'',
        "get (1; 2) => 'p#q'",
        "get Foo::Bar => 'p#q'",
        "get ::Top => 'p#q'",
        "get foo.bar::Baz => 'p#q'",
        "get proc { } => 'p#q'",
        "get lambda { } => 'p#q'",
        "get 'q'.gsub('a') => 'p#q'",
        "get 'q'.foo { } => 'p#q'",
        "get Proc.new => 'p#q'",
        "get Rack.new => 'p#q'",
        "get [1].map => 'p#q'",
        "get 'a' + 1 => 'p#q'",
        "get 1..2 => 'p#q'",
        'get "#@x" => \'p#q\'',
        "get Regexp.new(1) => 'p#q'",
        "get Regexp.new(zz) => 'p#q'",
        "get 'a'.upcase(1) => 'p#q'",
        "get 'a'.center(zz) => 'p#q'",
        "get [zz].join => 'p#q'",
        "get [1, *zz] => 'p#q'",
        "get({ 'a' => 1 }.merge(1) => 'p#q')",
        "get 1.upcase => 'p#q'",
        "get [1].join(2) => 'p#q'",
        "get [[1]].join => 'p#q'",
        "get 1 + 1 => 'p#q'",
        "get ['a'] + 'b' => 'p#q'",
        "get ->(x) { } => 'p#q'",
        "get [1].map(1) => 'p#q'",
        "get 'a'.map => 'p#q'",
        "get 'a'.+('b', 'c') => 'p#q'",
        "get [1].merge({a: 1}) => 'p#q'",
        "get Regexp.new => 'p#q'",
        "get Regexp.compile('x') => 'p#q'",
        "get 'a'.to_s(2) => 'p#q'",
        "get 2.to_s(2) => 'p#q'",
        "get 1.downcase => 'p#q'",
        "get [1].join('a', 'b') => 'p#q'",
      ),
    );
    expect(todos).toEqual([
      '2: a shell command',
      '3: an interpolated sequence',
      '4: an array or hash interpolated into a string',
      '5: an array or hash interpolated into a string',
      '6: a parenthesized sequence',
      '7: the constant Foo::Bar (not a literal defined in this file)',
      '8: the constant Top (not a literal defined in this file)',
      '9: the constant (dynamic) (not a literal defined in this file)',
      '10: a proc',
      '11: a lambda',
      '12: the method call .gsub',
      '13: a call of foo with a block',
      '14: a Proc object',
      '15: a Rack object',
      '16: an array map',
      '17: the method call .+',
      '18: a Range expression',
      '19: an interpolated instance or global variable',
      '20: Regexp.new of a non-string',
      '21: the method call zz',
      '22: the method call .upcase',
      '23: the method call zz',
      '24: the method call zz',
      '25: the method call zz',
      '26: the method call .merge',
      '27: the method call .upcase',
      '28: the method call .join',
      '29: the method call .join',
      '30: the method call .+',
      '31: the method call .+',
      '32: a lambda',
      '33: the method call .map',
      '34: the method call .map',
      '35: the method call .+',
      '36: the method call .merge',
      '37: the constant Regexp (not a literal defined in this file)',
      '38: the constant Regexp (not a literal defined in this file)',
      '39: the method call .to_s',
      '40: the method call .to_s',
      '41: the method call .downcase',
      '42: the method call .join',
    ]);
  });

  it('hash keys and splats that are not literal make the call a TODO', async () => {
    const { todos } = await convert(
      block(
        "get 'a', to: 'p#q', defaults: { zz => 1 }",
        "get 'b', to: 'p#q', defaults: { [1] => 1 }",
        "get 'c', to: 'p#q', defaults: { **zz }",
        "get 'd', to: 'p#q', defaults: { **[1] }",
        "get 'e', **zz",
        "get 'f', **[1]",
        "get 'g', [1] => 'p#q'",
        "get 'h', to: zz",
      ),
    );
    expect(todos).toEqual([
      '2: the method call zz',
      '3: a hash key that is not a string or symbol',
      '4: the method call zz',
      '5: a double splat of something other than a hash',
      '6: the method call zz',
      '7: a double splat of something other than a hash',
      '8: a hash key that is not a string or symbol',
      '9: the method call zz (for to)',
    ]);
  });

  it('a variable or constant bound to nil is nil, not unknown, and shadows an outer one', async () => {
    const { lines, todos } = await convert(`NONE = nil
Rails.application.routes.draw do
  x = nil
  get 'a', to: 'p#q', defaults: { v: x, w: NONE }
  y = 'outer'
  [nil].each do |y|
    get "b#{y}" => 'p#q'
  end
end`);
    expect(todos).toEqual([]);
    expect(lines).toEqual(['routes.draw((r) => {', "  r.get('a', { to: 'p#q', defaults: { v: null, w: null } });", "  r.get({ b: 'p#q' });", '});']);
  });

  it('variables: a block local is not seen after its block, a constant is seen everywhere after it', async () => {
    const { lines, todos } = await convert(`P = 'top'
Rails.application.routes.draw do
  scope 's' do
    inner = 'in'
    get inner => 'p#q'
    get P => 'p#q'
  end
  get inner => 'p#q'
end`);
    expect(lines).toEqual(["routes.draw((r) => {", "  r.scope('s', () => {", "    r.get({ in: 'p#q' });", "    r.get({ top: 'p#q' });", '  });', "  // TODO(import): line 8: the method call inner", "  //   get inner => 'p#q'", '});']);
    expect(todos).toEqual(['8: the method call inner']);
  });
});

describe('import: value helpers', { timeout: 30_000 }, () => {
  it('Bindings: locals per block (a child sees its parent), constants and methods file-wide', () => {
    const top = new Bindings();
    const inner = top.child();
    top.setLocal('a', 1);
    inner.setLocal('b', 2);
    inner.setConstant('C', 'c');
    top.setMethod('m', 'def');
    expect([inner.local('a'), inner.local('b'), top.local('b'), top.constant('C'), inner.method('m'), top.method('x')]).toEqual([1, 2, undefined, 'c', 'def', undefined]);
    inner.setLocal('a', 3);
    expect([inner.local('a'), top.local('a')]).toEqual([3, 1]);
    inner.setLocal('z', null);
    expect(inner.local('z')).toBeNull();
  });

  it('evaluate(null) is nil; constantPath of anything but a constant is undefined', () => {
    expect(evaluate(null, new Bindings())).toBeNull();
    expect(constantPath(null)).toBeUndefined();
  });

  it('deepMergeHash merges nested hashes key by key and replaces the rest', () => {
    const base = new RubyHash([['a', new RubyHash([['x', 1], ['y', 2]])], ['b', 1], ['c', new RubyHash([['k', 1]])]]);
    const over = new RubyHash([['a', new RubyHash([['y', 3], ['z', 4]])], ['c', 5], ['d', 6]]);
    const merged = deepMergeHash(base, over);
    expect(merged).toEqual(new RubyHash([['a', new RubyHash([['x', 1], ['y', 3], ['z', 4]])], ['b', 1], ['c', 5], ['d', 6]]));
    expect(base.get('a')).toEqual(new RubyHash([['x', 1], ['y', 2]]));
  });

  it('regexp: i stays, m becomes s, x strips whitespace and comments but not in classes or escapes', () => {
    const flags = (i: boolean, m: boolean, x: boolean) => ({ isIgnoreCase: () => i, isMultiLine: () => m, isExtended: () => x });
    expect(regexp('a b', flags(true, true, false))).toEqual(new RubyRegExp('a b', 'is'));
    expect(regexp('a b', flags(false, true, false))).toEqual(new RubyRegExp('a b', 's'));
    expect(regexp('a b # c\n d', flags(false, false, true))).toEqual(new RubyRegExp('abd', ''));
    const bad = regexp('(', flags(false, false, false));
    expect(bad).toBeInstanceOf(Unconvertible);
    expect((bad as Unconvertible).reason).toMatch(/^a regexp JavaScript cannot compile \(Invalid regular expression: .*\)$/);
    expect(stripExtended('[ #]x\\ y\\#z # c\n\tw')).toBe('[ #]x\\ y\\#zw');
    expect(stripExtended('a\\')).toBe('a\\');
    expect(stripExtended('[a]b c')).toBe('[a]bc');
  });
});

describe('import: more literal forms', { timeout: 30_000 }, () => {
  it('array splats, number and shorthand hash keys, path constants, symbols with interpolation as fixed params', async () => {
    const { lines, todos } = await convert(`Foo::BAR = 'bar'
::TOP = 'top'
Rails.application.routes.draw do
  x = 1
  get 'a', to: 'p#q', defaults: { list: [*%w(a b), *'c', 'd'], 1 => 2, x: }
  get Foo::BAR => 'p#q'
  get TOP => 'p#q'
  get 'b', :"k#{x}" => 'v'
  get [1, [2]].join => 'p#q'
end`);
    expect(todos).toEqual(['9: the method call .join']);
    expect(lines.slice(0, 5)).toEqual([
      'routes.draw((r) => {',
      "  r.get('a', { to: 'p#q', defaults: { list: ['a', 'b', 'c', 'd'], '1': 2, x: 1 } });",
      "  r.get({ bar: 'p#q' });",
      "  r.get({ top: 'p#q' });",
      "  r.get('b', { defaults: { k1: 'v' } });",
    ]);
  });

  it('an option whose nested hash holds code: the keys on the way to it in the reason, the dropped one only in its name', async () => {
    const { todos } = await convert(
      block('with_options(constraints: { sub: { ident: { yy: Bar } } }) do end', "get 'a', to: 'p#q', constraints: { sub: { ident: { yy: Bar } } }"),
    );
    expect(todos).toEqual([
      '2: the constant Bar (not a literal defined in this file) (option yy) (option ident) (option sub) (for constraints)',
      '3: option constraints.sub (the constant Bar (not a literal defined in this file) (option yy)) dropped; the routes are kept',
    ]);
  });

  it('a name a method body reads that the file bound outside it is seen; called with arguments or a block it is a method', async () => {
    const { lines, todos } = await convert(
      block('prefix = "p"', 'def pages', "  get prefix => 'a#b'", "  get prefix(1) => 'a#b'", "  get prefix { } => 'a#b'", 'end', 'pages'),
    );
    expect(lines.filter((l) => !l.includes('//'))).toEqual(['routes.draw((r) => {', "  r.get({ p: 'a#b' });", '});']);
    expect(todos).toEqual(['5: the method call prefix', '6: the method call prefix']);
  });
});

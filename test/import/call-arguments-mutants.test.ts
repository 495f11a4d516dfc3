import { describe, expect, it } from 'vitest';
import { block, convert } from './mutant-support.js';

// Options whose value is code: a guard or decoration (constraints, defaults, a requirement) is dropped and
// reported, one level deep; a structural option or a path (a String key) makes the call a TODO.
describe('import: call arguments that are code', { timeout: 30_000 }, () => {
  it('drops what guards routes, one level into a hash, and keeps the rest', async () => {
    const { lines, todos } = await convert(
      block(
        "get 'a', to: 'p#q', constraints: { id: Foo, sub: { x: Bar }, ok: 1 }",
        "get 'b', to: 'p#q', defaults: { x: Bar }, id: Baz",
        "get 'e', to: 'p#q', constraints: Foo.new",
        "get 'j', to: 'p#q', constraints: { 1 => Foo }",
        "p = 'pp'",
        "get p => 'x#y', k: Bar",
      ),
    );
    const dropped = (what: string, constant: string) => `option ${what} (the constant ${constant} (not a literal defined in this file)) dropped; the routes are kept`;
    expect(todos).toEqual([
      `2: ${dropped('constraints.id', 'Foo')}`,
      `2: ${dropped('constraints.sub', 'Bar')}`,
      `3: ${dropped('defaults.x', 'Bar')}`,
      `3: ${dropped('id', 'Baz')}`,
      `4: ${dropped('constraints', 'Foo')}`,
      `5: ${dropped('constraints.1', 'Foo')}`,
      `7: ${dropped('k', 'Bar')}`,
    ]);
    expect(lines.filter((l) => !l.includes('//'))).toEqual([
      'routes.draw((r) => {',
      "  r.get('a', { to: 'p#q', constraints: { ok: 1 } });",
      "  r.get('b', { to: 'p#q', defaults: {} });",
      "  r.get('e', { to: 'p#q' });",
      "  r.get('j', { to: 'p#q', constraints: {} });",
      "  r.get({ pp: 'x#y' });",
      '});',
    ]);
    // Each dropped option quotes only the call's first line: the call itself is written out below it.
    expect(lines.slice(1, 5)).toEqual([
      `  // TODO(import): line 2: ${dropped('constraints.id', 'Foo')}`,
      "  //   get 'a', to: 'p#q', constraints: { id: Foo, sub: { x: Bar }, ok: 1 }",
      `  // TODO(import): line 2: ${dropped('constraints.sub', 'Bar')}`,
      "  //   get 'a', to: 'p#q', constraints: { id: Foo, sub: { x: Bar }, ok: 1 }",
    ]);
  });

  it('a structural option, a path key, a key or a splat that is code: the call is a TODO', async () => {
    const { todos, lines } = await convert(
      block(
        "get 'c', to: 'p#q', Baz => 1",
        "get 'd', to: 'p#q', constraints: { **zz }",
        "get 'h', to: 'p#q', via: Foo",
        "p = 'pp'",
        "get 'i', to: 'p#q', \"x#{p}\" => Foo",
        "get 'k', to: 'p#q', constraints: { zz => 1 }",
        "get 'l', to: 'p#q', constraints: { [1] => 1 }",
        "get 'm', to: 'p#q', constraints: { **[1] }",
        "get 'n', to: 'p#q', Foo.new => 1",
        "get(*zz)",
        "get 'o' => redirect(Foo)",
      ),
    );
    expect(todos).toEqual([
      '2: the constant Baz (not a literal defined in this file)',
      '3: the method call zz',
      '4: the constant Foo (not a literal defined in this file) (for via)',
      '6: the constant Foo (not a literal defined in this file) (for xpp)',
      '7: the method call zz',
      '8: a hash key that is not a string or symbol',
      '9: a double splat of something other than a hash',
      '10: the constant Foo (not a literal defined in this file)',
      '11: the method call zz',
      '12: the constant Foo (not a literal defined in this file) (for o)',
    ]);
    expect(lines.filter((l) => !l.includes('//'))).toEqual(['routes.draw((r) => {', '});']);
  });

  it('splats of literal hashes and arrays are spread into the call', async () => {
    const { lines, todos } = await convert(
      block("get 'f', to: 'p#q', constraints: { **{ a: 1 }, b: 2 }", "get 'g', to: 'p#q', **{ as: 'gg' }", "get(*['h', 'i'], to: 'p#q')", "get(*'j', to: 'p#q')"),
    );
    expect(todos).toEqual([]);
    expect(lines).toEqual([
      'routes.draw((r) => {',
      "  r.get('f', { to: 'p#q', constraints: { a: 1, b: 2 } });",
      "  r.get('g', { to: 'p#q', as: 'gg' });",
      "  r.get('h', 'i', { to: 'p#q' });",
      "  r.get('j', { to: 'p#q' });",
      '});',
    ]);
  });
});

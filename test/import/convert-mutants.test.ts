import { describe, expect, it } from 'vitest';
import { convertRoutes } from '../../src/import/convert.js';
import { convert } from './mutant-support.js';

describe('import: draw blocks of a routes file', { timeout: 30_000 }, () => {
  it('draw, prepend and append are drawings; Ruby outside them is a TODO (before the first one: in the preamble)', async () => {
    const { lines, todos } = await convert(`# head
require 'x'
Rails.application.routes.prepend do
  get 'p' => 'a#b'
end
# between
Foo.routes.draw do
end
puts 'x'
ActionController::Routing::Routes.draw do |map|
  map.connect 'm', :controller => 'c'
end
Rails.application.routes.append do
  get 'ap' => 'a#b'
end
Rails.application.routes.draw
Rails.application.routes.draw { }
Rails.routes.foo do end
Other.draw do end
x.draw do end
ActionController::Routing::Other.draw do |map| end`);
    expect(lines).toEqual([
      '// head',
      '// TODO(import): line 2: require: outside the routes\' draw block',
      "//   require 'x'",
      '// between',
      '',
      'routes.draw((r) => {',
      "  r.get({ p: 'a#b' });",
      '});',
      '',
      'routes.draw((r) => {',
      "  // TODO(import): line 9: puts: outside the routes' draw block",
      "  //   puts 'x'",
      '});',
      '',
      'routes.drawMap((map) => {',
      "  map.connect('m', { controller: 'c' });",
      '});',
      '',
      'routes.draw((r) => {',
      "  r.get({ ap: 'a#b' });",
      "  // TODO(import): line 16: draw: outside the routes' draw block",
      '  //   Rails.application.routes.draw',
      '});',
      '',
      'routes.draw((r) => {',
      "  // TODO(import): line 18: foo: outside the routes' draw block",
      '  //   Rails.routes.foo do end',
      "  // TODO(import): line 19: draw: outside the routes' draw block",
      '  //   Other.draw do end',
      "  // TODO(import): line 20: draw: outside the routes' draw block",
      '  //   x.draw do end',
      "  // TODO(import): line 21: draw: outside the routes' draw block",
      '  //   ActionController::Routing::Other.draw do |map| end',
      '});',
    ]);
    expect(todos).toHaveLength(7);
  });

  it('a style given reads a draw block in that style; a bare file in block style', async () => {
    const asMap = await convert("Rails.application.routes.draw do\n  map.connect 'x', :controller => 'c'\nend", 'map');
    expect(asMap.lines).toEqual(['routes.drawMap((map) => {', "  map.connect('x', { controller: 'c' });", '});']);
    const asBlock = await convert("ActionController::Routing::Routes.draw do |map|\n  map.resources :a\n  get 'x' => 'a#b'\nend", 'block');
    expect(asBlock.lines).toEqual(['routes.draw((r) => {', "  r.resources('a');", "  r.get({ x: 'a#b' });", '});']);
    const bare = await convert("# posts\nresources :posts\nget 'x' => 'a#b' # x\n", 'block');
    expect(bare.lines).toEqual(['routes.draw((r) => {', '  // posts', "  r.resources('posts');", "  r.get({ x: 'a#b' }); // x", '});']);
    expect(bare.converted.preamble).toEqual([]);
    const empty = await convert('', 'map');
    expect(empty.lines).toEqual(['routes.drawMap((map) => {', '});']);
  });

  it('a syntax error names the file and the line of the first error; a file without a draw block says how to read it', async () => {
    await expect(convertRoutes("# ok\n\nget 'x' => \n", 'config/routes.rb')).rejects.toThrow(/^config\/routes\.rb:3: Ruby syntax error: /);
    await expect(convertRoutes("get 'x' => 'a#b'\n")).rejects.toThrow(
      'routes.rb: no routes draw block found (`Rails.application.routes.draw do` or `ActionController::Routing::Routes.draw do |map|`); for a file of bare declarations give --style block or --style map',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { convertRoutes } from '../../src/import/convert.js';
import { drawConvertedModule } from '../../src/import/draw-module.js';
import type { ConvertedRoutes, Declaration } from '../../src/import/declarations.js';
import { emitModule, literal, regExpLiteral, todoComment } from '../../src/import/emit.js';
import { RubyHash, RubyRegExp, type RubyValue } from '../../src/import/ruby-values.js';
import { SourceText } from '../../src/import/source-text.js';

const call = (method: string, args: RubyValue[], block?: { param: string | null; body: Declaration[] }): Declaration => ({
  kind: 'call',
  line: 1,
  receiver: 'r',
  method,
  args,
  ...(block ? { block } : {}),
});
const todo = (line: number, lastLine: number, source: string[]): Declaration => ({ kind: 'todo', todo: { line, lastLine, reason: 'why', source } });

describe('import: the emitted module', () => {
  it('header, import, TypeScript annotation, preamble and one drawing per style', () => {
    const converted: ConvertedRoutes = {
      preamble: [{ kind: 'comment', text: 'top' }],
      drawings: [
        { style: 'block', param: 'r', body: [call('get', ['a'])] },
        { style: 'map', param: 'map', body: [] },
      ],
      todos: [{ line: 1, lastLine: 1, reason: 'x', source: [] }],
    };
    expect(emitModule(converted, { importFrom: '../lib.js', sourceName: 'config/routes.rb', typescript: true }).split('\n')).toEqual([
      '// Converted from config/routes.rb by `resource-routing import`.',
      '// 1 construct was not converted: see the TODO(import) comments.',
      "import { RouteSet } from '../lib.js';",
      '',
      'const routes: RouteSet = new RouteSet();',
      '',
      '// top',
      '',
      'routes.draw((r) => {',
      "  r.get('a');",
      '});',
      '',
      'routes.drawMap((map) => {',
      '});',
      '',
      'export default routes;',
      '',
    ]);
    const plain = emitModule({ preamble: [], drawings: [], todos: [converted.todos[0]!, converted.todos[0]!] });
    expect(plain.split('\n')).toEqual([
      '// Converted from a Rails routes file by `resource-routing import`.',
      '// 2 constructs were not converted: see the TODO(import) comments.',
      "import { RouteSet } from 'resource-routing';",
      '',
      'const routes = new RouteSet();',
      '',
      'export default routes;',
      '',
    ]);
    expect(emitModule({ preamble: [], drawings: [], todos: [] }).split('\n')[1]).toBe("import { RouteSet } from 'resource-routing';");
  });

  it('blocks (empty, with a parameter, after arguments or alone), trailing comments and empty comments', () => {
    const body: Declaration[] = [
      call('namespace', ['admin'], { param: null, body: [] }),
      { kind: 'comment', text: 'after an empty block', trailing: true },
      call('scope', [], { param: 'm', body: [call('get', ['x']), { kind: 'comment', text: 'x', trailing: true }, { kind: 'comment', text: '' }] }),
      todo(3, 3, ['get 1']),
      { kind: 'comment', text: 'not joined to a TODO', trailing: true },
      call('resources', [new RubyHash([['path_names', new RubyHash([['new_x', 'n']])], ['a-b', 1]]), new RubyHash([['has_many', 'c']])]),
    ];
    const code = emitModule({ preamble: [{ kind: 'comment', text: 'first', trailing: true }], drawings: [{ style: 'block', param: 'r', body }], todos: [] });
    expect(code.split('\n').slice(5, -3)).toEqual([
      '// first',
      '',
      'routes.draw((r) => {',
      "  r.namespace('admin', () => {}); // after an empty block",
      '  r.scope((m) => {',
      "    r.get('x'); // x",
      '    //',
      '  });',
      '  // TODO(import): line 3: why',
      '  //   get 1',
      '  // not joined to a TODO',
      "  r.resources({ path_names: { new_x: 'n' }, 'a-b': 1 }, { hasMany: 'c' });",
      '});',
    ]);
  });

  it('TODO comments: a line range, the original lines dedented by their common margin (blank lines ignored)', () => {
    expect(todoComment({ line: 4, lastLine: 6, reason: 'r', source: ['    if x', '', '      get 1', '    end  '] })).toEqual([
      '// TODO(import): lines 4-6: r',
      '//   if x',
      '//',
      '//     get 1',
      '//   end',
    ]);
    expect(todoComment({ line: 2, lastLine: 2, reason: 'r', source: ['  '] })).toEqual(['// TODO(import): line 2: r', '//']);
  });

  it('literals: strings with quotes, backslashes and line breaks, nested arrays and hashes, regexps', () => {
    expect(literal(`it's "q" \\ \n`)).toBe(`'it\\'s "q" \\\\ \\n'`);
    expect(literal([null, true, 1.5, ['a'], new RubyHash([])])).toBe("[null, true, 1.5, ['a'], {}]");
    expect(literal(new RubyHash([['path_names', 1], ['$ok', 2], ['9x', 3]]))).toBe("{ path_names: 1, $ok: 2, '9x': 3 }");
    expect(literal(new RubyRegExp('a', 'i'))).toBe('/a/i');
  });

  it('regexp literals escape / outside classes only, write line breaks as escapes, keep escapes, and are never empty', () => {
    expect(regExpLiteral(new RubyRegExp('a/b[/]c\\/d[x]/', ''))).toBe('/a\\/b[/]c\\/d[x]\\//');
    expect(regExpLiteral(new RubyRegExp('a\nb\rc\\', 's'))).toBe('/a\\nb\\rc\\/s');
    expect(regExpLiteral(new RubyRegExp('', ''))).toBe('/(?:)/');
    expect(regExpLiteral(new RubyRegExp('[\\]/]/', ''))).toBe('/[\\]/]\\//');
  });
});

describe('import: source text', () => {
  it('lines of byte offsets in multibyte text, slices and whole lines without CR', () => {
    const text = new SourceText('é = 1\r\nab\n\nlast');
    // 'é' is two bytes: line 2 starts at byte 8.
    expect([0, 6, 7, 8, 10, 11, 12, 15, 99].map((o) => text.lineAt(o))).toEqual([1, 1, 1, 2, 2, 3, 4, 4, 4]);
    expect(text.slice({ startOffset: 0, length: 2 })).toBe('é');
    expect(text.lines({ startOffset: 8, length: 3 })).toEqual({ first: 2, last: 2 });
    expect(text.lines({ startOffset: 8, length: 4 })).toEqual({ first: 2, last: 3 });
    expect(text.lines({ startOffset: 8, length: 0 })).toEqual({ first: 2, last: 2 });
    expect(text.lineTexts({ startOffset: 0, length: 16 })).toEqual(['é = 1', 'ab', '', 'last']);
    expect(new SourceText('').lineAt(0)).toBe(1);
  });
});

describe('import: drawing a converted module', () => {
  it('only the module\'s own import and export lines are rewritten (not a comment quoting them)', async () => {
    const converted = await convertRoutes("Rails.application.routes.draw do\n  # export default routes;\n  get 'a' => 'b#c'\nend\n");
    const set = drawConvertedModule(emitModule(converted));
    expect(set.routes.map((r) => r.path)).toEqual(['/a(.:format)']);
  });

  it('a module that throws says so, with the error as its cause', () => {
    const error = (() => {
      try {
        drawConvertedModule("throw new TypeError('boom');");
      } catch (e) {
        return e as Error;
      }
      return undefined;
    })();
    expect(error?.message).toBe('the converted routes do not draw: boom');
    expect(error?.cause).toBeInstanceOf(TypeError);
  });
});

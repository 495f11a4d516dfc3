import { describe, expect, it } from 'vitest';
import { ArgumentError, MalformedPath, PathPattern } from '../../src/index.js';
import { checkPattern, parsePattern, pathHasName } from '../../src/pattern/parse.js';
import { hasName } from '../../src/pattern/ast.js';

describe('parsePattern', () => {
  it('reads static text, params, globs and nested optional groups', () => {
    expect(parsePattern('/posts/:id(/*rest(.:format))')).toEqual([
      { type: 'static', value: '/posts/' },
      { type: 'param', name: 'id' },
      {
        type: 'optional',
        nodes: [
          { type: 'static', value: '/' },
          { type: 'glob', name: 'rest' },
          { type: 'optional', nodes: [{ type: 'static', value: '.' }, { type: 'param', name: 'format' }] },
        ],
      },
    ]);
  });

  it('keeps a colon or star without a name as text', () => {
    expect(parsePattern('/a:/b*')).toEqual([{ type: 'static', value: '/a:/b*' }]);
  });

  it.each([
    ['/posts(/:id', 'never closed'],
    ['/posts/:id)', 'without its "("'],
  ])('rejects unbalanced groups in %s', (path, message) => {
    expect(() => parsePattern(path)).toThrow(ArgumentError);
    expect(() => parsePattern(path)).toThrow(message);
  });
});

describe('PathPattern#match', () => {
  const member = new PathPattern('/posts/:id(.:format)');

  it('reads params and the optional format', () => {
    expect(member.match('/posts/1')).toEqual({ id: '1' });
    expect(member.match('/posts/1.xml')).toEqual({ id: '1', format: 'xml' });
  });

  it('never lets a default param swallow a dot or a slash', () => {
    expect(member.match('/posts/1.2.3')).toBeNull();
    expect(member.match('/posts/1/2')).toBeNull();
  });

  it('lets a requirement allow dots, anchored to the whole param', () => {
    const dotted = new PathPattern('/posts/:id(.:format)', { requirements: { id: /\d+\.\d+/ } });
    expect(dotted.match('/posts/1.5')).toEqual({ id: '1.5' });
    expect(dotted.match('/posts/1.5.json')).toEqual({ id: '1.5', format: 'json' });
    expect(dotted.match('/posts/15')).toBeNull();
  });

  it('percent-decodes params but leaves + alone', () => {
    expect(member.match('/posts/hello%20world')).toEqual({ id: 'hello world' });
    expect(member.match('/posts/a+b')).toEqual({ id: 'a+b' });
  });

  it('throws MalformedPath for a bad escape', () => {
    expect(() => member.match('/posts/%E0%A4%A')).toThrow(MalformedPath);
  });

  it('matches globs across segments', () => {
    const glob = new PathPattern('/files/*path');
    expect(glob.match('/files/a/b/c.txt')).toEqual({ path: 'a/b/c.txt' });
    expect(glob.match('/files')).toBeNull();
  });

  it('reads params after a requirement that has capture groups of its own', () => {
    const p = new PathPattern('/:controller/:id', { requirements: { controller: /admin\/(users|posts)/ } });
    expect(p.match('/admin/users/7')).toEqual({ controller: 'admin/users', id: '7' });
  });

  it('folds a case-insensitive requirement into the route pattern', () => {
    const p = new PathPattern('/geo/:code', { requirements: { code: /hx\d[a-z]/i } });
    expect(p.match('/geo/HX1b')).toEqual({ code: 'HX1b' });
    expect(p.match('/geo/hy1b')).toBeNull();
  });

  it('matches a prefix at a segment boundary when not anchored', () => {
    const p = new PathPattern('/assets', { anchor: false });
    expect(p.match('/assets/app.js')).toEqual({});
    expect(p.match('/assetsmore')).toBeNull();
  });
});

describe('PathPattern#format', () => {
  it('fills params and drops optional groups that are not all given', () => {
    const p = new PathPattern('/people/go/:foo/:bar/joe(/:id)(.:format)');
    expect(p.format({ foo: '7', bar: 'hello', id: '5' })).toBe('/people/go/7/hello/joe/5');
    expect(p.format({ foo: '7', bar: 'hello', format: 'xml' })).toBe('/people/go/7/hello/joe.xml');
  });

  it('returns null when a required param is missing', () => {
    expect(new PathPattern('/posts/:id').format({})).toBeNull();
  });

  it('writes values as Rails does: `.` and pchars as written, unsafe characters escaped', () => {
    const p = new PathPattern('/pages/:title(.:format)');
    const cases: [string, string][] = [
      ['new stuff', '/pages/new%20stuff'],
      ['a/b', '/pages/a%2Fb'],
      ['x.y', '/pages/x.y'],
      ['v1.2', '/pages/v1.2'],
      ['alice@pod.example', '/pages/alice@pod.example'],
      ['q?r#s', '/pages/q%3Fr%23s'],
      ['say "hi"', '/pages/say%20%22hi%22'],
      ['ünï', '/pages/%C3%BCn%C3%AF'],
      ["a+b:c;d=e,f&g$h!i'j(k)l*m~n_o-p", "/pages/a+b:c;d=e,f&g$h!i'j(k)l*m~n_o-p"],
      ['100%', '/pages/100%25'],
      ['a%20b', '/pages/a%20b'],
      ['%2F', '/pages/%2F'],
      ['%zz%4', '/pages/%25zz%254'],
      ['%%41', '/pages/%25%41'],
    ];
    for (const [title, path] of cases) expect(p.format({ title }), title).toBe(path);
  });

  it('gives back the values its pattern accepts', () => {
    const p = new PathPattern('/pages/:title(.:format)');
    for (const title of ['new stuff', 'a/b', 'q?r#s', 'ünï', '100%', 'a+b', 'a@b:c']) {
      expect(p.match(p.format({ title })!)).toEqual({ title });
    }
    // A dot starts the format, as in Rails.
    expect(p.match(p.format({ title: 'x.y' })!)).toEqual({ title: 'x', format: 'y' });
  });

  it('keeps a slash where the requirement accepts the value, escapes it elsewhere', () => {
    // eslint-disable-next-line no-useless-escape -- as the application's routes file writes it
    const p = new PathPattern('/:id/edit', { requirements: { id: /[a-zA-Z.0-9_\-\/]+/ } });
    expect(p.format({ id: 'group/project' })).toBe('/group/project/edit');
    expect(p.match('/group/project/edit')).toEqual({ id: 'group/project' });
    const q = new PathPattern('/x(/:id)', { requirements: { id: /[a-z]+/ } });
    expect(q.format({ id: 'a/b' })).toBe('/x/a%2Fb');
    expect(new PathPattern('/x/:id').format({ id: 'a/b' })).toBe('/x/a%2Fb');
    expect(new PathPattern('/x/:controller').format({ controller: 'admin/users' })).toBe('/x/admin/users');
  });

  it('keeps valid escapes and escapes a lone % in globs too', () => {
    expect(new PathPattern('/files/*path').format({ path: 'a%20b/100%' })).toBe('/files/a%20b/100%25');
    expect(new PathPattern('/files/*path').format({ path: 'x/%4/%4g' })).toBe('/files/x/%254/%254g');
  });

  it('keeps the slashes of a glob', () => {
    expect(new PathPattern('/files/*path').format({ path: 'a b/c' })).toBe('/files/a%20b/c');
  });
});

/** The parser as first written (a regexp per name, text built a character at a time): what `parsePattern` must agree with. */
function parseByRegexp(path: string): unknown[] {
  const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
  const stack: unknown[][] = [[]];
  let text = '';
  const flush = () => {
    if (text) stack[stack.length - 1]!.push({ type: 'static', value: text });
    text = '';
  };
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (c === '(') {
      flush();
      stack.push([]);
    } else if (c === ')') {
      flush();
      if (stack.length === 1) throw new Error('unbalanced )');
      const nodes = stack.pop()!;
      stack[stack.length - 1]!.push({ type: 'optional', nodes });
    } else if (c === ':' || c === '*') {
      NAME.lastIndex = i + 1;
      const m = NAME.exec(path);
      if (!m) {
        text += c;
        continue;
      }
      flush();
      stack[stack.length - 1]!.push({ type: c === ':' ? 'param' : 'glob', name: m[0] });
      i += m[0].length;
    } else {
      text += c;
    }
  }
  flush();
  if (stack.length !== 1) throw new Error('unclosed (');
  return stack[0]!;
}

describe('parsePattern on random paths', () => {
  it('reads what the first parser read, and refuses what it refused', async () => {
    const { seeded } = await import('../seeded-random.mjs');
    const random = seeded(5);
    const pieces = ['/', '(', ')', ':', '*', 'a', 'id', '_x', '9', '.', ':format', '(.:format)', '(/:id)', '-', 'é', ':1', '*_'];
    for (let n = 0; n < 3000; n++) {
      const path = Array.from({ length: 1 + Math.floor(random() * 9) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      let expected: unknown;
      try {
        expected = parseByRegexp(path);
      } catch {
        expected = 'refused';
      }
      let actual: unknown;
      try {
        actual = parsePattern(path);
      } catch (e) {
        expect(e).toBeInstanceOf(ArgumentError);
        actual = 'refused';
      }
      expect(actual, JSON.stringify(path)).toEqual(expected);
    }
  });
});

describe('checking a path and finding its names without parsing it', () => {
  it('refuses exactly what parsePattern refuses, with its message, and finds the names it reads', async () => {
    const { seeded } = await import('../seeded-random.mjs');
    const random = seeded(11);
    const pieces = ['/', '(', ')', ':', '*', 'a', 'id', '_x', '9', '.', ':format', '(.:format)', '(/:id)', '-', ':1', '*_', ':a', '*id', ':ida', ':__proto__', '*__proto__', '__proto__'];
    const names = ['a', 'id', '_x', 'format', 'ida', 'x', 'i', '_', '1', ''];
    for (let n = 0; n < 3000; n++) {
      const path = Array.from({ length: 1 + Math.floor(random() * 9) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const outcome = (run: () => unknown) => {
        try {
          run();
          return 'ok';
        } catch (e) {
          return `${(e as Error).name}: ${(e as Error).message}`;
        }
      };
      expect(outcome(() => checkPattern(path)), path).toBe(outcome(() => parsePattern(path)));
      if (outcome(() => parsePattern(path)) !== 'ok') continue;
      const ast = parsePattern(path);
      for (const name of names) {
        expect(pathHasName(path, name), `${path} ${name}`).toBe(hasName(ast, name));
        // A pattern answers from its source until its nodes are read, and from them after.
        const pattern = new PathPattern(path);
        expect(pattern.hasName(name), `${path} ${name}`).toBe(hasName(ast, name));
        expect(pattern.ast).toEqual(ast);
        expect(pattern.hasName(name), `${path} ${name}, parsed`).toBe(hasName(ast, name));
      }
    }
  });

  it('refuses a param or glob named __proto__, which no params object can hold, and no other name', () => {
    for (const path of ['/x/:__proto__', '/x(/*__proto__)', '/x/:__proto__(.:format)']) {
      expect(() => parsePattern(path), path).toThrow(ArgumentError);
      expect(() => new PathPattern(path), path).toThrow(`Route path ${JSON.stringify(path)} names a param __proto__`);
    }
    // The text alone, or a longer name, is no such param; a parenthesis error is told first.
    expect(parsePattern('/__proto__/:__proto__x')).toHaveLength(2);
    expect(() => checkPattern('/:__proto__)')).toThrow('has a ")" without its "("');
    expect(() => parsePattern('/:__proto__)')).toThrow('has a ")" without its "("');
  });

  it('makes a pattern without parsing it, and refuses a bad path when it is made', () => {
    expect(() => new PathPattern('/posts(/:id')).toThrow('has a "(" that is never closed');
    expect(() => new PathPattern('/posts/:id)')).toThrow('has a ")" without its "(" at position 10');
    const pattern = new PathPattern('/lazy/:id(.:format)');
    expect((pattern as unknown as { parsed: unknown }).parsed).toBeNull();
    expect(pattern.hasName('id')).toBe(true);
    expect((pattern as unknown as { parsed: unknown }).parsed).toBeNull();
    expect(pattern.names).toEqual(['id', 'format']);
    expect((pattern as unknown as { parsed: unknown }).parsed).not.toBeNull();
  });
});

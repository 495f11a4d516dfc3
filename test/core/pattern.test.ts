import { describe, expect, it } from 'vitest';
import { ArgumentError, MalformedPath, PathPattern } from '../../src/index.js';
import { parsePattern } from '../../src/pattern/parse.js';

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

  it('escapes so that matching the result gives the values back', () => {
    const p = new PathPattern('/pages/:title(.:format)');
    for (const title of ['new stuff', 'a/b', 'x.y', 'q?r#s', 'ünï', '100%', 'a+b']) {
      const path = p.format({ title })!;
      expect(p.match(path)).toEqual({ title });
    }
  });

  it('keeps the slashes of a glob', () => {
    expect(new PathPattern('/files/*path').format({ path: 'a b/c' })).toBe('/files/a%20b/c');
  });
});

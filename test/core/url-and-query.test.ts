import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet } from '../../src/index.js';
import { buildUrl, type UrlOptions } from '../../src/generate/url.js';
import { toQuery } from '../../src/generate/query.js';
import { isPlainObject, isRecord, PLAIN_DATA, toParam } from '../../src/generate/to-param.js';

// How a generated path becomes a URL (Rails' ActionDispatch::Http::URL.url_for) and how leftover params
// become its query string (Hash#to_query), option by option.

const url = (options: UrlOptions, path = '/p', query: Record<string, unknown> | null = null) => buildUrl(path, query, options);

describe('buildUrl', () => {
  it('replaces the subdomain or the domain of the host, tld_length labels kept as the domain', () => {
    expect(url({ host: 'www.example.com', subdomain: 'api' })).toBe('http://api.example.com/p');
    expect(url({ host: 'www.example.co.uk', subdomain: 'api', tld_length: 2 })).toBe('http://api.example.co.uk/p');
    expect(url({ host: 'example.com', subdomain: 'x', tld_length: 0 })).toBe('http://x.com/p');
    expect(url({ host: 'www.example.com', domain: 'other.org' })).toBe('http://www.other.org/p');
    expect(url({ host: 'a.b.example.com', subdomain: '' })).toBe('http://example.com/p');
    expect(url({ host: 'a.b.example.com' })).toBe('http://a.b.example.com/p');
  });

  it('refuses a protocol that is neither a string, nil nor false, through the helpers too', () => {
    expect(() => url({ host: 'h', protocol: 5 as unknown as string })).toThrow(new ArgumentError("Invalid :protocol option: 5 (give a string such as 'https')"));
    const set = new RouteSet().draw((r) => r.resources('posts'));
    expect(() => set.helpers.post_url!(1, { host: 'h', protocol: 5 })).toThrow(ArgumentError);
    expect(set.helpers.post_url!(1, { host: 'h', protocol: false })).toBe('http://h/posts/1');
  });

  it('writes the protocol given with or without its colon and slashes, http by default', () => {
    expect(url({ host: 'h', protocol: 'https' })).toBe('https://h/p');
    expect(url({ host: 'h', protocol: 'https:' })).toBe('https://h/p');
    expect(url({ host: 'h', protocol: 'https://' })).toBe('https://h/p');
    expect(url({ host: 'h', protocol: null as unknown as string })).toBe('http://h/p');
    expect(url({ host: 'h', protocol: false as unknown as string })).toBe('http://h/p');
    expect(url({ host: 'h' })).toBe('http://h/p');
  });

  it('writes a port when Ruby would find it truthy (an empty one too)', () => {
    expect(url({ host: 'h', port: 8080 })).toBe('http://h:8080/p');
    expect(url({ host: 'h', port: '' })).toBe('http://h:/p');
    expect(url({ host: 'h', port: 0 })).toBe('http://h:0/p');
    expect(url({ host: 'h', port: false as unknown as number })).toBe('http://h/p');
    expect(url({ host: 'h', port: null as unknown as number })).toBe('http://h/p');
  });

  it('writes credentials only as a pair, each escaped', () => {
    expect(url({ host: 'h', user: 'a b', password: 'p@ss' })).toBe('http://a%20b:p%40ss@h/p');
    expect(url({ host: 'h', user: 'a' })).toBe('http://h/p');
    expect(url({ host: 'h', password: 'p' })).toBe('http://h/p');
  });

  it('needs a host unless only the path is asked for', () => {
    expect(() => url({})).toThrow(ArgumentError);
    expect(() => url({ host: '' })).toThrow(/Missing host to link to!/);
    expect(url({ only_path: true })).toBe('/p');
    expect(url({ onlyPath: true })).toBe('/p');
    expect(buildUrl('/p', null, { host: 'h', only_path: true }, false)).toBe('http://h/p');
    expect(buildUrl('/p', null, {}, true)).toBe('/p');
  });

  it('puts the script name before the path, without its trailing slash', () => {
    expect(url({ only_path: true, script_name: '/app/' })).toBe('/app/p');
    expect(url({ only_path: true, scriptName: '/app' })).toBe('/app/p');
    expect(url({ only_path: true, script_name: '' })).toBe('/p');
    expect(url({ host: 'h', script_name: '/a/' }, '/')).toBe('http://h/a/');
  });

  it('adds a trailing slash once, and never after a format', () => {
    expect(url({ only_path: true, trailing_slash: true })).toBe('/p/');
    expect(url({ only_path: true, trailingSlash: true }, '/p/')).toBe('/p/');
    expect(url({ only_path: true, trailing_slash: true }, '/p.json')).toBe('/p.json');
    expect(url({ only_path: true, trailing_slash: false })).toBe('/p');
    expect(url({ only_path: true, trailing_slash: true }, '/p', { a: 1 })).toBe('/p/?a=1');
  });

  it('merges params over the leftovers, and writes no ? for an empty query', () => {
    expect(url({ only_path: true, params: { b: 2, a: 3 } }, '/p', { a: 1, c: 4 })).toBe('/p?a=3&b=2&c=4');
    expect(url({ only_path: true, params: { b: 2 } })).toBe('/p?b=2');
    expect(url({ only_path: true, params: {} })).toBe('/p');
    expect(url({ only_path: true }, '/p', {})).toBe('/p');
    expect(url({ only_path: true }, '/p', { a: null })).toBe('/p');
  });

  it('escapes the anchor as a fragment: pchars, / and ? stay', () => {
    expect(url({ only_path: true, anchor: 'a b/c?d#e&f=g:h@i$j+k,l;' })).toBe('/p#a%20b/c?d%23e&f=g:h@i$j+k,l;');
    expect(url({ only_path: true, anchor: 5 })).toBe('/p#5');
    expect(url({ only_path: true, anchor: { toParam: () => 'sec' } })).toBe('/p#sec');
    expect(url({ only_path: true, anchor: {} })).toBe('/p');
    expect(url({ only_path: true, anchor: null })).toBe('/p');
    expect(url({ only_path: true, anchor: 'x' }, '/p', { q: 1 })).toBe('/p?q=1#x');
  });
});

describe('toQuery', () => {
  it('escapes as CGI.escape: letters, digits and _.-~ stay, a space is +, everything else %XX', () => {
    expect(toQuery({ a: "it's (a) *star*!", b: 'x~y_z.w-v', c: 'ä', d: 'a+b', e: '&=' })).toBe(
      'a=it%27s+%28a%29+%2Astar%2A%21&b=x~y_z.w-v&c=%C3%A4&d=a%2Bb&e=%26%3D',
    );
    expect(toQuery({ 'a b': 'c&d', '[x]': 'y' })).toBe('%5Bx%5D=y&a+b=c%26d');
  });

  it('sorts keys by code unit, however many', () => {
    expect(toQuery({ B: 1, a: 2, _: 3, '0': 4 })).toBe('0=4&B=1&_=3&a=2');
    expect(toQuery({ b: 1, a: 2, c: 3, ab: 4 })).toBe('a=2&ab=4&b=1&c=3');
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${(i * 7) % 20}`, i]));
    expect(toQuery(many)).toBe('k0=0&k1=3&k10=10&k11=13&k12=16&k13=19&k14=2&k15=5&k16=8&k17=11&k18=14&k19=17&k2=6&k3=9&k4=12&k5=15&k6=18&k7=1&k8=4&k9=7');
    expect(toQuery({ n: { z: 1, y: 2, x: { b: 1, a: 2 } } })).toBe('n%5Bx%5D%5Ba%5D=2&n%5Bx%5D%5Bb%5D=1&n%5By%5D=2&n%5Bz%5D=1');
  });

  it('writes booleans, numbers, dates and records by their text, nested arrays and objects with brackets', () => {
    expect(toQuery({ d: true, e: false, n: 1.5, big: 12n, i: new Date(0) })).toBe('big=12&d=true&e=false&i=1970-01-01T00%3A00%3A00.000Z&n=1.5');
    expect(toQuery({ f: [[1, 2], { x: null }], g: { h: [] } })).toBe('f%5B%5D%5B%5D=1&f%5B%5D%5B%5D=2&f%5B%5D%5Bx%5D=&g%5Bh%5D%5B%5D=');
    class Model {
      constructor(readonly id: number) {}
    }
    expect(toQuery({ r: new Model(5), s: [new Model(6)], t: { toParam: () => 'x' } })).toMatch(/^r=5&s%5B%5D=6&/);
  });

  it('leaves out top-level null and undefined, keeps nested ones as empty', () => {
    expect(toQuery({ k: null, l: undefined, m: 'x' })).toBe('m=x');
    expect(toQuery({ k: null })).toBe('');
    expect(toQuery({ a: [null, undefined] })).toBe('a%5B%5D=&a%5B%5D=');
    expect(toQuery({ a: { b: undefined } })).toBe('a%5Bb%5D=');
  });
});

describe('toParam', () => {
  class Model {
    constructor(readonly id: unknown) {}
  }
  it('reads a record by toParam(), else id; an array joined with /; a Date as ISO text', () => {
    expect(toParam([1, null, 'a'])).toBe('1//a');
    expect(toParam({ id: 3 })).toBe('3');
    expect(toParam(new Model(4))).toBe('4');
    expect(toParam({ toParam: () => ({ id: 8 }) })).toBe('8');
    expect(toParam(true)).toBe('true');
    expect(toParam(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(toParam(null)).toBeUndefined();
    expect(toParam(undefined)).toBeUndefined();
  });

  it('gives nothing for a record without an id, or one that answers itself', () => {
    expect(toParam({})).toBeUndefined();
    expect(toParam(Object.create(null))).toBeUndefined();
    expect(toParam(new Model(undefined))).toBeUndefined();
    const selfish = {
      toParam(): unknown {
        return selfish;
      },
    };
    expect(toParam(selfish)).toBeUndefined();
  });

  it('tells plain data (request params with a marked prototype) from records', () => {
    const marked = { [PLAIN_DATA]: true };
    const params = Object.assign(Object.create(marked) as object, { id: 4 });
    expect(isPlainObject(params)).toBe(true);
    expect(isRecord(params)).toBe(false);
    expect(toParam(params)).toBe('4');
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject(new Model(1))).toBe(false);
    expect(isRecord(new Model(1))).toBe(true);
    for (const value of [new Date(), [], null, 'x', 1]) expect(isRecord(value)).toBe(false);
    for (const value of [[], null, 'x', new Date()]) expect(isPlainObject(value)).toBe(false);
  });
});

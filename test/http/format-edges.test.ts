import { describe, expect, it } from 'vitest';
import { requestedFormats, toJson, toXml } from '../../src/index.js';
import { contentTypeOf, formatOfMime } from '../../src/http/format.js';
import { xmlRootOf } from '../../src/http/representation.js';

describe('formats and content types', () => {
  it('maps every known MIME type to its format, in any case and with spaces', () => {
    expect(formatOfMime(' Application/XHTML+XML ')).toBe('html');
    expect(formatOfMime('text/x-json')).toBe('json');
    expect(formatOfMime('application/x-xml')).toBe('xml');
    expect(formatOfMime('application/x-javascript')).toBe('js');
    expect(formatOfMime('text/csv')).toBe('csv');
    expect(formatOfMime('application/rss+xml')).toBe('rss');
    expect(formatOfMime('application/atom+xml')).toBe('atom');
    expect(formatOfMime('image/png')).toBeUndefined();
  });

  it('adds a charset to text, JSON and XML types only', () => {
    expect(contentTypeOf('html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('atom')).toBe('application/atom+xml; charset=utf-8');
    expect(contentTypeOf('js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('pdf')).toBe('application/octet-stream');
  });

  it.each<[string, string[]]>([
    ['text/xml; Q=0.5, application/json; charset=utf-8', ['json', 'xml']],
    ['application/json;level=1;q=0.3, text/csv;q=0.4', ['csv', 'json']],
    ['application/json, text/x-json, text/html', ['json', 'html']],
    ['  ', ['html', '*']],
    [', ,text/plain', ['text']],
    ['application/json;q=0.5 , */*;q=0.9', ['html', '*']],
    ['text/html;q=0.1, */*', ['html', '*']],
  ])('Accept %j → %j', (accept, expected) => {
    expect(requestedFormats(undefined, accept)).toEqual(expected);
  });

  // Rails 3.2's BROWSER_LIKE_ACCEPTS: `*/*` next to any other type means a browser, so HTML (unless XHR).
  it.each(['*/*, application/json', 'application/json, */*', '*/* ,text/xml', 'application/xml;q=0.9,*/*;q=0.8'])(
    'browser-like Accept %j is HTML unless the request is XHR',
    (accept) => {
      expect(requestedFormats(undefined, accept)).toEqual(['html', '*']);
      expect(requestedFormats(undefined, accept, true)[0]).not.toBe('html');
    },
  );

  it('reads each Accept once per kind of request (XHR or not), and hands out a list of its own each call', () => {
    const accept = 'application/json;q=0.4, text/xml';
    for (let i = 0; i < 3; i++) {
      expect(requestedFormats(undefined, accept)).toEqual(['xml', 'json']);
      expect(requestedFormats(undefined, '*/*, text/xml', i % 2 === 0)).toEqual(i % 2 === 0 ? ['*', 'xml'] : ['html', '*']);
    }
    const mine = requestedFormats(undefined, accept);
    mine.push('csv');
    expect(requestedFormats(undefined, accept)).toEqual(['xml', 'json']);
    // Past the cache's bound (new headers on every call), and for a header too long to keep: still read right.
    for (let i = 0; i < 300; i++) expect(requestedFormats(undefined, `text/csv;q=0.${(i % 9) + 1}, application/json;x=${i}`)).toEqual(['json', 'csv']);
    expect(requestedFormats(undefined, `application/json;${'x'.repeat(600)}=1, text/plain;q=0.5`)).toEqual(['json', 'text']);
  });

  it('takes an XHR request\'s browser-like Accept as written, and a lone */* or a path format as before', () => {
    expect(requestedFormats(undefined, '*/*, application/json', true)).toEqual(['*', 'json']);
    expect(requestedFormats(undefined, 'application/json, */*', true)).toEqual(['json', '*']);
    expect(requestedFormats(undefined, '*/*')).toEqual(['html', '*']);
    expect(requestedFormats('json', '*/*, text/html')).toEqual(['json']);
  });
});

describe('representations', () => {
  it('writes null for nothing in JSON', () => {
    expect(toJson(undefined)).toBe('null');
    expect(toJson({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
  });

  it('writes nested objects, empty ones, bigints and escaped quotes in XML', () => {
    expect(toXml({ author: { first_name: 'A "B" \'C\'' }, meta: {}, big: 10n, gone: undefined }, { root: 'post' })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<post>',
        '  <author>',
        '    <first-name>A &quot;B&quot; &apos;C&apos;</first-name>',
        '  </author>',
        '  <meta/>',
        '  <big type="integer">10</big>',
        '  <gone nil="true"/>',
        '</post>',
        '',
      ].join('\n'),
    );
  });

  it('names list items by the singular, or name-item when the word has no singular', () => {
    expect(toXml({ news: ['a'], people: [{ id: 1 }], tags: [] }, { root: 'x' })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<x>\n  <news type="array">\n    <news-item>a</news-item>\n  </news>\n  <people type="array">\n    <person>\n      <id type="integer">1</id>\n    </person>\n  </people>\n  <tags type="array"/>\n</x>\n',
    );
  });

  it('drops characters XML 1.0 cannot hold, keeping tabs and newlines', () => {
    expect(toXml('a\tb\nc\u000bd\ufffee\uffff', { root: 's' })).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<s>a\tb\nc' + 'de</s>\n');
  });

  it('refuses data nested deeper than 100 levels (a cycle)', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => toXml(cycle, { root: 'c' })).toThrow(new RangeError('toXml: the data is nested more than 100 levels (a cycle?)'));
  });

  it('names the root after the first record of a list, skipping empty slots', () => {
    class Comment {
      constructor(readonly id: number) {}
    }
    expect(xmlRootOf([null, undefined, new Comment(1)])).toBe('comments');
    expect(xmlRootOf([null])).toBe('objects');
    expect(xmlRootOf([1, 2])).toBe('objects');
    expect(xmlRootOf('text')).toBe('hash');
    expect(xmlRootOf(null)).toBe('hash');
    expect(xmlRootOf(new Comment(1))).toBe('comment');
  });
});

describe('Accept parameters and order', () => {
  it.each<[string, string[]]>([
    // Only a whole `q=` parameter is a quality: `xq=`, `qx=`, `q=0.1abc` are other parameters.
    ['text/xml;xq=0.1, application/json;q=0.5', ['xml', 'json']],
    ['text/xml;qx=0.1, application/json;q=0.5', ['xml', 'json']],
    ['text/xml;q=0.1abc, application/json;q=0.5', ['xml', 'json']],
    ['text/xml;q=0.1 , application/json;q=0.5', ['json', 'xml']],
    // Equal qualities keep the header's order.
    ['text/csv, text/xml, application/json, text/plain', ['csv', 'xml', 'json', 'text']],
    // `*/*` first (not browser-like): HTML is put first when it is listed at all.
    ['*/*;q=0.9, text/html;q=0.1', ['html', '*']],
    ['*/*;q=0.9, text/html;q=0.1, application/json;q=0.05', ['html', '*', 'json']],
    ['*/*;q=0.5, image/png', ['html', '*']],
    ['*/*;q=0.1, application/json', ['json', '*']],
  ])('Accept %j → %j', (accept, expected) => {
    expect(requestedFormats(undefined, accept)).toEqual(expected);
  });
});

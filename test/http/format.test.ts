import { describe, expect, it } from 'vitest';
import { negotiate, requestedFormats, toXml } from '../../src/index.js';

describe('requestedFormats', () => {
  it.each<[string | undefined, string | undefined, string[]]>([
    ['json', 'text/html', ['json']],
    ['XML', undefined, ['xml']],
    [undefined, undefined, ['html', '*']],
    [undefined, '*/*', ['html', '*']],
    [undefined, 'application/json', ['json']],
    [undefined, 'application/json, */*', ['html', '*']],
    [undefined, 'text/xml;q=0.5, application/json', ['json', 'xml']],
    [undefined, 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', ['html', '*']],
    [undefined, 'application/json;q=0, text/html', ['html']],
    [undefined, 'image/png', []],
  ])('path format %j, Accept %j → %j', (format, accept, expected) => {
    expect(requestedFormats(format, accept)).toEqual(expected);
  });
});

describe('negotiate', () => {
  it('takes the first requested format that is available; * takes the first available', () => {
    expect(negotiate(['xml', 'json'], ['json', 'xml'])).toBe('xml');
    expect(negotiate(['pdf', '*'], ['json', 'xml'])).toBe('json');
    expect(negotiate(['pdf'], ['json'])).toBeUndefined();
  });
});

describe('toXml', () => {
  class Post {
    constructor(
      readonly id: number,
      readonly title: string,
    ) {}
  }

  it('writes a record in the shape of Rails to_xml', () => {
    const xml = toXml({ id: 1, title: 'A & <B>', created_at: new Date('2024-01-02T03:04:05Z'), score: 1.5, draft: false, body: null, tags: ['x'] }, { root: 'post' });
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<post>',
        '  <id type="integer">1</id>',
        '  <title>A &amp; &lt;B&gt;</title>',
        '  <created-at type="datetime">2024-01-02T03:04:05.000Z</created-at>',
        '  <score type="float">1.5</score>',
        '  <draft type="boolean">false</draft>',
        '  <body nil="true"/>',
        '  <tags type="array">',
        '    <tag>x</tag>',
        '  </tags>',
        '</post>',
        '',
      ].join('\n'),
    );
  });

  it('names the root after the record class, a list after its plural', () => {
    expect(toXml(new Post(1, 't'))).toMatch(/^<\?xml[^>]*>\n<post>\n/);
    expect(toXml([new Post(1, 't')])).toMatch(/\n<posts type="array">\n {2}<post>\n/);
    expect(toXml([])).toMatch(/<objects type="array"\/>/);
    expect(toXml({ a: 1 })).toMatch(/\n<hash>\n/);
  });

  it('uses toJSON when a record has one', () => {
    const record = { toJSON: () => ({ shown: 1 }), hidden: 2 };
    expect(toXml(record, { root: 'r' })).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<r>\n  <shown type="integer">1</shown>\n</r>\n');
  });

  it('makes any key a valid element name and drops characters XML cannot hold', () => {
    expect(toXml({ '1 bad<key>': 'a\u0001b' }, { root: 'x' })).toContain('<_1_bad_key_>ab</_1_bad_key_>');
  });
});

// JSON and Rails-shaped XML of data at their edges: escaping, list items, records read through toJSON, and
// the nesting limit that stops cycles.
import { describe, expect, it, vi } from 'vitest';

// Loaded afresh in each test: the escaping and JSON helpers are made when the module loads.
async function fresh() {
  vi.resetModules();
  return import('../../src/http/representation.js');
}

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

describe('toJson', () => {
  it('JSON of a value, null for undefined, records through toJSON', async () => {
    const { toJson } = await fresh();
    expect(toJson(undefined)).toBe('null');
    expect(toJson({ a: [1, 'x'], r: { toJSON: () => ({ id: 3 }) } })).toBe('{"a":[1,"x"],"r":{"id":3}}');
  });
});

describe('toXml', () => {
  it('escapes markup characters and drops characters XML cannot hold', async () => {
    const { toXml } = await fresh();
    expect(toXml({ t: `<a href="x">&'\u0001\u0008\u000b\u000c\u001f\ufffe\uffff\t\n\r` })).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<hash>\n  <t>&lt;a href=&quot;x&quot;&gt;&amp;&apos;\t\n\r</t>\n</hash>\n`,
    );
  });

  it('names list items by the singular, each on its own line', async () => {
    const { toXml } = await fresh();
    expect(toXml({ tags: ['a', 'b'], news: [1] })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<hash>\n  <tags type="array">\n    <tag>a</tag>\n    <tag>b</tag>\n  </tags>\n' +
        '  <news type="array">\n    <news-item type="integer">1</news-item>\n  </news>\n</hash>\n',
    );
  });

  it('reads a list with its own toJSON through it, as JSON does', async () => {
    const { toJson, toXml } = await fresh();
    const page = Object.assign([1, 2], { toJSON: () => ({ total: 2 }) });
    expect(toJson({ page })).toBe('{"page":{"total":2}}');
    expect(toXml({ page })).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<hash>\n  <page>\n    <total type="integer">2</total>\n  </page>\n</hash>\n');
  });

  it('takes 100 levels of nesting, refuses 101 (a cycle, through an array or toJSON, ends there)', async () => {
    const { toXml } = await fresh();
    expect(toXml(nested(100))).toContain('<a>leaf</a>');
    const tooDeep = /nested more than 100 levels/;
    expect(() => toXml(nested(101))).toThrow(tooDeep);
    const list: unknown[] = [];
    list.push(list);
    expect(() => toXml({ list })).toThrow(tooDeep);
    const record = { toJSON: (): unknown => record };
    expect(() => toXml({ record })).toThrow(tooDeep);
  });
});

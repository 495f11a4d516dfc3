import { expect, it } from 'vitest';
// The parser alone: nothing else parses paths in this file, so the count of shared nodes starts at zero.
import { parsePattern } from '../../src/pattern/parse.js';

// Paths may come from data, so the parser shares at most 20,000 nodes; a full table stops sharing, nothing else.
it('shares nodes until it holds 20,000, then makes new ones and parses as before', () => {
  // Two nodes: `/early` and `:id`.
  const early = parsePattern('/early:id');
  for (let i = 0; i < 19_997; i++) parsePattern(`/n${i}`);
  // The 20,000th node is still shared...
  const last = parsePattern('/last');
  expect(parsePattern('/last:id')[0]).toBe(last[0]);
  // ...the next is not: an equal node made later is another object.
  const over = parsePattern('/over');
  const again = parsePattern('/over:id');
  expect(again[0]).toEqual(over[0]);
  expect(again[0]).not.toBe(over[0]);
  expect(again[1]).toEqual({ type: 'param', name: 'id' });
  // A group of shared nodes not grouped before is made, not shared.
  const group = parsePattern('/g(/early:id)')[1];
  expect(group).toEqual({ type: 'optional', nodes: [{ type: 'static', value: '/early' }, { type: 'param', name: 'id' }] });
  expect(parsePattern('/h(/early:id)')[1]).not.toBe(group);
  // Nodes shared before are still found.
  expect(parsePattern('/early')[0]).toBe(early[0]);
  expect(parsePattern('/a(/:b)(.:c)')).toEqual([
    { type: 'static', value: '/a' },
    { type: 'optional', nodes: [{ type: 'static', value: '/' }, { type: 'param', name: 'b' }] },
    { type: 'optional', nodes: [{ type: 'static', value: '.' }, { type: 'param', name: 'c' }] },
  ]);
});

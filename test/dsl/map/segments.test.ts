import { describe, expect, it } from 'vitest';
import { displayPath, matchPattern, segmentsOf, settleOptionality } from '../../../src/dsl/map/segments.js';

/** Path (with its slashes, as the builder prepares it), segment defaults and requirements → shown path and matched pattern. */
const cases: [path: string, defaults: Record<string, string | null>, requirements: Record<string, RegExp>, shown: string, pattern: string][] = [
  ['/', {}, {}, '/', '/'],
  ['/hello/world/', {}, {}, '/hello/world', '/hello/world'],
  ['/:controller/:action/:id/', {}, {}, '/:controller/:action/:id', '/:controller(/:action(/:id))'],
  ['/:controller/:action/:id/', { controller: 'users' }, {}, '/:controller/:action/:id', '/(:controller(/:action(/:id)))'],
  ['/:controller/:action/:id.:format/', {}, {}, '/:controller/:action/:id(.:format)', '/:controller(/:action(/:id(.:format)))'],
  ['/posts.:format/', {}, {}, '/posts(.:format)', '/posts(.:format)'],
  // :id with a requirement is required; a param before a required one is required.
  ['/messages/:id.:format/', {}, { id: /[^/.?]+/ }, '/messages/:id(.:format)', '/messages/:id(.:format)'],
  ['/books/:id/edit/', {}, {}, '/books/:id/edit', '/books/:id/edit'],
  ['/page/:title/', { title: 'About' }, {}, '/page/:title', '/page(/:title)'],
  ['/test/:year/', { year: null }, { year: /\d{4}/ }, '/test/:year', '/test(/:year)'],
  ['/page/:id/:action/', { action: 'show' }, {}, '/page/:id/:action', '/page(/:id(/:action))'],
  // An :action requirement that cannot match `index` makes :action required.
  ['/:controller/:action/:file/', { file: null }, { action: /upload|download/ }, '/:controller/:action/:file', '/:controller/:action(/:file)'],
  ['/file/*path/', {}, {}, '/file/*path', '/file(/*path)'],
  ['/people/:id.:_format/', {}, {}, '/people/:id.:_format', '/people/:id.:_format'],
  ['/:url/', {}, {}, '/:url', '/:url'],
];

describe('Rails 2.3 segment optionality', () => {
  it.each(cases)('%s %j %j → %s, matched as %s', (path, defaults, requirements, shown, pattern) => {
    const segments = segmentsOf(path);
    for (const [key, value] of Object.entries(defaults)) {
      const segment = segments.find((s) => s.kind !== 'divider' && s.kind !== 'static' && s.text === key)!;
      segment.optional = true;
      if (value !== null) segment.default = value;
    }
    settleOptionality(segments, (name) => requirements[name]);
    expect(displayPath(segments)).toBe(shown);
    expect(matchPattern(segments)).toBe(pattern);
  });
});

/** Rails 2.3's `segment_for` as regexps tried in turn (what `segmentsOf` reads by position instead). */
function segmentsByRegexps(path: string) {
  const rules: [RegExp, (m: RegExpExecArray) => [kind: string, text: string, optional: boolean]][] = [
    [/^\.(:format)?\//, () => ['format', 'format', true]],
    [/^:(\w+)/, (m) => ['param', m[1]!, false]],
    [/^\*(\w+)/, (m) => ['glob', m[1]!, true]],
    [/^\?(.*?)\?/, (m) => ['static', m[1]!, true]],
    [/^[^/.?]+/, (m) => ['static', m[0], false]],
  ];
  const out: { kind: string; text: string; optional: boolean }[] = [];
  let rest = path;
  while (rest !== '') {
    let matched = false;
    for (const [re, read] of rules) {
      const m = re.exec(rest);
      if (!m) continue;
      const [kind, text, optional] = read(m);
      out.push({ kind, text, optional });
      rest = rest.slice(m[0].length);
      matched = true;
      break;
    }
    if (!matched) {
      out.push({ kind: 'divider', text: rest[0]!, optional: rest[0] === '/' });
      rest = rest.slice(1);
    }
  }
  return out;
}

describe('segmentsOf', () => {
  it('cuts paths as the regexps of Rails 2.3 do, on random paths of the characters that matter', async () => {
    const { seeded } = await import('../../seeded-random.mjs');
    const random = seeded(23);
    // Word characters and their neighbours in the character table (`\w` is [0-9A-Za-z_]), and every line end `.` stops at.
    const edges = ['0', '9', 'A', 'Z', 'a', 'z', '_', '/', ':', '@', '[', '`', '{', '\n', '\r', '\u2028', '\u2029'];
    const pieces = ['/', '.', ':', '*', '?', 'a', 'id', 'action', 'format', ':format', '_', '9', '-', '\n', 'é', '.:format/', ':id', '?x?', ...edges];
    for (let n = 0; n < 3000; n++) {
      const path = Array.from({ length: 1 + Math.floor(random() * 10) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(segmentsOf(path), JSON.stringify(path)).toEqual(segmentsByRegexps(path));
    }
  });
});

describe('matchPattern on segments the builder never makes', () => {
  // The builder always starts a path with `/` and ends it with `/` (or `.:format`); the rules hold without that.
  it('writes a last divider other than / and opens a group for an optional first segment', () => {
    expect(matchPattern(segmentsOf('/files.'))).toBe('/files.');
    expect(matchPattern([])).toBe('/');
    const segments = segmentsOf(':id/:action/');
    settleOptionality(segments, () => undefined);
    expect(segments.map((s) => s.optional)).toEqual([true, true, true, true]);
    expect(matchPattern(segments)).toBe('(:id(/:action))');
  });
});

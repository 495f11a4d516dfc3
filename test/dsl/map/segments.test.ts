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

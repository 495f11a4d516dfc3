import { inflections, type Inflector } from '../inflection.js';

/**
 * Rails' `pluralize` text helper: the count and the word, plural unless the count is exactly 1
 * (`pluralize(1, 'post')` → `1 post`, `pluralize(0, 'comment')` → `0 comments`, `pluralize(2, 'person')` →
 * `2 people`). The plural comes from the inflector (the same rules as route names) unless given.
 */
export function pluralize(count: number, singular: string, plural?: string, inflector: Inflector = inflections): string {
  if (typeof count !== 'number' || Number.isNaN(count)) throw new TypeError(`pluralize needs a number as count, got ${String(count)}`);
  const word = count === 1 ? singular : (plural ?? inflector.pluralize(singular));
  return `${count} ${word}`;
}

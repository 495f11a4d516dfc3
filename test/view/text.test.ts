import { describe, expect, it } from 'vitest';
import { createInflector, pluralize } from '../../src/index.js';

describe('pluralize', () => {
  it('says "1 post" and "0 posts", "2 posts"', () => {
    expect([pluralize(1, 'post'), pluralize(0, 'post'), pluralize(2, 'post')]).toEqual(['1 post', '0 posts', '2 posts']);
  });

  it('takes the plural from the inflector, irregular and uncountable words included', () => {
    expect([pluralize(3, 'person'), pluralize(2, 'sheep'), pluralize(2, 'category'), pluralize(1.5, 'hour')]).toEqual(['3 people', '2 sheep', '2 categories', '1.5 hours']);
  });

  it('uses a given plural, or another inflector', () => {
    const inflector = createInflector().irregular('octopus', 'octopodes');
    expect([pluralize(2, 'octopus', undefined, inflector), pluralize(2, 'cactus', 'cacti'), pluralize(1, 'cactus', 'cacti')]).toEqual(['2 octopodes', '2 cacti', '1 cactus']);
  });

  it('refuses a count that is not a number', () => {
    expect(() => pluralize(Number.NaN, 'post')).toThrow('pluralize needs a number as count, got NaN');
    expect(() => pluralize('2' as unknown as number, 'post')).toThrow(TypeError);
  });
});

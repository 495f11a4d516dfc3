import { beforeEach, describe, expect, it } from 'vitest';
import { Inflector, camelize, createInflector } from '../../src/inflection.js';

// A fresh inflector in each test: its rules are built (on first use) inside the test that checks them, so a
// broken rule is traced to these tests, and no test sees another's additions.
let inflector: Inflector;
beforeEach(() => {
  inflector = createInflector();
});
const pluralize = (word: string): string => inflector.pluralize(word);
const singularize = (word: string): string => inflector.singularize(word);

// Each word holds a Rails 3.2 rule's text away from the anchored end/start, so an unanchored rule would fire.
describe('anchored plural rules only fire at the word edge', () => {
  it.each([
    ['axisal', 'axisals'], // (ax|test)is$
    ['virusal', 'virusals'], // (octop|vir)us$
    ['viril', 'virils'], // (octop|vir)i$
    ['busk', 'busks'], // (bu)s$
    ['tomatol', 'tomatols'], // (buffal|tomat)o$
    ['tumble', 'tumbles'], // ([ti])um$
    ['wolfram', 'wolframs'], // ([lr])f$
    ['hiver', 'hivers'], // (hive)$
    ['mousepad', 'mousepads'], // ([m|l])ouse$
    ['oxford', 'oxfords'], // ^(ox)$
    ['boxen', 'boxens'], // ^(oxen)$ (start)
    ['oxenford', 'oxenfords'], // ^(oxen)$ (end)
    ['quizmaster', 'quizmasters'], // (quiz)$
  ])('pluralize(%s) → %s', (word, expected) => {
    expect(pluralize(word)).toBe(expected);
  });
});

describe('anchored singular rules only fire at the word edge', () => {
  it.each([
    ['thesesful', 'thesesful'], // (t)heses$
    ['analysesful', 'analysesful'], // (^analy)ses$ (end)
    ['reanalyses', 'reanalyasis'], // (^analy)ses$ (start): Rails 3.2's '\1\2sis' rule decides
    ['wavesting', 'wavesting'], // ([^f])ves$
    ['hivesx', 'hivesx'], // (hive)s$
    ['nativesx', 'nativesx'], // (tive)s$
    ['wolvesx', 'wolvesx'], // ([lr])ves$
    ['bodiesx', 'bodiesx'], // ([^aeiouy]|qu)ies$
    ['seriesdogs', 'seriesdog'], // (s)eries$
    ['miniseries', 'miniseries'], // (s)eries$ → '$1eries'
    ['moviesdogs', 'moviesdog'], // (m)ovies$
    ['boxesdogs', 'boxesdog'], // (x|ch|ss|sh)es$
    ['micedogs', 'micedog'], // ([m|l])ice$
    ['busesdogs', 'busesdog'], // (bus)es$
    ['toesdogs', 'toesdog'], // (o)es$
    ['shoesdogs', 'shoesdog'], // (shoe)s$
    ['crisesdogs', 'crisesdog'], // (cris|ax|test)es$
    ['virile', 'virile'], // (octop|vir)i$
    ['aliasesdogs', 'aliasesdog'], // (alias|status)es$
    ['boxen', 'boxen'], // ^(ox)en
    ['indicesdogs', 'indicesdog'], // (vert|ind)ices$
    ['matricesdogs', 'matricesdog'], // (matr)ices$
    ['quizzesdogs', 'quizzesdog'], // (quiz)zes$
    ['databasesdogs', 'databasesdog'], // (database)s$
    ['databases', 'database'], // (database)s$ → '$1'
  ])('singularize(%s) → %s', (word, expected) => {
    expect(singularize(word)).toBe(expected);
  });
});

describe('irregulars keep the first letter case', () => {
  it.each([
    ['pluralize', 'Person', 'People'],
    ['pluralize', 'person', 'people'],
    ['pluralize', 'PEOPLE', 'People'],
    ['pluralize', 'COW', 'Kine'],
    ['pluralize', 'cow', 'kine'],
    ['singularize', 'People', 'Person'],
    ['singularize', 'Kine', 'Cow'],
    ['pluralize', 'PERSON', 'People'],
    ['pluralize', 'Salesperson', 'Salespeople'],
  ] as const)('%s(%s) → %s', (fn, word, expected) => {
    expect((fn === 'pluralize' ? pluralize : singularize)(word)).toBe(expected);
  });
});

describe('uncountables, factories and camelize', () => {
  it.each([
    ['a.', 'a.s'],
    ['blue-sheep', 'blue-sheep'],
    ['blue_sheep', 'blue_sheeps'],
  ])('pluralize(%s) → %s', (word, expected) => {
    expect(pluralize(word)).toBe(expected);
  });

  it('an empty Inflector has no rules', () => {
    expect(new Inflector().pluralize('Sam')).toBe('Sam');
    expect(new Inflector().singularize('Sams')).toBe('Sams');
  });

  it('createInflector and clone carry the Rails 3.2 rules', () => {
    const i = createInflector();
    expect(i.pluralize('post')).toBe('posts');
    expect(i.clone().pluralize('post')).toBe('posts');
    expect(i.clone().singularize('posts')).toBe('post');
  });

  it.each([
    ['a__b', 'aB'],
    ['new_post_comment_path', 'newPostCommentPath'],
  ])('camelize(%s) → %s', (snake, expected) => {
    expect(camelize(snake)).toBe(expected);
  });
});

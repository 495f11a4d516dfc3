import { describe, expect, it } from 'vitest';
import { createInflector, Inflector } from '../../src/index.js';

// Every default rule of ActiveSupport 3.2 (plural, singular, irregular, uncountable), both ways. Each test
// builds its own inflector, so the rules are exercised inside the test (as mutation testing needs).
const BOTH_WAYS: [string, string][] = [
  ['search', 'searches'], ['switch', 'switches'], ['fix', 'fixes'], ['box', 'boxes'], ['process', 'processes'],
  ['address', 'addresses'], ['case', 'cases'], ['stack', 'stacks'], ['wish', 'wishes'], ['category', 'categories'],
  ['query', 'queries'], ['ability', 'abilities'], ['agency', 'agencies'], ['movie', 'movies'], ['archive', 'archives'],
  ['index', 'indices'], ['vertex', 'vertices'], ['matrix', 'matrices'], ['wife', 'wives'], ['safe', 'saves'],
  ['half', 'halves'], ['dwarf', 'dwarves'], ['elf', 'elves'], ['move', 'moves'], ['salesperson', 'salespeople'],
  ['person', 'people'], ['spokesman', 'spokesmen'], ['man', 'men'], ['woman', 'women'], ['basis', 'bases'],
  ['diagnosis', 'diagnoses'], ['diagnosis_a', 'diagnosis_as'], ['datum', 'data'], ['medium', 'media'],
  ['stadium', 'stadia'], ['analysis', 'analyses'], ['crisis', 'crises'], ['node_child', 'node_children'],
  ['child', 'children'], ['day', 'days'], ['quiz', 'quizzes'], ['perspective', 'perspectives'], ['ox', 'oxen'],
  ['photo', 'photos'], ['buffalo', 'buffaloes'], ['tomato', 'tomatoes'], ['bus', 'buses'], ['status', 'statuses'],
  ['status_code', 'status_codes'], ['mouse', 'mice'], ['louse', 'lice'], ['house', 'houses'], ['octopus', 'octopi'],
  ['virus', 'viri'], ['alias', 'aliases'], ['portfolio', 'portfolios'], ['matrix_fu', 'matrix_fus'], ['axis', 'axes'],
  ['testis', 'testes'], ['shoe', 'shoes'], ['horse', 'horses'], ['prize', 'prizes'], ['edge', 'edges'],
  ['cow', 'kine'], ['Cow', 'Kine'], ['Person', 'People'], ['Child', 'Children'], ['hive', 'hives'],
  ['zombie', 'zombies'], ['sex', 'sexes'], ['Sex', 'Sexes'], ['my_money', 'my_moneys'], ['perspective', 'perspectives'],
];
const UNCOUNTABLE = ['fish', 'jeans', 'news', 'old_news', 'series', 'species', 'information', 'equipment', 'rice', 'money', 'sheep', 'Sheep', 'funky-jeans'];

describe('ActiveSupport 3.2 default rules', () => {
  it.each(BOTH_WAYS)('%s ⇄ %s', (singular, plural) => {
    const inflector = createInflector();
    expect(inflector.pluralize(singular)).toBe(plural);
    expect(inflector.singularize(plural)).toBe(singular);
  });

  it.each(UNCOUNTABLE)('%s is uncountable', (word) => {
    const inflector = createInflector();
    expect([inflector.pluralize(word), inflector.singularize(word)]).toEqual([word, word]);
  });

  it('keeps the quirks of 3.2', () => {
    const inflector = createInflector();
    expect(inflector.pluralize('oxen')).toBe('oxen');
    expect(inflector.pluralize('data')).toBe('data');
    expect(inflector.pluralize('octopi')).toBe('octopi');
    expect(inflector.pluralize('ax')).toBe('axes');
    expect(inflector.pluralize('Kine')).toBe('Kine');
    expect(inflector.singularize('abuses')).toBe('abus');
    expect(inflector.singularize('police')).toBe('polouse');
    expect(inflector.singularize('tives')).toBe('tive');
    expect(inflector.singularize('movies')).toBe('movie');
    expect(inflector.singularize('funky_jeans')).toBe('funky_jean');
    expect(inflector.singularize('analyses')).toBe('analysis');
    expect(inflector.singularize('parentheses')).toBe('parenthesis');
    expect(inflector.singularize('synopses')).toBe('synopsis');
    expect(inflector.singularize('theses')).toBe('thesis');
    expect(inflector.singularize('prognoses')).toBe('prognosis');
    expect(inflector.singularize('series')).toBe('series');
    expect(inflector.singularize('newses')).toBe('newse');
    expect(inflector.pluralize('')).toBe('');
    expect(inflector.singularize('')).toBe('');
  });
});

describe('Inflector additions', () => {
  it('tries a new rule before the older ones; a string pattern replaces its first occurrence', () => {
    const inflector = new Inflector().plural(/$/, 's').plural('goose', 'geese').singular(/s$/, '').singular('geese', 'goose');
    expect(inflector.pluralize('goose')).toBe('geese');
    expect(inflector.pluralize('mongoose')).toBe('mongeese');
    expect(inflector.pluralize('duck')).toBe('ducks');
    expect(inflector.singularize('geese')).toBe('goose');
    expect(inflector.singularize('ducks')).toBe('duck');
    expect(new Inflector().pluralize('duck')).toBe('duck');
  });

  it('takes a word out of the uncountables when a rule names it', () => {
    const inflector = createInflector().uncountable('moose', 'deer', 'elk');
    expect(inflector.pluralize('moose')).toBe('moose');
    inflector.plural('moose', 'meese');
    expect(inflector.pluralize('moose')).toBe('meese');
    inflector.singular(/^deers$/, 'deer').singular('x', 'deer');
    expect(inflector.pluralize('deer')).toBe('deers');
    inflector.singular('elk', 'elks');
    expect(inflector.pluralize('elk')).toBe('elks');
    inflector.uncountable(['Gnu']).plural(/^(g)nu$/i, '$1nus');
    expect(inflector.pluralize('gnu')).toBe('gnu');
    inflector.plural(/^moose$/, 'gnu');
    expect(inflector.pluralize('gnu')).toBe('gnus');
  });

  it('declares irregular pairs with the same or another first letter, keeping the case', () => {
    const inflector = createInflector().uncountable('goose', 'geese').irregular('goose', 'geese').irregular('die', 'dice');
    expect(inflector.pluralize('goose')).toBe('geese');
    expect(inflector.pluralize('Goose')).toBe('Geese');
    expect(inflector.pluralize('geese')).toBe('geese');
    expect(inflector.singularize('geese')).toBe('goose');
    expect(inflector.singularize('Geese')).toBe('Goose');
    expect(inflector.pluralize('snowgoose')).toBe('snowgeese');
    const other = createInflector().irregular('bacterium', 'Xbacteria').irregular('pox', 'Ypoxen');
    expect(other.pluralize('bacterium')).toBe('xbacteria');
    expect(other.pluralize('Bacterium')).toBe('Xbacteria');
    expect(other.pluralize('xBACTERIA')).toBe('xbacteria');
    expect(other.singularize('Xbacteria')).toBe('Bacterium');
    expect(other.singularize('xbacteria')).toBe('bacterium');
    expect(other.singularize('ypoxen')).toBe('pox');
    expect(other.singularize('YPOXEN')).toBe('Pox');
  });

  it('counts a word as uncountable only at the end, after a non-word character', () => {
    const inflector = createInflector();
    expect(inflector.pluralize('blue-sheep')).toBe('blue-sheep');
    expect(inflector.pluralize('blue sheep')).toBe('blue sheep');
    expect(inflector.pluralize('blue_sheep')).toBe('blue_sheeps');
    expect(inflector.pluralize('bluesheep')).toBe('bluesheeps');
    expect(inflector.pluralize('sheepdog')).toBe('sheepdogs');
  });

  it('clones: additions to the copy leave the original alone, and the other way round', () => {
    const original = createInflector();
    const copy = original.clone().irregular('octopus', 'octopodes').uncountable('moose');
    original.plural(/^(wal)rus$/i, '$1ri');
    expect([copy.pluralize('octopus'), copy.pluralize('moose'), copy.pluralize('walrus')]).toEqual(['octopodes', 'moose', 'walrus']);
    expect([original.pluralize('octopus'), original.pluralize('moose'), original.pluralize('walrus')]).toEqual(['octopi', 'mooses', 'walri']);
    expect(copy.singularize('octopodes')).toBe('octopus');
    expect(original.singularize('octopodes')).toBe('octopode');
  });
});

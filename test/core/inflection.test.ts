import { beforeEach, describe, expect, it } from 'vitest';
import { createInflector, underscore, camelize, type Inflector } from '../../src/index.js';

// A fresh inflector in each test: its rules are built (on first use) inside the test that checks them, so a
// broken rule is traced to these tests, and no test sees another's additions.
let inflector: Inflector;
beforeEach(() => {
  inflector = createInflector();
});

describe('Rails 3.2 inflection', () => {
  it.each([
    ['posts', 'post'],
    ['people', 'person'],
    ['abuses', 'abus'],
    ['taxes', 'taxis'],
    ['police', 'polouse'],
    ['sheep', 'sheep'],
    ['news', 'news'],
    ['categories', 'category'],
    ['kine', 'cow'],
    ['status', 'statu'],
    ['statuses', 'status'],
    ['videos', 'video'],
    ['mice', 'mouse'],
    ['salespeople', 'salesperson'],
  ])('singularizes %s to %s', (plural, singular) => {
    expect(inflector.singularize(plural)).toBe(singular);
  });

  it.each([
    ['post', 'posts'],
    ['person', 'people'],
    ['profile', 'profiles'],
    ['cow', 'kine'],
    ['Cow', 'Kine'],
    ['taxis', 'taxes'],
    ['human', 'humen'],
    ['dormouse', 'dormice'],
    ['status', 'statuses'],
    ['quiz', 'quizzes'],
    ['sheep', 'sheep'],
    ['blue-sheep', 'blue-sheep'],
    ['blue_sheep', 'blue_sheeps'],
  ])('pluralizes %s to %s', (singular, plural) => {
    expect(inflector.pluralize(singular)).toBe(plural);
  });

  it('lets users add irregular and uncountable words, without touching other inflectors', () => {
    const custom = createInflector().irregular('octopus', 'octopodes').uncountable('equipment', 'moose');
    expect(custom.pluralize('octopus')).toBe('octopodes');
    expect(custom.singularize('octopodes')).toBe('octopus');
    expect(custom.pluralize('moose')).toBe('moose');
    expect(inflector.pluralize('octopus')).toBe('octopi');
    expect(inflector.pluralize('moose')).toBe('mooses');
  });

  it('underscores and camelizes names', () => {
    expect(underscore('Admin::StorageFiles')).toBe('admin/storage_files');
    expect(underscore('admin/StorageFiles')).toBe('admin/storage_files');
    expect(underscore('HTMLParser')).toBe('html_parser');
    expect(camelize('new_post_comment_path')).toBe('newPostCommentPath');
  });
});

describe('answers remembered between calls', () => {
  it('are given again, and dropped when any rule is added', () => {
    const words = createInflector();
    expect([words.pluralize('goose'), words.pluralize('goose')]).toEqual(['gooses', 'gooses']);
    words.irregular('goose', 'geese');
    expect(words.pluralize('goose')).toBe('geese');
    expect(words.singularize('geese')).toBe('goose');

    expect(words.pluralize('cactus')).toBe('cactus');
    words.plural(/us$/i, 'i');
    expect(words.pluralize('cactus')).toBe('cacti');

    expect(words.singularize('data')).toBe('datum');
    words.singular(/data$/i, 'data');
    expect(words.singularize('data')).toBe('data');

    expect([words.pluralize('moose'), words.singularize('mooses')]).toEqual(['mooses', 'moose']);
    words.uncountable('moose', 'mooses');
    expect([words.pluralize('moose'), words.singularize('mooses')]).toEqual(['moose', 'mooses']);
  });

  it('are kept apart per inflector and per direction', () => {
    const a = createInflector();
    const b = a.clone();
    expect(a.pluralize('ox')).toBe('oxen');
    b.plural(/^ox$/i, 'oxes');
    expect([a.pluralize('ox'), b.pluralize('ox')]).toEqual(['oxen', 'oxes']);
    // The same word read both ways: each direction has its own answer.
    expect([a.singularize('news'), a.pluralize('news')]).toEqual(['news', 'news']);
    expect([a.singularize('octopi'), a.pluralize('octopi')]).toEqual(['octopus', 'octopi']);
  });

  it('stay right past the bound on how many are kept', () => {
    const words = createInflector();
    for (let i = 0; i < 10_050; i++) expect(words.pluralize(`item${i}x`)).toBe(`item${i}xes`);
    expect(words.pluralize('item0x')).toBe('item0xes');
  });
});

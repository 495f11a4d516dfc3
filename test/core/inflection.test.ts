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

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createInflector, createInflector61, inflections, inflections61, RouteSet } from '../../src/index.js';

// [word, pluralize, singularize] as ActiveSupport 6.1.7 answers them (ruby -e 'require "active_support/inflector"; …').
const rails61 = JSON.parse(readFileSync(new URL('./fixtures/inflections-6-1.json', import.meta.url), 'utf8')) as [string, string, string][];

describe('ActiveSupport 6.1 inflections', () => {
  it.each(rails61)('%s → plural %s, singular %s', (word, plural, singular) => {
    const inflector = createInflector61();
    expect(inflector.pluralize(word)).toBe(plural);
    expect(inflector.singularize(word)).toBe(singular);
  });

  it('differ from 3.2 on the words of the oracle table', () => {
    const old = createInflector();
    const now = createInflector61();
    expect([old.pluralize('taxis'), now.pluralize('taxis')]).toEqual(['taxes', 'taxis']);
    expect([old.singularize('taxes'), now.singularize('taxes')]).toEqual(['taxis', 'tax']);
    expect([old.pluralize('cow'), now.pluralize('cow')]).toEqual(['kine', 'cows']);
    expect([old.singularize('police'), now.singularize('police')]).toEqual(['polouse', 'police']);
    expect([old.singularize('status'), now.singularize('status')]).toEqual(['statu', 'status']);
  });

  it('keep an irregular singular singular, also one added later and in a clone', () => {
    const inflector = createInflector61().irregular('octopus', 'octopodes').irregular('Goose', 'geese');
    expect(inflector.singularize('octopus')).toBe('octopus');
    expect(inflector.singularize('octopodes')).toBe('octopus');
    expect(inflector.singularize('goose')).toBe('goose');
    expect(inflector.singularize('Goose')).toBe('Goose');
    expect(inflector.singularize('geese')).toBe('goose');
    expect(inflector.clone().irregular('foot', 'feet').singularize('foot')).toBe('foot');
    // 3.2 adds no such rule: its other rules decide (`s$` → '').
    expect(createInflector().irregular('octopus', 'octopodes').singularize('octopus')).toBe('octopu');
  });

  it('is the default inflector of a 6.1 route set; 3.2 keeps the shared 3.2 one', () => {
    expect(new RouteSet({ rails: '6.1' }).inflector).toBe(inflections61);
    expect(new RouteSet().inflector).toBe(inflections);
    const own = createInflector61();
    expect(new RouteSet({ rails: '6.1', inflector: own }).inflector).toBe(own);
  });

  it('name routes of a 6.1 set', () => {
    const set = new RouteSet({ rails: '6.1' }).draw((r) => {
      r.resources('taxes');
      r.resource('taxis');
      r.resources('police');
    });
    const names = set.routes.map((x) => `${x.name ?? ''} ${x.controller}`);
    expect(names).toContain('taxes taxes');
    expect(names).toContain('tax taxes');
    expect(names).toContain('taxis taxis');
    expect(names).toContain('police_index police');
  });
});

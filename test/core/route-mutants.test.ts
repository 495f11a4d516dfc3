import { describe, expect, it } from 'vitest';
import { Route, type RouteInit } from '../../src/index.js';

/** What a `Route` keeps of its declaration, beyond route-model.test.ts; every route is made inside its test. */

const make = (init: Partial<RouteInit> = {}) => new Route({ path: '/x', ...init });

describe('Route: what most routes lack is shared, not copied', () => {
  it('routes without conditions, guards, requirements or other defaults share frozen empties', () => {
    const [a, b] = [make({ path: '/a' }), make({ path: '/b/:id', defaults: { controller: 'c', action: 'a' } })];
    for (const key of ['conditions', 'guards', 'generationOnly', 'requirements', 'defaults'] as const) {
      expect(a[key], key).toBe(b[key]);
      expect(Object.isFrozen(a[key]), key).toBe(true);
    }
    expect(a.verbs).toBe(b.verbs);
    expect(a.verbs).toEqual([]);
    expect([a.endpoint, a.controllerAsWritten, a.escapesSlashes]).toEqual([null, false, false]);
    // Given, even empty: still the shared empties.
    const c = make({ requirements: {}, conditions: {}, guards: [], generationOnly: [], implicitRequirements: {}, unlistedDefaults: [] });
    for (const key of ['conditions', 'guards', 'generationOnly', 'requirements'] as const) expect(c[key], key).toBe(a[key]);
  });

  it('routes with the same verbs share one frozen, upper-cased list', () => {
    const get = make({ verbs: ['get'] });
    expect(get.verbs).toEqual(['GET']);
    expect(make({ verbs: ['get'] }).verbs).toBe(get.verbs);
    expect(Object.isFrozen(get.verbs)).toBe(true);
    const two = make({ verbs: ['GET', 'post'] });
    expect(two.verbs).toEqual(['GET', 'POST']);
    expect(make({ verbs: ['GET', 'post'] }).verbs).toBe(two.verbs);
    expect(make({ verbs: ['POST', 'GET'] }).verbs).toEqual(['POST', 'GET']);
    // One verb and a list holding it are different lists; so are two single verbs.
    expect(make({ verbs: ['PUT'] }).verbs).toEqual(['PUT']);
    expect(make({ verbs: ['PUT', 'PATCH'] }).verbs).toEqual(['PUT', 'PATCH']);
    expect(make({ verbs: ['DELETE'] }).verbs).not.toBe(get.verbs);
  });

  it('copies what it is given, so the declaration can change afterwards', () => {
    const requirements: Record<string, RegExp> = { id: /\d+/ };
    const defaults: Record<string, unknown> = { controller: 'c', action: 'a', page: '1' };
    const conditions: Record<string, string> = { host: 'a.example' };
    const guards = [() => true];
    const route = make({ path: '/x/:id', requirements, defaults, conditions, guards });
    requirements.id = /x/;
    defaults.page = '2';
    conditions.host = 'b.example';
    guards.push(() => false);
    expect(route.requirements).toEqual({ id: /\d+/ });
    expect(route.allDefaults).toEqual({ controller: 'c', action: 'a', page: '1' });
    expect(route.defaults).toEqual({ page: '1' });
    expect(route.conditions).toEqual({ host: 'a.example' });
    expect(route.guards).toHaveLength(1);
    expect(route.meetsConditions({ host: 'a.example' })).toBe(true);
  });
});

describe('Route: declarations beyond path and verbs', () => {
  it('keeps generation-only requirements out of the pattern', () => {
    const route = make({ path: '/x/:id(.:format)', requirements: { id: /\d+/, format: /json/ }, generationOnly: ['format'] });
    expect(route.generationOnly).toEqual(['format']);
    expect(route.pattern.match('/x/1.xml')).toEqual({ id: '1', format: 'xml' });
    expect(route.pattern.match('/x/a.json')).toBeNull();
    expect(route.requirements).toEqual({ id: /\d+/, format: /json/ });
    expect(route.generationRequirements).toEqual({ id: /\d+/, format: /json/ });
    // Without it, the requirement is matched.
    expect(make({ path: '/x/:id(.:format)', requirements: { format: /json/ } }).pattern.match('/x/1.xml')).toBeNull();
  });

  it('matches with implicit requirements under the declared ones, and lists only the declared', () => {
    const route = make({ path: '/x/:a/:b', requirements: { a: /\d+/ }, implicitRequirements: { a: /[a-z]+/, b: /[a-z]+/ } });
    expect(route.requirements).toEqual({ a: /\d+/ });
    expect(route.pattern.match('/x/1/b')).toEqual({ a: '1', b: 'b' });
    expect(route.pattern.match('/x/a/b')).toBeNull();
    expect(route.pattern.match('/x/1/2')).toBeNull();
    expect(route.generationRequirements).toEqual({ a: /\d+/ });
  });

  it('checks the implicit requirements named generation-checked on generation too', () => {
    const id = /[^/.?]+/;
    const checked = make({ path: '/x/:id/:y', implicitRequirements: { id, y: /\d/ }, generationChecked: ['id', 'missing'] });
    expect(checked.generationRequirements).toEqual({ id });
    expect(checked.requirements).toEqual({});
    const both = make({ path: '/x/:id', requirements: { id: /\d+/ }, implicitRequirements: { id }, generationChecked: ['id'] });
    expect(both.generationRequirements).toEqual({ id: /\d+/ });
    // The same requirements as the pattern's: that very object (no copy per route).
    const same = make({ path: '/x/:id', implicitRequirements: { id }, generationChecked: ['id'] });
    expect(same.generationRequirements).toBe(same.pattern.requirements);
    // As many requirements as the pattern's, but not the same ones: its own.
    const format = /json/;
    const other = make({ path: '/x/:id/:y(.:format)', implicitRequirements: { id, y: /\d/ }, generationChecked: ['id'], requirements: { format }, generationOnly: ['format'] });
    expect(other.generationRequirements).toEqual({ id, format });
    expect(other.pattern.requirements).toEqual({ id, y: /\d/ });
    const swapped = make({ path: '/x/:id/:y', implicitRequirements: { id, y: /\d/ }, generationChecked: ['id', 'y'], requirements: {} });
    expect(swapped.generationRequirements).toBe(swapped.pattern.requirements);
    const plain = make({ path: '/x/:id', requirements: { id: /\d+/ } });
    expect(plain.generationRequirements).toBe(plain.requirements);
  });

  it('gives a fixed controller as written only when it has a fixed controller', () => {
    expect(make({ defaults: { controller: 'Fm::Files', action: 'a' }, controllerAsWritten: true }).controllerAsWritten).toBe(true);
    expect(make({ path: '/:controller', controllerAsWritten: true }).controllerAsWritten).toBe(false);
    expect(make({ defaults: { action: 'a' }, controllerAsWritten: true }).controllerAsWritten).toBe(false);
    expect(make({ defaults: { controller: 'c' } }).controllerAsWritten).toBe(false);
    const both = make({ defaults: { controller: 'c' }, controllerAsWritten: true, escapesSlashes: true });
    expect([both.controllerAsWritten, both.escapesSlashes]).toEqual([true, true]);
    const escapes = make({ path: '/x/*p', escapesSlashes: true });
    const slashWhenAccepted = (r: Route) => (r.pattern as unknown as { slashWhenAccepted: boolean }).slashWhenAccepted;
    expect([escapes.controllerAsWritten, escapes.escapesSlashes, slashWhenAccepted(escapes)]).toEqual([false, true, false]);
    expect(slashWhenAccepted(make({ path: '/x/*p' }))).toBe(true);
    expect(make({ escapesSlashes: false }).escapesSlashes).toBe(false);
  });

  it('keeps an endpoint, and a prefix route unanchored', () => {
    const endpoint = () => 'ok';
    const route = make({ endpoint });
    expect(route.endpoint).toBe(endpoint);
    expect(route.conditions).toEqual({});
    expect(make({ anchor: false }).pattern.anchored).toBe(false);
    expect(make({ anchor: false }).pattern.match('/x/y')).toEqual({});
    expect(make().pattern.anchored).toBe(true);
  });

  it('lists defaults but the unlisted ones, a fixed controller and a fixed action', () => {
    const route = make({ path: '/x/*path', defaults: { controller: 'c', action: 'a', path: '', page: '1' }, unlistedDefaults: ['path'] });
    expect(route.defaults).toEqual({ page: '1' });
    expect(route.allDefaults).toEqual({ controller: 'c', action: 'a', path: '', page: '1' });
    expect(route.renamed('n').defaults).toEqual({ page: '1' });
    const segments = make({ path: '/:controller/:action', defaults: { controller: 'c', action: 'a' } });
    expect(segments.defaults).toEqual({ controller: 'c', action: 'a' });
    const onlyAction = make({ path: '/:action', defaults: { controller: 'c', action: 'a' } });
    expect(onlyAction.defaults).toEqual({ action: 'a' });
    expect([onlyAction.controller, onlyAction.action]).toEqual(['c', null]);
    const proto = make({ defaults: JSON.parse('{"__proto__": "x", "controller": "c"}') as Record<string, unknown> });
    expect(Object.hasOwn(proto.defaults, '__proto__')).toBe(true);
    expect(Object.keys(proto.defaults)).toEqual(['__proto__']);
  });

  it('runs guards only when the conditions hold', () => {
    const seen: string[] = [];
    const route = make({ conditions: { subdomain: 'api' }, guards: [() => (seen.push('guard'), true)] });
    expect(route.meetsConditions({ subdomain: 'www' })).toBe(false);
    expect(seen).toEqual([]);
    expect(route.meetsConditions({ subdomain: 'api' })).toBe(true);
    expect(seen).toEqual(['guard']);
    // A regexp condition with the g flag answers the same every time.
    const sticky = make({ conditions: { host: /^a/g } });
    expect([1, 2, 3].map(() => sticky.meetsConditions({ host: 'abc' }))).toEqual([true, true, true]);
  });

  it('shows one verb as a string and several as a fresh list', () => {
    const route = make({ verbs: ['GET', 'HEAD'] });
    const shown = route.verb as string[];
    expect(shown).toEqual(['GET', 'HEAD']);
    expect(shown).not.toBe(route.verbs);
    expect(String(make({ verbs: ['GET', 'HEAD'], defaults: { controller: 'c' } }))).toBe('GET|HEAD /x c#:action');
  });

  it('renamed keeps every part of the declaration', () => {
    const endpoint = () => 1;
    const guards = [() => true];
    const route = make({
      path: '/x/:id(.:format)',
      pattern: '/x(/:id)(.:format)',
      name: 'a',
      verbs: ['GET'],
      requirements: { id: /\d+/, format: /json/ },
      generationOnly: ['format'],
      implicitRequirements: { y: /z/ },
      defaults: { controller: 'Fm::X', action: 'a', path: '' },
      controllerAsWritten: true,
      escapesSlashes: true,
      unlistedDefaults: ['path'],
      conditions: { host: 'h' },
      anchor: false,
      guards,
      endpoint,
    });
    const copy = route.renamed('b');
    expect(copy.name).toBe('b');
    for (const key of ['verbs', 'path', 'requirements', 'generationOnly', 'generationRequirements', 'allDefaults', 'defaults', 'controllerAsWritten', 'escapesSlashes', 'conditions', 'guards', 'endpoint', 'controller', 'action'] as const) {
      expect(copy[key], key).toEqual(route[key]);
    }
    expect(copy.pattern.source).toBe('/x(/:id)(.:format)');
    expect(copy.pattern.anchored).toBe(false);
    expect(copy.pattern.requirements).toEqual(route.pattern.requirements);
    expect(copy.pattern.match('/x.xml')).toEqual({ format: 'xml' });
    expect(make({ name: '' }).name).toBe('');
    expect(make().name).toBeNull();
  });
});

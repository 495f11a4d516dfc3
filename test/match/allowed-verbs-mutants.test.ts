import { describe, expect, it } from 'vitest';
import { Route } from '../../src/index.js';
import { allowedVerbs, ALL_VERBS } from '../../src/match/allowed-verbs.js';
import { drawn } from '../support.js';

const route = (path: string, verbs: string[] = []) => new Route({ path, verbs, defaults: { controller: 'c', action: 'a' } });

describe('allowedVerbs: the verbs of the routes that name the path most precisely', () => {
  it('counts static characters, not slashes or dots, and ignores params and optional groups', () => {
    // `/ab/:x` has 2 fixed characters, `/a.b/c/:y` 3, `/a/:z(/bcdef)` 1: the optional text does not count.
    const routes = [route('/ab/:x', ['GET']), route('/a.b/c/:y', ['POST']), route('/a/:z(/bcdef)', ['PUT'])];
    expect(allowedVerbs(routes)).toEqual(['POST']);
    expect(allowedVerbs([routes[0]!, routes[2]!])).toEqual(['GET']);
    expect(allowedVerbs([routes[2]!, routes[0]!])).toEqual(['GET']);
  });

  it('joins the verbs of routes that tie, in order, once each', () => {
    const routes = [route('/x/:id', ['GET', 'HEAD']), route('/:a/:b', ['DELETE']), route('/y/:id', ['PUT', 'GET']), route('/:c/z', ['PATCH'])];
    expect(allowedVerbs(routes)).toEqual(['GET', 'HEAD', 'PUT', 'PATCH']);
  });

  it('a route without verbs counts as every verb; no route, no verb', () => {
    expect(allowedVerbs([route('/p/:id', ['POST']), route('/p/:slug')])).toEqual(['POST', ...ALL_VERBS.filter((v) => v !== 'POST')]);
    expect(ALL_VERBS).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    expect(allowedVerbs([])).toEqual([]);
    // The root has no fixed character: it still answers (a score of 0 beats "none yet").
    expect(allowedVerbs([route('/', ['GET'])])).toEqual(['GET']);
  });

  it('a more precise route later in the list replaces what was gathered', () => {
    expect(allowedVerbs([route('/:a', ['GET']), route('/:b', ['PUT']), route('/new', ['POST'])])).toEqual(['POST']);
    // Worked out once per route and remembered: the same route scores the same the second time.
    const posts = route('/posts/new', ['GET']);
    expect(allowedVerbs([route('/posts/:id', ['DELETE']), posts])).toEqual(['GET']);
    expect(allowedVerbs([posts, route('/posts/:id', ['DELETE'])])).toEqual(['GET']);
  });

  it('the route set answers a 405 with them', () => {
    const set = drawn((r) => {
      r.resources('posts', { only: ['show', 'update', 'destroy', 'new'] });
      r.match('posts/:id/x', { to: 'posts#x', via: 'all' });
    });
    expect(set.allowedVerbs('/posts/new')).toEqual(['GET']);
    expect(set.allowedVerbs('/posts/7')).toEqual(['GET', 'PUT', 'DELETE']);
    expect(set.allowedVerbs('/posts/7/x')).toEqual([...ALL_VERBS]);
    expect(set.allowedVerbs('/nothing')).toEqual([]);
  });
});

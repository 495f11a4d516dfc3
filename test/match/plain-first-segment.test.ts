import { describe, expect, it } from 'vitest';
import { Route, RouteSet } from '../../src/index.js';
import { plainFirstSegment } from '../../src/match/segments/plain-first-segment.js';
import { shapeOf } from '../../src/match/segments/shape.js';
import { CORPUS_PRESENT, CORPUS_SKIPPED, drawScenario, scenarios } from '../conformance-corpus.js';
import { randomRouteSets } from './random-routes.js';

/** The cheap reading that lets a route wait unread in the segment trie: it must never call a route plain that `shapeOf` refuses. */

const route = (path: string, init: Partial<ConstructorParameters<typeof Route>[0]> = {}) => new Route({ path, defaults: { controller: 'c', action: 'a' }, ...init });

/** Checks the promise on every route of a table: a first segment only for a plain route, and its own. */
function keepsItsPromise(routes: readonly Route[]): number {
  let told = 0;
  for (const r of routes) {
    const first = plainFirstSegment(r);
    if (first === null) continue;
    told++;
    expect(shapeOf(r)?.segments[0], `${r.verbs.join('|')} ${r.pattern.source}`).toBe(first);
  }
  return told;
}

describe('plainFirstSegment', () => {
  it('tells the first segment of the routes resources make, both styles', () => {
    const block = new RouteSet().draw((r) => r.resources('posts', () => r.resources('comments')));
    expect(block.routes.map(plainFirstSegment)).toEqual(block.routes.map(() => 'posts'));
    const map = new RouteSet().drawMap((m) => m.resources('posts', (post) => post.resources('comments')));
    expect(map.routes.map(plainFirstSegment)).toEqual(map.routes.map(() => 'posts'));
  });

  it('reads fixed segments of any character that needs no encoding, params filling segments, and a trailing (.:format)', () => {
    expect(plainFirstSegment(route("/a~!$&'+,;=@-_9/:id/b(.:format)"))).toBe("a~!$&'+,;=@-_9");
    expect(plainFirstSegment(route('/about', { verbs: ['GET', 'HEAD'] }))).toBe('about');
    expect(plainFirstSegment(route('/a/:_x9/b/:y(.:format)'))).toBe('a');
    expect(plainFirstSegment(route('/Z'))).toBe('Z');
    expect(plainFirstSegment(route('/a/:Id/:zZ/:AZaz09_'))).toBe('a');
  });

  it("can't tell, and leaves it to shapeOf, for everything else", () => {
    const cases: [string, Partial<ConstructorParameters<typeof Route>[0]>][] = [
      ['/', {}],
      ['/:id', {}],
      ['/posts.rss', {}],
      ['/posts/:id.:format', {}],
      ['/posts/*path', {}],
      ['/posts(/:id)', {}],
      ['/posts/', {}],
      ['/posts//x', {}],
      ['/posts/:', {}],
      ['/posts/:1', {}],
      ['/posts/:id!', {}],
      ['/posts/:id;x', {}],
      ['/posts/:id:x', {}],
      ['/posts(.:format)(.:format)', {}],
      ['posts', {}],
      ['/posts/:id-:slug', {}],
      ['/posts/caf%C3%A9', {}],
      ['/posts/:controller', {}],
      ['/posts/:action', {}],
      ['/posts/:format', {}],
      ['/posts/:id/:id', {}],
      ['/posts/:id', { requirements: { id: /\d+/ } }],
      ['/posts(.:format)', { requirements: { format: /json/ } }],
      // A format given the default requirement is a requirement all the same: `(.:format)` is then a group.
      ['/posts(.:format)', { requirements: { format: /[^/.?]+/ } }],
      ['/posts', { anchor: false }],
      ['/posts', { conditions: { subdomain: 'admin' } }],
      ['/posts', { guards: [() => true] }],
      ['/posts', { verbs: ['PURGE'] }],
    ];
    for (const [path, init] of cases) expect(plainFirstSegment(route(path, init)), path).toBeNull();
    // The default requirement spelt out (the map style's :id) is no requirement.
    expect(plainFirstSegment(route('/posts/:id', { requirements: { id: /[^/.?]+/ } }))).toBe('posts');
  });

  it('calls a route plain only when shapeOf does, with the same first segment, on random tables', () => {
    let told = 0;
    for (const [, , set] of randomRouteSets(1, 120)) told += keepsItsPromise(set.routes);
    expect(told).toBeGreaterThan(1000);
  });

  it.skipIf(!CORPUS_PRESENT)(CORPUS_PRESENT ? 'calls a route plain only when shapeOf does, on every table of the conformance corpus' : CORPUS_SKIPPED, () => {
    let told = 0;
    for (const scenario of scenarios()) {
      if (scenario.draw_error) continue;
      told += keepsItsPromise(drawScenario(scenario).routes);
    }
    expect(told).toBeGreaterThan(500);
  });
});

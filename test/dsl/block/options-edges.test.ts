import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet, type Mapper } from '../../../src/index.js';
import { normalizeDeclaredPath } from '../../../src/dsl/block/paths.js';
import { blank } from '../../../src/dsl/block/truthiness.js';
import { lines } from '../../support.js';

const draw = (declare: (r: Mapper) => void) => new RouteSet().draw(declare);
type Loose = Record<string, (...args: unknown[]) => unknown>;
const loose = (r: Mapper) => r as unknown as Loose;

describe('route options at their edges', () => {
  it('format: true requires the format, a string fixes it, false drops it', () => {
    expect(lines(draw((r) => r.get('x', { to: 'a#b', format: true })))).toEqual(['GET /x.:format a#b x']);
    const fixed = draw((r) => r.get('x', { to: 'a#b', format: 'json' }));
    expect(lines(fixed)).toEqual(['GET /x(.:format) a#b x']);
    expect(fixed.routes[0]!.defaults).toEqual({ format: 'json' });
    expect(fixed.recognize('GET', '/x')).toEqual({ controller: 'a', action: 'b', format: 'json' });
    const none = draw((r) => r.get('x', { to: 'a#b', format: false }));
    expect(lines(none)).toEqual(['GET /x a#b x']);
    expect(none.routes[0]!.defaults).toEqual({});
    expect(none.match('GET', '/x.json')).toBeNull();
  });

  it('via: null means any verb; a null constraint constrains nothing', () => {
    expect(lines(draw((r) => loose(r).match!('x', { to: 'a#b', via: null })))).toEqual(['ANY /x(.:format) a#b x']);
    const free = draw((r) => loose(r).get!('x/:id', { to: 'a#b', constraints: { id: null } }));
    expect(free.routes[0]!.requirements).toEqual({});
    expect(free.recognize('GET', '/x/abc')).toMatchObject({ id: 'abc' });
  });

  it('names the route and its resource when :to is neither a target nor a function', () => {
    expect(() => draw((r) => r.get('x', { to: 5 as never }))).toThrow(new ArgumentError('route "x": :to must be "controller#action" or a function, got 5'));
    expect(() => draw((r) => r.resources('posts', () => r.get('x', { to: 5 as never })))).toThrow(
      new ArgumentError('route "x" in resources "posts": :to must be "controller#action" or a function, got 5'),
    );
    expect(() => draw((r) => r.resource('account', () => r.get('x', { to: 5 as never })))).toThrow(
      new ArgumentError('route "x" in resource "accounts": :to must be "controller#action" or a function, got 5'),
    );
  });

  it('refuses constraints that are neither an object nor a function', () => {
    expect(() => draw((r) => loose(r).constraints!(5, () => r.get('x', { to: 'a#b' })))).toThrow(
      new ArgumentError('Invalid constraint (constraints of a scope): 5 must be an object of param → regexp, a function of the request, or an object with a matches(request) method'),
    );
  });

  it('lists the valid :on values in its error', () => {
    expect(() => draw((r) => loose(r).get!('x', { to: 'a#b', on: 'bogus' }))).toThrow(new ArgumentError('Unknown scope "bogus" given to :on (expected one of new, collection, member)'));
  });
});

describe('the hash form of match', () => {
  it('takes the key whose value names controller#action as the path, wherever it is', () => {
    const set = draw((r) => r.match({ page: 'y', 'photos/:id': 'photos#show' }));
    expect(lines(set)).toEqual(['ANY /photos/:id(.:format) photos#show -']);
    expect(set.routes[0]!.defaults).toEqual({ page: 'y' });
  });

  it('else the key that looks like a path, even when its value is a function', () => {
    const endpoint = () => 'ok';
    const set = draw((r) => r.match({ page: 'y', 'photos/:id': endpoint }));
    expect(set.routes.map((route) => [route.path, route.endpoint, route.defaults])).toEqual([['/photos/:id(.:format)', endpoint, { page: 'y' }]]);
  });
});

describe('resources options', () => {
  it('gives every resource of one call its own copy of nested options', () => {
    const set = draw((r) => r.resources('posts', 'photos', { constraints: { id: /\d+/ }, only: ['show'] }));
    expect(set.routes.map((route) => String(route.requirements.id))).toEqual(['/\\d+/', '/\\d+/']);
    expect(set.match('GET', '/photos/x')).toBeNull();
    expect(set.recognize('GET', '/photos/1')).toMatchObject({ controller: 'photos', id: '1' });
  });

  it('names every unknown action, and the actions of the kind of resource', () => {
    expect(() => draw((r) => loose(r).resources!('posts', { except: ['bogus', 'nah'] }))).toThrow(
      new ArgumentError('resources "posts": :except names "bogus", "nah", but the actions are index, create, new, show, update, destroy, edit'),
    );
    expect(() => draw((r) => loose(r).resource!('account', { only: ['index2'] }))).toThrow(
      new ArgumentError('resource "account": :only names "index2", but the actions are show, create, update, destroy, new, edit'),
    );
    expect(() => draw((r) => r.resources('posts', { only: [1] as never }))).toThrow(new ArgumentError('resources "posts": :only must be an action name or a list of them, got [1]'));
  });

  it("takes a scope's only / except unless the resource gives its own", () => {
    const set = draw((r) =>
      r.scope({ only: ['index'] }, () => {
        r.resources('posts');
        r.resources('photos', { except: ['index', 'show', 'new', 'edit', 'update'] });
      }),
    );
    expect(lines(set)).toEqual(['GET /posts(.:format) posts#index posts', 'POST /photos(.:format) photos#create photos', 'DELETE /photos/:id(.:format) photos#destroy photo']);
    const excepted = draw((r) => r.scope({ except: ['index', 'show', 'new', 'edit', 'create', 'update'] }, () => r.resources('posts')));
    expect(lines(excepted)).toEqual(['DELETE /posts/:id(.:format) posts#destroy post']);
  });
});

describe('declared paths', () => {
  it.each([
    ['posts/((:id))', '/posts((/:id))'],
    ['posts/(:id)', '/posts(/:id)'],
    ['posts/(/:id)', '/posts(/:id)'],
    ['(:locale)', '/(:locale)'],
    ['a//b//', '/a/b'],
    ['', '/'],
  ])('%j → %j', (path, normal) => {
    expect(normalizeDeclaredPath(path)).toBe(normal);
  });

  it('counts a string of white space as blank, as Ruby does', () => {
    expect([blank('  \t'), blank(''), blank('x'), blank(false), blank(null), blank(0)]).toEqual([true, true, false, true, true, false]);
  });
});

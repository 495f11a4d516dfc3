import { describe, expect, it } from 'vitest';
import { RouteSet, RoutingError } from '../../src/index.js';
import { routeTarget } from '../../src/format/route-table.js';

// Rails keeps a String constraint as written: `rake routes` shows `{:format=>"rss"}`, `route.requirements`
// holds the String, and the route matches exactly that text (Journey escapes it into its regexp).
describe('String constraints', () => {
  const set = new RouteSet().draw((r) => {
    r.match('articles.:format', { to: 'articles#index', constraints: { format: 'rss' }, as: 'feed' });
    r.get('api/:version/status', { to: 'api#status', constraints: { version: 'v1.0' }, as: 'status' });
    r.get('posts/:id', { to: 'posts#show', constraints: { id: /\d+/ } });
  });

  it('are listed as written in route.requirements and in the table', () => {
    expect(set.routes.map((r) => r.requirements)).toEqual([{ format: 'rss' }, { version: 'v1.0' }, { id: /\d+/ }]);
    expect(routeTarget(set.routes[0]!)).toBe('articles#index {format: "rss"}');
  });

  it('match exactly themselves (a dot is no wildcard) and are checked on generation', () => {
    expect(set.recognize('GET', '/articles.rss')).toEqual({ controller: 'articles', action: 'index', format: 'rss' });
    expect(() => set.recognize('GET', '/articles.atom')).toThrow(RoutingError);
    expect(set.recognize('GET', '/api/v1.0/status')).toEqual({ controller: 'api', action: 'status', version: 'v1.0' });
    expect(() => set.recognize('GET', '/api/v1x0/status')).toThrow(RoutingError);
    expect(set.helpers.feed_path!({ format: 'rss' })).toBe('/articles.rss');
    expect(set.helpers.status_path!('v1.0')).toBe('/api/v1.0/status');
    expect(() => set.helpers.status_path!('v2')).toThrow(RoutingError);
  });

  it('share their regexp between routes (one pattern for equal declarations) and survive a rename', () => {
    const twice = new RouteSet().draw((r) => {
      r.get('a/:v', { to: 'a#b', constraints: { v: 'x.y' }, as: 'first' });
      r.get('a/:v', { to: 'a#b', constraints: { v: 'x.y' }, as: 'first' });
    });
    const [a, b] = twice.routes;
    expect(a!.requirementRegExps.v).toBe(b!.requirementRegExps.v);
    expect(a!.requirements).toEqual({ v: 'x.y' });
  });
});

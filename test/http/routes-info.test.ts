// The development routes page as a pure function (src/http/routes-info.ts): the page, its escaping, its pieces,
// and the search by path, which must answer what the route set's recognizer answers on tricky tables. Route sets
// and pages are made inside each test (mutation testing's per-test coverage).
import { describe, expect, it, vi } from 'vitest';
import { createReferenceMatcher, RouteSet, type Route } from '../../src/index.js';
import { isRoutesInfoPath, routesInfo, type PageAnswer } from '../../src/http/routes-info.js';
import { ROUTES_INFO_SCRIPT, ROUTES_INFO_STYLE } from '../../src/http/routes-info-assets.js';
import type { Mapper } from '../../src/dsl/block/api.js';

const blog = () =>
  new RouteSet().draw((r) => {
    r.root({ to: 'home#index' });
    r.resources('posts', () => r.resources('comments', { only: ['index', 'show'] }));
    r.match('search', { to: 'search#go', via: 'all' });
    r.match('feedback', { to: 'feedback#form', via: ['get', 'post'], as: 'feedback' });
  });

const get = (routes: RouteSet, url: string, method = 'GET'): PageAnswer | undefined => {
  const q = url.indexOf('?');
  return routesInfo(routes, method, q === -1 ? url : url.slice(0, q), q === -1 ? '' : url.slice(q + 1));
};
const answer = (routes: RouteSet, url: string, method = 'GET'): PageAnswer => {
  const found = get(routes, url, method);
  if (!found) throw new Error(`no answer for ${method} ${url}`);
  return found;
};

interface Match {
  index: number;
  name: string | null;
  verb: string;
  path: string;
  target: string;
}
interface Search {
  path: string;
  total: number;
  exact: Match[];
  error?: string;
}
const search = (routes: RouteSet, path: string): Search => JSON.parse(answer(routes, `/rails/info/routes?path=${encodeURIComponent(path)}`).body) as Search;
const rowsOf = (html: string) => [...html.matchAll(/<tr><td[^>]*>(.*?)<\/td><td>(.*?)<\/td><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)].map((m) => m.slice(1));

describe('the page', () => {
  it('is the route table in priority order: helper, verb, path, controller#action', () => {
    const table = blog();
    const page = answer(table, '/rails/info/routes');
    expect([page.status, page.headers['Content-Type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.body).toMatch(/^<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Routes<\/title>/);
    expect(page.body).toContain('<h1>Routes</h1>');
    expect(page.body).toContain('(12 routes)');
    expect(page.body).toContain('data-total="12"');
    expect(rowsOf(page.body)).toEqual([
      ['root<span class="helper">_path</span>', 'ANY', '/', 'home#index'],
      ['post_comments<span class="helper">_path</span>', 'GET', '/posts/:post_id/comments(.:format)', 'comments#index'],
      ['post_comment<span class="helper">_path</span>', 'GET', '/posts/:post_id/comments/:id(.:format)', 'comments#show'],
      ['posts<span class="helper">_path</span>', 'GET', '/posts(.:format)', 'posts#index'],
      ['', 'POST', '/posts(.:format)', 'posts#create'],
      ['new_post<span class="helper">_path</span>', 'GET', '/posts/new(.:format)', 'posts#new'],
      ['edit_post<span class="helper">_path</span>', 'GET', '/posts/:id/edit(.:format)', 'posts#edit'],
      ['post<span class="helper">_path</span>', 'GET', '/posts/:id(.:format)', 'posts#show'],
      ['', 'PUT', '/posts/:id(.:format)', 'posts#update'],
      ['', 'DELETE', '/posts/:id(.:format)', 'posts#destroy'],
      ['search<span class="helper">_path</span>', 'ANY', '/search(.:format)', 'search#go'],
      ['feedback<span class="helper">_path</span>', 'GET|POST', '/feedback(.:format)', 'feedback#form'],
    ]);
    expect(rowsOf(page.body).map((r) => r[2])).toEqual(table.routes.map((r) => r.path));
    expect(page.body).toContain('<td data-name="edit_post">edit_post<span class="helper">_path</span></td>');
  });

  it('has the search box and the Path / Url toggle', () => {
    const page = answer(blog(), '/rails/info/routes');
    expect(page.body).toContain('<input id="search" type="search"');
    expect(page.body).toContain('data-search="/rails/info/routes"');
    expect(page.body).toContain('<button type="button" data-route-helper="_path" aria-pressed="true"');
    expect(page.body).toContain('<button type="button" data-route-helper="_url" aria-pressed="false"');
    expect(page.body).toContain('<tbody id="exact_matches" hidden></tbody>\n<tbody id="fuzzy_matches" hidden></tbody>\n<tbody id="all_routes">\n<tr>');
  });

  it('runs no inline code: script and style are files of the same origin, under a policy that allows nothing else', () => {
    const page = answer(blog(), '/rails/info/routes');
    expect(page.body).toContain('<link rel="stylesheet" href="/rails/info/routes.css"><script src="/rails/info/routes.js" defer></script>');
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.body).not.toMatch(/<style|\sstyle=|\son[a-z]+=|javascript:/i);
    expect(page.headers['Content-Security-Policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
    expect(page.headers['Cache-Control']).toBe('no-store');
  });

  it('says so when there are no routes', () => {
    const empty = answer(new RouteSet(), '/rails/info/routes').body;
    expect(empty).toContain('(0 routes)');
    expect(empty).toContain('<tbody id="all_routes">\n<tr><td colspan="4" class="none">No routes are defined.</td></tr>\n</tbody>');
    const one = answer(new RouteSet().draw((r) => r.root({ to: 'a#b' })), '/rails/info/routes').body;
    expect(one).toContain('(1 route)');
    expect(one).not.toContain('No routes are defined.');
  });

  it('strikes out a name a later route took over, without helper: the helpers generate the later one', () => {
    const routes = new RouteSet().draw((r) => {
      r.get('old', { to: 'a#old', as: 'thing' });
      r.get('new', { to: 'a#new', as: 'thing' });
    });
    const rows = rowsOf(answer(routes, '/rails/info/routes').body);
    expect(rows.map((r) => r[0])).toEqual(['thing', 'thing<span class="helper">_path</span>']);
    expect(answer(routes, '/rails/info/routes').body).toContain(
      '<td data-name="thing" class="superseded" title="Its helpers generate a later route named thing">thing</td>',
    );
  });

  it('shows requirements, defaults and conditions as the routes command does', () => {
    const routes = new RouteSet().draw((r) => {
      r.get('photos/:id', { to: 'photos#show', constraints: { id: /[A-Z]\d+/, subdomain: 'admin' }, defaults: { format: 'jpg' } });
      r.get('health', { to: () => 'ok' });
    });
    expect(rowsOf(answer(routes, '/rails/info/routes').body).map((r) => r[3])).toEqual([
      'photos#show {id: /[A-Z]\\d+/, format: &quot;jpg&quot;, subdomain: &quot;admin&quot;}',
      '(handler)',
    ]);
  });
});

describe('escaping', () => {
  const hostile = () => new RouteSet().draw((r) => {
    r.get('a<b>/"q"/\'s\'/:id', { to: 'posts#show', as: 'tricky', constraints: { id: /<\/script><img src=x onerror=alert(1)>"'/ }, defaults: { note: '<i>&amp;</i>' } });
    r.get('x<y>/:id', { to: 'posts#show', constraints: { id: /<img[^/]*>/ } });
  });

  it('escapes every path, name, requirement and default in the page', () => {
    const page = answer(hostile(), '/rails/info/routes').body;
    const row = rowsOf(page)[0]!;
    expect(row[2]).toBe('/a&lt;b&gt;/&quot;q&quot;/&#39;s&#39;/:id(.:format)');
    expect(row[3]).toContain('id: /&lt;\\/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39;/');
    expect(row[3]).toContain('note: &quot;&lt;i&gt;&amp;amp;&lt;/i&gt;&quot;');
    expect(page).not.toMatch(/<img|<b>|<i>|<\/script><img/);
    // Markup only where the page wrote it: one script tag, in the head.
    expect(page.split('<script').length).toBe(2);
  });

  it('answers the search as JSON, which the script only ever puts into text', () => {
    const found = search(hostile(), '/x<y>/<img src=x onerror=alert(1)>');
    expect(found.exact.map((m) => m.path)).toEqual(['/x<y>/:id(.:format)']);
    expect(found.exact[0]!.target).toBe('posts#show {id: /<img[^/]*>/}');
    expect(ROUTES_INFO_SCRIPT).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
    expect(ROUTES_INFO_SCRIPT).toContain('textContent');
  });
});

describe('the search by path', () => {
  it('answers the rows of the routes the path matches, whatever their verbs, in priority order', () => {
    const found = search(blog(), '/posts/7/edit');
    expect(found).toEqual({ path: '/posts/7/edit', total: 12, exact: [{ index: 6, name: 'edit_post', verb: 'GET', path: '/posts/:id/edit(.:format)', target: 'posts#edit' }] });
    expect(search(blog(), '/posts/new').exact.map((m) => [m.index, m.verb])).toEqual([
      [5, 'GET'],
      [7, 'GET'],
      [8, 'PUT'],
      [9, 'DELETE'],
    ]);
    expect(search(blog(), '/search.xml').exact.map((m) => m.verb)).toEqual(['ANY']);
  });

  it('reads the typed text as Rails does: a leading slash added, a URL reduced to its path, the query dropped', () => {
    expect(search(blog(), 'posts/7').path).toBe('/posts/7');
    expect(search(blog(), 'posts/7').exact.map((m) => m.index)).toEqual([7, 8, 9]);
    expect(search(blog(), 'http://localhost:3000/posts/7/edit?x=1#top').exact.map((m) => m.name)).toEqual(['edit_post']);
    expect(search(blog(), '/posts//7/').exact.map((m) => m.index)).toEqual([7, 8, 9]);
    expect(search(blog(), '').exact.map((m) => m.name)).toEqual(['root']);
    expect(search(blog(), '/nothing/here').exact).toEqual([]);
  });

  it('lets any other failure of the route set through: only a path that cannot be decoded is the answer', () => {
    const routes = blog();
    vi.spyOn(routes, 'routesFor').mockImplementation(() => {
      throw new TypeError('a bug');
    });
    expect(() => search(routes, '/posts')).toThrow(TypeError);
  });

  it('answers 400 with the reason for a path that cannot be decoded', () => {
    const bad = answer(blog(), '/rails/info/routes?path=%2Fposts%2F%25ZZ');
    expect([bad.status, bad.headers['Content-Type'], bad.headers['Cache-Control']]).toEqual([400, 'application/json; charset=utf-8', 'no-store']);
    expect(JSON.parse(bad.body)).toEqual({ path: '/posts/%ZZ', total: 12, exact: [], error: 'Malformed percent-encoding in "/posts/%ZZ" (param :id)' });
  });

  it('answers the same rows after a later draw (a new table), numbered in the new one', () => {
    const routes = new RouteSet().draw((r) => r.resources('posts'));
    expect(search(routes, '/posts/1').exact.map((m) => m.index)).toEqual([4, 5, 6]);
    routes.draw((r) => r.get('posts/:id', { to: 'legacy#show', as: 'legacy' }));
    expect(search(routes, '/posts/1')).toMatchObject({ total: 8, exact: [{ index: 4 }, { index: 5 }, { index: 6 }, { index: 7, name: 'legacy' }] });
    routes.clear().draw((r) => r.get('x/:id', { to: 'x#y' }));
    expect(search(routes, '/x/1')).toMatchObject({ total: 1, exact: [{ index: 0 }] });
  });

  // Tables where a substring filter, or a matcher of its own, would answer wrong. The search must give what
  // recognition gives: the first of its routes that allows a verb is the route `find` answers that verb with,
  // and the list is what the reference matcher (every route tried in order) finds.
  const tricky = (r: Mapper) => {
    r.resources('photos', { constraints: { id: /[A-Z][A-Z][0-9]+/ } });
    r.get('archive(/:year(/:month(/:day)))', { to: 'archive#show', as: 'archive', constraints: { year: /\d{4}/, month: /\d{2}/ } });
    r.get('files/*path', { to: 'files#show', as: 'file' });
    r.get('docs/*section/edit', { to: 'docs#edit', as: 'edit_doc' });
    r.get('feed', { to: 'feed#show', format: false });
    r.get('exports/:id', { to: 'exports#show', format: true });
    r.get('users/:id', { to: 'users#show', constraints: { id: /[^/]+/ } });
    r.get('items/:id(.:format)', { to: 'items#show' });
    r.get('admin', { to: 'admin#index', constraints: { subdomain: 'admin' } });
    r.get('guarded', { to: 'guarded#index', constraints: () => false });
    r.scope('(:locale)', { constraints: { locale: /en|fr/ } }, () => r.resources('pages', { only: ['show'] }));
    r.match(':controller(/:action(/:id))(.:format)', { via: ['get', 'post'] });
    r.get('*anything', { to: 'catch#all' });
  };
  const paths = [
    '/photos/AB12', '/photos/ab12', '/photos/AB12/edit', '/photos/new', '/photos/AB12.json',
    '/archive', '/archive/2024', '/archive/2024/05', '/archive/2024/05/17', '/archive/24', '/archive/2024/5',
    '/files/a/b/c.txt', '/files', '/docs/a/b/edit', '/docs/edit', '/feed', '/feed.json', '/exports/1', '/exports/1.csv',
    '/users/a.b.c', '/items/1.json', '/items/1.2', '/admin', '/guarded', '/en/pages/3', '/pages/3', '/de/pages/3',
    '/posts/show/1.xml', '/posts', '/', '/caf%C3%A9', '/café',
  ];

  it.each(paths)('%s: the routes recognition has, in its order', (path) => {
    const routes = new RouteSet().draw(tricky);
    const reference = new RouteSet({ matcher: createReferenceMatcher }).draw(tricky);
    const found = search(routes, path);
    const rows = found.exact.map((m) => routes.routes[m.index]!);
    expect(rows).toEqual(routes.routesFor(path));
    expect(found.exact.map((m) => m.path)).toEqual(rows.map((r) => r.path));
    expect(found.exact.map((m) => m.index)).toEqual(reference.routesFor(path).map((r) => reference.routes.indexOf(r)));
    for (const verb of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      // Without a request, conditions and guards are not checked: by `find` either.
      const first = rows.find((r: Route) => r.allowsVerb(verb));
      expect(routes.find(verb, path)?.route, `${verb} ${path}`).toBe(first);
    }
  });

  it('ignores conditions and guards: the typed path has no host or request (as Rails matches the path alone)', () => {
    const routes = new RouteSet().draw(tricky);
    expect(search(routes, '/admin').exact.map((m) => m.path)).toContain('/admin(.:format)');
    expect(search(routes, '/guarded').exact.map((m) => m.path)).toContain('/guarded(.:format)');
  });
});

describe('the pieces and the paths', () => {
  it('redirects /rails/info to the page, as Rails does', () => {
    expect(answer(blog(), '/rails/info')).toEqual({
      status: 302,
      headers: { Location: '/rails/info/routes', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
      body: 'Found: /rails/info/routes\n',
    });
    expect(answer(blog(), '/rails/info/').status).toBe(302);
  });

  it('serves the script and the style', () => {
    expect(answer(blog(), '/rails/info/routes.js')).toEqual({ status: 200, headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }, body: ROUTES_INFO_SCRIPT });
    expect(answer(blog(), '/rails/info/routes.css')).toEqual({ status: 200, headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }, body: ROUTES_INFO_STYLE });
    expect(ROUTES_INFO_SCRIPT).toContain("fetch(table.dataset.search + '?path=' + encodeURIComponent(text)");
    expect(ROUTES_INFO_STYLE).toContain('#route_table');
  });

  it('answers GET and HEAD, with or without trailing slashes; nothing else', () => {
    expect(answer(blog(), '/rails/info/routes/', 'HEAD').status).toBe(200);
    expect(answer(blog(), '/rails/info/routes//').body).toContain('<h1>Routes</h1>');
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'get']) expect(get(blog(), '/rails/info/routes', method)).toBeUndefined();
    for (const path of ['/rails/info/properties', '/rails/info/routesx', '/rails/infox', '/rails', '/', '/Rails/info/routes', '/x/rails/info/routes', '/rails/info/routes.json', '//rails/info']) {
      expect(get(blog(), path), path).toBeUndefined();
      expect(isRoutesInfoPath(path), path).toBe(false);
    }
    for (const path of ['/rails/info', '/rails/info/', '/rails/info/routes', '/rails/info/routes/', '/rails/info/routes.js', '/rails/info/routes.css']) {
      expect(isRoutesInfoPath(path), path).toBe(true);
    }
  });

  it('takes the search from the path parameter only, as the query string gives it', () => {
    expect(JSON.parse(answer(blog(), '/rails/info/routes?x=1&path=%2Fposts').body)).toMatchObject({ path: '/posts', exact: [{ index: 3 }, { index: 4 }] });
    expect(JSON.parse(answer(blog(), '/rails/info/routes?path=posts+new').body).path).toBe('/posts%20new');
    expect(answer(blog(), '/rails/info/routes?paths=%2Fposts').body).toContain('<h1>Routes</h1>');
  });
});

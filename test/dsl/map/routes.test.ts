import { beforeEach, describe, expect, it } from 'vitest';
import { MethodNotAllowed, RouteSet, RoutingError } from '../../../src/index.js';
import { lines, mapped } from './support.js';

const KNOWN = { controllers: ['content', 'admin/user', 'admin/news_feed'] };

describe('map.connect', () => {
  it('routes a static path to a controller and action (index when none is given)', () => {
    const set = mapped((map) => {
      map.connect('/hello/world', { controller: 'a', action: 'b' });
      map.connect('people', { controller: 'people' });
    });
    expect(lines(set)).toEqual(['ANY /hello/world a#b -', 'ANY /people people#index -']);
    expect(set.recognize('POST', '/people')).toEqual({ controller: 'people', action: 'index' });
  });

  describe(':controller/:action/:id', () => {
    // Drawn in each test (not when the file loads), so the draw is part of what each test checks.
    let set: RouteSet;
    beforeEach(() => {
      set = mapped((map) => map.connect(':controller/:action/:id'), KNOWN);
    });

    it('shows the path as declared and matches its optional tail', () => {
      expect(lines(set)).toEqual(['ANY /:controller/:action/:id :controller#:action -']);
      expect(set.recognize('GET', '/content')).toEqual({ controller: 'content', action: 'index' });
      expect(set.recognize('GET', '/content/list/')).toEqual({ controller: 'content', action: 'list' });
      expect(set.recognize('GET', '/admin/user/show/10')).toEqual({ controller: 'admin/user', action: 'show', id: '10' });
      expect(() => set.recognize('GET', '/')).toThrow(RoutingError);
    });

    it('matches only known controllers, in any letter case', () => {
      expect(() => set.recognize('GET', '/not_a/show/10')).toThrow(RoutingError);
      expect(set.recognize('GET', '/ConTent/list')).toEqual({ controller: 'content', action: 'list' });
      expect(set.recognize('GET', '/admin/user')).toEqual({ controller: 'admin/user', action: 'index' });
    });

    it('generates with url_for, leaving index out', () => {
      expect(set.urlFor({ controller: 'content', action: 'index' })).toBe('/content');
      expect(set.urlFor({ controller: 'content', action: 'show', id: 10 })).toBe('/content/show/10');
    });
  });

  it('lets a :controller requirement replace the known controllers', () => {
    const set = mapped((map) => map.connect(':controller/:action/:id', { controller: /admin\/(accounts|users)/ }), KNOWN);
    expect(set.routes[0]!.requirements).toEqual({ controller: /admin\/(accounts|users)/ });
    expect(set.recognize('GET', '/admin/accounts')).toEqual({ controller: 'admin/accounts', action: 'index' });
    expect(() => set.recognize('GET', '/admin/products')).toThrow(RoutingError);
  });

  it('makes segments with defaults optional, and a default controller lets / match', () => {
    const set = mapped((map) => {
      // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
      map.connect('page/:id', { controller: 'content', action: 'show_page', id: 1 });
      map.connect('test/:year', { controller: 'post', action: 'show', defaults: { year: null }, requirements: { year: /\d{4}/ } });
      map.connect('/:controller/:action/:id', { controller: 'content' });
    }, KNOWN);
    expect(set.recognize('GET', '/page')).toEqual({ controller: 'content', action: 'show_page', id: '1' });
    expect(set.recognize('GET', '/page/10')).toEqual({ controller: 'content', action: 'show_page', id: '10' });
    expect(set.recognize('GET', '/test')).toEqual({ controller: 'post', action: 'show' });
    expect(() => set.recognize('GET', '/test/12')).toThrow(RoutingError);
    expect(set.recognize('GET', '/')).toEqual({ controller: 'content', action: 'index' });
  });

  it('keeps a param before a required segment required', () => {
    const set = mapped((map) => map.connect('/books/:id/edit', { controller: 'books', action: 'edit' }));
    expect(set.recognize('GET', '/books/17/edit')).toEqual({ controller: 'books', action: 'edit', id: '17' });
    expect(() => set.recognize('GET', '/books/edit')).toThrow(RoutingError);
  });

  it('reads .:format at the end as the optional format', () => {
    const set = mapped((map) => map.connect('/posts.:format', { controller: 'posts' }));
    expect(lines(set)).toEqual(['ANY /posts(.:format) posts#index -']);
    expect(set.recognize('GET', '/posts.xml')).toEqual({ controller: 'posts', action: 'index', format: 'xml' });
  });

  it('globs the rest of the path, which is empty by default', () => {
    const set = mapped((map) => map.namedRoute('path', 'file/*path', { controller: 'content', action: 'show_file' }));
    expect(set.recognize('GET', '/file/hello%20world/how')).toEqual({ controller: 'content', action: 'show_file', path: 'hello world/how' });
    expect(set.recognize('GET', '/file')).toEqual({ controller: 'content', action: 'show_file', path: '' });
    expect(set.helpers.path_path!(['a', 'b'])).toBe('/file/a/b');
    expect(set.routes[0]!.defaults).toEqual({});
  });

  it('lists only the declared defaults of a glob route (Redmine: repository raw files)', () => {
    const set = mapped((map) =>
      // @ts-expect-error -- what plain JavaScript (or a Rails-style option hash) passes; typed code cannot
      map.connect('projects/:id/repository/revisions/:rev/raw/*path', { controller: 'repositories', action: 'entry', format: 'raw' }),
    );
    expect(set.routes[0]!.defaults).toEqual({ format: 'raw' });
    expect(set.recognize('GET', '/projects/x/repository/revisions/3/raw/lib/a.rb')).toEqual({
      controller: 'repositories', action: 'entry', id: 'x', rev: '3', path: 'lib/a.rb', format: 'raw',
    });
    expect(set.urlFor({ controller: 'repositories', action: 'entry', id: 'x', rev: '3', path: ['lib', 'a.rb'], format: 'raw' })).toBe(
      '/projects/x/repository/revisions/3/raw/lib/a.rb',
    );
  });

  it('turns options that name no segment into fixed params, and regexps into requirements', () => {
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    const set = mapped((map) => map.connect('page/:id', { controller: 'pages', action: 'show', id: /\d+/, ws: true, name: /^(david|jamis)/ }));
    expect(set.routes[0]!.requirements).toEqual({ id: /\d+/, name: /^(david|jamis)/ });
    expect(set.routes[0]!.defaults).toEqual({ ws: true });
    expect(set.recognize('GET', '/page/3')).toEqual({ controller: 'pages', action: 'show', id: '3', ws: 'true' });
  });

  it('restricts verbs with conditions: { method } (a verb or a list)', () => {
    const set = mapped((map) => {
      map.connect('/match', { controller: 'books', action: 'get_or_post', conditions: { method: ['get', 'post'] } });
      map.connect('/match', { controller: 'books', action: 'other' });
      map.connect('/opt', { controller: 'books', action: 'opt', conditions: { method: 'options' } });
    });
    expect(set.routes.map((r) => r.verb)).toEqual([['GET', 'POST'], '', 'OPTIONS']);
    expect(set.recognize('POST', '/match').action).toBe('get_or_post');
    expect(set.recognize('PUT', '/match').action).toBe('other');
    expect(() => set.recognize('GET', '/opt')).toThrow(MethodNotAllowed);
  });

  it('adds a path prefix with route variables', () => {
    const set = mapped((map) => map.connect('page', { controller: 'content', pathPrefix: '/:locale' }));
    expect(lines(set)).toEqual(['ANY /:locale/page content#index -']);
    expect(set.recognize('GET', '/fr/page')).toEqual({ controller: 'content', action: 'index', locale: 'fr' });
  });
});

describe('map.namedRoute and map.root', () => {
  it('names the route, after the name prefix, with helpers that take positional params', () => {
    const set = mapped((map) => {
      map.namedRoute('multi', '/people/go/:foo/:bar/joe/:id', { controller: 'people', action: 'multi' });
      map.namedRoute('page', 'page', { controller: 'content', action: 'show_page', namePrefix: 'my_', pathPrefix: 'my' });
    });
    expect(lines(set)).toEqual(['ANY /people/go/:foo/:bar/joe/:id people#multi multi', 'ANY /my/page content#show_page my_page']);
    expect(set.helpers.multi_url!(7, 'hello', 5, { host: 'test.host', baz: 'bar' })).toBe('http://test.host/people/go/7/hello/joe/5?baz=bar');
    expect(set.helpers.my_page_path!()).toBe('/my/page');
  });

  it('gives the name to the later route when a name is declared twice', () => {
    const set = mapped((map) => {
      map.namedRoute('hello', '/hello/world', { controller: 'a', action: 'b' });
      map.namedRoute('hello', '/hello', { controller: 'a', action: 'b' });
    });
    expect(lines(set)).toEqual(['ANY /hello/world a#b -', 'ANY /hello a#b hello']);
    expect(set.helpers.hello_path!()).toBe('/hello');
    // Across draws too.
    set.drawMap((map) => map.namedRoute('hello', '/hi', { controller: 'a', action: 'c' }));
    expect(set.routes.map((r) => r.name)).toEqual([null, null, 'hello']);
  });

  it('declares root at /, or copies a named route for it', () => {
    const set = mapped((map) => {
      map.namedRoute('people', '/people', { controller: 'people', action: 'index', conditions: { method: 'get' } });
      map.root('people');
    });
    expect(lines(set)).toEqual(['GET /people people#index people', 'GET / people#index root']);
    expect(mapped((map) => map.root({ controller: 'hello' })).helpers.root_url!({ host: 'test.host' })).toBe('http://test.host/');
  });
});

describe('map.withOptions', () => {
  it('gives every call in the block its options, merged deeply under the call’s own, and nests', () => {
    const set = mapped((map) =>
      map.withOptions({ controller: 'people', conditions: { method: 'get' } }, (people) => {
        people.namedRoute('people', '/people', { action: 'index' });
        people.connect('/people', { action: 'create', conditions: { method: 'post' } });
        people.withOptions({ requirements: { id: /\d+/ } }, (withId) => {
          withId.namedRoute('person', '/people/:id', { action: 'show' });
          withId.connect('/people/:id', { action: 'update', conditions: { method: 'put' } });
        });
      }),
    );
    expect(lines(set)).toEqual([
      'GET /people people#index people',
      'POST /people people#create -',
      'GET /people/:id people#show person',
      'PUT /people/:id people#update -',
    ]);
    expect(set.routes[2]!.requirements).toEqual({ id: /\d+/ });
    expect(() => set.recognize('GET', '/people/abc')).toThrow(RoutingError);
  });

  it('without options hands the block the same options (Rails’ `group.with_options do |same|`)', () => {
    const set = mapped((map) => map.withOptions({ controller: 'news' }, (news) => news.withOptions((same) => same.connect('news/:id/destroy', { action: 'destroy' }))));
    expect(lines(set)).toEqual(['ANY /news/:id/destroy news#destroy -']);
  });

  it('reaches resources declared in the block', () => {
    const set = mapped((map) => map.withOptions({ pathPrefix: '/admin', namePrefix: 'admin_' }, (admin) => admin.resources('users', { only: 'index' })));
    expect(lines(set)).toEqual(['GET /admin/users(.:format) users#index admin_users']);
  });
});

describe('drawMap', () => {
  it('leaves the set unchanged when a declaration fails', () => {
    const set = new RouteSet().drawMap((map) => map.resources('posts', { only: 'index' }));
    expect(() =>
      set.drawMap((map) => {
        map.resources('comments');
        map.resources('tags', { only: 'indx' });
      }),
    ).toThrow(/only/);
    expect(lines(set)).toEqual(['GET /posts(.:format) posts#index posts']);
    expect('comments_path' in set.helpers).toBe(false);
    expect(() => set.helpers.comments_path).toThrow(RoutingError);
  });

  it('shares the route set with block-style declarations', () => {
    const set = new RouteSet().draw((r) => r.resources('posts', { only: 'index' })).drawMap((map) => map.resources('posts', { only: ['index', 'show'] }));
    // The map-style index route finds its name taken and stays unnamed, as in Rails 2.3.
    expect(lines(set)).toEqual(['GET /posts(.:format) posts#index posts', 'GET /posts(.:format) posts#index -', 'GET /posts/:id(.:format) posts#show post']);
  });
});

describe('a regexp requirement on .:format (Rails 2.3)', () => {
  let set: RouteSet;
  beforeEach(() => {
    // @ts-expect-error -- what plain JavaScript (or a Rails-style option hash) passes; typed code cannot
    set = mapped((map) => map.namedRoute('feed', '/author/:id.:format', { controller: 'feeds', action: 'show', format: /rss|atom/ }));
  });

  it('is listed and checked when generating', () => {
    expect(set.routes[0]!.requirements).toEqual({ format: /rss|atom/ });
    expect(set.helpers.feed_path!('admin', 'rss')).toBe('/author/admin.rss');
    expect(set.helpers.feed_path!('admin')).toBe('/author/admin');
    expect(() => set.helpers.feed_path!('admin', 'json')).toThrow(/:format "json" does not match \/rss\|atom\//);
  });

  it('is not checked when recognizing', () => {
    expect(set.recognize('GET', '/author/admin.json')).toEqual({ controller: 'feeds', action: 'show', id: 'admin', format: 'json' });
    expect(set.recognize('GET', '/author/admin.rss')).toEqual({ controller: 'feeds', action: 'show', id: 'admin', format: 'rss' });
  });
});

describe('a fixed controller (Rails 2.3)', () => {
  it('is recognized as written; a :controller segment is still normalized', () => {
    const set = mapped((map) => {
      map.connect('fm/:action', { controller: 'Fm::Filemanager' });
      map.connect('x/:controller/:action');
    });
    expect(set.recognize('GET', '/fm/show')).toEqual({ controller: 'Fm::Filemanager', action: 'show' });
    expect(set.routes[0]!.controller).toBe('Fm::Filemanager');
    expect(set.recognize('GET', '/x/Admin/show')).toEqual({ controller: 'admin', action: 'show' });
    expect(set.urlFor({ controller: 'Fm::Filemanager', action: 'show' })).toBe('/fm/show');
  });

  it('differs from the block style, where the 3.2 dispatcher normalizes it', () => {
    const block = new RouteSet().draw((r) => r.match('fm/:action', { controller: 'Fm::Filemanager' }));
    expect(block.recognize('GET', '/fm/show')).toEqual({ controller: 'fm/filemanager', action: 'show' });
  });
});

describe('fixed params (docs/map-style.md)', () => {
  it('are strings when recognized, keep their value in the route defaults, and generate from either', () => {
    // @ts-expect-error -- what plain JavaScript (or a Rails-style option hash) passes; typed code cannot
    const set = mapped((map) => map.connect('page/:id', { controller: 'pages', ws: true, n: 5 }));
    expect(set.recognize('GET', '/page/1')).toEqual({ controller: 'pages', action: 'index', id: '1', ws: 'true', n: '5' });
    expect(set.routes[0]!.defaults).toEqual({ ws: true, n: 5 });
    expect(set.urlFor({ controller: 'pages', action: 'index', id: 1, ws: true, n: 5 })).toBe('/page/1');
    expect(set.urlFor({ controller: 'pages', action: 'index', id: 1, ws: 'true', n: '5' })).toBe('/page/1');
  });
});

describe('segment values in generated paths (Rails 2.3)', () => {
  it("writes `.` and pchars as they are, `/` as %2F even where the requirement accepts it; globs keep `/`", () => {
    const set = mapped((map) => {
      // @ts-expect-error -- a Rails-style requirement option, as plain JavaScript passes it
      map.namedRoute('tag', 'todos/tag/:name', { controller: 'todos', action: 'tag', name: /.*/ });
      map.namedRoute('wiki', 'projects/:project_id/wiki/:page', { controller: 'wiki', action: 'show' });
      map.namedRoute('file', 'files/*path', { controller: 'files', action: 'show' });
    });
    expect(set.helpers.tag_path!('a/b c')).toBe('/todos/tag/a%2Fb%20c');
    expect(set.helpers.wiki_path!('ecookbook', 'Release_1.0')).toBe('/projects/ecookbook/wiki/Release_1.0');
    expect(set.helpers.wiki_path!('x', 'a@b:c')).toBe('/projects/x/wiki/a@b:c');
    expect(set.helpers.file_path!('a/b.txt')).toBe('/files/a/b.txt');
  });
});

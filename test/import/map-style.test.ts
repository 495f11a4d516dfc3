import { describe, expect, it } from 'vitest';
import { RouteSet } from '../../src/index.js';
import equivalent, { todoLines } from './fixtures/map-constructs.equivalent.js';
import { importFixture, importSource, routeFacts } from './support.js';

describe('import: map style', { timeout: 30_000 }, () => {
  it('converts every construct of map-constructs.rb to the routes of the hand-written equivalent', async () => {
    const { set, converted } = await importFixture('map-constructs.rb');
    expect(routeFacts(set.routes)).toEqual(routeFacts(new RouteSet().drawMap(equivalent).routes));
    expect(converted.todos.map((t) => t.line)).toEqual(todoLines);
  });

  it('writes named routes, with_options and block parameters as RouteMap calls', async () => {
    const { code } = await importSource(`ActionController::Routing::Routes.draw do |map|
  map.home '', :controller => 'welcome'
  map.with_options :controller => 'pages' do |pages|
    pages.about 'about', :action => 'about'
  end
  map.resources :posts, :has_many => :comments do |new|
    new.resources :tags
  end
end`);
    expect(code).toContain(`routes.drawMap((map) => {
  map.namedRoute('home', '', { controller: 'welcome' });
  map.withOptions({ controller: 'pages' }, (pages) => {
    pages.namedRoute('about', 'about', { action: 'about' });
  });
  map.resources('posts', { hasMany: 'comments' }, (new_) => {
    new_.resources('tags');
  });
});`);
  });

  it('reports calls that are not on a route map and plugin macros', async () => {
    const { converted } = await importSource(`ActionController::Routing::Routes.draw do |map|
  map.from_plugin :foo
  resources :posts
  other.connect 'x'
end`);
    expect(converted.todos.map((t) => [t.line, t.reason])).toEqual([
      [2, "map.from_plugin: not a route method nor a named route with a path (a plugin's macro?)"],
      [3, 'resources: not a call on the route map'],
      [4, 'connect: not a call on the route map'],
    ]);
  });
});

describe('import: map style, plugin macros that look like named routes', { timeout: 30_000 }, () => {
  it('a named route with neither options nor a :controller segment on the top-level map is a TODO', async () => {
    const { converted, code } = await importSource(`ActionController::Routing::Routes.draw do |map|
  map.filter 'locale'
  map.legacy ':controller/:action'
  map.with_options :controller => 'pages' do |pages|
    pages.about 'about'
  end
end`);
    expect(converted.todos.map((t) => [t.line, t.reason])).toEqual([[2, "map.filter 'locale': a named route without options (a plugin's macro?)"]]);
    expect(code).toContain("map.namedRoute('legacy', ':controller/:action');");
    expect(code).toContain("pages.namedRoute('about', 'about');");
  });
});

describe('import: map style, extra option keys', { timeout: 30_000 }, () => {
  it('puts a segment default in defaults and a fixed param or regexp in requirements, as the typed API takes them', async () => {
    const { code, set } = await importSource(`ActionController::Routing::Routes.draw do |map|
  map.connect 'wiki/:id/:page', :controller => 'wiki', :page => nil, :id => /\\d+/, :format => 'html'
  map.feed 'feed/:page', :controller => 'posts', :page => '1', :requirements => { :page => /\\d+/ }
end`);
    expect(code).toContain(`map.connect('wiki/:id/:page', { controller: 'wiki', defaults: { page: null }, requirements: { id: /\\d+/, format: 'html' } });`);
    expect(code).toContain(`map.namedRoute('feed', 'feed/:page', { controller: 'posts', requirements: { page: /\\d+/ }, defaults: { page: '1' } });`);
    expect(set.recognize('GET', '/feed')).toEqual({ controller: 'posts', action: 'index', page: '1' });
  });
});

// Typed declarations that must compile (strict, without @types/node) and route as their comments say; the
// test in declarations.test.ts compiles this file and runs it.
import { RouteSet, type Mapper, type RouteMap, type UrlHelpers } from '../../src/core.js';

export function blockRoutes(): RouteSet {
  return new RouteSet().draw((r: Mapper) => {
    r.root({ to: 'pages#home' });
    r.resources('posts', { only: ['index', 'show'], constraints: { id: /\d+/ } }, () => {
      r.resources('comments', { except: 'destroy', shallow: true });
      r.resource('author');
      r.member(() => r.get('preview'));
      r.collection(() => r.get('search', { as: 'find' }));
      r.new(() => r.post('draft'));
      r.get('stats', { on: 'collection' });
      r.nested(() => r.get('tags'));
    });
    r.resources('photos', 'videos', { path: 'media', pathNames: { new: 'neu' } });
    r.resource('profile', () => r.get('avatar', { on: 'member' }));
    r.scope('/admin', { module: 'admin', as: 'admin' }, () => r.resources('users'));
    r.scope({ path: ':locale', defaults: { locale: 'en' }, constraints: { locale: /en|de/ } }, () => r.get('help', { to: 'pages#help' }));
    r.scope('/api', () => r.get('ping', { to: 'api#ping', format: false }));
    r.namespace('manage', () => r.resources('accounts'));
    r.namespace('internal', { module: null }, () => r.resources('reports'));
    r.namespace('v1', { path: 'api/v1', shallowPath: 'v1' }, () => r.shallow(() => r.resources('keys', () => r.resources('uses'))));
    r.controller('sessions', () => r.get('login', { action: 'new' }));
    r.constraints({ subdomain: 'blog' }, () => r.get('blog', { to: 'blog#index' }));
    r.constraints((request) => request.host !== 'bad.example.com', () => r.get('guarded', { to: 'g#show' }));
    r.defaults({ format: 'json' }, () => r.get('status', { to: 'status#show' }));
    // A fixed param: Rails' `get 'about', page: 'about'` is `defaults` in typed code.
    r.get('about', { to: 'pages#show', defaults: { page: 'about' } });
    r.match('photos/:id', { to: 'photos#show', via: ['get', 'post'], as: 'photo_match' });
    r.match('a', 'b', { to: 'letters#show' });
    r.match({ 'legacy/:id': 'legacy#show', as: 'legacy' });
    r.put('things/:id', { to: 'things#update' });
    r.patch('things/:id', { to: 'things#update' });
    r.delete('things/:id', { to: 'things#destroy', as: false });
    r.options('things', { to: 'things#options' });
    r.post('mounted', { to: () => 'handled', anchor: false });
    r.resourcesPathNames({ edit: 'bearbeiten' });
  });
}

export function mapRoutes(): RouteSet {
  return new RouteSet().drawMap((map: RouteMap) => {
    map.root({ controller: 'home' });
    map.resources('posts', { hasMany: ['comments'], hasOne: 'author', collection: { rss: 'get' }, member: { preview: ['get', 'post'] } }, (post) =>
      post.resources('tags', { only: ['index'] }),
    );
    map.resources('photos', 'videos', { pathPrefix: ':locale', namePrefix: 'media_', requirements: { locale: /en|de/ } });
    map.resource('account', { except: 'destroy', pathNames: { new: 'neu' } });
    map.namespace('admin', (admin) => admin.resources('users', { shallow: true }));
    map.namespace('api', { namePrefix: 'v1_' }, (api) => api.connect('ping', { controller: 'api', action: 'ping' }));
    map.withOptions({ controller: 'pages' }, (pages) => {
      pages.namedRoute('about', 'about', { action: 'about', conditions: { method: 'get' } });
      pages.withOptions((same) => same.connect('contact', { action: 'contact' }));
    });
    // A fixed param is a requirement with a value; a default is for a path segment.
    map.namedRoute('feed', 'feed/:page', { controller: 'posts', action: 'index', requirements: { format: 'rss' }, defaults: { page: '1' } });
    map.connect(':controller/:action/:id');
  });
}

/** Helpers of a route set the compiler knows nothing about: strings, and objects from `hash_for_…`. */
export function helperTypes(helpers: UrlHelpers): { path: string; url: string; hash: { [key: string]: unknown } } {
  const path: string = helpers.post_path!(1);
  const url: string = helpers.postUrl!(1, { host: 'example.com' });
  const hash = helpers.hash_for_post_path!(1);
  // @ts-expect-error -- a hash helper returns an object, not a string
  const notAString: string = helpers.hashForPostPath!(1);
  void notAString;
  return { path, url, hash };
}

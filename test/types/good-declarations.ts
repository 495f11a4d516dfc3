// Typed declarations that must compile (strict, without @types/node) and route as their comments say; the
// test in declarations.test.ts compiles this file and runs it.
import { RouteSet, type GuardParams, type Mapper, type ParamsGuard, type RequestContext, type RequestGuard, type RouteMap, type UrlHelpers } from '../../src/core.js';

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

/** Whether two types are the same (not merely assignable: `any` is the same as nothing but itself). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when its type argument is `true`. */
const sure = <T extends true>(): T | undefined => undefined;

/**
 * Guards of one and of two parameters with their parameter types inferred, as Rails writes
 * `->(req) { … }` and `->(params, req) { … }`: the one-parameter form gets the request, the two-parameter form the
 * path params, then the request (never `any`).
 */
export function guardRoutes(): RouteSet {
  // Two parameters: a function of one gets the request, whatever its type says (the runtime goes by the count).
  const positive: ParamsGuard = (params, _request) => Number(params.id) > 0;
  const inApi: RequestGuard = (request) => request.subdomain === 'api';
  function named(params: GuardParams, request: RequestContext) {
    return params.id === '7' && request.subdomain === 'api';
  }
  return new RouteSet({ rails: '6.1' }).draw((r: Mapper) => {
    r.get('a/:id', {
      to: 'a#show',
      constraints: (params, request) => {
        sure<Same<typeof params, GuardParams>>();
        sure<Same<typeof request, RequestContext>>();
        return Number(params.id) > 0 && request.path !== '/a/9';
      },
    });
    r.get('b', {
      to: 'b#show',
      constraints: (request) => {
        sure<Same<typeof request, RequestContext>>();
        return request.subdomain === 'api';
      },
    });
    r.get('c', { to: 'c#show', constraints: () => true });
    r.get('d/:id', { to: 'd#show', constraints: positive });
    r.get('e/:id', { to: 'e#show', constraints: named });
    r.match('f/:id', { to: 'f#show', via: ['get', 'post'], constraints: (params, request) => params.id === request.subdomain });
    r.match('g/:id', 'h/:id', { to: 'g#show', via: 'get', constraints: (params, _request) => params.id === '1' });
    r.match({ 'i/:id': 'i#show', via: 'get', constraints: (params: GuardParams, _request: RequestContext) => params.id === '1' });
    r.root({ to: 'pages#home', constraints: (params, request) => params.action === 'home' && request.host !== undefined });
    r.mount(() => 'mounted', { at: 'tools', constraints: (params, request) => params.controller === undefined && request.host === 'example.org' });
    r.resources('posts', { only: 'show', constraints: (params, request) => Number(params.id) > 0 && request.ip !== '' });
    r.resource('account', { only: 'show', constraints: (request) => request.subdomain === 'api' });
    r.scope('/s', { constraints: (params, request) => params.id !== request.host }, () => r.get('x/:id', { to: 'x#show' }));
    r.scope({ path: '/t', constraints: (request) => request.host !== 'bad.example.com' }, () => r.get('y', { to: 'y#show' }));
    r.namespace('n', { constraints: (params, _request) => params.controller === 'n/z' }, () => r.get('z', { to: 'z#show' }));
    r.controller('w', { constraints: (params, _request) => params.controller === 'w' }, () => r.get('w', { action: 'show' }));
    r.constraints((params, request) => Number(params.id) > 2 && request.host !== undefined, () => r.get('k/:id', { to: 'k#show' }));
    r.constraints(inApi, () => r.get('l', { to: 'l#show' }));
    r.constraints({ matches: (request) => request.subdomain === 'api' }, () => r.get('m', { to: 'm#show' }));
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

// match / verb calls, scopes, root, shorthand paths, dynamic segments, names and collisions.
import { c, probe, rx } from './_dsl.mjs';

const auto = (name, draw, more = {}) => probe(name, draw, { auto: true, ...more });

export default [
  auto('match shorthand in scopes and namespaces', [
    c('match', ['account/overview']), c('match', ['/account/nested/overview']), c('get', ['a/b/c/d']),
    c('namespace', ['admin'], undefined, [c('get', ['reports/daily']), c('get', ['dashboard']), c('scope', ['v1'], undefined, [c('get', ['x/y'])])]),
    c('scope', [':locale'], undefined, [c('get', ['products/list'])]),
    c('scope', undefined, { module: 'm', as: 'mm' }, [c('get', ['p/q'])]),
  ]),
  auto('match shorthand with optional parts and formats', [c('match', ['photos/list(.:format)']), c('get', ['music/albums(/:page)'], { action: 'albums', controller: 'music' }), c('get', ['feeds/latest.rss'], { to: 'feeds#latest' })]),
  auto('match shorthand with controller or action given', [c('get', ['users/list'], { controller: 'people' }), c('get', ['users/all'], { action: 'everyone' }), c('scope', undefined, { controller: 'people' }, [c('get', ['users/mine'])])]),
  auto('verb calls with names from paths', [c('get', ['about']), c('get', ['help/faq'], { to: 'help#faq' }), c('get', ['/legal/terms'], { to: 'legal#terms' }), c('post', ['subscribe'], { to: 'mail#sub' }), c('get', ['x/:id'], { to: 'x#y' }), c('get', ['y(/:id)'], { to: 'y#z' }), c('get', ['z/*rest'], { to: 'z#w' })]),
  auto('explicit as on verb calls and match', [c('get', ['about'], { to: 'pages#about', as: 'info' }), c('match', ['c/:id'], { to: 'c#s', as: 'cee', via: 'get' }), c('get', ['d'], { to: 'd#d', as: 'd_thing' }), c('namespace', ['admin'], undefined, [c('get', ['e'], { to: 'e#e', as: 'ee' })])]),
  auto('as false and as empty', [c('get', ['about'], { to: 'pages#about', as: false }), c('get', ['help'], { to: 'pages#help', as: null })]),
  auto('auto names skipped when taken', [c('get', ['about'], { to: 'a#a' }), c('get', ['about'], { to: 'b#b' }), c('resources', ['about'], { only: 'index' }), c('get', ['about/us'], { to: 'c#c' }), c('get', ['about_us'], { to: 'd#d' })]),
  auto('auto name not starting with a letter', [c('get', ['404'], { to: 'errors#not_found' }), c('get', ['2fa/setup'], { to: 'tfa#setup' }), c('get', ['_x'], { to: 'u#x' })]),
  auto('multiple paths in one match', [c('match', ['a', 'b/c', 'd/:id'], { to: 'multi#x', via: 'get' }), c('get', ['e', 'f'], { controller: 'ef' }), c('match', ['g', 'h'], { via: ['get', 'post'] , to: 'gh#i' })]),
  auto('match with constraints defaults and extra options', [
    c('match', ['posts/:year/:month'], { to: 'posts#archive', year: rx('\\d{4}'), month: rx('\\d{1,2}'), via: 'get', as: 'archive' }),
    c('get', ['pages/:slug'], { to: 'pages#show', constraints: { slug: rx('[a-z-]+') }, defaults: { layout: 'wide' } }),
    c('get', ['feed'], { to: 'feeds#show', defaults: { format: 'rss' } }),
    c('get', ['lang/:code'], { to: 'langs#show', code: 'en' }),
    c('get', ['s/:id'], { to: 's#s', id: rx('[A-Z][a-z]+'), extra: 'value' }),
  ]),
  auto('dynamic controller and action segments', [c('match', [':controller/:action/:id'], { via: 'get' }), c('get', ['admin/:controller(/:action)'], { module: 'admin' }), c('get', ['do/:action'], { controller: 'actions' }), c('get', ['x/:action/:id'], { to: 'xs#show' })]),
  auto('dynamic controller with constraint and defaults', [c('get', [':controller(/:action(/:id))'], { controller: rx('admin/[a-z]+|users') }), c('get', ['q/:action'], { controller: 'q', action: 'index' })]),
  auto('root variants', [c('root', undefined, { to: 'home#index' }), c('scope', ['api'], { as: 'api' }, [c('root', undefined, { to: 'api#index' })]), c('namespace', ['admin'], undefined, [c('root', undefined, { controller: 'dash', action: 'main' })]), c('scope', ['(:locale)'], undefined, [c('root', undefined, { to: 'home#index', as: 'localized_root' })])]),
  auto('root with via and format', [c('root', undefined, { to: 'home#index', via: 'get' }), c('namespace', ['m'], undefined, [c('root', undefined, { to: 'x#y', format: false })])]),
  auto('scope with path options and nested scopes', [c('scope', ['a'], undefined, [c('scope', ['b'], { as: 'bee' }, [c('scope', undefined, { path: 'c', module: 'cm' }, [c('get', ['d'], { to: 'dd#d' }), c('resources', ['es'], { only: 'index' })])])])]),
  auto('scope path with leading and trailing slashes', [c('scope', ['/x/'], undefined, [c('get', ['/y/'], { to: 'y#y' }), c('resources', ['zs'], { only: 'index' })]), c('scope', ['//w//'], undefined, [c('get', ['v'], { to: 'v#v' })])]),
  auto('scope constraints and defaults merged with route ones', [c('scope', undefined, { constraints: { id: rx('\\d+') }, defaults: { a: '1' } }, [c('get', ['p/:id'], { to: 'p#s', constraints: { id: rx('[a-z]+') }, defaults: { b: '2' } }), c('get', ['q/:id'], { to: 'q#s', defaults: { a: '3' } })])]),
  auto('constraints and defaults calls nested', [c('constraints', undefined, { id: rx('\\d+') }, [c('defaults', undefined, { page: '1' }, [c('constraints', undefined, { page: rx('\\d+') }, [c('get', ['r/:id(/:page)'], { to: 'r#r' })])])])]),
  auto('controller scope with actions', [c('controller', ['sessions'], undefined, [c('get', ['login'], { action: 'new' }), c('post', ['login'], { action: 'create' }), c('delete', ['logout'], { action: 'destroy' }), c('get', ['who'])])]),
  auto('scope controller and action', [c('scope', undefined, { controller: 'pages', action: 'show' }, [c('get', ['p/:id']), c('get', ['q/:id'], { action: 'other' })])]),
  auto('namespace options path only and as only', [c('namespace', ['admin'], { path: 'a' }, [c('resources', ['users'], { only: 'index' })]), c('namespace', ['staff'], { as: 's' }, [c('get', ['home'])]), c('namespace', ['ops'], { module: nil_() }, [c('get', ['status'], { to: 'status#show' })])]),
  auto('namespace with slash in name', [c('namespace', ['api/v1'], undefined, [c('resources', ['users'], { only: 'index' })])]),
  auto('verb inside namespace inside resources', [c('resources', ['posts'], { only: [] }, [c('namespace', ['admin'], undefined, [c('get', ['stats'], { to: 'stats#show' }), c('resource', ['lock'], { only: 'show' })])])]),
  auto('match with anchor false and format false', [c('match', ['assets'], { to: 'assets#serve', anchor: false, format: false }), c('get', ['sprockets/*path'], { to: 's#s', format: false })]),
  auto('match via all and any in resources', [c('resources', ['posts'], { only: [] }, [c('match', ['sync'], { via: 'all', on: 'collection' })])]),
  auto('hash form with fixed params before the path', [c('get', undefined, { page: '1', 'x/:id': 'a#b', as: 'ex' }), c('match', undefined, { lang: 'en', docs: 'docs#index', via: 'get' })]),
  auto('paths with dots and dashes as static text', [c('get', ['robots.txt'], { to: 'seo#robots' }), c('get', ['sitemap.xml'], { to: 'seo#sitemap', format: false }), c('get', ['my-page'], { to: 'pages#mine' }), c('get', ['v1.0/info'], { to: 'info#show' })]),
  auto('params separated by dots and dashes', [c('get', ['w/:x.:y'], { to: 'w#w' }), c('get', ['d/:a-:b'], { to: 'd#d' }), c('get', ['t/:from..:to'], { to: 't#t' }), c('get', ['f/:name.:ext(.:format)'], { to: 'f#f' })]),
];

function nil_() {
  return null;
}

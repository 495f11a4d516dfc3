// Odds and ends: regexp options on scopes, names with slashes, to/controller/action mixes, explicit shallow
// options on namespaces, path_names in new blocks.
import { c, gen, get, probe, rx } from './_dsl.mjs';

const auto = (name, draw, more = {}) => probe(name, draw, { auto: true, ...more });

export default [
  auto('regexp option on a scope becomes a segment constraint', [c('scope', [':locale'], { locale: rx('en|fr') }, [c('resources', ['posts'], { only: ['index', 'show'] }), c('get', ['about'], { to: 'pages#about' })])], {
    recognize: [get('/de/posts'), get('/fr/about')],
  }),
  auto('regexp option on resources for another param', [c('scope', [':year'], undefined, [c('resources', ['posts'], { year: rx('\\d{4}'), only: 'index' })])], { recognize: [get('/2024/posts'), get('/24/posts')] }),
  auto('names with slashes and dashes in as', [c('get', ['x'], { to: 'x#x', as: 'a/b' }), c('resources', ['posts'], { only: [] }, [c('get', ['y'], { on: 'member', as: 'c/d' })])]),
  auto('to wins over controller and action options', [c('get', ['a'], { to: 'one#two', controller: 'three', action: 'four' }), c('get', ['b'], { to: 'five#', action: 'six' }), c('get', ['c'], { to: '', controller: 'eight', action: 'x' })]),
  probe('an empty controller part of to does not fall back to controller:', [c('get', ['c'], { to: '#seven', controller: 'eight' })], { known: "to: '#action': 3.2 splits like Ruby and keeps the empty controller part ('' ||= default keeps ''), joined with the module ('admin/') or blank (missing :controller); 6.1 falls back to controller:" }),
  auto('an empty controller part of to in a namespace', [c('namespace', ['admin'], undefined, [c('get', ['c'], { to: '#seven', controller: 'eight' })])], { known: "to: '#action': 3.2 splits like Ruby and keeps the empty controller part ('' ||= default keeps ''), joined with the module ('admin/') or blank (missing :controller); 6.1 falls back to controller:" }),
  probe('an empty module is joined as Ruby joins it', [c('scope', undefined, { module: '' }, [c('resources', ['posts'], { only: 'index' })])]),
  auto('controller option with a module path inside a namespace', [c('namespace', ['admin'], undefined, [c('get', ['a'], { controller: 'reports/daily', action: 'show' }), c('resources', ['logs'], { controller: 'system/logs', only: 'index' })])]),
  auto('namespace with explicit shallow_path and shallow_prefix', [c('namespace', ['api'], { shallow_path: 'sp', shallow_prefix: 'spx' }, [c('resources', ['posts'], { shallow: true, only: 'show' }, [c('resources', ['comments'], { only: ['index', 'show'] })])])]),
  auto('path_names in new block and member', [c('resources', ['posts'], { path_names: { new: 'neu', preview: 'vorschau' }, only: [] }, [c('new', undefined, undefined, [c('get', ['preview'])]), c('member', undefined, undefined, [c('get', ['preview'])])])]),
  auto('via all and list of verbs with match', [c('match', ['a'], { to: 'a#a', via: 'all' }), c('match', ['b'], { to: 'b#b', via: ['put', 'delete'] }), c('match', ['c'], { to: 'c#c', via: 'post' })]),
  auto('member and collection blocks with options on verbs', [c('resources', ['posts'], { only: [] }, [c('member', undefined, undefined, [c('get', ['a'], { as: 'aa', path: 'aaa' }), c('post', ['b'], { to: 'other#b' }), c('put', ['c/d'])]), c('collection', undefined, undefined, [c('get', ['e'], { as: 'ee', path: 'eee' }), c('delete', ['f/:g'], { action: 'f' })])])]),
  auto('shallow child with only member actions', [c('resources', ['posts'], { shallow: true, only: [] }, [c('resources', ['comments'], { only: ['show', 'edit'] }), c('resources', ['tags'], { only: ['index', 'new'] })])]),
  auto('deeply nested singular chain with paths', [c('resource', ['account'], { path: 'acct' }, [c('resource', ['profile'], { path: 'me', only: ['show'] }, [c('resource', ['avatar'], { only: ['show', 'update'] })])])]),
  auto('resources in scope with path param and as inside namespace', [c('namespace', ['admin'], undefined, [c('scope', [':tenant'], { as: 'tenant' }, [c('resources', ['users'], undefined, [c('resources', ['roles'], { only: ['index', 'show'] })])])])]),
  auto('format constraint with format false mix', [c('resources', ['feeds'], { constraints: { format: rx('rss') }, only: ['index', 'show'] }, [c('resources', ['entries'], { format: false, only: ['index', 'show'] })])]),
  auto('resources with numeric-looking and underscore names', [c('resources', ['api_keys'], { only: ['index', 'show'] }, [c('resources', ['v2_tokens'], { only: ['index'] })]), c('resource', ['user_profile'], { only: 'show' })]),
  auto('controller scope and resources controller option together', [c('controller', ['base'], undefined, [c('get', ['x']), c('resources', ['items'], { only: 'index' })])]),
  auto('root within scope module and as', [c('scope', undefined, { module: 'm', as: 'mm' }, [c('root', undefined, { to: 'home#index' })]), c('scope', ['sub'], { as: 'sub' }, [c('root', undefined, { action: 'main', controller: 'subs' })])]),
  probe('generate from several scopes and nested names', [c('namespace', ['admin'], undefined, [c('resources', ['users'], undefined, [c('resource', ['profile'], { only: ['show', 'edit'] }), c('get', ['stats'], { on: 'member' })])])], {
    generate: [gen('admin_user_profile_path', 3), gen('edit_admin_user_profile_path', 3), gen('stats_admin_user_path', 3), gen('admin_users_path', { page: 2 }), gen('admin_user_path', 3, { format: 'json' })],
  }),
  auto('module option on a route is a fixed param, not a controller module', [c('get', ['x'], { to: 'a#b', module: 'm' }), c('get', ['y'], { controller: 'posts', module: 'm' }), c('resources', ['posts'], { only: 'index' }, [c('get', ['z'], { module: 'm', on: 'collection' })])]),
  auto('scope via applies to match without via', [c('scope', undefined, { via: 'post' }, [c('match', ['b'], { to: 'c#d' })])]),
  auto('scope anchor false is overridden by match', [c('scope', undefined, { anchor: false }, [c('match', ['b'], { to: 'c#d', via: 'get' })])], { recognize: [get('/b/c')] }),
  auto('scope format false reaches resources', [c('scope', undefined, { format: false }, [c('resources', ['posts'], { only: ['index', 'show'] })])]),
];

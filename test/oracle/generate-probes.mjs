// The generated part of the probe corpus: combinations of the block-style declarations the conformance corpus
// is made of (resource options, nesting, scopes, extra routes, match forms, root). Every probe is `auto`: its
// requests and helper calls are derived from the route table (derive.mjs).
//   node test/oracle/differential.mjs test/oracle/generate-probes.mjs

const call = (name, args, options, block) => ({ call: name, ...(args?.length ? { args } : {}), ...(options ? { options } : {}), ...(block ? { block } : {}) });
const rx = (regexp) => ({ regexp });
const label = (x) => JSON.stringify(x).replace(/"/g, '').replace(/\{"?regexp"?:([^}]*)\}/g, '/$1/');

const RESOURCE_OPTIONS = [
  undefined,
  { only: 'index' },
  { only: ['show', 'edit'] },
  { only: [] },
  { except: ['destroy', 'new'] },
  { except: 'show' },
  { path: 'p' },
  { path: 'a/b' },
  { as: 'items' },
  { controller: 'ctl' },
  { controller: 'admin/ctl' },
  { module: 'm' },
  { path_names: { new: 'neu', edit: 'bearbeiten' } },
  { constraints: { id: rx('\\d+') } },
  { id: rx('[^/]+') },
  { format: false },
  { defaults: { format: 'json' } },
  { as: 'items', path: 'p', controller: 'c' },
  { shallow: true },
  { constraints: { format: rx('json|xml') } },
];

const NAMES_PLURAL = ['people', 'sheep', 'news', 'categories', 'boxes', 'matrices', 'children', 'men', 'wives', 'halves', 'quizzes', 'media', 'data', 'shoes', 'movies', 'series', 'equipment', 'users_settings', 'statuses_log'];
const NAMES_SINGULAR = ['person', 'sheep', 'category', 'box', 'child', 'man', 'wife', 'half', 'quiz', 'medium', 'datum', 'shoe', 'movie', 'leaf', 'user_setting'];

function* resourceOptions() {
  for (const kind of ['resources', 'resource']) {
    for (const options of RESOURCE_OPTIONS) {
      const name = kind === 'resources' ? 'posts' : 'profile';
      yield { name: `gen ${kind} ${name} ${label(options ?? {})}`, draw: [call(kind, [name], options)] };
    }
  }
  for (const name of NAMES_PLURAL) yield { name: `gen resources ${name} nested`, draw: [call('resources', [name], undefined, [call('resources', ['notes'], { only: ['index', 'show'] })])] };
  for (const name of NAMES_SINGULAR) yield { name: `gen resource ${name} nested`, draw: [call('resource', [name], undefined, [call('resources', ['notes'], { only: ['index', 'show'] })])] };
}

const PARENT_OPTIONS = [undefined, { shallow: true }, { constraints: { id: rx('\\d+') } }, { id: rx('[A-Z]\\d+') }, { as: 'articles' }, { path: 'articulos' }, { only: ['show'] }, { controller: 'c' }, { module: 'm' }, { path_names: { new: 'nuevo' } }, { format: false }];
const CHILD_OPTIONS = [undefined, { shallow: true }, { only: ['index', 'show'] }, { as: 'remarks' }, { path: 'c' }, { except: 'index' }, { constraints: { id: rx('\\d+') } }];

function* nesting() {
  for (const [pk, pn] of [['resources', 'posts'], ['resource', 'account']]) {
    for (const [ck, cn] of [['resources', 'comments'], ['resource', 'author']]) {
      for (const po of PARENT_OPTIONS) {
        for (const co of CHILD_OPTIONS) {
          if (po && co) continue; // one side varies at a time; pairs of both come from the deep chains below
          yield { name: `gen nest ${pk} ${pn} ${label(po ?? {})} > ${ck} ${cn} ${label(co ?? {})}`, draw: [call(pk, [pn], po, [call(ck, [cn], co)])] };
        }
      }
    }
  }
  const chains = [
    [['resources', 'a'], ['resources', 'b'], ['resources', 'c']],
    [['resources', 'a', { shallow: true }], ['resources', 'b'], ['resources', 'c']],
    [['resources', 'a'], ['resources', 'b', { shallow: true }], ['resources', 'c']],
    [['resources', 'a'], ['resource', 'b'], ['resources', 'c']],
    [['resource', 'a'], ['resources', 'b'], ['resource', 'c']],
    [['resources', 'a', { constraints: { id: rx('\\d+') } }], ['resources', 'b', { constraints: { id: rx('[a-z]+') } }], ['resources', 'c']],
    [['resources', 'a', { as: 'x', path: 'y' }], ['resources', 'b', { as: 'z' }], ['resources', 'c', { only: 'index' }]],
    [['resources', 'a', { shallow: true, constraints: { id: rx('\\d+') } }], ['resources', 'b'], ['resource', 'c']],
    [['resources', 'a'], ['resources', 'b'], ['resources', 'c'], ['resources', 'd']],
    [['resources', 'a', { only: [] }], ['resources', 'b', { only: [] }], ['resources', 'c', { only: 'show' }]],
  ];
  for (const chain of chains) {
    const draw = chain.reduceRight((inner, [k, n, o]) => [call(k, [n], o, inner)], undefined);
    yield { name: `gen chain ${chain.map(([k, n, o]) => `${k} ${n}${o ? ' ' + label(o) : ''}`).join(' > ')}`, draw };
  }
}

const WRAPPERS = [
  ['namespace admin', (b) => call('namespace', ['admin'], undefined, b)],
  ['namespace admin path sekret', (b) => call('namespace', ['admin'], { path: 'sekret' }, b)],
  ['namespace admin as x', (b) => call('namespace', ['admin'], { as: 'x' }, b)],
  ['namespace admin module y', (b) => call('namespace', ['admin'], { module: 'y' }, b)],
  ['namespace admin > namespace v1', (b) => call('namespace', ['admin'], undefined, [call('namespace', ['v1'], undefined, b)])],
  ['scope api', (b) => call('scope', ['api'], undefined, b)],
  ['scope /api/v2', (b) => call('scope', ['/api/v2'], undefined, b)],
  ['scope module m', (b) => call('scope', undefined, { module: 'm' }, b)],
  ['scope as x', (b) => call('scope', undefined, { as: 'x' }, b)],
  ['scope :locale', (b) => call('scope', [':locale'], undefined, b)],
  ['scope (:locale)', (b) => call('scope', ['(:locale)'], undefined, b)],
  ['scope :locale constrained', (b) => call('scope', [':locale'], { constraints: { locale: rx('en|fr') } }, b)],
  ['scope defaults format json', (b) => call('scope', undefined, { defaults: { format: 'json' } }, b)],
  ['scope shallow_path sp', (b) => call('scope', undefined, { shallow_path: 'sp' }, b)],
  ['scope shallow_prefix spx', (b) => call('scope', undefined, { shallow_prefix: 'spx' }, b)],
  ['scope only index show', (b) => call('scope', undefined, { only: ['index', 'show'] }, b)],
  ['scope except destroy', (b) => call('scope', undefined, { except: 'destroy' }, b)],
  ['scope path as module', (b) => call('scope', undefined, { path: 'p', as: 'a', module: 'm' }, b)],
  ['controller ctl', (b) => call('controller', ['ctl'], undefined, b)],
  ['constraints id digits', (b) => call('constraints', undefined, { id: rx('\\d+') }, b)],
  ['defaults x y', (b) => call('defaults', undefined, { x: 'y' }, b)],
  ['shallow', (b) => call('shallow', undefined, undefined, b)],
  ['scope format false', (b) => call('scope', undefined, { format: false }, b)],
  ['namespace admin > shallow', (b) => call('namespace', ['admin'], undefined, [call('shallow', undefined, undefined, b)])],
  ['scope api > shallow', (b) => call('scope', ['api'], undefined, [call('shallow', undefined, undefined, b)])],
];

const INNERS = [
  ['resources posts', [call('resources', ['posts'])]],
  ['resource profile', [call('resource', ['profile'])]],
  ['resources posts > comments', [call('resources', ['posts'], undefined, [call('resources', ['comments'], { only: ['index', 'show'] })])]],
  ['resources posts shallow > comments', [call('resources', ['posts'], { shallow: true, only: ['index', 'show'] }, [call('resources', ['comments'], { only: ['index', 'show', 'create'] })])]],
  ['get reports/daily', [call('get', ['reports/daily'])]],
  ['get stats to', [call('get', ['stats'], { to: 'dash#stats' })]],
  ['match :controller/:action', [call('match', [':controller(/:action(/:id))'])]],
  ['root', [call('root', undefined, { to: 'home#index' })]],
  ['resources posts > member preview', [call('resources', ['posts'], { only: 'show' }, [call('member', undefined, undefined, [call('get', ['preview'])])])]],
];

function* wrapped() {
  for (const [wn, wrap] of WRAPPERS) {
    for (const [iname, inner] of INNERS) {
      if (wn.startsWith('controller') && !iname.startsWith('get') && !iname.startsWith('match')) continue;
      yield { name: `gen ${wn} > ${iname}`, draw: [wrap(inner)] };
    }
  }
}

const EXTRAS = [
  ['collection get search', call('collection', undefined, undefined, [call('get', ['search'])])],
  ['member post publish', call('member', undefined, undefined, [call('post', ['publish'])])],
  ['new get preview', call('new', undefined, undefined, [call('get', ['preview'])])],
  ['get x', call('get', ['x'])],
  ['get x on collection', call('get', ['x'], { on: 'collection' })],
  ['get x on member', call('get', ['x'], { on: 'member' })],
  ['get x on new', call('get', ['x'], { on: 'new' })],
  ['get x as y', call('get', ['x'], { as: 'y' })],
  ['get x to c#a', call('get', ['x'], { to: 'c#a' })],
  ['get x path z', call('get', ['x'], { path: 'z' })],
  ['get x on member as y path z', call('get', ['x'], { on: 'member', as: 'y', path: 'z' })],
  ['match x via get post', call('match', ['x'], { via: ['get', 'post'] })],
  ['put x on member', call('put', ['x'], { on: 'member' })],
  ['delete x on collection', call('delete', ['x'], { on: 'collection' })],
  ['get index on collection', call('get', ['index'], { on: 'collection' })],
  ['get show on member', call('get', ['show'], { on: 'member' })],
  ['post create on collection', call('post', ['create'], { on: 'collection' })],
  ['get new on new', call('get', ['new'], { on: 'new' })],
  ['get edit on member', call('get', ['edit'], { on: 'member' })],
  ['collection get index', call('collection', undefined, undefined, [call('get', ['index'])])],
  ['member get show to', call('member', undefined, undefined, [call('get', ['show'], { to: 'other#show' })])],
  ['get :slug/x', call('get', [':slug/x'], { to: 'c#a' })],
  ['get x/y', call('get', ['x/y'])],
  ['get x/y on member', call('get', ['x/y'], { on: 'member' })],
  ['get x as false', call('get', ['x'], { as: false })],
  ['root', call('root', undefined, { to: 'r#i' })],
  ['root action', call('root', undefined, { action: 'home' })],
  ['namespace admin > resources notes', call('namespace', ['admin'], undefined, [call('resources', ['notes'], { only: 'index' })])],
  ['scope x > get y', call('scope', ['x'], undefined, [call('get', ['y'])])],
  ['scope as x > resources notes', call('scope', undefined, { as: 'x' }, [call('resources', ['notes'], { only: 'index' })])],
  ['resources notes > get x', call('resources', ['notes'], { only: 'index' }, [call('get', ['x'])])],
  ['nested > get x', call('nested', undefined, undefined, [call('get', ['x'])])],
  ['get x constraints', call('get', ['x/:n'], { constraints: { n: rx('\\d+') } })],
  ['get x defaults', call('get', ['x'], { defaults: { format: 'pdf' } })],
  ['match x on member via put', call('match', ['x'], { on: 'member', via: 'put' })],
  ['get x format false', call('get', ['x'], { format: false })],
];

function* extras() {
  for (const [kind, name] of [['resources', 'photos'], ['resource', 'account']]) {
    for (const [en, extra] of EXTRAS) {
      if (kind === 'resource' && en === 'root') continue; // root in a singular resource is the plain root
      yield { name: `gen ${kind} ${name} > ${en}`, draw: [call(kind, [name], { only: ['index', 'show', 'new'] }, [extra])] };
    }
  }
}

const MATCHES = [
  call('match', ['products/list']),
  call('match', ['/products/list']),
  call('match', ['products/:id/purchase'], { to: 'catalog#purchase', as: 'purchase' }),
  call('match', ['photos/:id'], { to: 'photos#show', via: ['get', 'post'] }),
  call('match', ['photos/:id'], { to: 'photos#show', constraints: { id: rx('[A-Z]\\d{5}') } }),
  call('match', ['photos/:id'], { to: 'photos#show', id: rx('[A-Z]\\d{5}') }),
  call('match', ['photos(/:id)'], { to: 'photos#show', defaults: { id: '1' } }),
  call('match', ['photos/*other'], { to: 'photos#unknown' }),
  call('match', ['photos/*other/edit'], { to: 'photos#edit_any' }),
  call('match', ['books/*section/:title'], { to: 'books#show' }),
  call('match', ['a(/:b(/:c))'], { to: 'x#y' }),
  call('match', ['(:locale/)products'], { to: 'p#i' }),
  call('match', [':controller/:action/:id']),
  call('match', [':controller(/:action(/:id(.:format)))']),
  call('match', ['mine/:action'], { controller: 'mine' }),
  call('match', ['prefix'], { to: 'p#i', anchor: false }),
  call('match', ['x'], { to: 'c#a', as: 'ex', via: 'delete' }),
  call('match', ['a', 'b', 'c'], { to: 'c#a' }),
  call('match', ['one', 'two'], { controller: 'multi' }),
  call('match', undefined, { 'hash/:id': 'hash#show', as: 'hashy' }),
  call('match', undefined, { 'hash/list': 'hash#list', via: 'post' }),
  call('match', ['exports.:format'], { to: 'e#i' }),
  call('match', ['docs/:id.:format'], { to: 'd#s' }),
  call('match', ['x'], { to: 'c#a', format: false }),
  call('match', ['x'], { controller: 'c', action: 'a', as: 'xx' }),
  call('match', ['deep/a/b/c']),
  call('match', ['account/overview'], { as: 'ov' }),
  call('match', ['account/overview'], { to: 'acc#ov' }),
  call('match', ['account/overview'], { action: 'ov' }),
  call('match', ['f/:id'], { to: 'f#s', constraints: { id: rx('\\d+'), format: 'json' } }),
  call('get', ['g/:id'], { to: 'g#s', as: 'gee' }),
  call('post', ['p'], { to: 'p#c' }),
  call('put', ['u/:id'], { to: 'u#u' }),
  call('delete', ['d/:id'], { to: 'd#d' }),
  call('get', undefined, { views: 'comments#views', as: 'views' }),
  call('get', ['with_default'], { to: 'w#d', page: '1' }),
  call('get', ['regexp_option/:id'], { to: 'r#s', id: rx('\\d+'), format: 'html' }),
  call('match', ['opt(/:a)(/:b)'], { to: 'o#o' }),
  call('match', ['dotted/:id'], { to: 'd#s', constraints: { id: rx('[^/]+') } }),
  call('match', [':a-:b'], { to: 'dash#x' }),
  call('match', ['w/:x.:y'], { to: 'w#w' }),
  call('root', undefined, { to: 'home#index' }),
  call('root', undefined, { controller: 'home', action: 'main' }),
  call('root', undefined, { to: 'home#index', as: 'start' }),
  call('root', undefined, { to: 'home#index', via: 'get' }),
];

function* matches() {
  for (const m of MATCHES) yield { name: `gen ${m.call} ${label(m.args ?? [])} ${label(m.options ?? {})}`, draw: [m] };
  for (const [wn, wrap] of WRAPPERS.slice(0, 12)) {
    for (const m of [MATCHES[0], MATCHES[2], MATCHES[12], MATCHES[26], MATCHES[41], MATCHES[22]]) {
      yield { name: `gen ${wn} > ${m.call} ${label(m.args ?? [])} ${label(m.options ?? {})}`, draw: [wrap([m])] };
    }
  }
}

function* collisions() {
  yield { name: 'gen collision resources twice', draw: [call('resources', ['posts']), call('resources', ['posts'])] };
  yield { name: 'gen collision get then resources', draw: [call('get', ['posts'], { to: 'a#b' }), call('resources', ['posts'])] };
  yield { name: 'gen collision resource and resources', draw: [call('resource', ['post']), call('resources', ['posts'])] };
  yield { name: 'gen collision namespace', draw: [call('resources', ['admin_posts']), call('namespace', ['admin'], undefined, [call('resources', ['posts'])])] };
  yield { name: 'gen collision member names', draw: [call('resources', ['posts'], undefined, [call('member', undefined, undefined, [call('get', ['x']), call('post', ['x'])])])] };
  yield { name: 'gen collision collection and nested', draw: [call('resources', ['posts'], undefined, [call('get', ['comments'], { on: 'collection' }), call('resources', ['comments'])])] };
  yield { name: 'gen collision uncountable', draw: [call('resources', ['sheep']), call('resource', ['sheep'])] };
  yield { name: 'gen collision root twice', draw: [call('root', undefined, { to: 'a#b' }), call('namespace', ['x'], undefined, [call('root', undefined, { to: 'c#d' })])] };
}

export default function generate() {
  return [...resourceOptions(), ...nesting(), ...wrapped(), ...extras(), ...matches(), ...collisions()].map((p) => ({ ...p, style: 'block', auto: true }));
}

// Rails 6.1's constructs, one at a time and inside the first wrappers (test/oracle61/probes/generated61.mjs
// asks Rails 6.1 about them): PATCH forms, via lists and :all, root 'c#a', concerns, param:, shallow with
// scopes, format: true and strings, dash paths, to: '#action', defaults, constraints, and what 6.1 refuses.
const CONCERN = call('concern', ['commentable'], undefined, [call('resources', ['comments'], { only: ['index', 'show'] })]);
const CONCERN2 = call('concern', ['archivable'], undefined, [call('member', undefined, undefined, [call('patch', ['archive'])]), call('get', ['archived'], { on: 'collection' })]);

const CONSTRUCTS61 = [
  // PATCH and update
  ['resources only update', [call('resources', ['posts'], { only: ['update'] })]],
  ['resources except update', [call('resources', ['posts'], { except: ['update'] })]],
  ['resource only update', [call('resource', ['profile'], { only: ['update'] })]],
  ['resource only show update', [call('resource', ['profile'], { only: ['show', 'update', 'create'] })]],
  ['patch on member', [call('resources', ['posts'], { only: 'show' }, [call('patch', ['publish'], { on: 'member' })])]],
  ['patch in member block', [call('resources', ['posts'], { only: 'show' }, [call('member', undefined, undefined, [call('patch', ['publish']), call('put', ['publish'])])])]],
  ['patch hash form', [call('patch', undefined, { 'posts/:id/publish': 'posts#publish', as: 'publish' })]],
  ['patch to', [call('patch', ['settings'], { to: 'settings#update' })]],
  // via lists and :all
  ['match via all', [call('match', ['anything'], { to: 'c#a', via: 'all' })]],
  ['match via list', [call('match', ['photos/:id'], { to: 'photos#show', via: ['get', 'post'] })]],
  ['match via patch put', [call('match', ['photos/:id'], { to: 'photos#update', via: ['patch', 'put'] })]],
  ['match via options', [call('match', ['cors'], { to: 'c#o', via: 'options' })]],
  ['match without via', [call('match', ['x'], { to: 'c#a' })]],
  ['get with via', [call('get', ['x'], { to: 'c#a', via: ['get', 'post'] })]],
  ['match on member via all', [call('resources', ['posts'], { only: [] }, [call('match', ['x'], { on: 'member', via: 'all' })])]],
  // root
  ["root 'c#a'", [call('root', ['home#index'])]],
  ["root 'c#a' as", [call('root', ['home#index'], { as: 'start' })]],
  ['root to via post', [call('root', undefined, { to: 'home#index', via: 'post' })]],
  ['root controller action', [call('root', undefined, { controller: 'home', action: 'main' })]],
  ['root in resources', [call('resources', ['posts'], { only: 'index' }, [call('root', undefined, { action: 'index' })])]],
  ['root twice', [call('root', ['a#b']), call('root', ['c#d'])]],
  // concerns
  ['concern by option', [CONCERN, call('resources', ['posts'], { concerns: 'commentable', only: 'index' })]],
  ['concerns by option list', [CONCERN, CONCERN2, call('resources', ['posts'], { concerns: ['commentable', 'archivable'], only: 'show' })]],
  ['concerns call', [CONCERN, call('resources', ['posts'], { only: 'show' }, [call('concerns', ['commentable'])])]],
  ['concerns call two', [CONCERN, CONCERN2, call('resource', ['profile'], { only: 'show' }, [call('concerns', ['commentable', 'archivable'])])]],
  ['concerns at top level', [CONCERN, call('concerns', ['commentable'])]],
  ['concern in namespace', [CONCERN, call('namespace', ['admin'], undefined, [call('resources', ['posts'], { concerns: 'commentable', only: [] })])]],
  ['concern shallow', [CONCERN, call('resources', ['posts'], { concerns: 'commentable', shallow: true, only: [] })]],
  ['concern member outside resources', [CONCERN2, call('concerns', ['archivable'])]],
  ['unknown concern', [call('resources', ['posts'], { concerns: 'nothing' })]],
  // param:
  ['param slug', [call('resources', ['posts'], { param: 'slug' })]],
  ['param nested', [call('resources', ['posts'], { param: 'slug', only: 'show' }, [call('resources', ['comments'], { param: 'number', only: ['show', 'index'] })])]],
  ['param constrained', [call('resources', ['posts'], { param: 'slug', constraints: { slug: rx('[a-z-]+') }, only: 'show' }, [call('resources', ['comments'], { only: 'index' })])]],
  ['param shallow', [call('resources', ['posts'], { param: 'slug', shallow: true, only: 'show' }, [call('resources', ['comments'], { param: 'n', only: ['show', 'index'] })])]],
  ['param member', [call('resources', ['posts'], { param: 'slug', only: [] }, [call('get', ['preview'], { on: 'member' }), call('get', ['drafts'], { on: 'collection' })])]],
  ['param singular', [call('resource', ['profile'], { param: 'slug' })]],
  // shallow with scopes (3.2 and 6.1 differ)
  ['scope path > shallow resources', [call('scope', ['api'], undefined, [call('resources', ['posts'], { shallow: true, only: 'show' }, [call('resources', ['comments'], { only: ['index', 'show'] })])])]],
  ['scope as > shallow resources', [call('scope', undefined, { as: 'api' }, [call('resources', ['posts'], { shallow: true, only: 'show' }, [call('resources', ['comments'], { only: ['index', 'show'] })])])]],
  ['namespace path > shallow', [call('namespace', ['admin'], { path: 'sekret' }, [call('resources', ['posts'], { shallow: true, only: 'show' }, [call('resources', ['comments'], { only: ['index', 'show'] })])])]],
  ['namespace as > shallow', [call('namespace', ['admin'], { as: 'boss' }, [call('resources', ['posts'], { shallow: true, only: 'show' }, [call('resources', ['comments'], { only: ['index', 'show'] })])])]],
  ['namespace > shallow block', [call('namespace', ['api'], undefined, [call('shallow', undefined, undefined, [call('resources', ['posts'], { only: 'show' }, [call('resources', ['comments'], { only: ['index', 'show'] })])])])]],
  ['shallow_path and prefix scope', [call('scope', undefined, { shallow_path: 'sp', shallow_prefix: 'spx' }, [call('resources', ['posts'], { shallow: true, only: [] }, [call('resources', ['comments'], { only: ['index', 'show'] })])])]],
  ['shallow_prefix only', [call('scope', undefined, { shallow_prefix: 'spx' }, [call('resources', ['posts'], { shallow: true, only: [] }, [call('resources', ['comments'], { only: ['index', 'show'] })])])]],
  ['shallow false inside shallow', [call('resources', ['posts'], { shallow: true, only: [] }, [call('resources', ['comments'], { shallow: false, only: ['index', 'show'] })])]],
  // format
  ['get format true', [call('get', ['feed'], { to: 'f#s', format: true })]],
  ['get format string', [call('get', ['feed'], { to: 'f#s', format: 'rss' })]],
  ['get format regexp', [call('get', ['feed'], { to: 'f#s', format: rx('rss|atom') })]],
  ['resources format true', [call('resources', ['posts'], { format: true, only: ['index', 'show'] })]],
  ['resources format string', [call('resources', ['posts'], { format: 'json', only: ['index', 'show'] })]],
  ['scope format true', [call('scope', undefined, { format: true }, [call('get', ['x'], { to: 'c#a' })])]],
  ['format segment', [call('get', ['preview/:format'], { to: 'p#s' })]],
  ['glob in optional group with format', [call('get', ['files(/*path(.:ext))'], { to: 'f#s' })]],
  // dash paths
  ['get dash', [call('get', ['foo-bar'])]],
  ['get dash to', [call('get', ['foo-bar'], { to: 'c#a' })]],
  ['get dash in resources', [call('resources', ['posts'], { only: [] }, [call('get', ['foo-bar'], { on: 'member' })])]],
  ['get dash nested path', [call('get', ['a-b/c-d'], { to: 'c#a' })]],
  // to
  ["to '#action'", [call('get', ['x'], { to: '#act' })]],
  ["controller scope to '#action'", [call('controller', ['pages'], undefined, [call('get', ['about'], { to: '#about' })])]],
  ['controller scope action', [call('controller', ['pages'], undefined, [call('get', ['about'], { action: 'about' })])]],
  ['to without #', [call('get', ['x'], { to: 'accounts' })]],
  ['hash form without #', [call('get', undefined, { 'photos/list': 'photos' })]],
  // defaults and constraints
  ['defaults call', [call('defaults', undefined, { format: 'json' }, [call('resources', ['posts'], { only: 'index' })])]],
  ['route defaults', [call('get', ['x(/:page)'], { to: 'c#a', defaults: { page: '1' } })]],
  ['scope defaults locale', [call('scope', ['(:locale)'], { defaults: { locale: 'en' } }, [call('resources', ['posts'], { only: ['index', 'show'] })])]],
  ['subdomain constraint', [call('constraints', undefined, { subdomain: 'api' }, [call('resources', ['posts'], { only: 'index' })])]],
  ['subdomain route', [call('get', ['x'], { to: 'c#a', constraints: { subdomain: 'api' } })]],
  ['format constraint', [call('resources', ['posts'], { constraints: { format: 'json' }, only: 'show' })]],
  ['string constraint', [call('get', ['x/:id'], { to: 'c#a', constraints: { id: '5' } })]],
  // what 6.1 refuses or changes
  ['capitalized controller', [call('resources', ['posts'], { controller: 'Posts' })]],
  ['leading slash controller in module', [call('namespace', ['admin'], undefined, [call('get', ['x'], { controller: '/posts', action: 'a' })])]],
  ['duplicate as', [call('get', ['a'], { to: 'c#a', as: 'x' }), call('get', ['b'], { to: 'c#b', as: 'x' })]],
  ['only and except', [call('resources', ['posts'], { only: ['index', 'show', 'destroy'], except: ['show'] })]],
  ['anchored constraint', [call('get', ['x/:id'], { to: 'c#a', constraints: { id: rx('^\\d+') } })]],
  // inflections that changed
  ...['taxis', 'cow', 'dormouse', 'status', 'axis'].map((n) => [`resource ${n}`, [call('resource', [n], { only: 'show' })]]),
  ...['taxes', 'police', 'statuses', 'addresses', 'analyses', 'buses', 'crises'].map((n) => [`resources ${n}`, [call('resources', [n], { only: 'show' }, [call('resources', ['notes'], { only: 'index' })])]]),
];

// the wrappers where 3.2 and 6.1 differ most (renamed namespaces, path and name scopes) and two plain ones
const WRAPPERS61 = ['namespace admin', 'namespace admin path sekret', 'namespace admin as x', 'namespace admin > namespace v1', 'scope api', 'scope as x', 'scope (:locale)'];

export function generate61() {
  const out = [];
  const wrappers = WRAPPERS.filter(([wn]) => WRAPPERS61.includes(wn));
  for (const [name, draw] of CONSTRUCTS61) {
    out.push({ name: `gen61 ${name}`, draw });
    const [decl, ...rest] = [...draw].reverse();
    const concerns = rest.reverse();
    for (const [wn, wrap] of wrappers) out.push({ name: `gen61 ${wn} > ${name}`, draw: [...concerns, wrap([decl])] });
  }
  return out.map((p) => ({ ...p, style: 'block', auto: true }));
}

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

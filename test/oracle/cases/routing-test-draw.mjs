// Shapes from the big draw of Rails 3.2's dispatch routing test that the corpus does not hold.
import { c, gen, get, probe, rx } from './_dsl.mjs';

const auto = (name, draw, more = {}) => probe(name, draw, { auto: true, ...more });

export default [
  auto('POSIX character classes in requirements', [c('match', ['/purchases/:token/:filename'], { to: 'purchases#fetch', token: rx('[[:alnum:]]{10}'), filename: rx('(.+)'), as: 'purchase' })], {
    recognize: [get('/purchases/315004be7e/Ruby_on_Rails_3.pdf'), get('/purchases/31500-be7e/x.pdf'), get('/purchases/315004be7/x.pdf')],
    generate: [gen('purchase_path', { token: '315004be7e', filename: 'Ruby_on_Rails_3.pdf' }), gen('purchase_path', { token: 'abc', filename: 'x' })],
  }),
  auto('more POSIX classes and hex digits', [c('get', ['p/:a/:b/:c'], { to: 'p#p', a: rx('[[:digit:]]+'), b: rx('[[:alpha:][:digit:]_]+'), c: rx('[^[:space:]]+') }), c('get', ['h/:sha'], { to: 'h#show', sha: rx('\\h{6}') }), c('get', ['u/:x'], { to: 'u#show', x: rx('[[:upper:]][[:lower:]]+[[:punct:]]?') })], {
    recognize: [get('/p/12/ab_3/x-y'), get('/p/1a/ab/x'), get('/p/1/a-b/x'), get('/h/c0ffee'), get('/h/coffee'), get('/u/Abc!'), get('/u/abc'), get('/u/Abc')],
    generate: [gen('h_path', 'c0ffee'), gen('h_path', 'coffee')],
  }),
  auto('root in an optional locale scope', [c('scope', ['(:locale)'], { locale: rx('en|pl') }, [c('resources', ['descriptions'], { only: 'index' }), c('root', undefined, { to: 'projects#index' })])], {
    recognize: [get('/'), get('/en'), get('/pl/descriptions'), get('/de')],
    generate: [gen('root_path'), gen('root_path', { locale: 'en' }), gen('descriptions_path', { locale: 'pl' })],
  }),
  auto('match slash inside a scope path', [c('scope', undefined, { path: 'api' }, [c('resource', ['me'], { only: 'show' }), c('match', ['/'], { to: 'mes#index' })])]),
  auto('root in a namespace in a resources block', [c('resources', ['posts'], { only: ['index', 'show'] }, [c('namespace', ['admin'], undefined, [c('root', undefined, { to: 'index#index' })])])]),
  auto('uncountable content resources', [c('resources', ['content'])]),
  auto('glob followed by a required format with a requirement', [c('match', ['/:locale/*file.:format'], { to: 'files#show', file: rx('path/to/existing/file') })], {
    recognize: [get('/en/path/to/existing/file.rb'), get('/en/path/to/other/file.rb'), get('/en/path/to/existing/file')],
  }),
  auto('resources and resource with symbol-like path', [c('resources', ['wiki_pages'], { path: 'pages' }), c('resource', ['wiki_account'], { path: 'my_account' })]),
  auto('scope only show with namespace and company', [c('scope', undefined, { only: 'show' }, [c('namespace', ['only'], undefined, [c('resources', ['sectors'], { only: 'index' }, [c('resources', ['companies'], undefined, [c('namespace', ['private'], undefined, [c('resources', ['employees'])])]), c('resource', ['leader'], { except: 'destroy' })])])])]),
  auto('tickets with id constraint in a scope', [c('scope', undefined, { constraints: { id: rx('\\d+') } }, [c('get', ['/tickets'], { to: 'tickets#index', as: 'tickets' }), c('resources', ['tickets'], { only: ['show'] })])]),
  auto('projects with controller option and nested people', [c('resources', ['projects'], { controller: 'project' }, [c('resources', ['involvements', 'attachments']), c('resources', ['participants'], undefined, [c('put', ['update_all'], { on: 'collection' })]), c('resources', ['companies'], undefined, [c('resources', ['people']), c('resource', ['avatar'], { controller: 'avatar' })])])]),
  auto('people with nested access token scope', [c('resources', ['people'], { only: [] }, [c('nested', undefined, undefined, [c('scope', ['/:access_token'], undefined, [c('resource', ['avatar'])])])])]),
  auto('unicode property classes in requirements', [c('get', ['x/:id'], { to: 'u#x', id: rx('\\p{L}+') }), c('get', ['y/:n'], { to: 'u#y', n: rx('\\p{N}{2,}') })], {
    recognize: [get('/x/abc'), get('/x/ab1'), get('/x/p%7BL%7D'), get('/y/12'), get('/y/1')],
  }),
  probe('non-ASCII static text in route paths', [c('get', ['ほげ'], { to: 'u#i', as: 'hoge' }), c('get', ['café/:name'], { to: 'u#c', as: 'cafe' })], {
    recognize: [get('/%E3%81%BB%E3%81%92'), get('/caf%C3%A9/%C3%BC')],
    generate: [gen('hoge_path'), gen('cafe_path', 'ü')],
    known: '6.1 escapes non-ASCII text of a route path when it declares the route (/%E3%81%BB%E3%81%92); 3.2 kept it as written. The library keeps it and matches the text both raw and percent-encoded',
  }),
  auto('pt scope with path names, paths and on routes', [c('scope', undefined, { path: 'pt', as: 'pt' }, [
    c('resources', ['projects'], { path_names: { edit: 'editar', new: 'novo' }, path: 'projetos' }, [c('post', ['preview'], { on: 'new' }), c('put', ['close'], { on: 'member', path: 'fechar' }), c('get', ['open'], { on: 'new', path: 'abrir' })]),
    c('resource', ['admin'], { path_names: { new: 'novo', activate: 'ativar' }, path: 'administrador' }, [c('put', ['activate'], { on: 'member' })]),
    c('resources', ['products'], { path_names: { new: 'novo' } }, [c('new', undefined, undefined, [c('post', ['preview'])])]),
  ])]),
  auto('hash form with on inside resources', [c('resources', ['customers'], { only: [] }, [c('get', undefined, { recent: 'customers#recent', as: 'recent', on: 'collection' }), c('get', undefined, { 'profile/:section': 'customers#profile', on: 'member' })])]),
  auto('module scopes and resource module option', [c('scope', undefined, { module: 'api' }, [c('resource', ['token'], { module: 'v1' }), c('resources', ['errors'], { shallow: true }, [c('resources', ['notices'])])])]),
  auto('scope only with root, collection route and nested resources', [c('scope', undefined, { only: ['index', 'show'] }, [c('resources', ['products'], { constraints: { id: rx('\\d{4}') } }, [c('root', undefined, { to: 'products#root' }), c('get', ['favorite'], { on: 'collection' }), c('resources', ['images'])]), c('resource', ['account'])])]),
  auto('namespaces inside resources inside namespaces', [c('resources', ['clients'], { only: [] }, [c('namespace', ['google'], undefined, [c('resource', ['account'], undefined, [c('namespace', ['secret'], undefined, [c('resource', ['info'])])])])])]),
  auto('account namespace with actions and singular resources', [c('namespace', ['account'], undefined, [c('match', ['description'], { action: 'description', as: 'description' }), c('match', [':action/callback'], { action: rx('twitter|github'), controller: 'callbacks', as: 'callback' }), c('resource', ['subscription', 'credit', 'credit_card']), c('root', undefined, { to: 'account#index' })])]),
];

// Recognition: dots in ids, formats, trailing and doubled slashes, percent-encoding, wrong verbs.
import { c, get, probe, req, rx } from './_dsl.mjs';

const posts = [c('resources', ['posts'], undefined, [c('resources', ['comments'], { only: ['index', 'show'] })])];

export default [
  probe('recognize dots, formats and slashes in plain resources', posts, {
    recognize: [
      get('/posts/1.2'), get('/posts/1.2.3'), get('/posts/1.'), get('/posts/.json'), get('/posts.json'), get('/posts.'), get('/posts/new.xml'),
      get('/posts/1/edit.xml'), get('/posts/1/edit/'), get('/posts//1'), get('//posts'), get('/posts/1/'), get('posts/1'), get(''), get('/'),
      get('/POSTS'), get('/posts/new/'), get('/posts/new.json/'), get('/posts/1/comments/2.3'), get('/posts/1.2/comments'),
      get('/posts/edit'), get('/posts/1/edit/extra'), get('/posts/1?x=1'), get('/posts/1#frag'), get('http://example.com/posts/1'),
      req('POST', '/posts/new'), req('PUT', '/posts'), req('DELETE', '/posts'), req('POST', '/posts/1'), req('PUT', '/posts/1/edit'),
      req('delete', '/posts/1'), req('OPTIONS', '/posts'), req('PUT', '/posts/1.json'), req('POST', '/posts/1/comments'),
    ],
  }),
  probe('recognize percent-encoding in ids', posts, {
    recognize: [
      get('/posts/a%20b'), get('/posts/a+b'), get('/posts/a%2Bb'), get('/posts/a%2Fb'), get('/posts/a%2Eb'), get('/posts/a%2eb.json'),
      get('/posts/%C3%BC'), get('/posts/%E2%82%AC/comments'), get('/posts/a%25b'), get('/posts/a:b'), get('/posts/a@b'), get('/posts/a;b'),
      get('/posts/a,b'), get("/posts/a'b"), get('/posts/a(b)'), get('/posts/a*b'), get('/posts/a!b'), get('/posts/a~b'), get('/posts/a$b'),
      get('/posts/a&b=c'), get('/posts/%7Euser'), get('/posts/a%3Fb'), get('/posts/a%23b'),
    ],
  }),
  probe('recognize ids with a dot-allowing constraint', [c('resources', ['files'], { id: rx('[^/]+') }), c('resources', ['versions'], { constraints: { id: rx('\\d+\\.\\d+') } })], {
    recognize: [get('/files/a.b'), get('/files/a.b.json'), get('/files/a.b/edit'), get('/files/.x'), get('/versions/1.2'), get('/versions/1.2.json'), get('/versions/1'), get('/versions/1.2/edit'), get('/versions/1.2.3')],
  }),
  probe('recognize formats with format constraints and format false', [
    c('resources', ['feeds'], { constraints: { format: rx('rss|atom') } }),
    c('resources', ['raw'], { format: false, only: ['index', 'show'] }),
    c('get', ['report.:format'], { to: 'reports#show' }),
    c('get', ['export'], { to: 'exports#show', format: true }),
  ], {
    recognize: [get('/feeds.rss'), get('/feeds.json'), get('/feeds/1.atom'), get('/feeds/1.xml'), get('/raw/1.json'), get('/raw/1'), get('/raw'), get('/raw.json'), get('/report.pdf'), get('/report'), get('/export.csv'), get('/export')],
  }),
  probe('recognize globs', [
    c('get', ['files/*path'], { to: 'files#show' }),
    c('get', ['pages/*slug/edit'], { to: 'pages#edit' }),
    c('get', ['raw/*path'], { to: 'raw#show', format: false }),
    c('get', ['tree(/*path)'], { to: 'tree#show' }),
  ], {
    recognize: [get('/files/a'), get('/files/a/b/c'), get('/files/a/b.txt'), get('/files/a.b/c.d'), get('/files/a%20b/c'), get('/files/'), get('/pages/a/b/edit'), get('/pages/a/edit.json'), get('/raw/a/b.txt'), get('/tree'), get('/tree/a/b'), get('/tree.json')],
  }),
  probe('recognize optional segments and defaults', [
    c('get', ['archive(/:year(/:month(/:day)))'], { to: 'archive#show', year: rx('\\d{4}'), month: rx('\\d{2}'), day: rx('\\d{2}') }),
    c('get', ['search(/:q)'], { to: 'search#index', defaults: { q: 'all' } }),
    c('get', ['(:locale/)about'], { to: 'pages#about' }),
    c('match', [':controller(/:action(/:id))(.:format)']),
  ], {
    recognize: [get('/archive'), get('/archive/2024'), get('/archive/2024/05'), get('/archive/2024/05/17'), get('/archive/24'), get('/archive/2024/5'), get('/search'), get('/search/cats'), get('/about'), get('/en/about'), get('/users'), get('/users/show/5.json'), get('/admin/users/list'), get('/users/show/5/extra')],
  }),
  probe('recognize verbs of match via lists and any', [
    c('match', ['both'], { to: 'b#b', via: ['get', 'post'] }),
    c('match', ['any'], { to: 'a#a' }),
    c('match', ['any2'], { to: 'a#b', via: 'all' }),
    c('put', ['only_put'], { to: 'p#p' }),
  ], {
    recognize: [req('GET', '/both'), req('POST', '/both'), req('PUT', '/both'), req('DELETE', '/any'), req('PUT', '/any2'), req('GET', '/only_put'), req('PUT', '/only_put')],
  }),
  probe('recognize scope constraints and segment constraints', [
    c('scope', [':locale'], { constraints: { locale: rx('en|fr') } }, [c('resources', ['posts'], { only: ['index', 'show'] })]),
    c('constraints', undefined, { id: rx('\\d+') }, [c('resources', ['items'], { only: ['show'] }, [c('resources', ['parts'], { only: 'index' })])]),
  ], {
    recognize: [get('/en/posts'), get('/de/posts'), get('/fr/posts/1.json'), get('/items/12'), get('/items/ab'), get('/items/12/parts'), get('/items/ab/parts')],
  }),
  probe('recognize anchor false', [c('match', ['prefix'], { to: 'p#i', anchor: false }), c('match', ['app/:name'], { to: 'a#i', anchor: false, via: 'get' })], {
    recognize: [get('/prefix'), get('/prefix/a/b'), get('/prefixed'), get('/app/x/y/z'), get('/app/x.json')],
  }),
  probe('recognize controller segments written in capitals or with dashes', [c('match', [':controller(/:action(/:id))'])], {
    recognize: [get('/Admin/Users/show/1'), get('/admin/user_profiles'), get('/AdminUsers'), get('/admin-users/x')],
  }),
];

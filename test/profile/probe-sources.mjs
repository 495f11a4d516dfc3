// Probes of every Rails 3.2 → 6.1 difference (../shared/oracle/README.md, test/oracle/README.md "known"), in the
// scenario format without expectations. `node test/profile/make-probes.mjs` asks the Rails 6.1 oracle and writes
// rails61-probes.json (the expectations, raw, un-normalized), which test/profile/rails61-probes.test.ts replays.
const rx = (regexp) => ({ regexp });
const get = (path, options) => ({ call: 'get', args: [path], ...(options ? { options } : {}) });
const R = (verb, path) => ({ verb, path });
const G = (helper, args = [], url_options) => ({ helper, args, ...(url_options ? { url_options } : {}) });

export default [
  // PATCH + PUT, who holds the name
  { name: 'update is PATCH then PUT', draw: [{ call: 'resources', args: ['posts'] }, { call: 'resource', args: ['profile'] }],
    recognize: [R('PATCH', '/posts/1'), R('PUT', '/posts/1'), R('PATCH', '/profile'), R('POST', '/profile'), R('HEAD', '/posts/1'), R('HEAD', '/posts')],
    generate: [G('profile_path'), G('post_path', ['1'])] },
  { name: 'only update: PATCH holds the name', draw: [{ call: 'resources', args: ['posts'], options: { only: ['update'] } }, { call: 'resource', args: ['account'], options: { only: ['create', 'update'] } }] },
  { name: 'only with except', draw: [{ call: 'resources', args: ['posts'], options: { only: ['index', 'show', 'destroy'], except: 'destroy' } }, { call: 'scope', options: { only: ['index', 'new'], except: ['new'] }, block: [{ call: 'resources', args: ['tags'] }] }] },
  // match and root
  { name: 'match without via', draw: [{ call: 'match', args: ['photos/:id'], options: { to: 'photos#show' } }] },
  { name: 'match via all and lists', draw: [{ call: 'match', args: ['photos/:id'], options: { to: 'photos#show', via: 'all' } }, { call: 'match', args: ['a/:id'], options: { to: 'a#b', via: ['get', 'post'] } }],
    recognize: [R('DELETE', '/photos/1'), R('POST', '/a/1'), R('PUT', '/a/1')] },
  { name: 'match via from the scope', draw: [{ call: 'scope', options: { via: 'post' }, block: [{ call: 'match', args: ['x'], options: { to: 'a#b' } }] }], recognize: [R('POST', '/x'), R('GET', '/x')] },
  { name: 'root is GET', draw: [{ call: 'root', options: { to: 'pages#main' } }], recognize: [R('GET', '/'), R('POST', '/'), R('HEAD', '/')], generate: [G('root_path'), G('root_url', [], { host: 'example.com' })] },
  { name: 'root takes c#a', draw: [{ call: 'root', args: ['pages#main'] }, { call: 'namespace', args: ['admin'], block: [{ call: 'root', args: ['dash#show'] }] }], recognize: [R('GET', '/admin')] },
  { name: 'root with via', draw: [{ call: 'root', options: { to: 'pages#main', via: ['get', 'post'] } }] },
  { name: 'match /account without to', draw: [{ call: 'get', args: ['/account'] }] },
  // dashes, shorthand, strings and symbols
  { name: 'dash path without a target', draw: [get('foo-bar')] },
  { name: 'dash paths', draw: [get('foo-bar', { controller: 'pages' }), get('photos/foo-bar'), get('baz-qux', { to: 'a#b' }), { call: 'resources', args: ['posts'], block: [get('top-ten', { on: 'collection' })] }],
    recognize: [R('GET', '/foo-bar'), R('GET', '/photos/foo-bar'), R('GET', '/posts/top-ten')] },
  { name: 'string paths in resources', config: { resources_path_names: { new: 'nuevo' } }, draw: [{ call: 'resources', args: ['posts'], block: [get('new', { on: 'collection' }), get('edit/:x', { on: 'member', action: 'edit_x' }), get('index', { on: 'collection' }), get('new', { on: 'member' }), get('nuevo/x', { on: 'new', to: 'posts#nx' })] }] },
  { name: 'path option with a string path', draw: [get('a/:b', { path: 'c', to: 'x#y' })] },
  { name: 'several paths', draw: [{ call: 'get', args: ['one', 'two/:x', 'three'], options: { to: 'a#b' } }] },
  { name: 'string path edit in resources', draw: [{ call: 'resources', args: ['posts'], block: [get('edit/:x', { on: 'member' })] }] },
  { name: 'hash form without #', draw: [{ call: 'get', options: { 'photos/list': 'photos' } }, { call: 'get', options: { 'views': 'comments#views', as: 'views' } }] },
  { name: 'to without #', draw: [get('accounts/:id', { to: 'accounts' })] },
  { name: 'to #action', draw: [get(':controller/x', { to: '#show' })] },
  { name: 'scope to', draw: [{ call: 'scope', options: { to: 'pages#show' }, block: [get('about'), get('faq')] }], recognize: [R('GET', '/about')] },
  { name: 'scope controller and action', draw: [{ call: 'scope', options: { controller: 'pages', action: 'show' }, block: [get('about'), get('x', { action: 'y' })] }] },
  // controllers
  { name: 'capitalized controller', draw: [{ call: 'resources', args: ['Posts'] }] },
  { name: 'capitalized controller option', draw: [get('x', { to: 'Admin::Posts#index' })] },
  { name: 'leading slash controller in a module', draw: [{ call: 'namespace', args: ['admin'], block: [get('x', { controller: '/posts', action: 'index' }), get('y', { to: '/feeds#show' })] }] },
  { name: 'leading slash controller at the top', draw: [get('y', { to: '/feeds#show' })] },
  { name: 'recognized controller kept as written', draw: [{ call: 'get', args: [':controller(/:action(/:id))'] }],
    recognize: [R('GET', '/Foo-Bar/1'), R('GET', '/admin/users/show/3'), R('GET', '/posts')] },
  // format
  { name: 'format strings and true', draw: [get('a', { to: 'a#a', format: 'json' }), get('b', { to: 'b#b', format: true }), get('c', { to: 'c#c', format: rx('rss|atom') }), get('d', { to: 'd#d', format: false })],
    recognize: [R('GET', '/a'), R('GET', '/a.xml'), R('GET', '/a.json'), R('GET', '/b'), R('GET', '/b.x'), R('GET', '/c'), R('GET', '/c.rss'), R('GET', '/c.html'), R('GET', '/d.json')],
    generate: [G('a_path'), G('b_path', [{ format: 'x' }]), G('c_path'), G('c_path', [{ format: 'atom' }])] },
  { name: 'format segment', draw: [get('/preview/:format', { to: 'p#v' }), get('/p2.:format', { to: 'p#w' })], recognize: [R('GET', '/preview/xml'), R('GET', '/preview/xml.json'), R('GET', '/p2.json')] },
  { name: 'scope format', draw: [{ call: 'scope', options: { format: false }, block: [{ call: 'resources', args: ['posts'] }] }, { call: 'scope', options: { format: 'json' }, block: [get('z', { to: 'z#z' })] }] },
  // globs
  { name: 'globs', draw: [get('files/*path', { to: 'f#s', as: 'files' }), get('(/*path(.:ext))', { to: 'g#s', as: 'g' }), get('a/*x/b/*y', { to: 'h#s', as: 'h' }), get('raw/*p', { to: 'r#s', format: false, as: 'raw' })],
    recognize: [R('GET', '/files/a/b.txt'), R('GET', '/trunk/app/file.rb'), R('GET', '/a/1/2/b/3.json'), R('GET', '/raw/a/b.c')],
    generate: [G('files_path', ['a/b']), G('raw_path', [['x', 'y.z']]), G('g_path', [{ path: 'a/b', ext: 'rb' }]), G('g_path'), G('h_path', ['1/2', '3']), G('files_path', [{ path: 'x y/z', format: 'json' }])] },
  // :action segment
  { name: 'action segment default', draw: [get('pages/:action', { controller: 'pages' }), get('docs/:action', { controller: 'docs', action: rx('[a-z]+') })], recognize: [R('GET', '/pages/about')] },
  // paths
  { name: 'root optional group', draw: [{ call: 'scope', args: ['(/:locale)'], block: [{ call: 'resources', args: ['people'], options: { path: '' } }, { call: 'root', options: { to: 'home#index' } }] }],
    recognize: [R('GET', '/'), R('GET', '/en'), R('GET', '/en/1')], generate: [G('people_path'), G('people_path', [{ locale: 'fr' }]), G('root_path', [{ locale: 'de' }])] },
  { name: 'non-ascii path', draw: [get('こんにちは', { to: 'a#b', as: 'hello' }), get('caf é', { to: 'a#c', as: 'cafe' })], recognize: [R('GET', '/%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF')], generate: [G('hello_path'), G('cafe_path')] },
  { name: 'optional static group', draw: [{ call: 'scope', args: ['(groups)'], block: [{ call: 'resources', args: ['messages'] }] }], generate: [G('messages_path'), G('message_path', ['1'])] },
  // names
  { name: 'duplicate as', draw: [get('a', { to: 'a#a', as: 'x' }), get('b', { to: 'b#b', as: 'x' })] },
  { name: 'duplicate as over resources', draw: [{ call: 'resources', args: ['posts'] }, get('z', { to: 'z#z', as: 'posts' })] },
  { name: 'bad-name as', draw: [get('a', { to: 'a#a', as: 'bad-name' })], generate: [G('bad_name_path')] },
  { name: 'scope as nil', draw: [{ call: 'scope', options: { as: 'zz' }, block: [{ call: 'scope', options: { as: null }, block: [{ call: 'resources', args: ['posts'] }] }] }] },
  { name: 'scope anchor', draw: [{ call: 'scope', options: { anchor: false }, block: [get('a', { to: 'a#a' })] }] },
  // subdomain
  { name: 'subdomain defaults', draw: [{ call: 'constraints', options: { subdomain: 'api' }, block: [get('a', { to: 'a#a' })] }, get('b', { to: 'b#b', constraints: { subdomain: 'www', port: 8080 } })] },
  { name: 'request conditions against recognize_path\'s request', draw: [{"call": "get", "args": ["h1"], "options": {"to": "a#a", "constraints": {"host": "example.org"}}}, {"call": "get", "args": ["s1"], "options": {"to": "a#a", "constraints": {"subdomain": ""}}}, {"call": "get", "args": ["d1"], "options": {"to": "a#a", "constraints": {"domain": "example.org"}}}, {"call": "get", "args": ["p1"], "options": {"to": "a#a", "constraints": {"protocol": "http://"}}}, {"call": "get", "args": ["p2"], "options": {"to": "a#a", "constraints": {"port": 80}}}, {"call": "get", "args": ["p3"], "options": {"to": "a#a", "constraints": {"port": "80"}}}, {"call": "get", "args": ["i1"], "options": {"to": "a#a", "constraints": {"ip": ""}}}, {"call": "get", "args": ["i2"], "options": {"to": "a#a", "constraints": {"ip": {"regexp": "^$"}}}}, {"call": "get", "args": ["r1"], "options": {"to": "a#a", "constraints": {"remote_ip": {"regexp": "^$"}}}}, {"call": "get", "args": ["sc"], "options": {"to": "a#a", "constraints": {"scheme": "http"}}}, {"call": "get", "args": ["ua"], "options": {"to": "a#a", "constraints": {"user_agent": {"regexp": "^$"}}}}, {"call": "get", "args": ["f1"], "options": {"to": "a#a", "constraints": {"format": {"regexp": "html"}}, "format": false}}, {"call": "get", "args": ["m1"], "options": {"to": "a#a", "constraints": {"request_method": "GET"}}}, {"call": "get", "args": ["x1"], "options": {"to": "a#a", "constraints": {"subdomain": {"regexp": "^$"}}}}],
    recognize: [{"verb": "GET", "path": "/h1"}, {"verb": "GET", "path": "/s1"}, {"verb": "GET", "path": "/d1"}, {"verb": "GET", "path": "/p1"}, {"verb": "GET", "path": "/p2"}, {"verb": "GET", "path": "/p3"}, {"verb": "GET", "path": "/i1"}, {"verb": "GET", "path": "/i2"}, {"verb": "GET", "path": "/r1"}, {"verb": "GET", "path": "/sc"}, {"verb": "GET", "path": "/ua"}, {"verb": "GET", "path": "/f1"}, {"verb": "GET", "path": "/m1"}, {"verb": "GET", "path": "/x1"}] },
  { name: 'subdomain constraint not recognized without a request', draw: [{ call: 'constraints', options: { subdomain: 'api' }, block: [get('a', { to: 'a#a' })] }, get('b', { to: 'b#b', constraints: { host: rx('^foo$') } })], recognize: [R('GET', '/a'), R('GET', '/b')] },
  // shallow
  { name: 'shallow in a scope', draw: [{ call: 'scope', args: ['api'], options: { as: 'api' }, block: [{ call: 'resources', args: ['posts'], options: { shallow: true }, block: [{ call: 'resources', args: ['comments'] }] }] }] },
  { name: 'namespace shallow', draw: [{ call: 'namespace', args: ['api'], block: [{ call: 'shallow', block: [{ call: 'resources', args: ['posts'], block: [{ call: 'resources', args: ['comments'] }] }] }] }] },
  { name: 'renamed namespace shallow', draw: [{ call: 'namespace', args: ['admin'], options: { path: 'sekret', as: 'x' }, block: [{ call: 'resources', args: ['posts'], options: { shallow: true }, block: [{ call: 'resources', args: ['comments'] }] }] }] },
  { name: 'shallow inside a resource', draw: [{ call: 'resources', args: ['users'], block: [{ call: 'shallow', block: [{ call: 'resources', args: ['posts'], block: [{ call: 'resources', args: ['comments'] }] }] }] }] },
  { name: 'shallow route in the block', draw: [{ call: 'resources', args: ['users'], options: { shallow: true }, block: [get('x'), { call: 'resources', args: ['posts'] }] }] },
  { name: 'shallow false in a scope', draw: [{ call: 'shallow', block: [{ call: 'scope', options: { shallow: false }, block: [{ call: 'resources', args: ['a'], block: [{ call: 'resources', args: ['b'] }] }] }] }] },
  { name: 'shallow prefix without path', draw: [{ call: 'scope', options: { shallow_prefix: 'sp' }, block: [{ call: 'resources', args: ['a'], options: { shallow: true }, block: [{ call: 'resources', args: ['b'], block: [{ call: 'resources', args: ['c'] }] }] }] }] },
  // inflections
  { name: 'inflections', draw: [{ call: 'resource', args: ['taxis'] }, { call: 'resources', args: ['taxes'], block: [{ call: 'resources', args: ['parts'] }] }, { call: 'resource', args: ['cow'] }, { call: 'resources', args: ['police'] }, { call: 'resources', args: ['statuses'] }, { call: 'resources', args: ['status'] }] },
  // generation
  { name: 'escaping in generated segments', draw: [{ call: 'resources', args: ['posts'] }, get('files/*path', { to: 'f#s', as: 'file' })],
    generate: [G('post_path', ['a/b']), G('post_path', ['a.b']), G('post_path', ['100%']), G('post_path', ['a%20b']), G('post_path', ['a b']), G('post_path', ["a:b@c!$&'()*+,;="]), G('post_path', ['é']), G('file_path', ['a b/c%d']), G('post_path', [{ id: 'x/y', q: 'a/b' }])] },
  { name: 'positional args skip optional segments', draw: [{ call: 'scope', args: ['(:locale)'], block: [{ call: 'resources', args: ['posts'] }] }],
    generate: [G('post_path', ['7']), G('post_path', ['en', '7']), G('posts_path', ['en']), G('post_path', [{ id: '7' }])] },
  { name: 'optional segments equal to their default', draw: [{ call: 'scope', args: ['(:locale)'], options: { defaults: { locale: 'en' } }, block: [{ call: 'resources', args: ['users'] }, get('x(/:page)', { to: 'x#y', defaults: { page: '1' }, as: 'x' })] }],
    generate: [G('user_path', [{ id: '3', locale: 'en' }]), G('user_path', [{ id: '3', locale: 'fr' }]), G('x_path', [{ page: '1' }]), G('x_path', [{ locale: 'en', page: '2' }]), G('x_path', [{ locale: 'fr', page: '1' }]), G('user_path', ['3']), G('users_path', ['fr'])] },
  { name: 'false as a value', draw: [{ call: 'resources', args: ['posts'] }], generate: [G('posts_path', [{ x: false }])] },
  { name: 'url options', draw: [{ call: 'resources', args: ['posts'] }],
    generate: [G('post_url', ['1'], { host: 'example.com', port: 80 }), G('post_url', ['1'], { host: 'example.com', port: 8080 }), G('post_url', ['1'], { host: 'example.com', protocol: 'https', port: 443 }), G('post_path', ['1'], { only_path: false, host: 'h.com' }), G('post_url', ['1'], { host: 'https://x.com' }), G('post_url', ['1'], { host: 'x.com', only_path: true })] },
  { name: 'more helper calls', draw: [{ call: 'resources', args: ['posts'], block: [{ call: 'resources', args: ['comments'] }] }, get('p/:a(/:b(/:c))', { to: 'p#q', as: 'p' })],
    generate: [G('post_comment_path', ['1', '2']), G('post_comment_path', ['2', { post_id: '1' }]), G('post_comment_path', [{ record: { id: 5 } }, { record: { id: 6 } }, { format: 'json' }]), G('post_comments_path', ['1', { page: 2, q: 'a b' }]),
      G('post_path', ['1', 'json']), G('post_path', ['1', 'json', 'extra']), G('p_path', ['1']), G('p_path', ['1', '2']), G('p_path', ['1', null, '3']), G('p_path', [{ a: '1', c: '3' }]), G('posts_url', [], { host: 'example.com', anchor: 'top', trailing_slash: true }),
      G('posts_path', [{ params: { x: 1 } }]), G('post_path', [{ id: 'a', params: { z: [1, 2] } }]), G('post_url', ['1'], { host: 'ex.com', subdomain: 'api' }), G('post_url', ['1'], { host: 'www.ex.com', domain: 'other.org' }), G('post_url', ['1'], { host: 'ex.com', protocol: 'https' }), G('post_url', ['1'], { host: 'ex.com', script_name: '/app' })] },
  { name: 'generation errors', draw: [{ call: 'resources', args: ['posts'], options: { constraints: { id: rx('\\d+') } } }],
    generate: [G('post_path', ['x']), G('post_path'), G('post_path', [null]), G('edit_post_path', [{ format: 'json' }])] },
];

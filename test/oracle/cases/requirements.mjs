// Segment requirements: alternations, groups, classes with dots and slashes, lazy quantifiers, and how they
// meet the format suffix and neighbouring static text.
import { c, gen, get, probe, rx } from './_dsl.mjs';

export default [
  probe('requirements with alternation and groups', [
    c('get', ['a/:id/edit'], { to: 'a#edit', id: rx('\\d+|new') }),
    c('get', ['b/:id'], { to: 'b#show', constraints: { id: rx('(abc|def)\\d') } }),
    c('get', ['c/:x-:y'], { to: 'c#show', x: rx('\\d+'), y: rx('[a-z]+') }),
    c('get', ['d/:name'], { to: 'd#show', name: rx('[^/]+?') }),
    c('get', ['e/:slug'], { to: 'e#show', slug: rx('[a-z0-9\\-]+') }),
    c('get', ['f/:ip'], { to: 'f#show', ip: rx('\\d+\\.\\d+\\.\\d+\\.\\d+') }),
    c('get', ['g/:v'], { to: 'g#show', v: rx('v\\d+(?:\\.\\d+)*') }),
  ], {
    recognize: [
      get('/a/12/edit'), get('/a/new/edit'), get('/a/xyz/edit'), get('/b/abc1'), get('/b/xyz1'), get('/b/abc1.json'), get('/c/12-ab'), get('/c/12-ab.json'), get('/c/ab-12'),
      get('/d/x.y.z'), get('/d/x.json'), get('/e/my-slug-2'), get('/e/my_slug'), get('/f/10.0.0.1'), get('/f/10.0.0.1.json'), get('/f/10.0.0'), get('/g/v1.2.3'), get('/g/v1.2.3.json'), get('/g/v1'),
    ],
    generate: [gen('a_path')],
  }),
  probe('requirements on optional segments and globs', [
    c('get', ['h(/:page)'], { to: 'h#index', page: rx('\\d+') }),
    c('get', ['i/*file'], { to: 'i#show', file: rx('[a-z/]+') }),
    c('get', ['j/*rest/end'], { to: 'j#show' }),
    c('get', ['k/:a/:b'], { to: 'k#show', a: rx('[a-z]'), b: rx('\\d') }),
  ], {
    recognize: [get('/h'), get('/h/2'), get('/h/x'), get('/h.json'), get('/h/2.json'), get('/i/a/b'), get('/i/a/B'), get('/i/a/b.json'), get('/j/x/y/end'), get('/j/end'), get('/k/a/1'), get('/k/ab/1'), get('/k/a/1.xml')],
  }),
  probe('first matching route wins', [
    c('get', ['posts/new'], { to: 'special#new' }),
    c('resources', ['posts']),
    c('get', ['posts/:id/:action'], { controller: 'posts' }),
    c('get', ['posts/recent'], { to: 'posts#recent' }),
    c('match', ['*anything'], { to: 'errors#not_found' }),
  ], {
    recognize: [get('/posts/new'), get('/posts/recent'), get('/posts/7/stats'), get('/posts/7/edit'), get('/nothing/here'), get('/posts/7/edit/more'), { verb: 'POST', path: '/anything' }],
  }),
];

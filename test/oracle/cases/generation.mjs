// Generation: positional args, records, hashes, formats, anchors, hosts, query strings, escaping, errors.
import { c, gen, probe, rec, rx, url } from './_dsl.mjs';

const blog = [
  c('resources', ['posts'], undefined, [c('resources', ['comments']), c('resource', ['author'], { only: ['show'] }), c('get', ['preview'], { on: 'member' })]),
  c('resource', ['profile'], { only: ['show', 'edit'] }),
  c('get', ['pages/:title'], { to: 'pages#show', as: 'page' }),
  c('get', ['files/*path'], { to: 'files#show', as: 'file' }),
  c('get', ['docs/:id.:format'], { to: 'docs#show', as: 'doc' }),
  c('root', undefined, { to: 'home#index' }),
];

export default [
  probe('generate positional args, records and hashes', blog, {
    generate: [
      gen('post_path', 1), gen('post_path', '1'), gen('post_path', rec(5)), gen('post_path', { id: 5 }), gen('post_path', rec(5), { format: 'json' }),
      gen('post_path', 1, 'json'), gen('post_path', { id: rec(5) }), gen('post_comment_path', 1, 2), gen('post_comment_path', rec(1), rec(2)),
      gen('post_comment_path', 1, 2, 'xml'), gen('post_comment_path', { post_id: 1, id: 2 }), gen('post_comment_path', 2, { post_id: 1 }),
      gen('post_comments_path', 1), gen('post_comments_path', { post_id: 1, page: 2 }), gen('new_post_comment_path', 1),
      gen('edit_post_comment_path', 1, 2), gen('post_author_path', 3), gen('preview_post_path', 4, { format: 'pdf' }),
      gen('profile_path'), gen('profile_path', { format: 'json' }), gen('edit_profile_path', 'xml'), gen('root_path'), gen('root_path', { format: 'json' }),
      gen('posts_path', { format: 'json', page: 2 }), gen('new_post_path', 'xml'), gen('doc_path', 1, 'pdf'), gen('doc_path', { id: 1, format: 'pdf' }),
      gen('post_path', 0),
    ],
  }),
  probe('generate query strings', blog, {
    generate: [
      gen('posts_path', { q: 'a b' }), gen('posts_path', { q: 'a&b=c' }), gen('posts_path', { tags: ['a', 'b'] }), gen('posts_path', { filter: { year: 2024, tag: 'x' } }),
      gen('posts_path', { q: null }), gen('posts_path', { flag: true }), gen('posts_path', { flag: false }), gen('posts_path', { n: 0 }), gen('posts_path', { 'a b': 'c' }),
      gen('posts_path', { z: 1, a: 2, m: 3 }), gen('posts_path', { q: 'ü€' }), gen('posts_path', { empty: '' }),
      gen('posts_path', { nested: { list: [1, 2], deep: { x: 'y' } } }), gen('post_path', 1, { controller: 'posts' }), gen('post_path', 1, { action: 'show', extra: 'e' }),
    ],
  }),
  probe('generate urls: host, protocol, port, anchor, only_path, trailing slash', blog, {
    generate: [
      url('post_url', [1], { host: 'example.com' }), url('post_url', [1], { host: 'example.com', protocol: 'https' }), url('post_url', [1], { host: 'example.com', protocol: 'https://' }),
      url('post_url', [1], { host: 'example.com', port: 8080 }), url('post_url', [1], { host: 'example.com:3000' }), url('post_url', [1], { host: 'example.com', anchor: 'c-1' }),
      url('post_url', [1], { host: 'example.com', anchor: 'a b' }), url('post_url', [1], { host: 'example.com', anchor: 'a/b?c' }), url('post_url', [1], { host: 'example.com', only_path: true }),
      url('post_path', [1], { anchor: 'x', q: 1 }), url('posts_url', [], { host: 'example.com', trailing_slash: true }), url('posts_path', [], { trailing_slash: true, q: 1 }),
      url('root_url', [], { host: 'example.com' }), url('root_url', [], { host: 'example.com', trailing_slash: true }), url('post_url', [1], { host: 'example.com', subdomain: 'api' }),
      url('post_url', [1], { host: 'www.example.com', subdomain: 'api' }), url('post_url', [1], { host: 'example.com', script_name: '/app' }), url('post_path', [1], { script_name: '/app/' }),
      url('post_url', [1], { host: 'example.com', user: 'u', password: 'p' }), url('post_url', [1], { host: 'example.com', params: { x: 1 } }), gen('post_url', 1),
    ],
  }),
  probe('generate escaping of segment values', blog, {
    generate: [
      gen('page_path', 'a b'), gen('page_path', 'a+b'), gen('page_path', 'a:b@c'), gen('page_path', 'a&b=c;d,e$'), gen('page_path', "a'b(c)*!"), gen('page_path', 'a~b_c-d'),
      gen('page_path', 'a?b'), gen('page_path', 'a#b'), gen('page_path', 'ü'), gen('page_path', 'a[b]'), gen('page_path', 'a"b<c>'), gen('page_path', 'a^b|c'),
      gen('page_path', 'a{b}'), gen('page_path', 'a\\b'), gen('file_path', 'a/b c/d'), gen('file_path', ['a', 'b c', 'd']), gen('file_path', 'a?b#c'), gen('file_path', 'x.txt'),
    ],
  }),
  probe('generate errors: missing and invalid params', [
    ...blog,
    c('get', ['items/:id'], { to: 'items#show', as: 'item', id: rx('\\d+') }),
    c('get', ['zones/:zone/items'], { to: 'items#index', as: 'zone_items', constraints: { zone: rx('[a-z]+') } }),
  ], {
    generate: [
      gen('post_path'), gen('post_path', { id: null }), gen('post_path', rec(null)), gen('post_comment_path', 1), gen('post_comment_path', { id: 2 }), gen('item_path', 'abc'),
      gen('item_path', 12), gen('zone_items_path', 'ABC'), gen('zone_items_path', 'abc'), gen('doc_path', 1), gen('nope_path'),
    ],
  }),
  probe('generate with optional segments and defaults', [
    c('get', ['archive(/:year(/:month))'], { to: 'archive#show', as: 'archive' }),
    c('get', ['list(/:page)'], { to: 'list#index', as: 'list', defaults: { page: '1' } }),
    c('get', ['(:locale/)about'], { to: 'pages#about', as: 'about' }),
    c('get', ['shop(/:category)/items'], { to: 'shop#items', as: 'shop_items' }),
  ], {
    generate: [
      gen('archive_path'), gen('archive_path', 2024), gen('archive_path', 2024, 5), gen('archive_path', { month: 5 }), gen('archive_path', { year: 2024, month: 5, format: 'json' }),
      gen('archive_path', { year: null, month: 5 }), gen('list_path'), gen('list_path', { page: 1 }), gen('list_path', { page: '2' }), gen('list_path', 3),
      gen('about_path'), gen('about_path', { locale: 'en' }), gen('about_path', 'en'), gen('shop_items_path'), gen('shop_items_path', { category: 'toys' }),
    ],
  }),
  probe('generate false as a segment value fills nothing', blog, {
    generate: [gen('post_path', false), gen('post_path', { id: false }), gen('posts_path', { flag: false })],
    known: "3.2's PARAMETERIZE drops a segment value whose to_param is false (false itself), so post_path(false) is a missing :id; 6.1 raises NoMethodError",
  }),
  probe('generate positional args that meet an optional segment first', [c('scope', ['(:locale)'], undefined, [c('resources', ['posts'], { only: 'show' })]), c('get', ['shop(/:category)/items/:id'], { to: 'shop#item', as: 'shop_item' })], {
    generate: [gen('post_path', 7), gen('post_path', 'en', 7), gen('post_path', 7, { locale: 'en' }), gen('shop_item_path', 5), gen('shop_item_path', 'toys', 5)],
    known: "3.2 gives positional args to the path's segments in order, optional ones included (post_path(7) under scope '(:locale)' sets :locale and misses :id); 6.1's optimized helpers give them to the required segments when the counts match",
  }),
  probe('generate positional args and a hash naming the same segment', blog, {
    generate: [gen('doc_path', 1, 'pdf', { format: 'xml' }), gen('post_path', 1, { id: 2 }), gen('post_comment_path', 1, 2, { post_id: 3 })],
    known: '3.2 merges the positional args over the hash (post_path(1, id: 2) is /posts/1); 6.1 leaves the slots of hash keys out of the positional ones',
  }),
  probe('generate dots, slashes and percent signs in segment values', blog, {
    generate: [gen('post_path', 'a.b'), gen('page_path', 'a.b'), gen('post_path', 'a/b'), gen('page_path', '100%'), gen('page_path', 'a%20b'), gen('file_path', 'a%20b/c.d')],
    deviation: 'Segment values are written as 3.2 writes them (`.` and valid %XX escapes as they are) except that `/` is %2F where the param\'s pattern rejects a slash (Rails 4+) and a `%` that starts no valid escape is %25. 6.1 also escapes every `%` (page_path("a%20b") is /pages/a%2520b), 3.2 none (test/conformance-deviations.md)',
  }),
  probe('generate urls with default ports and a protocol in the host', blog, {
    generate: [url('post_url', [1], { host: 'example.com', port: 80 }), url('post_url', [1], { host: 'example.com', port: 443, protocol: 'https' }), url('post_url', [1], { host: 'https://example.com' })],
    known: '3.2 wrote any given port (example.com:80) and put the protocol in front of the host as given (http://https://example.com); Rails 4+ drops default ports and reads a protocol from the host',
  }),
  probe('generate urls with subdomain and domain options', blog, {
    generate: [url('post_url', [1], { host: 'example.com', subdomain: false }), url('post_url', [1], { host: 'a.b.example.com', domain: 'other.org' }), url('post_url', [1], { host: 'a.example.co.uk', tld_length: 2, subdomain: 'x' })],
  }),
  probe('generate url options at their edges', blog, {
    generate: [
      url('post_url', [1], { only_path: true, host: 'example.com' }), url('post_url', [1], { host: 'example.com', user: 'u' }),
      url('post_path', [1], { anchor: null }), url('post_path', [1], { anchor: '' }), url('post_path', [1], { anchor: rec(9) }), url('post_path', [1], { format: null }),
      url('post_path', [1], { format: '' }), url('post_path', [1], { params: { id: 5 } }), url('posts_path', [], { params: { q: 'x' }, q: 'y' }), url('post_url', [1], { host: 'example.com', protocol: 'ftp' }),
      url('post_url', [1], { host: 'example.com', port: '' }), url('post_url', [1], { host: 'example.com', port: null }), url('post_path', [1], { trailing_slash: true, format: 'json' }),
    ],
  }),
  probe('generate a path helper with only_path: false', blog, {
    generate: [url('post_path', [1], { only_path: false, host: 'example.com' })],
    known: "3.2's post_path is url_for(only_path: true merged with the call's options), so only_path: false gives a full URL; 6.1's path helpers always give a path",
  }),
  probe('generate with nil positional args', blog, {
    generate: [gen('post_path', 1, null), gen('post_comment_path', 1, 2, null), gen('posts_path', null), gen('root_path', null)],
  }),
  probe('generate with too many positional args', blog, {
    generate: [gen('post_path', 1, 'json', 'extra'), gen('posts_path', 1, 2)],
    deviation: 'Too many positional arguments to a helper raise ArgumentError; Rails ignored the extra ones (test/conformance-deviations.md)',
  }),
  probe('generate with a defaulted optional segment before other segments', [c('scope', undefined, { defaults: { locale: 'en' } }, [c('scope', ['(:locale)'], { locale: rx('en|fr') }, [c('resources', ['users'], { only: 'show' }, [c('resources', ['comments'], { only: 'index' })])])])], {
    generate: [gen('user_comments_path', { user_id: 3 }), gen('user_comments_path', { user_id: 3, locale: 'fr' }), gen('user_path', { id: 3, locale: 'en' })],
    known: "3.2's Journey Route#format leaves out every optional segment whose value equals its default (/users/3/comments); 6.1 only those at the end of the path (/en/users/3/comments)",
  }),
];

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RouteSet, polymorphicPath, polymorphicUrl } from '../../src/index.js';

/**
 * `direct` helpers and `resolve` mappings against Rails 6.1's answers for the same declarations
 * (scripts/custom-urls-oracle.rb wrote the fixture; its Ruby declarations are these, one for one).
 */
const rails = JSON.parse(readFileSync(new URL('./fixtures/custom-urls-rails61.json', import.meta.url), 'utf8')) as {
  calls: Record<string, { result?: string; error?: string }>;
};

class Post {
  constructor(readonly id?: number) {}
}
class Basket {
  constructor(readonly id?: number) {}
}
class Comment {
  constructor(
    readonly post: Post,
    readonly id?: number,
  ) {}
}
class Photo {
  constructor(readonly id?: number) {}
}

type Options = { [key: string]: unknown };

const set = new RouteSet({ defaultUrlOptions: { host: 'example.com' } }).draw((r) => {
  r.resources('posts', () => r.resources('comments'));
  r.resource('basket');
  r.get('pages/:id', { to: 'pages#show', as: 'page' });

  r.direct('homepage', () => 'https://rubyonrails.org');
  r.direct('relative', () => '/foo/bar');
  r.direct('word', () => 'foo');
  r.direct('deep', () => 'https://rubyonrails.org/a/b?x=1#y');
  r.direct('main', () => ({ controller: 'posts', action: 'index', subdomain: 'www' }));
  r.direct('page_five', () => ({ use_route: 'page', id: 5, ref: 'x' }));
  r.direct('index_only_path', () => ({ controller: 'posts', action: 'index', only_path: true }));
  r.direct('commentable', (model: Post, options: Options) => [model, { anchor: 'comments', ...options }]);
  r.direct('browse', (options: Options) => ['posts', options], { page: 1, size: 10 });
  r.direct('posts_class', () => Post);
  r.direct('record', (model: object) => model);
  r.direct('post_route', (model: Post, _options, { routeFor }) => routeFor('post', model));
  r.direct('nested', (post: Post, comment: Comment) => [post, comment]);
  r.direct('count', (...args: unknown[]) => {
    // The options come after the positional args, then the context: Rails' block sees args and options.
    const railsArgs = args.slice(0, -1);
    const options = railsArgs[railsArgs.length - 1] as Options;
    const pairs = Object.entries(options).sort().map(([k, v]) => `[:${k}, ${String(v)}]`);
    return `/count/${railsArgs.length}/[${pairs.join(', ')}]`;
  });

  r.resolve('Basket', () => ['basket']);
  r.resolve('Comment', (comment: Comment, options) => [comment.post, comment, options], { anchor: 'top' });
  r.resolve('Photo', (photo: Photo) => ({ controller: 'pages', action: 'show', id: photo.id }));
});

const h = set.helpers as unknown as Record<string, (...args: unknown[]) => string>;
const post = new Post(3);
const comment = new Comment(post, 7);

const calls: Record<string, () => string> = {
  homepage_path: () => h.homepage_path!(),
  homepage_url: () => h.homepage_url!(),
  relative_path: () => h.relative_path!(),
  relative_url: () => h.relative_url!(),
  word_path: () => h.word_path!(),
  word_url: () => h.word_url!(),
  deep_path: () => h.deep_path!(),
  main_path: () => h.main_path!(),
  main_url: () => h.main_url!(),
  page_five_path: () => h.page_five_path!(),
  page_five_url: () => h.page_five_url!(),
  index_only_path_url: () => h.index_only_path_url!(),
  'commentable_path(post)': () => h.commentable_path!(post),
  'commentable_url(post)': () => h.commentable_url!(post),
  'commentable_path(post, anchor: x)': () => h.commentable_path!(post, { anchor: 'x' }),
  browse_path: () => h.browse_path!(),
  'browse_path(size: 5)': () => h.browse_path!({ size: 5 }),
  'browse_url(page: 2)': () => h.browse_url!({ page: 2 }),
  posts_class_path: () => h.posts_class_path!(),
  'record_path(post)': () => h.record_path!(post),
  'record_url(post)': () => h.record_url!(post),
  'record_path(basket)': () => h.record_path!(new Basket(2)),
  'record_path(comment)': () => h.record_path!(comment),
  'post_route_path(post)': () => h.post_route_path!(post),
  'post_route_url(post)': () => h.post_route_url!(post),
  'nested_path(post, comment)': () => h.nested_path!(post, comment),
  count_path: () => h.count_path!(),
  'count_path(1, 2)': () => h.count_path!(1, 2),
  'count_path(1, a: 1)': () => h.count_path!(1, { a: 1 }),
  'polymorphic_path(basket)': () => polymorphicPath(set, new Basket(2)),
  'polymorphic_path(new basket)': () => polymorphicPath(set, new Basket()),
  'polymorphic_url(basket)': () => polymorphicUrl(set, new Basket(2)),
  'polymorphic_path(basket, format: json)': () => polymorphicPath(set, new Basket(2), { format: 'json' }),
  'url_for(basket)': () => set.urlFor(new Basket(2)),
  'polymorphic_path(comment)': () => polymorphicPath(set, comment),
  'polymorphic_path(comment, anchor: x)': () => polymorphicPath(set, comment, { params: { anchor: 'x' } }),
  'edit_polymorphic_path(comment)': () => polymorphicPath(set, comment, { action: 'edit' }),
  'polymorphic_path([post, comment])': () => polymorphicPath(set, [post, comment]),
  'polymorphic_path(photo)': () => polymorphicPath(set, new Photo(9)),
  'polymorphic_url(photo)': () => polymorphicUrl(set, new Photo(9)),
  'polymorphic_path(post)': () => polymorphicPath(set, post),
};

describe('direct and resolve, against Rails 6.1', () => {
  it('covers every call the fixture answers', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(rails.calls).sort());
  });

  for (const [call, answer] of Object.entries(rails.calls)) {
    it(call, () => {
      expect(answer.error, `Rails raised ${answer.error}`).toBeUndefined();
      expect(calls[call]!()).toBe(answer.result);
    });
  }
});

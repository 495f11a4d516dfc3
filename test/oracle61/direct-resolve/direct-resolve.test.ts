// `direct` and `resolve` under the 6.1 profile against Rails 6.1's answers for the same routes
// (answers.json, written by rails.rb on the real router: the oracle cannot play Ruby blocks that return
// values). Each declaration below is the JavaScript form of rails.rb's, call for call.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RouteSet, polymorphicPath, polymorphicUrl } from '../../../src/index.js';

const { answers } = JSON.parse(readFileSync(new URL('./answers.json', import.meta.url), 'utf8')) as {
  answers: { call: string; result?: string; error?: string }[];
};

class Model {
  constructor(readonly id: string | number | null) {}
  toParam(): string | null {
    return this.id === null ? null : String(this.id);
  }
}
class Post extends Model {}
class User extends Model {}
class Basket extends Model {}
class Member extends Model {}

function draw(): RouteSet {
  const routes = new RouteSet({ rails: '6.1', defaultUrlOptions: { host: 'example.com' } } as ConstructorParameters<typeof RouteSet>[0]);
  routes.draw((r) => {
    r.resources('posts');
    r.resources('users', { only: 'show' }, () => r.resources('comments', { only: 'index' }));
    r.resource('basket', { only: 'show' });
    r.get('profile/:name', { to: 'profiles#show', as: 'profile' });

    r.direct('homepage', () => 'https://rubyonrails.org');
    r.direct('docs', (options: { anchor?: string }) => `https://guides.rubyonrails.org/routing.html#${options.anchor}`, { anchor: 'top' });
    r.direct('main', () => ({ controller: 'posts', action: 'index', subdomain: 'www' }));
    r.direct('post_search', (term: string, options: object) => ({ controller: 'posts', action: 'index', q: term, ...options }));
    r.direct('first_post', () => ['post', { id: 1 }]);
    r.direct('user_comments_of', (user: User) => [user, 'comments']);
    r.direct('record_link', (record: Model) => record);
    r.direct('basket_link', () => ['basket']);

    r.resolve('Basket', () => ['basket']);
    r.resolve('Member', (member: Member, options: object, { routeFor }: { routeFor: (name: string, ...args: unknown[]) => string }) => routeFor('profile', member.id, options));
  });
  return routes;
}

const post = new Post(5);
const user = new User(3);
const basket = new Basket(9);
const member = new Member('ann');
const newPost = new Post(null);

/** The same calls as rails.rb's CASES, by label. */
function calls(routes: RouteSet): Record<string, () => unknown> {
  const h = routes.helpers as unknown as Record<string, (...args: unknown[]) => string>;
  return {
    homepage_url: () => h.homepage_url!(),
    homepage_path: () => h.homepage_path!(),
    docs_url: () => h.docs_url!(),
    "docs_url anchor: 'x'": () => h.docs_url!({ anchor: 'x' }),
    main_url: () => h.main_url!(),
    main_path: () => h.main_path!(),
    "post_search_path('a b')": () => h.post_search_path!('a b'),
    "post_search_url('rails', page: 2)": () => h.post_search_url!('rails', { page: 2 }),
    first_post_path: () => h.first_post_path!(),
    'user_comments_of_path(user 3)': () => h.user_comments_of_path!(user),
    'record_link_path(post 5)': () => h.record_link_path!(post),
    'record_link_url(post 5)': () => h.record_link_url!(post),
    basket_link_path: () => h.basket_link_path!(),
    'polymorphic_path(post 5)': () => polymorphicPath(routes, post),
    'polymorphic_path(new post)': () => polymorphicPath(routes, newPost),
    'polymorphic_path(basket 9)': () => polymorphicPath(routes, basket),
    'polymorphic_url(basket 9)': () => polymorphicUrl(routes, basket),
    'polymorphic_path(member ann)': () => polymorphicPath(routes, member),
    // the library takes params and URL options under `params`
    "polymorphic_url(member ann, anchor: 'bio')": () => polymorphicUrl(routes, member, { params: { anchor: 'bio' } }),
    'polymorphic_path([user 3, :comments])': () => polymorphicPath(routes, [user, 'comments']),
    'url_for(basket 9)': () => routes.urlFor(basket),
    'url_for(member ann)': () => routes.urlFor(member),
  };
}

// Cases the library answers differently today (each must keep failing until the library is fixed: then take
// it out of this list). The library is what must change, never answers.json.
// (none today)
const KNOWN_DIFFERENT: Record<string, string> = {};

describe('direct and resolve against Rails 6.1 (answers.json)', () => {
  const routes = draw();
  const table = calls(routes);

  it('covers every case rails.rb asked', () => {
    expect(answers.map((a) => a.call).sort()).toEqual(Object.keys(table).sort());
  });

  for (const answer of answers) {
    const check = () => {
      const call = table[answer.call]!;
      if (answer.error) expect(call).toThrow();
      else expect(call()).toBe(answer.result);
    };
    if (KNOWN_DIFFERENT[answer.call]) it.fails(`${answer.call} (known difference: ${KNOWN_DIFFERENT[answer.call]})`, check);
    else it(answer.call, check);
  }
});

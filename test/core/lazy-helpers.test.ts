import { describe, expect, it } from 'vitest';
import { inspect } from 'node:util';
import { camelize, RouteSet, RoutingError, UrlGenerationError } from '../../src/index.js';
import { withUrlDefaults } from '../../src/generate/url-helpers.js';
import { seeded } from '../seeded-random.mjs';

/**
 * `set.helpers` makes each helper when it is first read (`src/generate/lazy-helpers.ts`). Whatever the order
 * of reads and draws, a key must read the helper that installing every name's eight helpers in naming order
 * (a later name taking over a shared key) would leave there: the model below.
 */
const KINDS = ['path', 'url', 'hash_path', 'hash_url'] as const;
const snake = (name: string, kind: (typeof KINDS)[number]) => (kind.startsWith('hash_') ? `hash_for_${name}_${kind.slice(5)}` : `${name}_${kind}`);

function eagerModel(names: readonly string[]): Map<string, string> {
  const owner = new Map<string, string>();
  for (const name of names) {
    for (const kind of KINDS) {
      owner.set(snake(name, kind), `${name} ${kind}`);
      owner.set(camelize(snake(name, kind)), `${name} ${kind}`);
    }
  }
  return owner;
}

/** Which name and kind a helper is: path and url helpers by their function name, hash helpers by what they return. */
function ownerOf(helper: unknown): string {
  const fn = helper as (...args: unknown[]) => unknown;
  if (/_(path|url)$/.test(fn.name)) return fn.name.replace(/_(path|url)$/, ' $1');
  const hash = fn() as { use_route: string; only_path: boolean };
  return `${hash.use_route} hash_${hash.only_path ? 'path' : 'url'}`;
}

describe('helpers made on first read', () => {
  it('reads one helper under its snake_case and camelCase keys, the same function each time', () => {
    const set = new RouteSet().draw((r) => r.resources('posts'));
    const helpers = set.helpers;
    expect(Object.keys(helpers)).toEqual([]);
    expect(helpers.new_post_path!()).toBe('/posts/new');
    expect(helpers.newPostPath).toBe(helpers.new_post_path);
    expect(helpers.new_post_path).toBe(helpers.new_post_path);
    expect(helpers.hashForPostPath!('1')).toEqual(helpers.hash_for_post_path!('1'));
    expect(Object.keys(helpers).sort()).toEqual(['hashForPostPath', 'hash_for_post_path', 'newPostPath', 'new_post_path']);
    expect('edit_post_url' in helpers && 'editPostUrl' in helpers).toBe(true);
    expect('nope_path' in helpers || 'nopePath' in helpers || 'post' in helpers).toBe(false);
    expect(() => helpers.nope_path).toThrow(UrlGenerationError);
    expect(() => helpers.nopePath).toThrow(UrlGenerationError);
    // Still a plain object to whoever asks it for Object's methods.
    expect(Object.prototype.hasOwnProperty.call(helpers, 'new_post_path')).toBe(true);
    expect(helpers.hasOwnProperty).toBe(Object.prototype.hasOwnProperty);
    expect(String(helpers)).toBe('[object Object]');
    expect('toString' in helpers).toBe(true);
  });

  it('gives every key to the helper that installing all names in order would leave there', () => {
    const random = seeded(9);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    // Names built to collide: `hash_for_x` against `x`'s hash helpers, `a_b` / `a__b` / `aB` in camelCase.
    const stems = ['x', 'a_b', 'a__b', 'aB', 'hash_for_x', 'hash_for_a_b', '_x', 'x_', 'x2', 'x_2', 'post'];
    for (let round = 0; round < 30; round++) {
      const set = new RouteSet();
      const named: string[] = [];
      const keys = [...new Set(stems.flatMap((n) => KINDS.flatMap((k) => [snake(n, k), camelize(snake(n, k))])))];
      for (let draw = 0; draw < 4; draw++) {
        const names = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(stems));
        set.draw((r) => names.forEach((name, i) => r.get(`p${round}_${draw}_${i}`, { to: 'pages#show', as: name })));
        named.push(...names);
        // The model: names in the order of their last naming (a renamed name installs again, last).
        const model = eagerModel(named);
        for (let read = 0; read < 6; read++) {
          const key = pick(keys);
          const expected = model.get(key);
          const helper = key in set.helpers ? set.helpers[key] : undefined;
          expect(helper === undefined ? undefined : ownerOf(helper), `${key} after ${named.join(', ')}`).toBe(expected);
          if (expected === undefined) expect(() => set.helpers[key], key).toThrow(UrlGenerationError);
          expect(key in set.helpers).toBe(expected !== undefined);
        }
      }
    }
  });

  it('makes later draws reach keys already read, and a rebuilt table starts over', () => {
    const set = new RouteSet().draw((r) => r.get('a', { to: 'pages#a', as: 'page' }));
    const first = set.helpers.pagePath!;
    expect(first()).toBe('/a');
    set.draw((r) => r.get('b', { to: 'pages#b', as: 'page' }));
    expect(set.helpers.pagePath!()).toBe('/b');
    expect(set.helpers.pagePath).not.toBe(first);
    // A helper kept past its name's new route generates what the name stands for now.
    expect(first()).toBe('/b');
    set.drawMap((map) => map.namedRoute('page', 'c', { controller: 'pages', action: 'c' }));
    expect(set.helpers.page_path!()).toBe('/c');
    expect(Object.keys(set.helpers)).toEqual(['page_path']);
  });
});

describe('a helper name no route has', () => {
  const set = new RouteSet().draw((r) => {
    r.resources('posts', () => r.resources('comments'));
    r.namespace('admin', () => r.resources('users'));
  });
  const helpers = set.helpers as Record<string | symbol, unknown>;

  it('throws a UrlGenerationError (a RoutingError) naming the closest helpers, in each spelling of a helper', () => {
    expect(() => helpers.post_coment_path).toThrow(RoutingError);
    expect(() => helpers.post_coment_path).toThrow(UrlGenerationError);
    expect(() => helpers.post_coment_path).toThrow('No helper post_coment_path: no named route has it; did you mean post_comment_path?');
    expect(() => helpers.post_coment_url).toThrow(/did you mean post_comment_url\?$/);
    expect(() => helpers.postComentPath).toThrow(/^No helper postComentPath: no named route has it; did you mean postCommentPath\?$/);
    expect(() => helpers.postComentUrl).toThrow(/did you mean postCommentUrl\?$/);
    expect(() => helpers.hash_for_post_coment_path).toThrow(/did you mean hash_for_post_comment_path\?$/);
    expect(() => helpers.hashForPostComentUrl).toThrow(/did you mean hashForPostCommentUrl\?$/);
    expect(() => helpers.edit_admin_usr_path).toThrow(/did you mean edit_admin_user_path\?$/);
    // Several as near: each, nearest first, then by name.
    expect(() => helpers.pots_path).toThrow(/did you mean post_path or posts_path\?$/);
    // Nothing near: the message says where the names are.
    expect(() => helpers.zebra_path).toThrow(/^No helper zebra_path: no named route has it \(none has a name near it; `resource-routing routes` lists them\)$/);
    expect(() => helpers.hash_for_zebra).toThrow(/^No helper hash_for_zebra: /);
    expect(() => helpers.hashForZebra).toThrow(/^No helper hashForZebra: /);
  });

  it('keeps in, Object.keys and names that are no helper\'s as a plain object has them', async () => {
    expect('post_coment_path' in helpers).toBe(false);
    expect('postComentPath' in helpers).toBe(false);
    expect(Object.keys(helpers)).toEqual([]);
    for (const key of ['then', 'toJSON', 'post', 'path', 'url', '_path', '_url', 'Path', 'Url', 'hash_for_', 'hashFor', 'posts', '$$typeof', 'asymmetricMatch', 'nodeType']) {
      expect(helpers[key], key).toBeUndefined();
    }
    expect(helpers.constructor).toBe(Object);
    expect(helpers.hasOwnProperty).toBe(Object.prototype.hasOwnProperty);
    expect(helpers[Symbol.iterator]).toBeUndefined();
    expect(helpers[Symbol.toPrimitive]).toBeUndefined();
    // Awaiting, logging and serializing the object read none of its helper-like names.
    await expect(Promise.resolve(set.helpers)).resolves.toBe(set.helpers);
    expect(inspect(set.helpers)).toMatch(/\{\}$/);
    expect(JSON.stringify(set.helpers)).toBe('{}');
    expect(String(set.helpers)).toBe('[object Object]');
  });

  it('throws from the request helpers too, and follows the table as draws change it', () => {
    const request = withUrlDefaults(set.helpers, { host: 'req.example' }) as Record<string, unknown>;
    expect(() => request.post_coment_url).toThrow(/did you mean post_comment_url\?$/);
    expect('post_coment_url' in request).toBe(false);
    const growing = new RouteSet().draw((r) => r.resources('posts'));
    expect(() => growing.helpers.post_comments_path).toThrow(UrlGenerationError);
    growing.draw((r) => r.resources('posts', () => r.resources('comments')));
    expect(growing.helpers.post_comments_path!(1)).toBe('/posts/1/comments');
    growing.clear();
    expect(() => growing.helpers.posts_path).toThrow(/^No helper posts_path: no named route has it \(the route set has no named routes\)$/);
  });
});

import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet } from '../../../src/index.js';

// The whole message of each map-style declaration error: which call, which option, what was expected.
describe('map-style bad calls, word for word', () => {
  type Loose = Record<string, (...args: unknown[]) => unknown>;
  it.each<[string, (m: Loose) => void]>([
    ['resources: a resource name must be a non-empty string, got ""', (m) => m.resources!('')],
    ['resource: a resource name must be a non-empty string, got 3', (m) => m.resource!(3)],
    ['resources "posts": :has_many must be a name, a list, or an object of name → nested has_many, got 5', (m) => m.resources!('posts', { hasMany: 5 })],
    ['resources "posts": :has_one must be a name or a list of names, got [1]', (m) => m.resources!('posts', { hasOne: [1] })],
    ['resources "posts": :collection must be an object of action → verb, an action name or a list of them, got 5', (m) => m.resources!('posts', { collection: 5 })],
    ['resources "posts": :member must be an object of action → verb, an action name or a list of them, got [1]', (m) => m.resources!('posts', { member: [1] })],
    ['resources "posts": :only must be all, none, an action name or a list of them, got 5', (m) => m.resources!('posts', { only: 5 })],
    ['resources "posts": :only names "shw", "nw", but the actions are index, create, new, edit, show, update, destroy (or all / none)', (m) => m.resources!('posts', { only: ['index', 'shw', 'nw'] })],
    ['resource "account": :except names "bogus", but the actions are index, create, new, edit, show, update, destroy (or all / none)', (m) => m.resource!('account', { except: 'bogus' })],
    ['connect 5: the path must be a string, got 5', (m) => m.connect!(5)],
    ['Regexp multiline option not allowed in routing requirements: /\\d+/s (connect "a/:id")', (m) => m.connect!('a/:id', { controller: 'a', action: 'b', requirements: { id: /\d+/s } })],
    ['namedRoute "" ("x"): a route name must be a non-empty string, got ""', (m) => m.namedRoute!('', 'x', { controller: 'a' })],
    ['connect "a": condition :host must be a string or a regular expression, got 5', (m) => m.connect!('a', { controller: 'a', conditions: { host: 5 } })],
    ['connect "a": :requirements must be an object, got "x"', (m) => m.connect!('a', { controller: 'a', requirements: 'x' })],
    ['namespace: the name must be a non-empty string, got ""', (m) => m.namespace!('', () => undefined)],
    ['namespace "admin" needs a block of declarations', (m) => m.namespace!('admin')],
    ['withOptions needs a block of declarations', (m) => m.withOptions!({ controller: 'a' })],
    ['connect "a": options must be an object, got "b"', (m) => m.connect!('a', 'b')],
  ])('%s', (message, declare) => {
    const draw = () => new RouteSet().drawMap((m) => declare(m as unknown as Loose));
    expect(draw).toThrow(ArgumentError);
    expect(draw).toThrow(new ArgumentError(message));
  });
});

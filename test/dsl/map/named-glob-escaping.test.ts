import { describe, expect, it } from 'vitest';
import { mapped } from './support.js';

// Bug: a map-style glob given by name (url_for's hash) kept its `/`; Rails 2.3's PathSegment#extract_value
// escapes each piece with `/` unsafe, then joins the pieces with `/`. Given by position, it stays as written.
describe('map-style glob given by name is escaped as Rails 2.3 escapes it', () => {
  const routes = () =>
    mapped((map) => {
      map.namedRoute('path', '/file/*path', { controller: 'content', action: 'show_file' });
      map.connect(':controller/:action/:id');
    });

  it('keeps the slashes of a positional glob value', () => {
    const helpers = routes().helpers;
    expect(helpers.path_path!('hello/world')).toBe('/file/hello/world');
    expect(helpers.path_path!(['hello', 'world'])).toBe('/file/hello/world');
  });

  it('escapes the slashes within each piece of a named glob value, joining pieces with /', () => {
    const set = routes();
    const helpers = set.helpers;
    expect(helpers.path_path!({ path: 'hello/world' })).toBe('/file/hello%2Fworld');
    expect(helpers.path_path!({ path: ['a/b', 'c'] })).toBe('/file/a%2Fb/c');
    expect(helpers.path_path!({ path: ['a', 'b'] })).toBe('/file/a/b');
    expect(helpers.path_url!({ path: 'a/b', host: 'example.com' })).toBe('http://example.com/file/a%2Fb');
    expect(set.urlFor({ controller: 'content', action: 'show_file', path: 'a/b', only_path: true })).toBe('/file/a%2Fb');
    expect(set.urlFor({ controller: 'content', action: 'show_file', path: ['a/b', 'c'], only_path: true })).toBe('/file/a%2Fb/c');
  });

  it('escapes a named glob next to a param given by position, which alone keeps its text', () => {
    const helpers = mapped((map) => map.namedRoute('user_file', '/users/:user_id/files/*path', { controller: 'files', action: 'show' })).helpers;
    expect(helpers.user_file_path!(7, { path: 'a/b' })).toBe('/users/7/files/a%2Fb');
    expect(helpers.user_file_path!(7, 'a/b')).toBe('/users/7/files/a/b');
  });

  it('leaves block-style (Rails 3.2) globs with their slashes either way', () => {
    const set = mapped(() => undefined);
    set.draw((r) => r.get('/file/*path', { to: 'content#show_file', as: 'path' }));
    expect(set.helpers.path_path!({ path: 'hello/world' })).toBe('/file/hello/world');
  });
});

// formatRouteTable picks the layout of the route set's Rails version; the pieces of the 6.1 layout that the
// byte-for-byte fixtures (rails61-table.test.ts) cannot hold: Ruby's inspect of what JSON cannot write, function
// endpoints, and regexps Ruby would not read.
import { describe, expect, it } from 'vitest';
import { formatRouteTable, redirect, RouteSet } from '../../src/core.js';
import { filter61, rows61 } from '../../src/format/rails-routes-6-1.js';
import { inspectRegExp, inspectString, inspectValue } from '../../src/format/ruby-inspect.js';

const draw = (rails: '3.2' | '6.1') => new RouteSet({ rails }).draw((r) => r.resources('posts', { only: ['show', 'update'] }));

describe('formatRouteTable', () => {
  it("prints a 6.1 route set in 6.1's layout and a 3.2 one in 3.2's", () => {
    expect(formatRouteTable(draw('6.1'))).toBe(
      ['Prefix Verb  URI Pattern          Controller#Action', '  post GET   /posts/:id(.:format) posts#show', '       PATCH /posts/:id(.:format) posts#update', '       PUT   /posts/:id(.:format) posts#update'].join('\n'),
    );
    expect(formatRouteTable(draw('3.2'))).toBe(['post GET /posts/:id(.:format) posts#show', '     PUT /posts/:id(.:format) posts#update'].join('\n'));
  });

  it('takes a list of routes as 3.2 unless told, and the layout asked for over the set’s own', () => {
    const set = draw('6.1');
    expect(formatRouteTable(set.routes)).toMatch(/^post GET {3}\/posts/);
    expect(formatRouteTable(set.routes, { rails: '6.1' })).toBe(formatRouteTable(set));
    expect(formatRouteTable(set, { rails: '3.2' })).toBe(formatRouteTable(set.routes));
    expect(formatRouteTable(set, { expanded: true, columns: 20 }).split('\n').slice(0, 2)).toEqual(['--[ Route 1 ]-------', 'Prefix            | post']);
    expect(formatRouteTable(draw('3.2'), { expanded: true, columns: 20 }).split('\n')[0]).toBe('--[ Route 1 ]-------');
  });
});

describe("the 6.1 layout's endpoints and values", () => {
  it('shows a redirect computed by a function as redirect(status), a function endpoint by its name', () => {
    function healthCheck() {
      return 'ok';
    }
    const set = new RouteSet({ rails: '6.1' }).draw((r) => {
      r.get('old', { to: redirect(() => '/new', { status: 302 }) });
      r.get('up', { to: healthCheck });
      r.get('anon', { to: Object.assign(() => 'x', {}) });
    });
    expect(rows61(set.routes).map((row) => row.reqs)).toEqual(['redirect(302)', 'healthCheck', '(handler)']);
  });

  it("writes values as Ruby 3.1's inspect", () => {
    expect(inspectString('x\x01\x7f\x1b#{}é"\\\n\t#$a #@b #c')).toBe('"x\\u0001\\u007F\\e\\#{}é\\"\\\\\\n\\t\\#$a \\#@b #c"');
    expect(inspectRegExp(/a\/b[/]/is)).toBe('/a\\/b[\\/]/mi');
    expect(inspectRegExp(new RegExp('\\\\/'))).toBe('/\\\\\\//');
    expect(inspectValue({ 'a-b': null, ok: [1, true], nested: { x: 'y' } })).toBe('{:"a-b"=>nil, :ok=>[1, true], :nested=>{:x=>"y"}}');
  });

  it('reads -g and -c as Ruby regexps (\\A, \\z, \\h), and names a pattern JavaScript cannot read', () => {
    const set = new RouteSet({ rails: '6.1' }).draw((r) => {
      r.get('ab12', { to: 'hex#show' });
      r.get('posts', { to: 'posts#index' });
    });
    const paths = (filter: Parameters<typeof filter61>[1]) => filter61(set.routes, filter).map((route) => route.path);
    expect(paths({ grep: '\\A/ab\\h+\\(' })).toEqual(['/ab12(.:format)']);
    expect(paths({ grep: 'index\\z' })).toEqual(['/posts(.:format)']);
    expect(paths({ grep: '\\\\A' })).toEqual([]);
    expect(() => filter61(set.routes, { controller: 'a[' })).toThrow(/^-c "a\[" is not a valid regular expression/);
  });
});

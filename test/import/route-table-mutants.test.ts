import { describe, expect, it } from 'vitest';
import { RouteSet } from '../../src/index.js';
import { diffTables, formatDifferences, parseRouteTable, routeRows, type TableRow } from '../../src/import/route-table.js';

const row = (path: string, extra: Partial<TableRow> = {}): TableRow => ({ name: '', verb: 'GET', path, target: 'a#b', endpoint: false, ...extra });

describe('import: route table rows', () => {
  it('reads name and verb columns: a lone verb, a lone name, multi-verb, ANY, and skips lines without a path', () => {
    const rows = parseRouteTable(
      [
        'Name Verb URI Pattern',
        '  GET|POST /a  a#b',
        '  named /b a#b',
        '  x ANY /c  a#b',
        '  no path here',
        '  too many columns before /d a#b',
        'Routes for application:',
        '  GET /e a#b',
        '\r',
      ].join('\r\n'),
    );
    expect(rows).toEqual([
      { name: '', verb: 'GET|POST', path: '/a', target: 'a#b', endpoint: false, line: 2 },
      { name: 'named', verb: '', path: '/b', target: 'a#b', endpoint: false, line: 3 },
      { name: 'x', verb: '', path: '/c', target: 'a#b', endpoint: false, line: 4 },
      { name: '', verb: 'GET', path: '/e', target: 'a#b', endpoint: false, line: 8 },
    ]);
  });

  it('tells targets from endpoints: hashes with a default controller or action, namespaced targets, Procs', () => {
    const targets = parseRouteTable(
      [
        'GET /a {:action=>"x"}',
        'GET /b {:controller=>"c"}',
        'GET /c',
        'GET /d admin/users#index',
        'GET /e :controller#:action',
        'GET /f users#index {:to=>x}',
        'GET /g a#b #<Proc:0x1>',
        'GET /h MyApp::Engine',
        'GET /i a#b#c',
        'GET /j x users#index',
      ].join('\n'),
    ).map((r) => `${r.target}|${r.endpoint}`);
    expect(targets).toEqual([
      ':controller#x|false',
      'c#:action|false',
      ':controller#:action|false',
      'admin/users#index|false',
      ':controller#:action|false',
      'users#index {:to=>x}|true',
      'a#b #<Proc:0x1>|true',
      'MyApp::Engine|true',
      'a#b#c|true',
      'x users#index|true',
    ]);
  });

  it('drops a PATCH row only directly before its PUT twin (same path and target)', () => {
    const verbs = (text: string) => parseRouteTable(text).map((r) => `${r.verb} ${r.path} ${r.target}`);
    expect(verbs('PATCH /a a#u\nPUT /a a#u')).toEqual(['PUT /a a#u']);
    expect(verbs('PATCH /a a#u\nPUT /b a#u')).toEqual(['PATCH /a a#u', 'PUT /b a#u']);
    expect(verbs('PATCH /a a#u\nPUT /a a#v')).toEqual(['PATCH /a a#u', 'PUT /a a#v']);
    expect(verbs('PATCH /a a#u\nGET /a a#u')).toEqual(['PATCH /a a#u', 'GET /a a#u']);
    expect(verbs('PATCH /a a#u')).toEqual(['PATCH /a a#u']);
  });

  it('rows of a drawn route set: names, verbs, targets, handlers', () => {
    const set = new RouteSet().draw((r) => {
      r.get('a', { to: 'a#b', as: 'a' });
      r.match(':controller(/:action)', { via: ['get', 'post'] });
      r.get('h', { to: () => 'x' });
    });
    expect(routeRows(set.routes)).toEqual([
      { name: 'a', verb: 'GET', path: '/a(.:format)', target: 'a#b', endpoint: false },
      { name: '', verb: 'GET|POST', path: '/:controller(/:action)(.:format)', target: ':controller#:action', endpoint: false },
      { name: 'h', verb: 'GET', path: '/h(.:format)', target: '(handler)', endpoint: true },
    ]);
  });
});

describe('import: table differences', () => {
  it('sets the saved endpoints aside and ignores imported ones; equal tables have no differences', () => {
    const saved = [row('/a'), row('/old', { endpoint: true, target: 'redirect(/new)' })];
    const imported = [row('/a'), row('/h', { endpoint: true, target: '(handler)' })];
    expect(diffTables(saved, imported)).toEqual({ differences: [], endpoints: [saved[1]] });
  });

  it('compares verb, path, target and name; extra rows at either end', () => {
    const diff = (a: TableRow[], b: TableRow[]) => diffTables(a, b).differences.map((d) => `${d.side}${d.row.verb}${d.row.path}${d.row.target}${d.row.name}`);
    expect(diff([row('/a')], [row('/a', { verb: 'POST' })])).toEqual(['+POST/aa#b', '-GET/aa#b']);
    expect(diff([row('/a')], [row('/a', { target: 'a#c' })])).toEqual(['+GET/aa#c', '-GET/aa#b']);
    expect(diff([row('/a')], [row('/a', { name: 'n' })])).toEqual(['+GET/aa#bn', '-GET/aa#b']);
    expect(diff([row('/a'), row('/b')], [row('/a')])).toEqual(['-GET/ba#b']);
    expect(diff([row('/a')], [row('/a'), row('/b')])).toEqual(['+GET/ba#b']);
    expect(diff([row('/x'), row('/a')], [row('/a')])).toEqual(['-GET/xa#b']);
    expect(diff([row('/a')], [row('/x'), row('/a')])).toEqual(['+GET/xa#b']);
    expect(diff([row('/a'), row('/b'), row('/c')], [row('/b'), row('/c'), row('/d')])).toEqual(['-GET/aa#b', '+GET/da#b']);
    expect(diff([row('/a'), row('/b')], [row('/b'), row('/a')])).toEqual(['+GET/ba#b', '-GET/ba#b']);
  });

  it('formats differences in aligned columns, ANY for no verb, the saved table line for removed rows', () => {
    const lines = formatDifferences([
      { side: '-', row: row('/long/path', { name: 'n', line: 7 }) },
      { side: '+', row: row('/p', { name: 'longer', verb: '' }) },
      { side: '-', row: row('/q', { verb: 'DELETE' }) },
    ]);
    expect(lines).toEqual([
      '-      n GET    /long/path a#b   (table line 7)',
      '+ longer ANY    /p         a#b',
      '-        DELETE /q         a#b',
    ]);
    expect(formatDifferences([])).toEqual([]);
  });
});

describe('import: route table lines that only look like headers or engine sections', () => {
  it('matches section titles, (in …) lines and the hash columns where Rails prints them, spaces allowed', () => {
    const rows = parseRouteTable(
      [
        'GET /a a#b {:note=>"Routes for everyone"}',
        'GET /b a#b (in /x)',
        'GET /c {:controller => "c", :action => "d"}',
        'GET /k Foo::Bar#baz',
        'GET /l users#index {:to => x}',
        'Routes for Admin::Engine, as is Routes for application:',
        'GET /hidden a#b',
      ].join('\n'),
    );
    expect(rows.map((r) => `${r.path} ${r.target} ${r.endpoint}`)).toEqual([
      '/a a#b false',
      '/b a#b false',
      '/c c#d false',
      '/k Foo::Bar#baz true',
      '/l users#index {:to => x} true',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { diffTables, parseRouteTable, type TableRow } from '../../src/import/route-table.js';
import { drawConvertedModule } from '../../src/import/draw-module.js';

const brief = (rows: TableRow[]) => rows.map((r) => `${r.name}|${r.verb}|${r.path}|${r.target}|${r.endpoint}`);

describe('import: saved route tables', () => {
  it('reads Rails 2.3 `rake routes`: hash targets in any order, requirements, any-verb rows, the (in …) line', () => {
    const rows = parseRouteTable(`(in /srv/app)
    posts GET    /posts(.:format)          {:action=>"index", :controller=>"posts"}
          POST   /posts(.:format)          {:controller=>"posts", :action=>"create"}
     page        /pages/:id                {:controller=>"pages", :action=>"show", :id=>/\\d+/}
                 /:controller/:action/:id
`);
    expect(brief(rows)).toEqual([
      'posts|GET|/posts(.:format)|posts#index|false',
      '|POST|/posts(.:format)|posts#create|false',
      'page||/pages/:id|pages#show|false',
      '||/:controller/:action/:id|:controller#:action|false',
    ]);
    expect(rows[2]!.line).toBe(4);
  });

  it('reads `rails routes`: header, requirements after the target, redirects and Rack apps as endpoints, engines skipped', () => {
    const rows = parseRouteTable(`   Prefix Verb   URI Pattern               Controller#Action
     root GET    /                         home#index
   photo  GET    /photos/:id(.:format)     photos#show {:id=>/[A-Z]\\d+/}
          PATCH  /photos/:id(.:format)     photos#update
          PUT    /photos/:id(.:format)     photos#update
      old GET    /old(.:format)            redirect(301, /new)
  sidekiq        /sidekiq                  Sidekiq::Web
     beta GET    /beta(.:format)           :controller#:action {:to=>#<Proc:0x00000003f0a4c8@config/routes.rb:9 (lambda)>}

Routes for Blorgh::Engine:
 articles GET    /articles(.:format)       blorgh/articles#index
`);
    expect(brief(rows)).toEqual([
      'root|GET|/|home#index|false',
      'photo|GET|/photos/:id(.:format)|photos#show|false',
      '|PUT|/photos/:id(.:format)|photos#update|false',
      'old|GET|/old(.:format)|redirect(301, /new)|true',
      'sidekiq||/sidekiq|Sidekiq::Web|true',
      'beta|GET|/beta(.:format)|:controller#:action {:to=>#<Proc:0x00000003f0a4c8@config/routes.rb:9 (lambda)>}|true',
    ]);
  });

  it('diffs by longest common subsequence: one missing route is one line', () => {
    const row = (path: string, name = ''): TableRow => ({ name, verb: 'GET', path, target: 'a#b', endpoint: false });
    const { differences } = diffTables([row('/a'), row('/b'), row('/c'), row('/d')], [row('/a'), row('/c'), row('/d', 'd')]);
    expect(differences.map((d) => `${d.side}${d.row.path}${d.row.name}`)).toEqual(['-/b', '+/dd', '-/d']);
  });

  it('a converted module that does not draw says so', () => {
    expect(() => drawConvertedModule(`const routes = new RouteSet();\nroutes.draw((r) => { r.resources(); });\nexport default routes;`)).toThrow(
      /^the converted routes do not draw: resources needs at least one resource name/,
    );
  });
});

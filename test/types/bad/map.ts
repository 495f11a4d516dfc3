// Each line marked `// error: TEXT` must fail to compile with an error that mentions TEXT; no other line may fail.
import { RouteSet } from '../../../src/core.js';

new RouteSet().drawMap((map) => {
  map.resources('posts', { hasMeny: 'comments' }); // error: hasMeny
  map.resources('posts', 'comments', { colection: { rss: 'get' } }); // error: colection
  map.resource('account', { pathNames: { new: 'neu' }, path_prefix: 'x' }, (account) => account.resources('keys')); // error: path_prefix
  map.connect('about', { contoller: 'pages' }); // error: contoller
  map.connect('page/:id', { controller: 'pages', id: /\d+/ }); // error: id
  map.namedRoute('login', 'login', { controller: 'sessions', acton: 'new' }); // error: acton
  map.root({ conditons: { method: 'get' } }); // error: conditons
  map.namespace('admin', { namePrefx: 'a_' }, (admin) => admin.resources('users')); // error: namePrefx
  map.withOptions({ requirments: {} }, (m) => m.connect('x')); // error: requirments
  map.namespace('admin'); // error: Expected
});

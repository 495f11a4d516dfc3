// Each line marked `// error: TEXT` must fail to compile with an error that mentions TEXT; no other line may fail.
import { RouteSet } from '../../../src/core.js';

new RouteSet().draw((r) => {
  r.resources('posts', { onyl: ['index'] }); // error: onyl
  r.resources('posts', { only: ['indx'] }); // error: indx
  r.resources('posts', 'comments', { exept: 'show' }); // error: exept
  r.resource('profile', { shalow: true }, () => r.get('x')); // error: shalow
  r.scope('/admin', { modul: 'admin' }, () => r.resources('users')); // error: modul
  r.scope({ pathNames: { new: 'neu' }, shallow_path: 'x' }, () => r.resources('users')); // error: shallow_path
  r.namespace('admin', { shallowPreffix: 'a' }, () => r.resources('users')); // error: shallowPreffix
  r.controller('sessions', { acton: 'new' }, () => r.get('login')); // error: acton
  r.match('photos/:id', { to: 'photos#show', vai: 'get' }); // error: vai
  r.match('photos/:id', { to: 'photos#show', via: 'fetch' }); // error: fetch
  r.get('preview', { on: 'members' }); // error: members
  r.get('about', { to: 'pages#show', page: 'about' }); // error: page
  r.post('photos', { too: 'photos#create' }); // error: too
  r.put('photos/:id', { to: 'photos#update', id: /\d+/ }); // error: id
  r.patch('a', 'b', { ass: 'x' }); // error: ass
  r.delete('photos/:id', { anchr: false }); // error: anchr
  r.options('photos', { formats: false }); // error: formats
  r.root({ controler: 'pages' }); // error: controler
  r.constraints({ id: 5 }, () => r.get('x')); // error: number
  r.resources(); // error: ResourcesArgs
  // Guards: the path params are of unknown type (fixed params may be anything); the request's parts may be missing.
  r.get('a/:id', { constraints: (params, request) => params.id.length > 0 && request.host !== '' }); // error: unknown
  r.get('b', { constraints: (request) => request.host.length > 0 }); // error: undefined
  r.get('c', { constraints: (a, b, c) => a === b && b === c }); // error: 'c'
  r.get('d', { constraints: (params: { id: number }, request) => params.id > 0 && request !== undefined }); // error: constraints
});

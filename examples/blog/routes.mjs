// The example blog's routes: posts with nested comments, a singular profile, an admin namespace.
import { RouteSet } from '../../dist/index.js';

export function drawRoutes() {
  return new RouteSet().draw((r) => {
    r.root({ to: 'posts#index' });
    r.resources('posts', () => {
      r.resources('comments', { only: ['index', 'create', 'edit', 'update', 'destroy'] });
      r.member(() => r.put('publish'));
      r.collection(() => r.get('search'));
    });
    r.resource('profile');
    r.namespace('admin', () => {
      r.root({ to: 'dashboard#show' });
      r.resources('posts', { only: ['index', 'edit', 'update', 'destroy'] });
    });
  });
}

export const routes = drawRoutes();

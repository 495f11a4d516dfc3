// The route table the typed-controller tests are written against; app-controllers.ts is what
// `resource-routing types` writes for it (controllers.test.ts checks that it still does).
import { RouteSet } from '../../../src/core.js';

export const routes = new RouteSet().draw((r) => {
  r.resources('posts', { only: ['index', 'show', 'create', 'update'] }, () => r.resources('comments', { only: ['index', 'show'] }));
  r.get('p/:id', { to: 'posts#show' });
  r.get('about', { to: 'pages#show', defaults: { page: 'about' } });
  r.get('archive(/:year)', { to: 'pages#archive' });
  r.namespace('admin', () => r.resources('users', { only: 'index' }));
  r.match('photos/:action(/:id)', { controller: 'photos' });
  r.get('health', { to: () => 'ok' });
});

/** The same table with Rails' catch-all route, which may reach any controller. */
export const openRoutes = new RouteSet().draw((r) => {
  r.resources('posts', { only: ['show'] });
  r.match(':controller(/:action(/:id))(.:format)');
});

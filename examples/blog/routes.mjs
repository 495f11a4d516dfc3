// The example blog's routes, as a Rails 6.1 app writes them (the 6.1 profile: updates answer PATCH and PUT and
// forms send PATCH): posts with comments through a concern, a singular profile, an admin namespace.
import { RouteSet } from 'resource-routing';

export function drawRoutes() {
  return new RouteSet({ rails: '6.1' }).draw((r) => {
    r.root('posts#index');
    r.concern('commentable', () => r.resources('comments', { only: ['index', 'create', 'edit', 'update', 'destroy'] }));
    r.resources('posts', { concerns: 'commentable' }, () => {
      r.member(() => r.patch('publish'));
      r.collection(() => r.get('search'));
    });
    r.resource('profile');
    r.namespace('admin', () => {
      r.root('dashboard#show');
      r.resources('posts', { only: ['index', 'edit', 'update', 'destroy'] });
    });
  });
}

export const routes = drawRoutes();

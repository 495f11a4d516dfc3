/**
 * The benchmark's route table and request mix. The table is a typical Rails application's: nested
 * resources with the seven actions, member and collection routes, a namespace or two, a few static pages.
 * Peers get the same table in their own syntax, derived from ours (see `peerRoutes`).
 */

/**
 * Our declaration (block style). `staticSiblings: false` leaves out the static routes that sit beside a
 * param (`/users/new` next to `/users/:id/edit`, `/users/search`): Hono's RegExpRouter refuses those
 * (UnsupportedPathError), so it is timed on that subset only.
 */
export const draw = (r, { staticSiblings = true } = {}) => {
  const without = (options, ...actions) => (staticSiblings ? options : { ...options, except: [...(options.except ?? []), ...actions] });
  r.root({ to: 'pages#home' });
  for (const page of ['about', 'pricing', 'terms', 'privacy', 'health']) r.get(page, { to: `pages#${page}` });
  r.resource('session', { only: ['new', 'create', 'destroy'] });
  r.resources('users', without({}, 'new'), () => {
    r.resources('posts', without({}, 'new'), () => r.resources('comments', without({}, 'new')));
    r.resource('profile');
    r.member(() => r.get('followers'));
    if (staticSiblings) r.collection(() => r.get('search'));
  });
  r.resources('accounts', without({}, 'new'), () =>
    r.resources('projects', without({}, 'new'), () =>
      r.resources('tasks', without({}, 'new'), () =>
        r.member(() => {
          r.put('complete');
          r.put('reopen');
        }),
      ),
    ),
  );
  r.resources('products', without({}, 'new'), () => r.resources('reviews', { only: ['index', 'create'] }));
  r.resources('orders', without({ except: ['destroy'] }, 'new'), () => r.resources('line_items', without({}, 'new')));
  r.namespace('admin', () => {
    r.get('dashboard', { to: 'dashboard#show' });
    r.resources('users', without({}, 'new'));
    r.resources('reports', { only: ['index', 'show'] });
  });
  r.namespace('api', () =>
    r.namespace('v1', () => {
      r.resources('events', { only: ['index', 'show', 'create'] });
      r.resources('webhooks', without({}, 'new'));
    }),
  );
};

/** The tables timed: the full one, and the subset Hono's RegExpRouter takes. */
export const TABLES = {
  'full table': (r) => draw(r),
  'RegExpRouter subset': (r) => draw(r, { staticSiblings: false }),
};

/**
 * The table for routers without optional groups: every route once, `(.:format)` dropped (none of the
 * requests below has a format). A route without verbs is registered for every verb.
 */
export function peerRoutes(routes) {
  return routes.map((route, index) => {
    const path = route.path.replace(/\(\.:format\)$/, '');
    if (path.includes('(')) throw new Error(`bench table: ${route.path} has an optional group peers cannot express`);
    // A copy: route verb lists are shared and frozen, and some routers change the list they are given.
    return { index, verbs: route.verbs.length ? [...route.verbs] : null, path };
  });
}

/** Requests by kind. Every router must give the same answer for each (checked before timing). */
export const KINDS = {
  static: [
    ['GET', '/about'],
    ['GET', '/users'],
    ['GET', '/session/new'],
    ['GET', '/admin/dashboard'],
  ],
  'one param': [
    ['GET', '/users/42'],
    ['PUT', '/products/7'],
    ['GET', '/orders/1001/edit'],
    ['DELETE', '/api/v1/webhooks/9'],
  ],
  nested: [
    ['GET', '/users/42/posts/7/comments/3'],
    ['GET', '/accounts/9/projects/4/tasks/12/edit'],
    ['PUT', '/accounts/9/projects/4/tasks/12/complete'],
    ['POST', '/users/42/posts/7/comments'],
  ],
  miss: [
    ['GET', '/nope'],
    ['GET', '/users/42/unknown'],
    ['GET', '/admin/nothing/here'],
    ['GET', '/api/v2/events'],
  ],
  405: [
    ['POST', '/about'],
    ['PATCH', '/users/42'],
    ['POST', '/users/42/posts/7'],
    ['PUT', '/admin/dashboard'],
  ],
};

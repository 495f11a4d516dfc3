// The example blog as a request handler, so the server and the tests start it the same way.
import { fileURLToPath } from 'node:url';
import { createHandler } from '../../dist/index.js';
import { adminPostsController, dashboardController } from './controllers/admin.mjs';
import { commentsController } from './controllers/comments.mjs';
import { postsController } from './controllers/posts.mjs';
import { profilesController } from './controllers/profiles.mjs';
import { Repository } from './repository.mjs';
import { drawRoutes } from './routes.mjs';
import { JsonStore } from './store.mjs';

export const DEFAULT_DATA_FILE = fileURLToPath(new URL('./data/blog.json', import.meta.url));

/** The blog: its routes, its data and a `node:http` handler. */
export function createBlogApp({ dataFile = DEFAULT_DATA_FILE, development } = {}) {
  const routes = drawRoutes();
  const repo = new Repository(new JsonStore(dataFile));
  const controllers = {
    posts: postsController(repo),
    comments: commentsController(repo),
    profiles: profilesController(repo),
    'admin/dashboard': dashboardController(repo),
    'admin/posts': adminPostsController(repo),
  };
  const handler = createHandler(routes, controllers, development === undefined ? {} : { development });
  return { routes, repo, handler };
}

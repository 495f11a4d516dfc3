// The example blog as a request handler, so the server, the tests and the figures script start it the same way.
import { fileURLToPath } from 'node:url';
import { createFetchHandler } from 'resource-routing/fetch';
import { createHandler } from 'resource-routing/http';
import { adminPostsController, dashboardController } from './controllers/admin.mjs';
import { commentsController } from './controllers/comments.mjs';
import { postsController } from './controllers/posts.mjs';
import { profilesController } from './controllers/profiles.mjs';
import { openDatabase } from './db/database.mjs';
import { migrate } from './db/migrate.mjs';
import { Repository } from './repository.mjs';
import { drawRoutes } from './routes.mjs';
import { errorPage } from './views/errors.mjs';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('./data/pglite/', import.meta.url));

/**
 * The blog: its routes, its database (PGlite in `dataDir`, or the PostgreSQL server at `databaseUrl`),
 * migrated to the latest schema, a `node:http` handler and a fetch handler (`fetchHandler`: Bun, Deno), the same
 * app. `close()` closes the database. Sessions are signed with `sessionSecret`, else SECRET_KEY_BASE, else a
 * secret made for this process.
 */
export async function createBlogApp({ dataDir = DEFAULT_DATA_DIR, databaseUrl, development, sessionSecret } = {}) {
  const routes = drawRoutes();
  const db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  let migrations;
  try {
    migrations = await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const repo = new Repository(db);
  const controllers = {
    posts: postsController(repo),
    comments: commentsController(repo),
    profiles: profilesController(repo),
    'admin/dashboard': dashboardController(repo),
    'admin/posts': adminPostsController(repo),
  };
  const options = {
    ...(development === undefined ? {} : { development }),
    ...(sessionSecret ? { session: { secret: sessionSecret } } : {}),
    renderError: (error) => errorPage(routes, error),
  };
  const handler = createHandler(routes, controllers, options);
  const fetchHandler = createFetchHandler(routes, controllers, options);
  return { routes, db, repo, handler, fetchHandler, migrations, close: () => db.close() };
}

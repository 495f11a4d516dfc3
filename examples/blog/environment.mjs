// The blog as the servers start it (`npm run demo` on node:http, `npm run demo:bun` / `demo:deno`): from the
// environment (BLOG_DATA, DATABASE_URL, SECRET_KEY_BASE), with a development secret kept beside the data.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createBlogApp, DEFAULT_DATA_DIR } from './app.mjs';

/**
 * The secret that signs session cookies in development when SECRET_KEY_BASE is not set: kept beside the data (as
 * Rails' tmp/development_secret.txt), so a restart keeps visitors' sessions and the tokens in pages they have open.
 * Undefined with SECRET_KEY_BASE or in production (the handler reads SECRET_KEY_BASE).
 */
function developmentSecret() {
  if (process.env.SECRET_KEY_BASE || process.env.NODE_ENV === 'production') return undefined;
  const file = `${resolve(process.env.BLOG_DATA ?? DEFAULT_DATA_DIR)}.secret`;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

/** `createBlogApp` with the environment's settings; a database that cannot be opened stops the process, saying why. */
export function blogFromEnvironment() {
  return createBlogApp({
    sessionSecret: developmentSecret(),
    ...(process.env.BLOG_DATA ? { dataDir: process.env.BLOG_DATA } : {}),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  }).catch((error) => {
    console.error(`The blog could not open its database: ${error.message}`);
    process.exit(1);
  });
}

// The secret that signs session cookies in development when SECRET_KEY_BASE is not set: kept beside the data (as
// Rails' tmp/development_secret.txt), so a restart keeps visitors' sessions and the tokens in pages they have open.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from './app.mjs';

/** The development secret; undefined with SECRET_KEY_BASE or in production (the handler reads SECRET_KEY_BASE). */
export function developmentSecret() {
  if (process.env.SECRET_KEY_BASE || process.env.NODE_ENV === 'production') return undefined;
  const file = `${resolve(process.env.BLOG_DATA ?? DEFAULT_DATA_DIR)}.secret`;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

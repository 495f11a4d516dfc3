// Plain SQL migrations, as Rails' schema_migrations: every db/migrations/NNN_name.sql not yet recorded is run,
// in name order, each in its own transaction together with the row that records it. A migration that fails
// leaves no trace, and the app does not start.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any constant: two processes starting against one server take turns instead of both running a migration.
const LOCK_KEY = 7_362_401;

/** The migration files, in the order they run: `001_create_posts.sql` has version `001`. */
export function migrationFiles(dir = MIGRATIONS_DIR) {
  const files = readdirSync(dir)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.split('_')[0], name, file: `${dir}/${name}` }));
  files.forEach((m, i) => {
    if (i > 0 && files[i - 1].version === m.version) throw new Error(`Migrations ${files[i - 1].name} and ${m.name} have the same version ${m.version}`);
  });
  return files;
}

/** Applies the pending migrations; returns the names of those it ran. */
export async function migrate(db, dir = MIGRATIONS_DIR) {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version varchar(32) PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const ran = [];
  for (const migration of migrationFiles(dir)) {
    const applied = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      try {
        await tx.exec(readFileSync(migration.file, 'utf8'));
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${error.message}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (applied) ran.push(migration.name);
  }
  return ran;
}

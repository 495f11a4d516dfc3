// The blog's database: PGlite (PostgreSQL compiled to WebAssembly, in this process, data in a directory) by
// default, so `npm run demo` needs nothing installed or started; a PostgreSQL server through `pg` when a
// postgres:// URL is given. Both speak the same SQL, and the rest of the app sees one small interface:
//   query(sql, params) → rows      exec(sql) runs a script (several statements, no params)
//   transaction(fn)                fn gets the same interface bound to one transaction; a throw rolls back
//   close()
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Opens the database: `url` (postgres://…) for a server, else PGlite in `dataDir` (created when missing). */
export async function openDatabase({ url, dataDir } = {}) {
  if (url) return openServer(url);
  if (!dataDir) throw new Error('openDatabase needs a postgres:// url or a dataDir for the embedded database');
  return openEmbedded(dataDir);
}

// Directories this process has open: a lock file naming our own pid is stale unless listed here (a container
// restarted after kill -9 often gets the same pid again).
const held = new Set();
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * PGlite is PostgreSQL without its postmaster: nothing stops a second process from opening the same directory,
 * and two writers would corrupt it. `<dataDir>.lock` holds the pid of the process that has it open; a lock left
 * by a process that died (kill -9) is taken over.
 */
function lockDirectory(dataDir) {
  const file = `${resolve(dataDir)}.lock`;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const pid = Number(readFileSync(file, 'utf8'));
    if (held.has(file) || (pid !== process.pid && pid > 0 && alive(pid))) {
      throw new Error(`The database in ${dataDir} is open in ${held.has(file) ? 'this process' : `process ${pid}`} (${file}); PGlite allows one process at a time: stop it, or set BLOG_DATA to another directory`);
    }
    rmSync(file, { force: true });
  }
}

async function openEmbedded(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm (trigram indexes for search) is built into a PostgreSQL server; PGlite loads it as an extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDirectory(dataDir);
  let pg;
  try {
    pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    unlock();
    throw error;
  }
  // PGlite runs one statement at a time; its transaction() holds the connection for the whole callback, so
  // other requests' queries wait for it instead of joining the transaction.
  const wrap = (target) => ({
    query: async (sql, params = []) => (await target.query(sql, params)).rows,
    exec: async (sql) => void (await target.exec(sql)),
  });
  return {
    kind: 'pglite',
    dataDir,
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openServer(url) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL ?? 5) });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool:', error.message));
  const wrap = (target) => ({
    query: async (sql, params = []) => (await target.query(sql, params)).rows,
    // Without params, pg uses the simple query protocol, which runs several statements.
    exec: async (sql) => void (await target.query(sql)),
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

// A throwaway embedded PostgreSQL for the in-process benches (readiness-items, users-list,
// media-range): migrated, with the catalog seeded, in a temporary directory that close()
// removes after stopping the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, connect } from '../server/src/db/client';
import { ensureDatabase, startEmbeddedPostgres } from '../server/src/db/embedded';
import { seedCatalog } from '../server/src/db/seed/catalog';

export async function openBenchDatabase(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `crimreview-bench-${name}-`));
  fs.chmodSync(dir, 0o755); // the embedded PostgreSQL runs as its own user when started by root
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, 'pg') });
  const stop = async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ensureDatabase(pg.url('postgres'), 'bench');
    const database = connect(pg.url('bench'), 10);
    await applyMigrations(database);
    await seedCatalog(database.db);
    return {
      dir,
      database,
      async close() {
        await database.close();
        await stop();
      },
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { applyMigrations, connect, type Database } from './client';
import { ensureDatabase, isAlive, passwordFile, startEmbeddedPostgres } from './embedded';

/** Connection details of the embedded cluster of a server that is running on this DATA_DIR. */
function runningClusterUrl(dataDir: string): string | null {
  const dir = path.join(dataDir, 'postgres');
  const pidFile = path.join(dir, 'postmaster.pid');
  const pwFile = passwordFile(dir);
  if (!fs.existsSync(pidFile) || !fs.existsSync(pwFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid)) return null;
  const password = fs.readFileSync(pwFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/crimreview`;
}

/**
 * For command-line tools: the external database, the cluster of a running server, or the
 * embedded cluster started just for this command (and stopped by `close`).
 */
export async function openDatabaseForCli(config: Config): Promise<Database> {
  if (config.databaseUrl) return migrated(connect(config.databaseUrl, 4));
  const running = runningClusterUrl(config.dataDir);
  if (running) return migrated(connect(running, 4));
  const unlock = lockDataDir(config.dataDir);
  const pg = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres') });
  await ensureDatabase(pg.url('postgres'), 'crimreview');
  const database = await migrated(connect(pg.url('crimreview'), 4));
  return {
    ...database,
    close: async () => {
      await database.close();
      await pg.stop();
      unlock();
    },
  };
}

async function migrated(database: Database): Promise<Database> {
  await applyMigrations(database);
  return database;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { createMailer } from '../src/plugins/mailer';
import { createTestDatabase } from './db';

export interface TestContext {
  app: App;
  database: Database;
  db: Database['db'];
  dataDir: string;
  outbox: string;
}

const quiet = { info() {}, error() {} };

/** Builds the app on this file's own database; closed after the file's tests. */
export async function setupTestApp(opts: { webDist?: string } = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-test-data-'));
  const outbox = path.join(dataDir, 'outbox');
  const app = await buildApp({
    db: database.db,
    mailer: createMailer({ from: 'CrimReview <test@crimreview.local>', outboxDir: outbox, log: quiet }),
    publicUrl: 'http://127.0.0.1:3000',
    dataDir,
    databaseKind: 'embedded',
    webDist: opts.webDist ?? path.join(dataDir, 'no-web'),
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database, db: database.db, dataDir, outbox };
}

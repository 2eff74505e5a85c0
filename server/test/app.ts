import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type App, type AppDeps, buildApp } from '../src/app';
import { connect, type Database } from '../src/db/client';
import { createLocalStorage, type Storage } from '../src/modules/media/storage';
import { createTestDatabase } from './db';
import { startTestJobs } from './jobs';

export interface TestContext {
  app: App;
  database: Database;
  db: Database['db'];
  dataDir: string;
  outbox: string;
  /** For a second instance on the same database (s3-storage.test.ts). */
  mailer: AppDeps['mailer'];
}

/** Builds the app on this file's own database; closed after the file's tests. */
export async function setupTestApp(
  opts: {
    webDist?: string;
    trustProxy?: string;
    /** Runs the video processing job (ffmpeg) for uploads, logging to this function. */
    videoProcessing?: { log: (msg: string) => void };
    /** Another storage than DATA_DIR/uploads (s3-storage.test.ts), and a fixed media secret. */
    storage?: Storage;
    mediaSecret?: string;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-test-data-'));
  const outbox = path.join(dataDir, 'outbox');
  const storage = opts.storage ?? createLocalStorage(path.join(dataDir, 'uploads'));
  const vp = opts.videoProcessing;
  const { jobs, mailer } = await startTestJobs(database, {
    outboxDir: outbox,
    ...(vp && {
      storage,
      log: {
        info: vp.log,
        error: (o: unknown, m?: string) => vp.log(`${m}: ${(o as { err?: Error }).err?.message}`),
      },
    }),
  });
  const app = await buildApp({
    db: database.db,
    mailer,
    publicUrl: 'http://127.0.0.1:3000',
    dataDir,
    databaseKind: 'embedded',
    storage,
    ...(vp && { jobs }),
    webDist: opts.webDist ?? path.join(dataDir, 'no-web'),
    trustProxy: opts.trustProxy,
    mediaSecret: opts.mediaSecret,
    // Integration tests share two cores with other test runs: a slow event loop there is not
    // overload, so nothing is shed; load-shedding.test.ts builds its own app to test shedding.
    pressure: { maxEventLoopDelayMs: Number.POSITIVE_INFINITY },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database, db: database.db, dataDir, outbox, mailer };
}

/**
 * A second instance on the first one's database, with its own pool (and so its own caches
 * and LISTEN connection): what another process behind the same load balancer would be.
 * Closed after the file's tests.
 */
export async function setupSecondInstance(first: TestContext): Promise<{ app: App; db: Database['db'] }> {
  const database = connect((first.database as Database & { url: string }).url, 5);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-test-b-'));
  const app = await buildApp({
    db: database.db,
    mailer: { send: async () => ({ queued: true }) },
    publicUrl: 'http://127.0.0.1:3000',
    dataDir,
    databaseKind: 'external',
    webDist: path.join(dataDir, 'no-web'),
    pressure: { maxEventLoopDelayMs: Number.POSITIVE_INFINITY },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db: database.db };
}

import path from 'node:path';
import { type AppDeps, buildApp } from './app';
import type { Config } from './config';
import { applyMigrations, connect } from './db/client';
import { ensureDatabase, startEmbeddedPostgres } from './db/embedded';
import { seed } from './db/seed';
import { lockDataDir } from './lib/data-dir-lock';
import { createLogger } from './lib/logger';
import { videoProcessingJobs } from './modules/courses/video-processing';
import { nightlyBackupJob } from './modules/data/data.service';
import { deckReminderJob } from './modules/deck/deck.service';
import { startJobs } from './modules/jobs/jobs.service';
import { createMailer, mailJob } from './modules/mail/mail.service';
import { chunkStoreIn, chunkSweepJob, storageFor } from './modules/media/media.service';
import { attemptSweepJob } from './modules/practice/attempt-sweeper';
import { ensureFirstAdmin } from './modules/users/first-admin';
import { createMailTransport } from './plugins/mailer';
import { rateLimitPruneJob } from './plugins/rate-limit';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** A database ready for the app: its URL and how to let it go. */
export interface PreparedDatabase {
  url: string;
  kind: 'embedded' | 'external';
  release(): Promise<void>;
}

/**
 * Database (the embedded one in DATA_DIR, or DATABASE_URL) → migrations → first admin → seed:
 * done once per data dir, by the single server or by the primary of APP_WORKERS (cluster.ts).
 */
export async function prepareDatabase(
  config: Config,
  print: (s: string) => void = console.log,
): Promise<PreparedDatabase> {
  const log = createLogger(config.logLevel);
  const cleanups: (() => Promise<void> | void)[] = [];
  const release = async () => {
    for (const fn of cleanups.reverse()) await fn();
  };
  try {
    let url = config.databaseUrl;
    if (!url) {
      cleanups.push(lockDataDir(config.dataDir));
      const pg = await startEmbeddedPostgres({
        dir: path.join(config.dataDir, 'postgres'),
        log: (l) => log.info(l),
      });
      cleanups.push(() => pg.stop());
      await ensureDatabase(pg.url('postgres'), 'crimreview');
      url = pg.url('crimreview');
    }
    const database = connect(url, 2);
    try {
      await applyMigrations(database);
      await ensureFirstAdmin(database.db, {
        email: config.adminEmail,
        password: config.adminPassword,
        print,
      });
      await seed(database.db, {
        demo: config.demo,
        dataDir: config.dataDir,
        storage: await storageFor(config.storageUrl, config.dataDir),
        log: (m) => log.info(m),
        print,
      });
    } finally {
      await database.close();
    }
    return { url, kind: config.databaseUrl ? 'external' : 'embedded', release };
  } catch (err) {
    await release();
    throw err;
  }
}

/** The app on a prepared database: its pool, background jobs and HTTP listener. */
export async function serveApp(
  config: Config,
  database: Pick<PreparedDatabase, 'url' | 'kind'>,
  options: Pick<AppDeps, 'extraRoutes'> = {},
): Promise<RunningServer> {
  const log = createLogger(config.logLevel);
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn();
  };
  try {
    const { db, pool, close } = connect(database.url, config.dbPoolSize);
    cleanups.push(close);
    const storage = await storageFor(config.storageUrl, config.dataDir);
    const transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    });
    const jobLog = { info: (m: string) => log.info(m), error: (o: unknown, m?: string) => log.error(o, m) };
    const jobs = await startJobs({
      pool,
      log: jobLog,
      definitions: [
        mailJob(db, transport),
        attemptSweepJob(db, jobLog),
        deckReminderJob(db),
        rateLimitPruneJob(db),
        nightlyBackupJob(db, config.dataDir, jobLog, storage),
        chunkSweepJob(chunkStoreIn(config.dataDir), jobLog),
        ...videoProcessingJobs({ db, storage, log: jobLog }),
      ],
    });
    cleanups.push(() => jobs.stop());
    const app = await buildApp({
      db,
      mailer: createMailer({ db, jobs, log }),
      jobs,
      storage,
      publicUrl: config.publicUrl,
      dataDir: config.dataDir,
      mediaSecret: config.mediaSecret,
      trustProxy: config.trustProxy,
      databaseKind: database.kind,
      logger: log,
      ...options,
    });
    cleanups.push(() => app.close()); // stops accepting, waits for in-flight requests
    const address = await app.listen({ port: config.port, host: config.host });
    return { url: address, stop: cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** One process: the database prepared, then the app on it. */
export async function startServer(
  config: Config,
  print: (s: string) => void = console.log,
  options: Pick<AppDeps, 'extraRoutes'> = {},
): Promise<RunningServer> {
  const database = await prepareDatabase(config, print);
  try {
    const app = await serveApp(config, database, options);
    return {
      url: app.url,
      stop: async () => {
        await app.stop();
        await database.release();
      },
    };
  } catch (err) {
    await database.release();
    throw err;
  }
}

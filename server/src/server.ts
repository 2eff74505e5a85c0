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

/** Database (embedded or external) → migrations → seed → first admin → HTTP. */
export async function startServer(
  config: Config,
  print: (s: string) => void = console.log,
  options: Pick<AppDeps, 'extraRoutes'> = {},
): Promise<RunningServer> {
  const log = createLogger(config.logLevel);
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => {
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
    const database = connect(url, config.dbPoolSize);
    cleanups.push(() => database.close());
    await applyMigrations(database);
    await ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword, print });
    const storage = await storageFor(config.storageUrl, config.dataDir);
    await seed(database.db, {
      demo: config.demo,
      dataDir: config.dataDir,
      storage,
      log: (m) => log.info(m),
      print,
    });

    const transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    });
    const jobLog = { info: (m: string) => log.info(m), error: (o: unknown, m?: string) => log.error(o, m) };
    const jobs = await startJobs({
      pool: database.pool,
      log: jobLog,
      definitions: [
        mailJob(database.db, transport),
        attemptSweepJob(database.db, jobLog),
        deckReminderJob(database.db),
        rateLimitPruneJob(database.db),
        nightlyBackupJob(database.db, config.dataDir, jobLog, storage),
        chunkSweepJob(chunkStoreIn(config.dataDir), jobLog),
        ...videoProcessingJobs({ db: database.db, storage, log: jobLog }),
      ],
    });
    cleanups.push(() => jobs.stop());
    const app = await buildApp({
      db: database.db,
      mailer: createMailer({ db: database.db, jobs, log }),
      jobs,
      storage,
      publicUrl: config.publicUrl,
      dataDir: config.dataDir,
      mediaSecret: config.mediaSecret,
      trustProxy: config.trustProxy,
      databaseKind: config.databaseUrl ? 'external' : 'embedded',
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

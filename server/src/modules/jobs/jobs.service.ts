/**
 * Background and scheduled work (design.md §1): pg-boss 10 on the app's own PostgreSQL, so
 * a job runs once across every instance, survives restarts and is retried when it fails.
 * Each module declares its jobs as `JobDefinition`s; `startJobs` creates their queues,
 * schedules and workers. Requests only ever `send` — they never wait for a job.
 */

import type pg from 'pg';
import PgBoss from 'pg-boss';

export interface JobLog {
  info(msg: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface JobDefinition<T extends object = object> {
  /** Queue name, `<module>.<verb>`, e.g. `mail.deliver`. */
  name: string;
  handler: (data: T, job: JobContext) => Promise<void>;
  /** Cron (minute resolution, Asia/Manila) for scheduled work; the job is then created once per slot. */
  cron?: string;
  /** Retries with exponential backoff before the job fails for good. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Longest a single run may take before another worker may retry it. */
  expireInSeconds?: number;
  /**
   * `singleton`: never two runs at once (e.g. a sweep); `stately`: per `singletonKey` at most
   * one job waiting and one running (work on one record); default `standard`.
   */
  policy?: 'standard' | 'singleton' | 'stately';
}

export interface JobContext {
  id: string;
  retryCount: number;
  retryLimit: number;
  /** Queues another job (a sweep queuing the work it found). */
  send: Jobs['send'];
}

export interface JobsOptions {
  pool: pg.Pool;
  /** Each module's jobs (`JobDefinition<never>` accepts a definition of any data type). */
  definitions: JobDefinition<never>[];
  log: JobLog;
  /** How often idle workers look for new jobs; a `send` on this instance wakes its worker at once. */
  pollingIntervalSeconds?: number;
  /** Cron schedules and pg-boss maintenance; off in tests that build many apps. */
  schedules?: boolean;
}

export interface Jobs {
  send<T extends object>(
    name: string,
    data: T,
    options?: { startAfterSeconds?: number; singletonKey?: string },
  ): Promise<string | null>;
  stop(): Promise<void>;
}

export const JOBS_SCHEMA = 'pgboss';

/** pg-boss on our pool: no second connection pool, and it reconnects when the pool does. */
export function createBoss(pool: pg.Pool, extra: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  return new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOBS_SCHEMA,
    ...extra,
  });
}

export async function startJobs(opts: JobsOptions): Promise<Jobs> {
  const schedules = opts.schedules ?? true;
  const boss = createBoss(opts.pool, {
    schedule: schedules,
    supervise: schedules,
    // Completed jobs are kept a day for diagnosis, then deleted.
    deleteAfterDays: 1,
  });
  boss.on('error', (err) => opts.log.error({ err }, 'jobs: pg-boss error'));
  await boss.start();

  const workers = new Map<string, string>();
  const send: Jobs['send'] = async (name, data, options = {}) => {
    const id = await boss.send(name, data, {
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
    const worker = workers.get(name);
    if (worker && !options.startAfterSeconds) boss.notifyWorker(worker);
    return id;
  };
  for (const def of opts.definitions) {
    await boss.createQueue(def.name, {
      name: def.name,
      policy: def.policy ?? 'standard',
      retryLimit: def.retryLimit ?? 3,
      retryDelay: def.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: def.expireInSeconds ?? 15 * 60,
    });
    const id = await boss.work<object>(
      def.name,
      { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        try {
          await def.handler(job.data as never, {
            id: job.id,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            send,
          });
        } catch (err) {
          opts.log.error({ err, job: def.name }, `jobs: ${def.name} failed (try ${job.retryCount + 1})`);
          throw err;
        }
      },
    );
    workers.set(def.name, id);
    if (def.cron && schedules) await boss.schedule(def.name, def.cron, {}, { tz: 'Asia/Manila' });
  }

  return {
    send,
    async stop() {
      // Lets running jobs finish (up to 20 s); what remains is retried by another instance.
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}

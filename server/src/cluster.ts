/**
 * APP_WORKERS > 1: the app in that many processes sharing one port (node:cluster), so that both
 * CPUs of a small machine serve requests. Measured during an exam's synchronized start
 * (bench/README.md, "Issue 17, third pass"): the single app thread was the bottleneck at 1.0
 * CPU while PostgreSQL used 0.35 and the second CPU sat half idle.
 *
 * The primary owns the data dir: its lock, the embedded PostgreSQL, migrations and seed
 * (server.ts prepareDatabase), done once. Each worker is an ordinary instance on that database
 * (server.ts serveApp): sessions, limits, notifications, jobs and the deadline sweeper already
 * run correctly across instances (they share state through PostgreSQL only). A worker that
 * dies is replaced; when the primary stops, the workers finish their requests first, then the
 * database stops; a worker whose primary is gone (kill -9) stops by itself.
 */
import cluster, { type Worker } from 'node:cluster';
import type { AppDeps } from './app';
import type { Config } from './config';
import { type PreparedDatabase, prepareDatabase, type RunningServer, serveApp } from './server';

/** How a worker learns the primary's database (not configuration a user sets). */
const DATABASE_ENV = 'CRIMREVIEW_WORKER_DATABASE';
const RESTART_DELAY_MS = 1000;

type WorkerMessage = { type: 'ready'; url: string } | { type: 'failed'; message: string };

export const isClusterWorker = () => cluster.isWorker && Boolean(process.env[DATABASE_ENV]);

/** In a worker: serve the app on the primary's database and report to the primary. */
export async function runWorker(config: Config, options: Pick<AppDeps, 'extraRoutes'>): Promise<void> {
  const database = JSON.parse(process.env[DATABASE_ENV]!) as Pick<PreparedDatabase, 'url' | 'kind'>;
  let server: RunningServer;
  try {
    server = await serveApp(config, database, options);
  } catch (err) {
    process.send?.({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  }
  process.send?.({ type: 'ready', url: server.url } satisfies WorkerMessage);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('disconnect', () => void stop()); // the primary is gone
}

/** In the primary: prepare the database, start the workers, resolve once all of them listen. */
export async function startCluster(config: Config, print: (s: string) => void): Promise<RunningServer> {
  const database = await prepareDatabase(config, print);
  const env = { [DATABASE_ENV]: JSON.stringify({ url: database.url, kind: database.kind }) };
  let stopping = false;
  const live = new Set<Worker>();

  const fork = () =>
    new Promise<string>((resolve, reject) => {
      const worker = cluster.fork(env);
      live.add(worker);
      worker.on('message', (m: WorkerMessage) => {
        if (m.type === 'ready') resolve(m.url);
        else reject(new Error(m.message));
      });
      worker.on('exit', (code) => {
        live.delete(worker);
        reject(new Error(`worker exited with code ${code} before it was ready`));
        if (stopping) return;
        console.error(`App worker ${worker.process.pid} exited (code ${code}): starting another`);
        setTimeout(() => {
          if (!stopping) fork().catch((e: Error) => console.error(`App worker failed: ${e.message}`));
        }, RESTART_DELAY_MS).unref();
      });
    });

  const stop = async () => {
    stopping = true;
    const exits = [...live].map((w) => new Promise<void>((resolve) => w.once('exit', () => resolve())));
    for (const w of live) w.process.kill('SIGTERM');
    await Promise.all(exits);
    await database.release();
  };

  try {
    // One after the other: two instances installing the job queue's schema at once deadlock.
    let url = '';
    for (let i = 0; i < config.appWorkers; i++) url = await fork();
    return { url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

import { isClusterWorker, runWorker, startCluster } from './cluster';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './lib/data-dir-lock';
import { startServer } from './server';

/**
 * The process around the server: reads the configuration, starts, prints the ready line and
 * stops cleanly on SIGINT/SIGTERM. `main.ts` runs it for the product; the benchmark's own
 * entry (`bench/serve.ts`) runs it with extra routes. With APP_WORKERS > 1 this process is the
 * cluster's primary and each worker runs this same entry (cluster.ts).
 */
export async function runServer(options: Parameters<typeof startServer>[2] = {}) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }

  if (isClusterWorker()) return runWorker(config, options);

  const started = Date.now();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server =
      config.appWorkers > 1
        ? await startCluster(config, console.log)
        : await startServer(config, console.log, options);
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      process.exit(3);
    }
    console.error('CrimReview failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  }
  console.log(
    `CrimReview is ready on ${server.url} (started in ${((Date.now() - started) / 1000).toFixed(1)} s${config.appWorkers > 1 ? `, ${config.appWorkers} app workers` : ''})`,
  );

  // Ctrl-C in a terminal reaches the server twice (from the terminal and forwarded by npm):
  // a second signal while stopping is expected and changes nothing. If stopping ever takes
  // longer than 10 s, the process exits anyway (PostgreSQL recovers on the next start).
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests and stopping PostgreSQL…`);
    setTimeout(() => {
      console.error('Could not stop within 10 s: exiting anyway');
      process.exit(1);
    }, 10_000).unref();
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

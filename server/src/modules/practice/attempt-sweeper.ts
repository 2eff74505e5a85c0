/**
 * Finalises abandoned attempts: every `intervalMs` the overdue attempts (deadline plus
 * grace passed, learner never came back) are graded from the answers saved in time.
 * Rows are taken with FOR UPDATE SKIP LOCKED, so several instances may sweep together.
 */
import type { Db } from '../../db/client';
import { sweepOverdue } from './grading';

export interface SweeperOptions {
  intervalMs?: number;
  batch?: number;
  log?: { info(msg: string): void; error(obj: unknown, msg?: string): void };
}

export interface Sweeper {
  /** One sweep until nothing is overdue; returns how many attempts were finalised. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startAttemptSweeper(db: Db, opts: SweeperOptions = {}): Sweeper {
  const batch = opts.batch ?? 100;
  let running: Promise<number> | null = null;
  let stopped = false;

  const runOnce = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const n = await sweepOverdue(db, batch);
      total += n;
      if (n < batch || stopped) return total;
    }
  };

  const tick = () => {
    if (running || stopped) return;
    running = runOnce()
      .then((n) => {
        if (n > 0) opts.log?.info(`attempt sweeper: finalised ${n} overdue attempt(s)`);
        return n;
      })
      .catch((err) => {
        opts.log?.error({ err }, 'attempt sweeper failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(tick, opts.intervalMs ?? 30_000);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}

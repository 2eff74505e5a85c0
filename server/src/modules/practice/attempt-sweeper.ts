/**
 * Finalises abandoned attempts: overdue attempts (deadline plus grace passed, learner never
 * came back) are graded from the answers saved in time. Runs as the `practice.sweep` job
 * every minute, once across instances (pg-boss schedule, singleton queue); rows are also
 * taken with FOR UPDATE SKIP LOCKED, so two sweeps never grade the same attempt. A learner
 * who comes back before the sweep has their attempt graded on the spot (tests.service).
 */
import type { Db } from '../../db/client';
import type { JobDefinition } from '../jobs/jobs.service';
import { sweepOverdue } from './grading';

/** Sweeps until nothing is overdue; returns how many attempts were finalised. */
export async function sweepOverdueAttempts(db: Db, batch = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await sweepOverdue(db, batch);
    total += n;
    if (n < batch) return total;
  }
}

export function attemptSweepJob(db: Db, log: { info(msg: string): void }): JobDefinition {
  return {
    name: 'practice.sweep',
    cron: '* * * * *',
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 300,
    async handler() {
      const n = await sweepOverdueAttempts(db);
      if (n > 0) log.info(`attempt sweeper: finalised ${n} overdue attempt(s)`);
    },
  };
}

/**
 * Grading from the stored key (decisions.md "Practice tests"): the answers saved in time
 * are copied onto the questions drawn for the attempt, the score is computed here, and the
 * test locks for the learner. Idempotent: a graded attempt is never graded again.
 */
import { LIMITS } from '@core/catalog';
import { scorePercent, timeUsedSeconds } from '@core/rules/scoring';
import type { Db, Executor } from '../../db/client';
import { recordCompletion } from '../access/access.service';
import { addMissedQuestions } from '../deck/deck.service';
import { forgetAttemptQuestions } from './attempt-questions';
import * as q from './attempts.queries';

export const GRACE_SECONDS = LIMITS.submitGraceSeconds;

/** True once the deadline and the grace for latency have passed. */
export function isPastGrace(a: Pick<q.AttemptRow, 'deadlineAt'>, now = new Date()): boolean {
  return now.getTime() > new Date(a.deadlineAt).getTime() + GRACE_SECONDS * 1000;
}

/** Grades an attempt the caller holds locked FOR UPDATE in `tx`. */
export async function gradeLocked(tx: Executor, a: q.AttemptRow, auto: boolean): Promise<q.AttemptRow> {
  if (a.status === 'submitted') return a;
  const marks = await q.gradeSnapshot(tx, a.id);
  const correct = marks.filter((m) => m.isCorrect).length;
  const now = new Date();
  const deadline = new Date(a.deadlineAt);
  const score = scorePercent(correct, a.totalQuestions);
  const graded = await q.markSubmitted(tx, a.id, {
    score,
    correctAnswers: correct,
    timeUsedSeconds: timeUsedSeconds(new Date(a.startedAt), deadline, now),
    submittedAt: now < deadline ? now : deadline,
    autoSubmitted: auto,
  });
  // A practice test locks once done; a mock sitting is no test of the catalog and locks nothing.
  if (a.kind === 'practice') await recordCompletion(tx, a.userId, a.testId, score);
  // Every question answered wrong goes into the learner's review deck, in the same transaction.
  const missed = marks.filter((m) => !m.isCorrect).map((m) => m.questionId);
  await addMissedQuestions(tx, a.userId, missed, now);
  return graded;
}

/** Grades one attempt unless it is already graded; safe against concurrent submits. */
export async function finalizeAttempt(db: Db, id: string, auto: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const a = await q.lockAttempt(tx, id, 'update');
    if (a && a.status === 'in_progress') await gradeLocked(tx, a, auto);
  });
  forgetAttemptQuestions(id);
}

/** Finalises this learner's attempts whose time ran out (before reading tests or results). */
export async function finalizeOverdueFor(db: Db, userId: string): Promise<void> {
  const ids = await q.overdueAttemptIdsOf(db, userId, GRACE_SECONDS);
  for (const id of ids) await finalizeAttempt(db, id, true);
}

/**
 * One sweep over abandoned attempts: up to `batch` overdue attempts are locked with
 * SKIP LOCKED (so several instances can sweep at once) and graded. Returns how many.
 */
export async function sweepOverdue(db: Db, batch = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await q.lockOverdueBatch(tx, GRACE_SECONDS, batch);
    for (const a of rows) await gradeLocked(tx, a, true);
    return rows.length;
  });
}

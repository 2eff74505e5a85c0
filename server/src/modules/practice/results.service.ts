import type { TestResultDetail, TestResultsResponse } from '@core/schemas/practice';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findQuestions } from '../question-bank/question-bank.service';
import * as attempts from './attempts.queries';
import { finalizeOverdueFor } from './grading';
import { presentDetail, presentSummary } from './practice.presenter';
import * as q from './results.queries';

/** GET /test-results/{id}: the caller's own graded attempt, with the review of every question. */
export async function getResultDetail(db: Executor, userId: string, id: string): Promise<TestResultDetail> {
  const a = await attempts.findAttempt(db, id, userId);
  if (a?.status !== 'submitted') throw notFound('Test result not found');
  const snapshot = await attempts.loadSnapshot(db, a.id);
  // The citation is the bank's current one (not in the attempt's copy): a source added or
  // corrected later helps the review too; a question removed since has none.
  const bank = await findQuestions(
    db,
    snapshot.map((r) => r.questionId),
  );
  return presentDetail(a, snapshot, new Map(bank.map((b) => [b.id, b.citation])));
}

export async function listResults(
  db: Db,
  userId: string,
  limit: number,
  boardArea?: string,
): Promise<TestResultsResponse> {
  await finalizeOverdueFor(db, userId); // a result whose time ran out belongs in the list
  const [rows, statistics] = await Promise.all([
    q.listSubmitted(db, userId, limit, boardArea),
    q.resultStatistics(db, userId),
  ]);
  return { test_results: rows.map(presentSummary), statistics };
}

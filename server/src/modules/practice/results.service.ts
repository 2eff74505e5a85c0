import type { TestResultDetail, TestResultsResponse } from '@core/schemas/practice';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import * as attempts from './attempts.queries';
import { finalizeOverdueFor } from './grading';
import { presentDetail, presentSummary } from './practice.presenter';
import * as q from './results.queries';

/** GET /test-results/{id}: the caller's own graded attempt, with the review of every question. */
export async function getResultDetail(db: Executor, userId: string, id: string): Promise<TestResultDetail> {
  const a = await attempts.findAttempt(db, id, userId);
  if (a?.status !== 'submitted') throw notFound('Test result not found');
  return presentDetail(a, await attempts.loadSnapshot(db, a.id));
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

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { questionReports } from '../../db/schema/question-reports';

export type ReportRow = typeof questionReports.$inferSelect;
type Status = ReportRow['status'];
type Reason = ReportRow['reason'];

/** The new report, or null when the learner already has an open one on this question. */
export async function insertReport(
  db: Executor,
  r: { userId: string; questionId: string; reason: Reason; comment: string | null },
): Promise<ReportRow | null> {
  const [row] = await db.insert(questionReports).values(r).onConflictDoNothing().returning();
  return row ?? null;
}

const reasonCount = (reason: Reason) =>
  sql<number>`(count(*) filter (where ${questionReports.reason} = ${reason}))::int`;

/** Reported questions with reports of this status, the most reported first. */
export async function reportedQuestions(db: Executor, status: Status, page: number, limit: number) {
  const where = eq(questionReports.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        questionId: questionReports.questionId,
        reports: sql<number>`count(*)::int`,
        wrong_key: reasonCount('wrong_key'),
        unclear: reasonCount('unclear'),
        outdated_law: reasonCount('outdated_law'),
        typo: reasonCount('typo'),
        latestAt: sql<Date>`max(${questionReports.createdAt})`.mapWith((v) => new Date(v)),
      })
      .from(questionReports)
      .where(where)
      .groupBy(questionReports.questionId)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${questionReports.createdAt})`), questionReports.questionId)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(distinct ${questionReports.questionId})::int` })
      .from(questionReports)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every report on a question, newest first. */
export function reportsOn(db: Executor, questionId: string): Promise<ReportRow[]> {
  return db
    .select()
    .from(questionReports)
    .where(eq(questionReports.questionId, questionId))
    .orderBy(desc(questionReports.createdAt));
}

/** Closes every open report on the question; returns the closed rows (their reporters). */
export function closeOpen(
  db: Executor,
  questionId: string,
  set: { status: Exclude<Status, 'open'>; note: string | null; adminId: string },
): Promise<ReportRow[]> {
  return db
    .update(questionReports)
    .set({ status: set.status, resolutionNote: set.note, resolvedBy: set.adminId, resolvedAt: sql`now()` })
    .where(and(eq(questionReports.questionId, questionId), eq(questionReports.status, 'open')))
    .returning();
}

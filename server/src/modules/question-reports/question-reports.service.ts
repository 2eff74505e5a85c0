/**
 * Reporting a question (issue 18 item 6). A learner reports a question they answered in one of
 * their own graded attempts; administrators see the reported questions with counts per reason
 * and the item statistics, and resolve (the reporters are notified in the bell) or dismiss all
 * open reports of a question at once, with an audit entry.
 */
import type {
  closeReportsResponseSchema,
  createReportBodySchema,
  ReportDetail,
  ReportList,
  reportListQuery,
  reportSchema,
} from '@core/schemas/question-reports';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit/audit.service';
import { statsOf } from '../item-analysis/item-analysis.service';
import { notifyUsers } from '../notifications/notifications.service';
import * as practice from '../practice/practice.service';
import { findQuestions } from '../question-bank/question-bank.service';
import { type UserRow, usersByIds } from '../users/users.service';
import { presentDetail, presentReport, presentReportedQuestion } from './question-reports.presenter';
import * as q from './question-reports.queries';

export const NOT_YOURS = 'You can report only questions from your own graded tests';
export const ALREADY_REPORTED = 'You already reported this question; an administrator will look at it';

export async function createReport(
  db: Db,
  user: UserRow,
  body: z.infer<typeof createReportBodySchema>,
): Promise<z.infer<typeof reportSchema>> {
  if (!(await practice.answeredInGraded(db, user.id, body.question_id))) throw forbidden(NOT_YOURS);
  const row = await q.insertReport(db, {
    userId: user.id,
    questionId: body.question_id,
    reason: body.reason,
    comment: body.comment || null,
  });
  if (!row) throw conflict(ALREADY_REPORTED);
  return presentReport(row);
}

export async function listReported(db: Db, query: z.infer<typeof reportListQuery>): Promise<ReportList> {
  const { rows, total } = await q.reportedQuestions(db, query.status, query.page, query.limit);
  const ids = rows.map((r) => r.questionId);
  const [questions, stats] = await Promise.all([findQuestions(db, ids), statsOf(db, ids)]);
  const byId = new Map(questions.map((x) => [x.id, x]));
  return {
    items: rows.map((r) => presentReportedQuestion(r, byId.get(r.questionId), stats.get(r.questionId)!)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

export async function reportDetail(db: Db, questionId: string): Promise<ReportDetail> {
  if (!isUuid(questionId)) throw notFound('No reports on this question');
  const reports = await q.reportsOn(db, questionId);
  if (reports.length === 0) throw notFound('No reports on this question');
  const [[question], stats, reporters] = await Promise.all([
    findQuestions(db, [questionId]),
    statsOf(db, [questionId]),
    usersByIds(db, [...new Set(reports.map((r) => r.userId))]),
  ]);
  const names = new Map(reporters.map((u) => [u.id, u.name]));
  return presentDetail(questionId, reports, question, stats.get(questionId)!, names);
}

type Closed = z.infer<typeof closeReportsResponseSchema>;

/** Resolves every open report of the question; each reporter gets the note in the bell. */
export async function resolveReports(
  db: Db,
  admin: UserRow,
  questionId: string,
  note: string,
): Promise<Closed> {
  return close(db, admin, questionId, 'resolved', note);
}

/** Dismisses every open report of the question (no change was needed); nobody is notified. */
export async function dismissReports(
  db: Db,
  admin: UserRow,
  questionId: string,
  note?: string,
): Promise<Closed> {
  return close(db, admin, questionId, 'dismissed', note || null);
}

async function close(
  db: Db,
  admin: UserRow,
  questionId: string,
  status: 'resolved' | 'dismissed',
  note: string | null,
): Promise<Closed> {
  if (!isUuid(questionId)) throw notFound('No reports on this question');
  return db.transaction(async (tx) => {
    const closed = await q.closeOpen(tx, questionId, { status, note, adminId: admin.id });
    if (closed.length === 0) throw conflict('This question has no open reports');
    const reporters = [...new Set(closed.map((r) => r.userId))];
    if (status === 'resolved') {
      const [question] = await findQuestions(tx, [questionId]);
      await notifyUsers(tx, reporters, {
        type: 'question_report_resolved',
        title: 'Your question report was resolved',
        message: `${question ? `“${clip(question.question)}”: ` : ''}${note}`,
        metadata: { question_id: questionId },
      });
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: `question_reports.${status === 'resolved' ? 'resolve' : 'dismiss'}`,
      target: { type: 'question', id: questionId },
      reason: note,
      details: { reports: closed.map((r) => r.id), reporters: reporters.length },
    });
    return { closed: closed.length, notified: status === 'resolved' ? reporters.length : 0 };
  });
}

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

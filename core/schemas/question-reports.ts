/** Reporting a question (issue 18 item 6): learners report, administrators resolve or dismiss. */
import { z } from 'zod';
import { pageInfoSchema, paginationQuery } from './common';
import { itemStatsSchema } from './item-analysis';

export const REPORT_REASONS = ['wrong_key', 'unclear', 'outdated_law', 'typo'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  wrong_key: 'Wrong answer key',
  unclear: 'Unclear question',
  outdated_law: 'Outdated law',
  typo: 'Typo',
};
export const REPORT_COMMENT_MAX = 1000;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

const note = z.string().trim().max(REPORT_COMMENT_MAX, `At most ${REPORT_COMMENT_MAX} characters`);

/** POST /question-reports */
export const createReportBodySchema = z.object({
  question_id: z.string().uuid('Unknown question'),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  comment: note.optional(),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;

export const reportSchema = z.object({
  id: z.string(),
  question_id: z.string(),
  reason: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
});

const reasonCounts = z.object({
  wrong_key: z.number().int(),
  unclear: z.number().int(),
  outdated_law: z.number().int(),
  typo: z.number().int(),
});

/** A reported question as the content manager lists it: counts per reason and its statistics. */
export const reportedQuestionSchema = z.object({
  question_id: z.string(),
  question: z.string(),
  topic: z.string().nullable(),
  correct_answer: z.string(),
  deleted: z.boolean(),
  reports: z.number().int(),
  reasons: reasonCounts,
  latest_at: z.string(),
  stats: itemStatsSchema,
});
export type ReportedQuestion = z.infer<typeof reportedQuestionSchema>;

export const reportListQuery = paginationQuery.extend({ status: z.enum(REPORT_STATUSES).default('open') });
export const reportListSchema = pageInfoSchema.extend({ items: z.array(reportedQuestionSchema) });
export type ReportList = z.infer<typeof reportListSchema>;

/** GET /admin/question-reports/questions/:id: the question as the bank holds it, and each report. */
export const reportDetailSchema = reportedQuestionSchema.extend({
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  explanation: z.string().nullable(),
  citation: z.string().nullable(),
  items: z.array(
    reportSchema.extend({
      reporter: z.string(),
      resolution_note: z.string().nullable(),
      resolved_at: z.string().nullable(),
    }),
  ),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** Resolve needs a note (the reporters read it); dismiss may go without. */
export const resolveReportsBodySchema = z.object({ note: note.min(1, 'Write what was done') });
export const dismissReportsBodySchema = z.object({ note: note.optional() });
export const closeReportsResponseSchema = z.object({ closed: z.number().int(), notified: z.number().int() });

import { toIso } from '@core/rules/time';
import type { ItemStatsOut } from '@core/schemas/item-analysis';
import type { ReportDetail, ReportedQuestion } from '@core/schemas/question-reports';
import type { QuestionRow } from '../question-bank/question-bank.service';
import type { ReportRow } from './question-reports.queries';

export function presentReport(r: ReportRow) {
  return {
    id: r.id,
    question_id: r.questionId,
    reason: r.reason,
    comment: r.comment,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  };
}

interface Counts {
  questionId: string;
  reports: number;
  wrong_key: number;
  unclear: number;
  outdated_law: number;
  typo: number;
  latestAt: Date;
}

export function presentReportedQuestion(
  c: Counts,
  question: QuestionRow | undefined,
  stats: ItemStatsOut,
): ReportedQuestion {
  return {
    question_id: c.questionId,
    question: question?.question ?? '',
    topic: question?.topic ?? null,
    correct_answer: question?.correctAnswer ?? '',
    deleted: !question || question.deletedAt !== null,
    reports: c.reports,
    reasons: { wrong_key: c.wrong_key, unclear: c.unclear, outdated_law: c.outdated_law, typo: c.typo },
    latest_at: c.latestAt.toISOString(),
    stats,
  };
}

/** Counts over the open reports (all reports once none is open). */
export function presentDetail(
  questionId: string,
  reports: ReportRow[],
  question: QuestionRow | undefined,
  stats: ItemStatsOut,
  names: Map<string, string>,
): ReportDetail {
  const open = reports.filter((r) => r.status === 'open');
  const counted = open.length ? open : reports;
  const count = (reason: ReportRow['reason']) => counted.filter((r) => r.reason === reason).length;
  return {
    ...presentReportedQuestion(
      {
        questionId,
        reports: counted.length,
        wrong_key: count('wrong_key'),
        unclear: count('unclear'),
        outdated_law: count('outdated_law'),
        typo: count('typo'),
        latestAt: reports[0]!.createdAt,
      },
      question,
      stats,
    ),
    options: {
      A: question?.optionA ?? '',
      B: question?.optionB ?? '',
      C: question?.optionC ?? '',
      D: question?.optionD ?? '',
    },
    explanation: question?.explanation ?? null,
    citation: question?.citation ?? null,
    items: reports.map((r) => ({
      ...presentReport(r),
      reporter: names.get(r.userId) ?? 'Deleted account',
      resolution_note: r.resolutionNote,
      resolved_at: toIso(r.resolvedAt),
    })),
  };
}

import { testIdOf } from '@core/catalog';
import { type ItemStats, itemStats } from '@core/rules/item-stats';
import type { ItemRow, ItemStatsOut } from '@core/schemas/item-analysis';
import type { TallyRow } from '../practice/practice.service';
import type { QuestionRow } from '../question-bank/question-bank.service';

export function presentStats(s: ItemStats): ItemStatsOut {
  return s.sufficient
    ? {
        responses: s.responses,
        sufficient: true,
        facility: s.facility,
        discrimination: s.discrimination,
        choice_shares: s.choiceShares,
        omitted_share: s.omittedShare,
        unused_distractors: s.unusedDistractors,
        flags: s.flags,
      }
    : {
        responses: s.responses,
        sufficient: false,
        facility: null,
        discrimination: null,
        choice_shares: null,
        omitted_share: null,
        unused_distractors: [],
        flags: [],
      };
}

/** A question with no graded response yet has nothing to analyse. */
export const NO_RESPONSES: ItemStatsOut = presentStats({ sufficient: false, responses: 0 });

export function presentItem(t: TallyRow, question: QuestionRow | undefined, stats = itemStats(t)): ItemRow {
  return {
    question_id: t.questionId,
    question: question?.question ?? '',
    topic: question?.topic ?? null,
    test_id: t.testId,
    board_area: question?.boardAreaId ?? '',
    subject_index: question?.subjectIndex ?? 0,
    difficulty: question?.difficulty ?? '',
    correct_answer: t.key,
    deleted: !question || question.deletedAt !== null,
    stats: presentStats(stats),
  };
}

/** A question of the bank that no graded attempt drew yet. */
export function presentUnanswered(question: QuestionRow): ItemRow {
  return {
    question_id: question.id,
    question: question.question,
    topic: question.topic,
    test_id: testIdOf(question.boardAreaId, question.subjectIndex, question.difficulty),
    board_area: question.boardAreaId,
    subject_index: question.subjectIndex,
    difficulty: question.difficulty,
    correct_answer: question.correctAnswer,
    deleted: question.deletedAt !== null,
    stats: NO_RESPONSES,
  };
}

const pct = (v: number | null) => (v === null ? '' : (v * 100).toFixed(1));
const num = (v: number | null) => (v === null ? '' : v.toFixed(3));

export const CSV_HEADER = [
  'Question ID',
  'Test',
  'Topic',
  'Question',
  'Key',
  'Responses',
  'Facility %',
  'Discrimination (point-biserial)',
  'A %',
  'B %',
  'C %',
  'D %',
  'Unanswered %',
  'Flags',
];

/** One CSV row; escaping is toCsv's (core/rules/csv.ts). */
export function csvRow(r: ItemRow): (string | number)[] {
  const s = r.stats;
  const share = (l: 'A' | 'B' | 'C' | 'D') => pct(s.choice_shares?.[l] ?? null);
  return [
    r.question_id,
    r.test_id,
    r.topic ?? '',
    r.question,
    r.correct_answer,
    s.responses,
    s.sufficient ? pct(s.facility) : `not enough responses (${s.responses})`,
    num(s.discrimination),
    share('A'),
    share('B'),
    share('C'),
    share('D'),
    pct(s.omitted_share),
    s.flags.join(' '),
  ];
}

import { DIFFICULTY_LEVELS, testIdOf } from '@core/catalog';
import type { AnswerLetter } from '@core/rules/scoring';
import { toIso } from '@core/rules/time';
import type { AdminQuestion } from '@core/schemas/question-bank';
import type { QuestionRow } from './question-bank.queries';

/** 'Remembering Questions' for basic (admin spec §3 "Difficulty levels"). */
export function difficultyDescription(difficulty: string): string {
  const level = DIFFICULTY_LEVELS.find((d) => d.id === difficulty);
  return level ? `${level.level_label} Questions` : '';
}

/** A question as administrators edit it (with its key); `subject` is the catalog's name. */
export function presentAdminQuestion(row: QuestionRow, subject: string | null): AdminQuestion {
  const all = { A: row.optionA, B: row.optionB, C: row.optionC, D: row.optionD };
  return {
    id: row.id,
    _id: row.id,
    board_area: row.boardAreaId,
    subject,
    subject_index: row.subjectIndex,
    difficulty_level: row.difficulty,
    test_id: testIdOf(row.boardAreaId, row.subjectIndex, row.difficulty),
    category: subject ?? '',
    description: difficultyDescription(row.difficulty),
    question: row.question,
    options: [all.A, all.B, all.C, all.D],
    all_options: all,
    correct_answer: row.correctAnswer as AnswerLetter,
    explanation: row.explanation,
    ai_explanation: row.aiExplanation,
    topic: row.topic,
    citation: row.citation,
    points: row.points,
    author_id: row.authorId,
    created_at: toIso(row.createdAt),
    updated_at: toIso(row.updatedAt),
  };
}

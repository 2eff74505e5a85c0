/** Test data for the question bank and the tests drawn from it: pools with a known key. */
import { ANSWER_LETTERS } from '@core/rules/scoring';
import type { Db } from '../../db/client';
import { insertQuestions, type QuestionRow } from './question-bank.queries';

export interface PoolSpec {
  boardArea?: string;
  subjectIndex?: number;
  difficulty?: 'basic' | 'intermediate' | 'advanced';
  count?: number;
  /** Distinguishes the texts of several pools built in one file. */
  tag?: string;
}

/** `count` questions in one pool; the key cycles A, B, C, D. */
export async function buildPool(db: Db, spec: PoolSpec = {}): Promise<QuestionRow[]> {
  const boardArea = spec.boardArea ?? 'criminal-law';
  const subjectIndex = spec.subjectIndex ?? 1;
  const difficulty = spec.difficulty ?? 'basic';
  const count = spec.count ?? 20;
  const tag = spec.tag ?? `${boardArea}-${subjectIndex}-${difficulty}`;
  return insertQuestions(
    db,
    Array.from({ length: count }, (_, i) => ({
      boardAreaId: boardArea,
      subjectIndex,
      difficulty,
      question: `Question ${i + 1} of ${tag}?`,
      optionA: `Option A of ${i + 1}`,
      optionB: `Option B of ${i + 1}`,
      optionC: `Option C of ${i + 1}`,
      optionD: `Option D of ${i + 1}`,
      correctAnswer: ANSWER_LETTERS[i % 4]!,
      explanation: `Because of rule ${i + 1}.`,
      aiExplanation: `Extended explanation ${i + 1}.`,
    })),
  );
}

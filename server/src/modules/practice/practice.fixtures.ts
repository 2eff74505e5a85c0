/** Test data for the practice tests: question pools with a known key. */
import { ANSWER_LETTERS } from '@core/rules/scoring';
import type { Db } from '../../db/client';
import { insertQuestions, type QuestionRow } from './questions.queries';

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

export const KEY_FIELDS = ['correct_answer', 'explanation', 'ai_explanation', 'is_correct'] as const;

/** Every key field found anywhere in a JSON value, with its path. */
export function keyFieldsIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyFieldsIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...((KEY_FIELDS as readonly string[]).includes(k) ? [`${path}.${k}`] : []),
      ...keyFieldsIn(v, `${path}.${k}`),
    ]);
  }
  return [];
}

/** The letter that is wrong for a key letter. */
export const wrongFor = (letter: string) => (letter === 'A' ? 'B' : 'A');

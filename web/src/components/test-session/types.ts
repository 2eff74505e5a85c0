import { ANSWER_LETTERS, type AnswerLetter } from '@core/rules/scoring';
import type { AnswerInput, AttemptQuestions } from '@core/schemas/practice';

export type Letter = AnswerLetter;
export const LETTERS = ANSWER_LETTERS;
export type LearnerQuestion = AttemptQuestions['questions'][number];
/** One answer or flag, as the attempt calls take it. */
export type AnswerChange = Required<AnswerInput>;

/** Pure rules of the question bank, shared by the form and the bulk import. */
import type { Catalog } from '@core/schemas/catalog';
import type { QuestionInput } from '@core/schemas/question-bank';
import { subjectIndexOf, subjectName } from '../catalog/catalog.service';
import type { NewQuestionRow } from './question-bank.queries';

/** Two question texts are the same question when they differ only in case and spacing. */
export function stemKey(boardArea: string, subjectIndex: number, difficulty: string, text: string): string {
  return `${boardArea}|${subjectIndex}|${difficulty}|${text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** subject_index, or the index of the subject named `subject` in the board area. */
export function resolveSubjectIndex(
  catalog: Catalog,
  input: Pick<QuestionInput, 'board_area' | 'subject' | 'subject_index'>,
): { index: number } | { error: string } {
  if (input.subject_index) {
    const name = subjectName(catalog, input.board_area, input.subject_index);
    if (!name) return { error: `Unknown subject_index ${input.subject_index}` };
    // Both given and naming different subjects: an error, never a silent choice of one.
    if (input.subject && subjectIndexOf(catalog, input.board_area, input.subject) !== input.subject_index)
      return {
        error: `subject '${input.subject}' does not match subject_index ${input.subject_index} ('${name}')`,
      };
    return { index: input.subject_index };
  }
  if (input.subject) {
    const index = subjectIndexOf(catalog, input.board_area, input.subject);
    return index
      ? { index }
      : { error: `Unknown subject '${input.subject}' in board area '${input.board_area}'` };
  }
  return { error: 'subject or subject_index is required' };
}

export function toQuestionRow(
  input: QuestionInput,
  subjectIndex: number,
  authorId: string | null,
): NewQuestionRow {
  const [a, b, c, d] = input.options;
  return {
    boardAreaId: input.board_area,
    subjectIndex,
    difficulty: input.difficulty_level,
    question: input.question,
    optionA: a!,
    optionB: b!,
    optionC: c!,
    optionD: d!,
    correctAnswer: input.correct_answer,
    explanation: input.explanation,
    aiExplanation: input.ai_explanation,
    topic: input.topic,
    citation: input.citation,
    points: input.points,
    authorId,
  };
}

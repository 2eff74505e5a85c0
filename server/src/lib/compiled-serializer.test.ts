import {
  attemptQuestionsResponseSchema,
  eligibilitySchema,
  saveAnswersResponseSchema,
  testsResponseSchema,
} from '@core/schemas/practice';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './compiled-serializer';

// What the default serializer (fastify-type-provider-zod) writes: zod's encode, then JSON.
const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));
const compiled = (schema: z.ZodType) => compiledSerializer({ schema });

const eligibility = {
  test_id: 'criminal-law-1-basic',
  can_take: false,
  has_completed: true,
  is_completed: true,
  is_locked: true,
  is_retake: false,
  previous_score: 73,
  score_achieved: null,
  attempts_count: 2,
  status: 'completed_locked',
  completion_reason: 'Passed with 73%',
  reason: null,
  contact_message: 'Ask your "review center" — \u2028 <admin>',
  in_progress: false,
  last_result_id: null,
};
const options = ['Art. 4 — "proximate cause"', 'Art. 8 \\ conspiracy', 'Art. 11\n', 'ñ 😀'];
const attemptQuestions = {
  test_id: 'criminal-law-1-basic',
  attempt: {
    id: '5f0c6a3e-8a59-4c55-9f53-0d7b0a7f1c11',
    test_id: 'criminal-law-1-basic',
    test_title: 'Criminal Law 1 — Basic',
    board_area: 'criminal-law',
    subject_index: 1,
    difficulty_level: 'basic',
    status: 'in_progress' as const,
    is_retake: true,
    started_at: '2026-11-28T00:00:00.000Z',
    deadline_at: '2026-11-28T00:30:00.000Z',
    server_now: '2026-11-28T00:01:00.000Z',
    remaining_seconds: 1740,
    time_limit_minutes: 30,
    total_questions: 2,
    answers: [
      { question_id: 'q1', selected_answer: 'B' as const, flagged: true },
      { question_id: 'q2', selected_answer: null, flagged: false },
    ],
  },
  questions: ['q1', 'q2'].map((id, i) => ({
    id,
    position: i + 1,
    question: `Which article applies? </script><script>alert(${i})</script>`,
    options,
    all_options: { A: options[0]!, B: options[1]!, C: options[2]!, D: options[3]! },
  })),
};

describe('compiled response serializers (the exam calls)', () => {
  it.each([
    ['eligibility', eligibilitySchema, eligibility],
    ['questions', attemptQuestionsResponseSchema, attemptQuestions],
    [
      'tests list',
      testsResponseSchema,
      {
        tests: [
          {
            ...eligibility,
            id: 'criminal-law-1-basic',
            title: 'Criminal Law 1 — Basic',
            area_id: 'criminal-law',
            board_area: 'criminal-law',
            subject: 'Criminal Law 1',
            subject_index: 1,
            difficulty_level: 'basic',
            questions: 15,
            timeLimit: 30,
            time_limit_minutes: 30,
            available_questions: 25,
          },
        ],
        total_tests: 1,
        board_areas: [
          { id: 'criminal-law', title: 'Criminal Law', icon: 'scale', color: '#123456', weight: 0.2 },
        ],
      },
    ],
    [
      'save',
      saveAnswersResponseSchema,
      { attempt_id: 'a', saved: 1, saved_at: '2026-11-28T00:00:00Z', remaining_seconds: 5 },
    ],
  ] as const)('writes what the zod serializer writes: %s', (_name, schema, data) => {
    const out = compiled(schema)(data);
    expect(out).toBe(viaZod(schema, data));
    expect(JSON.parse(out)).toEqual(data);
  });

  it('never writes a field the schema does not name, at any depth (answer keys)', () => {
    const leaky = {
      ...attemptQuestions,
      answer_key: { q1: 'C' },
      attempt: { ...attemptQuestions.attempt, user_id: 'secret-user' },
      questions: attemptQuestions.questions.map((q) => ({
        ...q,
        correct_answer: 'C',
        explanation: 'Because.',
      })),
    };
    const out = compiled(attemptQuestionsResponseSchema)(leaky);
    expect(out).not.toMatch(/correct_answer|explanation|answer_key|secret-user/);
    expect(JSON.parse(out)).toEqual(attemptQuestions);
  });

  it('refuses a response that lacks a required field instead of writing half of it', () => {
    const { attempt: _missing, ...partial } = attemptQuestions;
    expect(() => compiled(attemptQuestionsResponseSchema)(partial)).toThrow(/attempt/);
  });
});

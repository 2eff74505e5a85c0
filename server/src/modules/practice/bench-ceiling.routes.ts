/**
 * Benchmark ceiling (bench/exam-burst.mjs), registered only when BENCH_CEILING_ROUTE=1:
 * GET /bench/ceiling?test_id= answers the same shape and size of payload as the questions
 * call, built once and then served from memory with no sign-in and no database, through
 * the same response schema. Its throughput is what this process could serve at best.
 */

import { DIFFICULTY_LEVELS } from '@core/catalog';
import {
  type AttemptQuestions,
  attemptQuestionsResponseSchema,
  legacyQuestionsQuerySchema,
} from '@core/schemas/practice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { drawQuestions } from './attempts.queries';
import { canonicalTestId } from './attempts.service';
import { lettered } from './results.service';

export const benchCeilingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cache = new Map<string, AttemptQuestions>();
  app.get(
    '/bench/ceiling',
    {
      schema: {
        hide: true,
        querystring: legacyQuestionsQuerySchema,
        response: { 200: attemptQuestionsResponseSchema },
      },
    },
    async (req) => {
      const { testId, parsed } = canonicalTestId(req.query.test_id);
      let payload = cache.get(testId);
      if (!payload) {
        const level = DIFFICULTY_LEVELS.find((d) => d.id === parsed.difficulty)!;
        const drawn = await drawQuestions(db, parsed, level.question_count);
        const now = new Date().toISOString();
        payload = {
          test_id: testId,
          attempt: {
            id: '00000000-0000-4000-8000-000000000000',
            test_id: testId,
            test_title: 'Benchmark ceiling',
            board_area: parsed.boardArea,
            subject_index: parsed.subjectIndex,
            difficulty_level: parsed.difficulty,
            status: 'in_progress',
            is_retake: false,
            started_at: now,
            deadline_at: now,
            server_now: now,
            remaining_seconds: 0,
            time_limit_minutes: level.time_limit_minutes,
            total_questions: drawn.length,
            answers: [],
          },
          questions: drawn.map((d, i) => {
            const options = [d.optionA, d.optionB, d.optionC, d.optionD];
            return {
              id: d.id,
              position: i + 1,
              question: d.question,
              options,
              all_options: lettered(options),
            };
          }),
        };
        cache.set(testId, payload);
      }
      return payload;
    },
  );
};

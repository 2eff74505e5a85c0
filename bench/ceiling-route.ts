/**
 * Benchmark ceiling (bench/exam-burst.mjs), added to the app only by the bench's own server
 * entry (bench/serve.ts, through `buildApp`'s `extraRoutes`), never by the product:
 * GET /api/bench/ceiling?test_id= answers the same shape, size and characters (its title
 * included) of payload as the questions call late in an exam (every question answered), built
 * once and then served from memory with no sign-in and no database, through the same response
 * schema. Its throughput is what this process could serve at best.
 */

import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { DIFFICULTY_LEVELS, parseTestId, testIdOf, testTitleOf } from '@core/catalog';
import { detailSchema } from '@core/schemas/common';
import {
  type AttemptQuestions,
  attemptQuestionsResponseSchema,
  legacyQuestionsQuerySchema,
} from '@core/schemas/practice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../server/src/db/client';
import { compiledSerializer } from '../server/src/lib/compiled-serializer';
import { catalogTests, getCatalog } from '../server/src/modules/catalog/catalog.service';
import { drawQuestions } from '../server/src/modules/question-bank/question-bank.service';

/** Statements sent to PostgreSQL by this process (counted by bench/serve.ts). */
/** Statements sent to PostgreSQL; `barriers`: the LISTEN connection's round trips (lib/pg-listen.ts). */
export const statements = { count: 0, barriers: 0 };

export const benchCeilingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
  app.get('/bench/statements', { schema: { hide: true } }, async () => ({ ...statements }));
  // A CPU profile of exactly the window a bench wants (e.g. one saturated route): start, then
  // stop writes a .cpuprofile (Chrome DevTools / speedscope) into BENCH_CPU_PROF's directory.
  const profiler = new inspector.Session();
  app.post('/bench/profile/:action', { schema: { hide: true } }, async (req) => {
    const { action } = req.params as { action: string };
    if (!process.env.BENCH_CPU_PROF) return { file: null };
    if (action === 'start') {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      return { file: null };
    }
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    const file = path.join(process.env.BENCH_CPU_PROF, `server-${process.pid}-${Date.now()}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    return { file };
  });
  const cache = new Map<string, AttemptQuestions>();
  app.get(
    '/bench/ceiling',
    {
      // The same serializer as the questions call it stands for.
      serializerCompiler: compiledSerializer,
      schema: {
        hide: true,
        querystring: legacyQuestionsQuerySchema,
        response: { 200: attemptQuestionsResponseSchema, 404: detailSchema },
      },
    },
    async (req, reply) => {
      const parsed = parseTestId(req.query.test_id);
      if (!parsed) return reply.status(404).send({ detail: 'Test not found' });
      const testId = testIdOf(parsed.boardArea, parsed.subjectIndex, parsed.difficulty);
      let payload = cache.get(testId);
      if (!payload) {
        const level = DIFFICULTY_LEVELS.find((d) => d.id === parsed.difficulty)!;
        const drawn = await drawQuestions(db, parsed, level.question_count);
        const [test] = catalogTests(await getCatalog(db), testId);
        const now = new Date().toISOString();
        payload = {
          test_id: testId,
          attempt: {
            id: '00000000-0000-4000-8000-000000000000',
            test_id: testId,
            // The title the call itself sends: its em dash makes the whole answer a two-byte
            // string in V8, which costs ~15 % of this route's throughput to build and encode
            // (an ASCII title had the ceiling answer cheaper than the call it stands for).
            test_title: test ? testTitleOf(test.subject, test.difficulty_label) : testId,
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
            // Every question answered, as the saturated resume's attempts are after the first
            // turn of saves: the same size of payload (without them it was ~2 KB smaller).
            answers: drawn.map((d, i) => ({
              question_id: d.id,
              selected_answer: (['A', 'B', 'C', 'D'] as const)[i % 4]!,
              flagged: false,
            })),
          },
          questions: drawn.map((d, i) => {
            const options = [d.optionA, d.optionB, d.optionC, d.optionD];
            return {
              id: d.id,
              position: i + 1,
              question: d.question,
              options,
              all_options: { A: options[0]!, B: options[1]!, C: options[2]!, D: options[3]! },
            };
          }),
        };
        cache.set(testId, payload);
      }
      return payload;
    },
  );
};

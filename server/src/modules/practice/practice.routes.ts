import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { attemptRoutes } from './attempts.routes';
import { benchCeilingRoutes } from './bench-ceiling.routes';
import { questionRoutes } from './questions.routes';

/** Practice tests: the learner's tests, attempts and results, and the admin question bank. */
export const practiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(attemptRoutes, { db });
  await app.register(questionRoutes, { db });
  if (process.env.BENCH_CEILING_ROUTE === '1') await app.register(benchCeilingRoutes, { db });
};

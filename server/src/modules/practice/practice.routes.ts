import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { publicPlugin } from '../../plugins/auth';
import { attemptRoutes } from './attempts.routes';
import { benchCeilingRoutes } from './bench-ceiling.routes';
import { testAccessRoutes } from './test-access.routes';

/** Practice tests: the learner's tests, attempts and results, and the admin test-access screen. */
export const practiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(attemptRoutes, { db });
  await app.register(testAccessRoutes, { db });
  // The bench ceiling answers without sign-in by design (bench/README.md).
  if (process.env.BENCH_CEILING_ROUTE === '1') await app.register(publicPlugin(benchCeilingRoutes), { db });
};

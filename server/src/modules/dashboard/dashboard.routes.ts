import {
  courseProgressResponseSchema,
  dashboardStatsSchema,
  recentActivityQuerySchema,
  recentActivityResponseSchema,
  testPerformanceSchema,
} from '@core/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/auth';
import * as dashboard from './dashboard.service';

/** The learner dashboard (learner spec §7 "Dashboard"): the signed-in user's own figures. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['dashboard'];
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/realtime/dashboard-stats',
    { onRequest: requireUser, schema: { tags, response: { 200: dashboardStatsSchema } } },
    async (req) => dashboard.dashboardStats(db, currentUser(req).id),
  );

  app.get(
    '/realtime/course-progress',
    { onRequest: requireUser, schema: { tags, response: { 200: courseProgressResponseSchema } } },
    async (req) => ({ course_progress: await dashboard.courseProgress(db, currentUser(req).id) }),
  );

  app.get(
    '/realtime/recent-activity',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: recentActivityQuerySchema,
        response: { 200: recentActivityResponseSchema },
      },
    },
    async (req) => ({ activities: await dashboard.recentActivity(db, currentUser(req).id, req.query.limit) }),
  );

  app.get(
    '/realtime/test-performance',
    { onRequest: requireUser, schema: { tags, response: { 200: testPerformanceSchema } } },
    async (req) => dashboard.testPerformance(db, currentUser(req).id),
  );
};

import { idPathParam } from '@core/schemas/common';
import {
  recentActivityResponseSchema,
  userDashboardListQuerySchema,
  userDashboardStatsSchema,
  userTestResultsSchema,
} from '@core/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import * as staff from './staff-dashboards.service';

/**
 * Per-user dashboards (admin spec §7): the same three calls under /admin (administrators: the
 * users tab and user-dashboards tab) and under /sub-admin (sub-admins, who may call no /admin route).
 */
export const staffDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const areas = [
    { prefix: '/admin/user', guard: requirePermission('users.manage'), tags: ['admin'] },
    { prefix: '/sub-admin/user', guard: requirePermission('dashboards.view'), tags: ['sub-admin'] },
  ];
  for (const { prefix, guard, tags } of areas) {
    app.get(
      `${prefix}/:id/dashboard-stats`,
      {
        onRequest: guard,
        schema: { tags, params: idPathParam, response: { 200: userDashboardStatsSchema } },
      },
      async (req) => staff.userDashboardStats(db, currentUser(req), req.params.id),
    );
    app.get(
      `${prefix}/:id/test-results`,
      {
        onRequest: guard,
        schema: {
          tags,
          params: idPathParam,
          querystring: userDashboardListQuerySchema,
          response: { 200: userTestResultsSchema },
        },
      },
      async (req) => staff.userTestResults(db, currentUser(req), req.params.id, req.query.limit),
    );
    app.get(
      `${prefix}/:id/recent-activity`,
      {
        onRequest: guard,
        schema: {
          tags,
          params: idPathParam,
          querystring: userDashboardListQuerySchema,
          response: { 200: recentActivityResponseSchema },
        },
      },
      async (req) => staff.userRecentActivity(db, currentUser(req), req.params.id, req.query.limit),
    );
  }
};

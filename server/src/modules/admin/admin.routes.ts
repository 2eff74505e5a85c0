import { adminStatsSchema } from '@core/schemas/admin-stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requirePermission } from '../../plugins/auth';
import { adminStats } from './stats.service';

/**
 * The administrator's own screens: statistics (`stats.view`); the audit trail (`audit.view`)
 * next. They read other modules only through those modules' services.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/stats',
    {
      onRequest: requirePermission('stats.view'),
      schema: { tags: ['admin'], response: { 200: adminStatsSchema } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return adminStats(db);
    },
  );
};

import { adminStatsSchema } from '@core/schemas/admin-stats';
import { userAuditQuerySchema, userAuditResponseSchema } from '@core/schemas/audit';
import { idPathParam } from '@core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requirePermission } from '../../plugins/auth';
import { adminStats } from './stats.service';
import { userAuditLog } from './user-audit.service';

/**
 * The administrator's own screens: statistics (`stats.view`); a user's audit entries
 * (`audit.view`). They read other modules only through those modules' services.
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

  app.get(
    '/admin/user/:id/audit-log',
    {
      onRequest: requirePermission('audit.view'),
      schema: {
        tags: ['admin'],
        params: idPathParam,
        querystring: userAuditQuerySchema,
        response: { 200: userAuditResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return userAuditLog(db, req.params.id, req.query.limit);
    },
  );
};

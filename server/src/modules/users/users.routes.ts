import { adminUsersQuerySchema, adminUsersResponseSchema } from '@core/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requirePermission } from '../../plugins/auth';
import { listUsers } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/users',
    {
      onRequest: requirePermission('users.manage'),
      schema: {
        tags: ['admin'],
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (req) => listUsers(db, req.query.page, req.query.limit),
  );
};

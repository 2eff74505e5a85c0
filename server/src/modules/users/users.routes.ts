import { adminUsersQuerySchema, adminUsersResponseSchema } from '@core/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { requireAdmin } from '../../plugins/auth';
import { presentUser } from '../auth/user.presenter';
import { listUsersNewestFirst } from './users.queries';

/** The admin list's user: the learner-facing User plus last login, with the admin spec's names. */
function presentAdminUser(u: UserRow) {
  const { subscription_expires_at, avatar: _avatar, ...user } = presentUser(u);
  return {
    ...user,
    subscription_expires: subscription_expires_at,
    last_login: u.lastLogin?.toISOString() ?? null,
  };
}

export const adminUsersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/users',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (req) => {
      const { page, limit } = req.query;
      const { rows, total } = await listUsersNewestFirst(db, page, limit);
      return { users: rows.map(presentAdminUser), total, page, limit };
    },
  );
};

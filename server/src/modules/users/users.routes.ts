import { adminUsersQuerySchema, adminUsersResponseSchema } from '@core/schemas/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { requireAdmin } from '../../plugins/auth';
import { listUsersNewestFirst } from './users.queries';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function presentAdminUser(u: UserRow) {
  return {
    id: u.id,
    _id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    review_center: u.reviewCenter,
    city: u.city,
    province: u.province,
    team_number: u.teamNumber,
    section_number: u.sectionNumber,
    subscription: u.subscription,
    subscription_expires: iso(u.subscriptionExpiresAt),
    payment_verified: u.paymentVerified,
    is_verified: u.isVerified,
    is_admin: u.role !== 'learner',
    admin_level: u.role === 'learner' ? null : u.role,
    last_login: iso(u.lastLogin),
    created_at: iso(u.createdAt)!,
  };
}

export const adminUsersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/users',
    {
      preHandler: requireAdmin,
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

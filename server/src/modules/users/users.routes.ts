import { idPathParam, okSchema } from '@core/schemas/common';
import {
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  bulkDeleteBodySchema,
  bulkDeleteResponseSchema,
  deleteUserBodySchema,
  staffUsersQuerySchema,
  staffUsersResponseSchema,
} from '@core/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { bulkDeleteUsers, deleteUser, listUsers, listViewableUsers } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  app.get(
    '/admin/users',
    {
      onRequest: requirePermission('users.manage'),
      schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } },
    },
    async (req) => listUsers(db, req.query),
  );

  // Static path: matched before /admin/users/:id.
  app.delete(
    '/admin/users/bulk-delete',
    {
      onRequest: requirePermission('users.manage'),
      schema: { tags, body: bulkDeleteBodySchema, response: { 200: bulkDeleteResponseSchema } },
    },
    async (req) => bulkDeleteUsers(db, currentUser(req), req.body.user_ids, req.body.deletion_reason),
  );

  app.delete(
    '/admin/users/:id',
    {
      onRequest: requirePermission('users.manage'),
      schema: { tags, params: idPathParam, body: deleteUserBodySchema, response: { 200: okSchema } },
    },
    async (req) => deleteUser(db, currentUser(req), req.params.id, req.body.deletion_reason),
  );

  app.get(
    '/sub-admin/users',
    {
      onRequest: requirePermission('dashboards.view'),
      schema: {
        tags: ['sub-admin'],
        querystring: staffUsersQuerySchema,
        response: { 200: staffUsersResponseSchema },
      },
    },
    async (req) => listViewableUsers(db, req.query),
  );
};

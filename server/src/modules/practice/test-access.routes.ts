import {
  testAccessUpdateBodySchema,
  testAccessUpdateResponseSchema,
  userTestAccessResponseSchema,
} from '@core/schemas/access';
import { idParam } from '@core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { updateTestAccess, userTestAccess } from './test-access.service';

const tags = ['access'];
const guard = requirePermission('access.manage');

/** Administrators: one learner's test locks (admin spec §3 "Per-user test access"). */
export const testAccessRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/admin/test-access-control/update',
    {
      onRequest: guard,
      schema: { tags, body: testAccessUpdateBodySchema, response: { 200: testAccessUpdateResponseSchema } },
    },
    async (req) => updateTestAccess(db, currentUser(req), req.body),
  );

  app.get(
    '/admin/test-access-control/user/:id',
    { onRequest: guard, schema: { tags, params: idParam, response: { 200: userTestAccessResponseSchema } } },
    async (req) => userTestAccess(db, req.params.id),
  );
};

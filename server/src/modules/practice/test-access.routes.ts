import {
  bulkAccessBodySchema,
  bulkAccessResponseSchema,
  bulkStatusResponseSchema,
  fixResultsResponseSchema,
  monitoringQuerySchema,
  monitoringResponseSchema,
  syncResponseSchema,
  testAccessUpdateBodySchema,
  testAccessUpdateResponseSchema,
  userTestAccessResponseSchema,
} from '@core/schemas/access';
import { idParam } from '@core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { fixTestResults, syncTestAccess } from './repairs.service';
import { updateTestAccess, userTestAccess } from './test-access.service';
import { bulkAccessStatus, bulkTestAccess, monitoring } from './test-access-admin.service';

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

  app.get(
    '/admin/test-access-control',
    {
      onRequest: guard,
      schema: { tags, querystring: monitoringQuerySchema, response: { 200: monitoringResponseSchema } },
    },
    async (req) => monitoring(db, req.query),
  );

  app.get(
    '/admin/bulk-access-status',
    { onRequest: guard, schema: { tags, response: { 200: bulkStatusResponseSchema } } },
    async () => bulkAccessStatus(db),
  );

  app.post(
    '/admin/bulk-test-access-control',
    {
      onRequest: guard,
      schema: { tags, body: bulkAccessBodySchema, response: { 200: bulkAccessResponseSchema } },
    },
    async (req) => bulkTestAccess(db, currentUser(req), req.body),
  );

  app.post(
    '/admin/sync-test-access-control',
    { onRequest: guard, schema: { tags, response: { 200: syncResponseSchema } } },
    async (req) => syncTestAccess(db, currentUser(req)),
  );

  app.post(
    '/admin/fix-test-results-data',
    { onRequest: guard, schema: { tags, response: { 200: fixResultsResponseSchema } } },
    async (req) => fixTestResults(db, currentUser(req)),
  );
};

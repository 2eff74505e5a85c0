import { idPathParam } from '@core/schemas/common';
import {
  pendingRequestsSchema,
  processRequestBodySchema,
  processRequestResponseSchema,
  verificationStatsSchema,
} from '@core/schemas/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../../plugins/auth';
import {
  pendingRequests,
  processRequest,
  type VerificationDeps,
  verificationStats,
} from './verification.service';

const tags = ['admin', 'verification'];
const guard = requirePermission('verification.process');

export const verificationRoutes: FastifyPluginAsyncZod<VerificationDeps> = async (app, deps) => {
  app.get(
    '/verification/pending-requests',
    { onRequest: guard, schema: { tags, response: { 200: pendingRequestsSchema } } },
    async () => pendingRequests(deps.db),
  );

  app.get(
    '/verification/verification-stats',
    { onRequest: guard, schema: { tags, response: { 200: verificationStatsSchema } } },
    async () => verificationStats(deps.db),
  );

  app.post(
    '/verification/process-request/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        params: idPathParam,
        body: processRequestBodySchema,
        response: { 200: processRequestResponseSchema },
      },
    },
    async (req) => processRequest(deps, currentUser(req), req.params.id, req.body),
  );
};

import { idParam } from '@core/schemas/common';
import {
  subscriptionStatusSchema,
  userVerificationBodySchema,
  userVerificationResponseSchema,
} from '@core/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission, requireUser } from '../../plugins/auth';
import { subscriptionStatus, updatePaymentVerification } from './payments.service';

const tags = ['payments'];

export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/payments/subscription/status',
    { onRequest: requireUser, schema: { tags, response: { 200: subscriptionStatusSchema } } },
    async (req) => subscriptionStatus(currentUser(req)),
  );

  app.put(
    '/admin/users/:id/verification',
    {
      onRequest: requirePermission('payments.verify'),
      schema: {
        tags,
        params: idParam,
        body: userVerificationBodySchema,
        response: { 200: userVerificationResponseSchema },
      },
    },
    async (req) => updatePaymentVerification(db, currentUser(req), req.params.id, req.body),
  );
};

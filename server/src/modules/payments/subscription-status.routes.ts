import { subscriptionStatusSchema } from '@core/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/auth';
import { subscriptionStatus } from './subscription.service';

export const subscriptionStatusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app) => {
  app.get(
    '/payments/subscription/status',
    { onRequest: requireUser, schema: { tags: ['payments'], response: { 200: subscriptionStatusSchema } } },
    async (req) => subscriptionStatus(currentUser(req)),
  );
};

import {
  boardAreaAccessBodySchema,
  boardAreaAccessResponseSchema,
  testAccessUpdateBodySchema,
  testAccessUpdateResponseSchema,
  userTestAccessResponseSchema,
} from '@core/schemas/access';
import { idParam } from '@core/schemas/common';
import { userVerificationBodySchema, userVerificationResponseSchema } from '@core/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUser, requireAdmin } from '../../plugins/auth';
import * as access from './access.service';
import { updatePaymentVerification } from './verification.service';

const tags = ['access'];

/** Administrators: payment verification, per-user test locks and board-area access. */
export const accessRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);

  app.put(
    '/admin/users/:id/verification',
    {
      schema: {
        tags,
        params: idParam,
        body: userVerificationBodySchema,
        response: { 200: userVerificationResponseSchema },
      },
    },
    async (req) => updatePaymentVerification(db, currentUser(req), req.params.id, req.body),
  );

  app.post(
    '/admin/test-access-control/update',
    { schema: { tags, body: testAccessUpdateBodySchema, response: { 200: testAccessUpdateResponseSchema } } },
    async (req) => access.updateTestAccess(db, currentUser(req), req.body),
  );

  app.get(
    '/admin/test-access-control/user/:id',
    { schema: { tags, params: idParam, response: { 200: userTestAccessResponseSchema } } },
    async (req) => access.userTestAccess(db, req.params.id),
  );

  app.post(
    '/admin/board-area-access',
    { schema: { tags, body: boardAreaAccessBodySchema, response: { 200: boardAreaAccessResponseSchema } } },
    async (req) => access.setBoardAreaAccess(db, currentUser(req), req.body),
  );

  app.get(
    '/admin/board-area-access/:userId',
    {
      schema: {
        tags,
        params: z.object({ userId: z.string().uuid() }),
        response: { 200: boardAreaAccessResponseSchema },
      },
    },
    async (req) => access.boardAreaAccessOf(db, req.params.userId),
  );
};

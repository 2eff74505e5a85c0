import {
  boardAreaAccessAllBodySchema,
  boardAreaAccessBodySchema,
  boardAreaAccessResponseSchema,
} from '@core/schemas/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import * as access from './access.service';

const tags = ['access'];
const guard = requirePermission('access.manage');

/** Administrators: per-user board-area access (the test locks are served by practice, which knows the attempts). */
export const accessRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/admin/board-area-access',
    {
      onRequest: guard,
      schema: { tags, body: boardAreaAccessBodySchema, response: { 200: boardAreaAccessResponseSchema } },
    },
    async (req) => access.setBoardAreaAccess(db, currentUser(req), req.body),
  );

  app.get(
    '/admin/board-area-access/:userId',
    {
      onRequest: guard,
      schema: {
        tags,
        params: z.object({ userId: z.string().uuid() }),
        response: { 200: boardAreaAccessResponseSchema },
      },
    },
    async (req) => access.boardAreaAccessOf(db, req.params.userId),
  );

  app.post(
    '/admin/board-area-access/all',
    {
      onRequest: guard,
      schema: { tags, body: boardAreaAccessAllBodySchema, response: { 200: boardAreaAccessResponseSchema } },
    },
    async (req) => access.setAllBoardAreas(db, currentUser(req), req.body),
  );
};

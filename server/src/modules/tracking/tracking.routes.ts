import { idPathParam } from '@core/schemas/common';
import { sessionTimeBodySchema, sessionTimeResponseSchema } from '@core/schemas/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/auth';
import { recordSessionTime } from './tracking.service';

const tags = ['courses'];

/** Heartbeats and ends of study sessions (sessions start at /study-materials/start-session). */
export const trackingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const [url, end] of [
    ['/study-materials/end-session/:id', true],
    ['/study-materials/session-heartbeat/:id', false],
  ] as const) {
    app.post(
      url,
      {
        onRequest: requireUser,
        schema: {
          tags,
          params: idPathParam,
          body: sessionTimeBodySchema,
          response: { 200: sessionTimeResponseSchema },
        },
      },
      async (req) =>
        recordSessionTime(db, currentUser(req).id, req.params.id, req.body.duration_seconds, end),
    );
  }
};

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';

const database = z.enum(['embedded', 'external']);

/**
 * GET /api/health: 200 when the database answers, 503 while it does not (e.g. the embedded
 * PostgreSQL restarting after a crash), so a load balancer stops sending traffic meanwhile.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; databaseKind: 'embedded' | 'external' }> = async (
  app,
  deps,
) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        security: [],
        response: {
          200: z.object({ status: z.literal('ok'), database }),
          503: z.object({ status: z.literal('unavailable'), database, detail: z.string() }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: deps.databaseKind };
      } catch {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({
            status: 'unavailable' as const,
            database: deps.databaseKind,
            detail: 'The database is not available at the moment; it is being restarted',
          });
      }
    },
  );
};

import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { Db } from '../db/client';
import { loadFigures } from './load-shedding';

const database = z.enum(['embedded', 'external']);
const load = z.object({
  pool: z.object({ max: z.number(), total: z.number(), idle: z.number(), waiting: z.number() }),
  event_loop_delay_ms: z.number().nullable(),
  event_loop_utilization: z.number(),
  heap_used_mb: z.number(),
  /** The app worker that answered (APP_WORKERS > 1, cluster.ts); null for a single process. */
  worker: z.number().int().nullable(),
});

/**
 * GET /api/health: 200 when the database answers, 503 while it does not (e.g. the embedded
 * PostgreSQL restarting after a crash), so a load balancer stops sending traffic meanwhile.
 * Both report the load: the pool's connections (in use = total - idle; waiting = queued
 * queries) and the event loop's delay and utilisation, as sampled by the load shedder.
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
          200: z.object({ status: z.literal('ok'), database, load }),
          503: z.object({ status: z.literal('unavailable'), database, detail: z.string(), load }),
        },
      },
    },
    async (_req, reply) => {
      // drizzle keeps its pool as `$client`; our Db type leaves it out so queries never reach for it.
      const pool = (deps.db as unknown as { $client: Pool }).$client;
      const figures = {
        pool: {
          max: pool.options.max ?? 10,
          total: pool.totalCount,
          idle: pool.idleCount,
          waiting: pool.waitingCount,
        },
        ...loadFigures(app),
        worker: cluster.worker?.id ?? null,
      };
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: deps.databaseKind, load: figures };
      } catch {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({
            status: 'unavailable' as const,
            database: deps.databaseKind,
            detail: 'The database is not available at the moment; it is being restarted',
            load: figures,
          });
      }
    },
  );
};

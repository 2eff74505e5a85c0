/**
 * Request limits with `@fastify/rate-limit`, counted in PostgreSQL so every instance shares
 * them (design.md §1). Nothing is limited globally: a route opts in with
 * `config: { rateLimit: limit(max, windowMs, message) }`. Signed-in callers are counted per
 * account, others per address.
 */
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { HttpError } from '../lib/http-errors';
import type { JobDefinition } from '../modules/jobs/jobs.service';

/** One UPSERT per counted request: a new window starts when the old one has expired. */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.expiresAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        expiresAt: sql`case when ${rateLimits.expiresAt} <= now() then now() + ${windowMs} * interval '1 millisecond' else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({
      current: rateLimits.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.expiresAt} - now()) * 1000))::int`,
    });
  return row!;
}

/** A store per route (keys prefixed with method and path), all in one table. */
function pgStore(db: Db): FastifyRateLimitStoreCtor {
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, cb, timeWindow) {
      countHit(db, `${prefix}${key}`, timeWindow).then((r) => cb(null, r), cb);
    },
    // The plugin passes the route as `routeInfo` (its typings say otherwise).
    child: (params) => {
      const route = (params as unknown as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return store(`${route?.method ?? ''} ${route?.url ?? ''} `);
    },
  });
  return function createRootStore() {
    return store('');
  } as unknown as FastifyRateLimitStoreCtor;
}

export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: pgStore(db),
    keyGenerator: (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`),
    errorResponseBuilder: () => new HttpError(429, 'Too many requests. Please wait a moment and try again.'),
  });
}

/** A route's limit: `max` calls per `windowMs`, refused with 429 `{ detail: message }` and Retry-After. */
export function limit(max: number, windowMs: number, message?: string) {
  return {
    max,
    timeWindow: windowMs,
    ...(message && { errorResponseBuilder: () => new HttpError(429, message) }),
  };
}

/** Expired counters are deleted hourly. */
export function rateLimitPruneJob(db: Db): JobDefinition {
  return {
    name: 'rate-limits.prune',
    cron: '17 * * * *',
    policy: 'singleton',
    async handler() {
      await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now() - interval '1 hour'`));
    },
  };
}

import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessions, type UserRow, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import { hashToken } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

/** How often a session's last_used_at is refreshed (avoids a write on every request). */
const TOUCH_EVERY_MS = 60_000;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/** Resolves the bearer token to request.user; guards below decide who may pass. */
export const authPlugin = fp<{ db: Db }>(async (app: FastifyInstance, { db }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    const [row] = await db
      .select({ user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row) return;
    request.user = row.user;
    request.sessionId = row.sessionId;
    if (Date.now() - new Date(row.lastUsedAt).getTime() > TOUCH_EVERY_MS) {
      await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
    }
  });
});

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized('Not authenticated');
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized('Not authenticated');
  if (request.user.role !== 'admin') throw forbidden('Administrator access required');
}

/** Administrators and sub-admins (the sub-admin dashboards). */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized('Not authenticated');
  if (request.user.role === 'learner') throw forbidden('Staff access required');
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Not authenticated');
  return request.user;
}

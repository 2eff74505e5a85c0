import { type Action, can } from '@core/rules/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/http-errors';
import { createSessionResolver } from '../modules/auth/auth.service';
import type { SessionUser } from '../modules/users/users.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, with the session the request came through. */
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** The route is open to anyone (the catalog, sign-in, signed media URLs). */
    public?: boolean;
  }
}

/** Who may call a route: anyone, any signed-in user, or the holders of one permission. */
export type RouteAccess = 'public' | 'signed-in' | Action;

/** An onRequest hook that says which access it enforces, so the route table can be read. */
export type Guard = ((request: FastifyRequest) => Promise<void>) & { readonly access: RouteAccess };

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/** Resolves the bearer token to request.user (through the auth service); guards decide who passes. */
export const authPlugin = fp<{ db: Db; pool: Pool }>(async (app: FastifyInstance, { db, pool }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const sessions = createSessionResolver(db, pool, (m) => app.log.warn(m));
  app.addHook('onClose', () => sessions.close());
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    const session = token ? await sessions.resolve(token) : null;
    if (!session) return;
    request.user = { ...session.user, sessionId: session.sessionId };
    request.sessionId = session.sessionId;
  });
});

const guard = (access: RouteAccess, check: (request: FastifyRequest) => void): Guard =>
  Object.assign(async (request: FastifyRequest) => check(request), { access });

/** Any signed-in user. Guards run as onRequest hooks: refused before the body is parsed. */
export const requireUser = guard('signed-in', (request) => {
  if (!request.user) throw unauthorized('Not authenticated');
});

/** Holders of `action` in core/rules/permissions.ts: 401 when signed out, 403 otherwise. */
export function requirePermission(action: Action): Guard {
  return guard(action, (request) => {
    if (!request.user) throw unauthorized('Not authenticated');
    if (!can(request.user, action)) throw forbidden();
  });
}

/** The signed-in user (and their session), for handlers behind a guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized('Not authenticated');
  return request.user;
}

/** Who may call a route, read from its options: its guard, or `config: { public: true }`. */
export function routeAccess(route: Pick<RouteOptions, 'onRequest' | 'config'>): RouteAccess | null {
  const hooks = [route.onRequest ?? []].flat() as Partial<Guard>[];
  const guards = hooks.map((h) => h.access).filter((a): a is RouteAccess => !!a);
  if (guards.length > 0) return guards.at(-1)!;
  return (route.config as { public?: boolean } | undefined)?.public ? 'public' : null;
}

/** One line of the route table: who may call this method and path. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess | null;
  /** The route reads multipart/form-data (an upload route: the upload-abuse suite covers it). */
  multipart: boolean;
}

/**
 * Deny by default: every route registered in `app` must say who may call it, or the app does
 * not start. Checked when the app is ready, so a child context may still mark its routes.
 * Returns the route table with each route's access (for tests and an authorization matrix).
 */
export function requireDeclaredAccess(app: FastifyInstance): () => RouteAccessEntry[] {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const silent = routes.filter((r) => !routeAccess(r)).map((r) => `${r.method} ${r.url}`);
    if (silent.length > 0) {
      throw new Error(
        `Routes that do not say who may call them (add a guard, onRequest: requireUser or requirePermission(…), or config: { public: true }): ${silent.join(', ')}`,
      );
    }
  });
  return () =>
    routes.flatMap((r) =>
      [r.method].flat().map((method) => ({
        method,
        url: r.url,
        access: routeAccess(r),
        multipart: ((r.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
          'multipart/form-data',
        ),
      })),
    );
}

/** Registers a plugin whose routes are all open to anyone (marked public when added). */
export function publicPlugin<O extends object>(plugin: (app: FastifyInstance, opts: O) => Promise<void>) {
  return async (app: FastifyInstance, opts: O) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await plugin(app, opts);
  };
}

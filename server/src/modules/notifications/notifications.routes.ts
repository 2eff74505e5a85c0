import { idPathParam } from '@core/schemas/common';
import {
  markedResponseSchema,
  notificationStatsResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  sendCustomBodySchema,
  sentResponseSchema,
  streamQuerySchema,
  streamTokenResponseSchema,
  triggerContentBodySchema,
  unreadCountSchema,
} from '@core/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import * as notifications from './notifications.service';
import { STREAM_TOKEN_TTL } from './notifications.stream';

const tags = ['notifications'];
/** Every account reads and marks its own notifications; the services never reach anyone else's. */
const reader = requirePermission('notifications.read');
const sender = requirePermission('notifications.send');

export interface NotificationsDeps {
  db: Db;
  hub: notifications.NotificationHub;
  tokens: notifications.StreamTokens;
  heartbeatMs?: number;
}

/** The learner's and the staff's bell (spec §7 "Notifications"), the live stream, and the admin's sending. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsDeps> = async (app, deps) => {
  const { db } = deps;
  const stream: notifications.StreamDeps = { ...deps, open: new Set() };
  app.addHook('preClose', async () => {
    for (const end of stream.open) end();
    await deps.hub.close();
  });

  app.get(
    '/notifications',
    {
      onRequest: reader,
      schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema } },
    },
    async (req) => notifications.listNotifications(db, currentUser(req), req.query.limit),
  );

  app.get(
    '/notifications/unread-count',
    { onRequest: reader, schema: { tags, response: { 200: unreadCountSchema } } },
    async (req) => notifications.unreadCount(db, currentUser(req)),
  );

  app.put(
    '/notifications/mark-all-read',
    { onRequest: reader, schema: { tags, response: { 200: markedResponseSchema } } },
    async (req) => notifications.markAllRead(db, currentUser(req)),
  );

  // The verification dropdown: opening it marks the 'user_verification' notifications read.
  app.put(
    '/notifications/mark-verification-read',
    { onRequest: reader, schema: { tags, response: { 200: markedResponseSchema } } },
    async (req) => notifications.markAllRead(db, currentUser(req), 'user_verification'),
  );

  app.put(
    '/notifications/:id/read',
    { onRequest: reader, schema: { tags, params: idPathParam, response: { 200: markedResponseSchema } } },
    async (req) => notifications.markRead(db, currentUser(req), req.params.id),
  );

  // An EventSource cannot send the bearer header: the page asks for a short-lived token first.
  app.post(
    '/notifications/stream-token',
    { onRequest: reader, schema: { tags, response: { 200: streamTokenResponseSchema } } },
    async (req) => ({ token: deps.tokens.issue(currentUser(req).id), expires_in: STREAM_TOKEN_TTL }),
  );

  app.get(
    '/notifications/stream',
    {
      // The token in the query is the authorisation (checked by serveStream: 401 without one).
      config: { public: true },
      schema: { tags, querystring: streamQuerySchema, security: [] },
    },
    async (req, reply) => notifications.serveStream(stream, req, reply, req.query),
  );

  app.post(
    '/admin/notifications/trigger-content',
    {
      onRequest: sender,
      schema: {
        tags: ['admin', ...tags],
        body: triggerContentBodySchema,
        response: { 200: sentResponseSchema },
      },
    },
    async (req) => notifications.triggerContent(db, req.body),
  );

  app.post(
    '/admin/notifications/send-custom',
    {
      onRequest: sender,
      schema: { tags: ['admin', ...tags], body: sendCustomBodySchema, response: { 200: sentResponseSchema } },
    },
    async (req) => notifications.sendCustom(db, req.body),
  );

  app.get(
    '/admin/notifications/stats',
    {
      onRequest: sender,
      schema: { tags: ['admin', ...tags], response: { 200: notificationStatsResponseSchema } },
    },
    async () => notifications.adminStats(db),
  );
};

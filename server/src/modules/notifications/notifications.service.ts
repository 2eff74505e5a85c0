/**
 * Notifications: written by the other modules inside their event's transaction (notifyUser,
 * notifyAdmins), read and marked by their owner only, sent by administrators (content news,
 * custom messages), and pushed live to open pages (notifications.stream.ts).
 */

import { BOARD_AREAS } from '@core/catalog';
import { manilaDay } from '@core/rules/time';
import type { sendCustomBodySchema, triggerContentBodySchema } from '@core/schemas/notifications';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { notFound, unauthorized } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { usersWithAreaAccess } from '../access/access.service';
import { mailFiguresSince } from '../mail/mail.service';
import { adminIds, findUserById, listRecipients, type UserRow, userOr404 } from '../users/users.service';
import { presentNotification } from './notifications.presenter';
import * as q from './notifications.queries';
import type { Announcement, NotificationHub, StreamTokens } from './notifications.stream';

export {
  createHub,
  createStreamTokens,
  type NotificationHub,
  type StreamTokens,
} from './notifications.stream';

export interface NewNotification {
  type: string;
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
}

const rowsFor = (userIds: string[], n: NewNotification) =>
  userIds.map((userId) => ({ userId, ...n, metadata: n.metadata ?? {} }));

/** One notification per administrator (e.g. a new account waiting for approval). */
export async function notifyAdmins(db: Executor, n: NewNotification): Promise<void> {
  await q.insertNotifications(db, rowsFor(await adminIds(db), n));
}

export async function notifyUser(db: Executor, userId: string, n: NewNotification): Promise<void> {
  await q.insertNotifications(db, rowsFor([userId], n));
}

export async function notifyUsers(db: Executor, userIds: string[], n: NewNotification): Promise<void> {
  await q.insertNotifications(db, rowsFor(userIds, n));
}

export async function listNotifications(db: Db, user: UserRow, limit: number) {
  const [rows, unread] = await Promise.all([q.listForUser(db, user.id, limit), q.countUnread(db, user.id)]);
  return { notifications: rows.map(presentNotification), unread_count: unread };
}

export async function unreadCount(db: Db, user: UserRow) {
  return { unread_count: await q.countUnread(db, user.id) };
}

const NOT_FOUND = 'Notification not found';

/** Only the owner's own notification: anybody else's does not exist for them (404). */
export async function markRead(db: Db, user: UserRow, id: string) {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    if (!(await q.markRead(tx, user.id, id))) throw notFound(NOT_FOUND);
    await q.announce(tx, [{ u: user.id }]); // the user's other tabs refresh their count
  });
  return { message: 'Notification marked as read', updated_count: 1 };
}

/** All unread notifications of the user, or those of one type (the verification dropdown). */
export async function markAllRead(db: Db, user: UserRow, type?: string) {
  const n = await db.transaction(async (tx) => {
    const count = await q.markAllRead(tx, user.id, type);
    if (count > 0) await q.announce(tx, [{ u: user.id }]);
    return count;
  });
  return { message: `${n} notifications marked as read`, updated_count: n };
}

const areaTitle = (id: string) => BOARD_AREAS.find((a) => a.id === id)?.title ?? id;

/** Tells every learner who may open the board area about new questions or a new lecture. */
export async function triggerContent(db: Db, body: z.infer<typeof triggerContentBodySchema>) {
  const learners = await usersWithAreaAccess(
    db,
    await listRecipients(db, { learnersOnly: true }),
    body.board_area,
  );
  const where = body.subject ? `${body.subject} (${areaTitle(body.board_area)})` : areaTitle(body.board_area);
  const n: NewNotification =
    body.content_type === 'question'
      ? {
          type: 'new_question',
          title: 'New practice questions',
          message: `${body.count ?? 5} new questions were added to ${where}.`,
          metadata: { board_area: body.board_area, subject: body.subject ?? null, count: body.count ?? 5 },
        }
      : {
          type: 'new_video',
          title: 'New video lecture',
          message: `A new lecture "${body.title}" was added to ${where}.`,
          metadata: { board_area: body.board_area, subject: body.subject ?? null, title: body.title },
        };
  await db.transaction((tx) =>
    notifyUsers(
      tx,
      learners.map((u) => u.id),
      n,
    ),
  );
  return { message: `Notification sent to ${learners.length} learners`, sent_count: learners.length };
}

/** An administrator's message to everyone, the learners of one review center, or one user. */
export async function sendCustom(db: Db, body: z.infer<typeof sendCustomBodySchema>) {
  const recipients =
    body.audience === 'user'
      ? [await userOr404(db, body.user_id ?? '')]
      : await listRecipients(db, {
          learnersOnly: body.audience === 'review_center',
          reviewCenter: body.audience === 'review_center' ? body.review_center : undefined,
        });
  const n = { type: body.notification_type, title: body.title, message: body.message };
  await db.transaction((tx) =>
    notifyUsers(
      tx,
      recipients.map((u) => u.id),
      n,
    ),
  );
  const who = recipients.length === 1 ? '1 user' : `${recipients.length} users`;
  return { message: `Notification sent to ${who}`, sent_count: recipients.length };
}

export interface StreamDeps {
  db: Db;
  hub: NotificationHub;
  tokens: StreamTokens;
  /** Open streams, ended when the app closes (a hijacked response would keep it open). */
  open: Set<() => void>;
  /** Comment lines that keep proxies and the browser from dropping an idle stream. */
  heartbeatMs?: number;
}

/**
 * GET /notifications/stream?token=: Server-Sent Events of the token's user. On open: the
 * notifications missed since Last-Event-ID (header, or `last_event_id` when the client
 * reopens the stream itself), then `unread_count`; then one `notification` event per new
 * notification and an `unread_count` event whenever the count changes elsewhere.
 */
export async function serveStream(
  deps: StreamDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  query: { token?: string; last_event_id?: string },
) {
  const userId = deps.tokens.verify(query.token);
  const user = userId ? await findUserById(deps.db, userId) : null;
  if (!user) throw unauthorized('Stream token is invalid or has expired');
  const lastId = req.headers['last-event-id']?.toString() ?? query.last_event_id;

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown, id?: string) =>
    res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const sendCount = async () => send('unread_count', await unreadCount(deps.db, user));
  // One event at a time, in the order announced.
  let chain = Promise.resolve();
  const enqueue = (work: () => Promise<unknown>) => {
    chain = chain.then(work).then(
      () => {},
      () => {},
    );
  };
  const onAnnouncement = (a: Announcement) =>
    enqueue(async () => {
      if (!a.id) return sendCount();
      const row = await q.findForUser(deps.db, user.id, a.id);
      if (!row) return;
      send(
        'notification',
        { notification: presentNotification(row), ...(await unreadCount(deps.db, user)) },
        row.id,
      );
    });

  res.write('retry: 3000\n\n');
  const unsubscribe = deps.hub.subscribe(user.id, onAnnouncement, () => enqueue(sendCount));
  enqueue(async () => {
    if (lastId && isUuid(lastId)) {
      for (const row of await q.listAfter(deps.db, user.id, lastId, 100)) {
        send('notification', { notification: presentNotification(row) }, row.id);
      }
    }
    await sendCount();
  });
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), deps.heartbeatMs ?? 20_000);
  const end = () => res.end();
  deps.open.add(end);
  req.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    deps.open.delete(end);
  });
}

/** GET /admin/notifications/stats: today's notifications (Manila day) by type, read rate, and mails. */
export async function adminStats(db: Db, now = new Date()) {
  const day = manilaDay(now);
  const since = new Date(`${day}T00:00:00+08:00`);
  const [types, emails] = await Promise.all([q.figuresSince(db, since), mailFiguresSince(db, since)]);
  const sent = types.reduce((n, t) => n + t.sent, 0);
  const read = types.reduce((n, t) => n + t.read, 0);
  return {
    day,
    sent_today: sent,
    read_today: read,
    read_rate: sent ? Math.round((100 * read) / sent) : null,
    by_type: types,
    emails,
  };
}

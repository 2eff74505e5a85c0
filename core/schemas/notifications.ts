/** Notifications (learner spec §3, §7; admin spec §3, §7 "Notifications"). */
import { z } from 'zod';
import { BOARD_AREA_IDS } from '../catalog';

export const NOTIFICATION_TYPES = [
  'new_question',
  'new_video',
  'system_update',
  'account_verified',
  'admin_message',
  'user_verification',
] as const;

export const notificationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** One of NOTIFICATION_TYPES; other types may appear (a default icon). */
  type: z.string(),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  metadata: z.object({ board_area: z.string().optional() }).catchall(z.unknown()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `?limit=`: default 50 (the spec), at most 100. */
export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const unreadCountSchema = z.object({ unread_count: z.number().int() });

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});

export const markedResponseSchema = z.object({ message: z.string(), updated_count: z.number().int() });

/** A short-lived token that opens the event stream (an EventSource cannot send a header). */
export const streamTokenResponseSchema = z.object({ token: z.string(), expires_in: z.number().int() });

export const streamQuerySchema = z.object({
  token: z.string().max(300).optional(),
  /** The last event seen, when the client reopens the stream itself (EventSource sends the header). */
  last_event_id: z.string().max(64).optional(),
});

const FILL_BOTH = 'Please fill in both title and message';

/** Admin: tell the learners of a board area about new questions or a new lecture. */
export const triggerContentBodySchema = z
  .object({
    content_type: z.enum(['question', 'video']),
    board_area: z.enum(BOARD_AREA_IDS),
    subject: z.string().trim().max(200).optional(),
    count: z.coerce.number().int().min(1).max(10_000).optional(),
    title: z.string().trim().max(200).optional(),
  })
  .refine((b) => b.content_type !== 'video' || !!b.title, {
    message: 'A lecture title is required',
    path: ['title'],
  });

export const AUDIENCES = ['everyone', 'review_center', 'user'] as const;

/** Admin: a message to everyone, to the learners of one review center, or to one user. */
export const sendCustomBodySchema = z
  .object({
    title: z.string({ error: FILL_BOTH }).trim().min(1, FILL_BOTH).max(200),
    message: z.string({ error: FILL_BOTH }).trim().min(1, FILL_BOTH).max(2000),
    notification_type: z.literal('admin_message').default('admin_message'),
    audience: z.enum(AUDIENCES).default('everyone'),
    /** The review center's name, as learners chose it at sign-up (audience review_center). */
    review_center: z.string().trim().max(200).optional(),
    user_id: z.string().uuid().optional(),
  })
  .refine((b) => b.audience !== 'review_center' || !!b.review_center, {
    message: 'Choose a review center',
    path: ['review_center'],
  })
  .refine((b) => b.audience !== 'user' || !!b.user_id, { message: 'Choose a user', path: ['user_id'] });
export type SendCustomBody = z.input<typeof sendCustomBodySchema>;

export const sentResponseSchema = z.object({ message: z.string(), sent_count: z.number().int() });

/** GET /admin/notifications/stats: the notifications tab's real figures (today = the Manila day). */
export const notificationStatsResponseSchema = z.object({
  day: z.string(),
  sent_today: z.number().int(),
  read_today: z.number().int(),
  /** Share of today's notifications already read, 0–100; null when none were sent. */
  read_rate: z.number().int().nullable(),
  by_type: z.array(z.object({ type: z.string(), sent: z.number().int(), read: z.number().int() })),
  emails: z.object({ sent: z.number().int(), failed: z.number().int(), queued: z.number().int() }),
});

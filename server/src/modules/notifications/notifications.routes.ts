import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/**
 * The learner's notifications (learner spec §7 "Notifications"): registered now, filled by
 * the issue that builds the notification centre. Its guard will be `notifications.read`.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async () => {};

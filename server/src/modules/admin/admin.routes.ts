import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/**
 * The administrator's own screens: statistics (`stats.view`), the database viewer and backups
 * (`data.export`, `data.restore`), the audit trail (`audit.view`). Registered now, filled by
 * the admin issues; they read other modules only through those modules' services.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async () => {};

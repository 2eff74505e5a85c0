import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/**
 * The newsfeed (learner spec §7 "Newsfeed"; tables in db/schema/newsfeed.ts): registered now,
 * filled by the newsfeed issue. Reading asks `decideAccess(…, 'newsfeed')`, posting `newsfeed.post`.
 */
export const newsfeedRoutes: FastifyPluginAsyncZod<{ db: Db }> = async () => {};

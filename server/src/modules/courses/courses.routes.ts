import { boardAreaParam, idPathParam } from '@core/schemas/common';
import {
  courseDetailSchema,
  courseIdParam,
  coursesResponseSchema,
  videosQuerySchema,
  videosResponseSchema,
} from '@core/schemas/courses';
import { studyMaterialsQuerySchema, studyMaterialsResponseSchema } from '@core/schemas/materials';
import {
  sessionTimeBodySchema,
  sessionTimeResponseSchema,
  startSessionBodySchema,
  startSessionResponseSchema,
  videoCompleteResponseSchema,
  videoCompletionResponseSchema,
  videoProgressBodySchema,
  videoProgressResponseSchema,
} from '@core/schemas/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import type { Storage } from '../../plugins/storage';
import * as courses from './courses.service';
import { listMaterialsFor } from './materials.service';
import * as tracking from './tracking.service';

/** Content (learner spec §7 "Content and tracking") and /study/{id} courses. */
export const coursesRoutes: FastifyPluginAsyncZod<courses.CoursesDeps & { storage: Storage }> = async (
  app,
  deps,
) => {
  const { db } = deps;
  const tags = ['courses'];
  app.addHook('onRequest', requireUser);

  app.get(
    '/content/videos',
    { schema: { tags, querystring: videosQuerySchema, response: { 200: videosResponseSchema } } },
    async (req) => courses.listVideosFor(deps, currentUser(req), req.query),
  );

  app.get(
    '/content/courses',
    { schema: { tags, response: { 200: coursesResponseSchema } } },
    async (req) => ({ courses: await courses.listCourses(deps, currentUser(req)) }),
  );

  app.get(
    '/content/courses/:id',
    { schema: { tags, params: courseIdParam, response: { 200: courseDetailSchema } } },
    async (req) => courses.courseDetail(deps, currentUser(req), req.params.id),
  );

  app.get(
    '/user-tracking/video-completion/:boardArea',
    { schema: { tags, params: boardAreaParam, response: { 200: videoCompletionResponseSchema } } },
    async (req) => courses.videoCompletion(deps, currentUser(req), req.params.boardArea),
  );

  app.post(
    '/user-tracking/video-progress',
    { schema: { tags, body: videoProgressBodySchema, response: { 200: videoProgressResponseSchema } } },
    async (req) => tracking.recordVideoProgress(db, currentUser(req), req.body),
  );

  app.post(
    '/user-tracking/video-complete/:id',
    { schema: { tags, params: idPathParam, response: { 200: videoCompleteResponseSchema } } },
    async (req) => tracking.completeVideo(db, currentUser(req), req.params.id),
  );

  app.post(
    '/study-materials/start-session',
    { schema: { tags, body: startSessionBodySchema, response: { 201: startSessionResponseSchema } } },
    async (req, reply) => reply.status(201).send(await tracking.startSession(db, currentUser(req), req.body)),
  );

  app.post(
    '/study-materials/end-session/:id',
    {
      schema: {
        tags,
        params: idPathParam,
        body: sessionTimeBodySchema,
        response: { 200: sessionTimeResponseSchema },
      },
    },
    async (req) =>
      tracking.recordSessionTime(db, currentUser(req), req.params.id, req.body.duration_seconds, true),
  );

  app.post(
    '/study-materials/session-heartbeat/:id',
    {
      schema: {
        tags,
        params: idPathParam,
        body: sessionTimeBodySchema,
        response: { 200: sessionTimeResponseSchema },
      },
    },
    async (req) =>
      tracking.recordSessionTime(db, currentUser(req), req.params.id, req.body.duration_seconds, false),
  );

  for (const url of ['/study-materials', '/study-materials/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          querystring: studyMaterialsQuerySchema,
          response: { 200: studyMaterialsResponseSchema },
          hide: url.endsWith('/'),
        },
      },
      async (req) => ({ materials: await listMaterialsFor(deps, currentUser(req), req.query) }),
    );
  }
};

import { boardAreaParam, idPathParam } from '@core/schemas/common';
import {
  adminCoursesResponseSchema,
  courseDetailSchema,
  courseIdParam,
  coursesResponseSchema,
  transcriptResponseSchema,
  videosQuerySchema,
  videosResponseSchema,
} from '@core/schemas/courses';
import {
  videoCompleteResponseSchema,
  videoCompletionResponseSchema,
  videoProgressBodySchema,
  videoProgressResponseSchema,
} from '@core/schemas/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../../plugins/auth';
import * as courses from './courses.service';

const tags = ['courses'];
/** Every role may watch; subscription and closed board areas are checked by the services. */
const guard = requirePermission('courses.view');

/** Lectures and /study/{id} courses (learner spec §7 "Content and tracking"). */
export const coursesRoutes: FastifyPluginAsyncZod<courses.CoursesDeps> = async (app, deps) => {
  app.get(
    '/content/videos',
    {
      onRequest: guard,
      schema: { tags, querystring: videosQuerySchema, response: { 200: videosResponseSchema } },
    },
    async (req) => courses.listVideosFor(deps, currentUser(req), req.query),
  );

  app.get(
    '/admin/courses',
    {
      onRequest: requirePermission('content.manage'),
      schema: { tags, response: { 200: adminCoursesResponseSchema } },
    },
    async () => courses.adminCourses(deps.db),
  );

  app.get(
    '/content/videos/:id/transcript',
    {
      onRequest: guard,
      schema: { tags, params: idPathParam, response: { 200: transcriptResponseSchema } },
    },
    async (req) => courses.videoTranscript(deps, currentUser(req), req.params.id),
  );

  app.get(
    '/content/courses',
    { onRequest: guard, schema: { tags, response: { 200: coursesResponseSchema } } },
    async (req) => ({ courses: await courses.listCourses(deps, currentUser(req)) }),
  );

  app.get(
    '/content/courses/:id',
    { onRequest: guard, schema: { tags, params: courseIdParam, response: { 200: courseDetailSchema } } },
    async (req) => courses.courseDetail(deps, currentUser(req), req.params.id),
  );

  app.get(
    '/user-tracking/video-completion/:boardArea',
    {
      onRequest: guard,
      schema: { tags, params: boardAreaParam, response: { 200: videoCompletionResponseSchema } },
    },
    async (req) => courses.videoCompletion(deps, currentUser(req), req.params.boardArea),
  );

  app.post(
    '/user-tracking/video-progress',
    {
      onRequest: guard,
      schema: { tags, body: videoProgressBodySchema, response: { 200: videoProgressResponseSchema } },
    },
    async (req) => courses.recordVideoProgress(deps, currentUser(req), req.body),
  );

  app.post(
    '/user-tracking/video-complete/:id',
    {
      onRequest: guard,
      schema: { tags, params: idPathParam, response: { 200: videoCompleteResponseSchema } },
    },
    async (req) => courses.completeVideo(deps, currentUser(req), req.params.id),
  );
};

import { idPathParam, okSchema } from '@core/schemas/common';
import { externalVideoBodySchema, videoSchema } from '@core/schemas/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../../plugins/auth';
import { receiveUpload } from '../media/media.service';
import type { CoursesDeps } from './courses.service';
import * as admin from './videos-admin.service';

const tags = ['admin', 'courses'];
const guard = requirePermission('content.manage');

/** Content management of admin spec §7 for lectures. */
export const videosAdminRoutes: FastifyPluginAsyncZod<CoursesDeps> = async (app, deps) => {
  app.post(
    '/admin/external-video',
    { onRequest: guard, schema: { tags, body: externalVideoBodySchema, response: { 201: videoSchema } } },
    async (req, reply) =>
      reply.status(201).send(await admin.createExternalVideo(deps, currentUser(req), req.body)),
  );

  app.post(
    '/admin/simple-upload-video',
    { onRequest: guard, schema: { tags, consumes: ['multipart/form-data'], response: { 201: videoSchema } } },
    async (req, reply) => {
      const upload = await receiveUpload(req, deps.storage, admin.VIDEO_UPLOAD);
      return reply.status(201).send(await admin.createUploadedVideo(deps, currentUser(req), upload));
    },
  );

  app.delete(
    '/admin/videos/:id',
    { onRequest: guard, schema: { tags, params: idPathParam, response: { 200: okSchema } } },
    async (req) => {
      await admin.removeVideo(deps, currentUser(req), req.params.id);
      return { message: 'Video deleted' };
    },
  );
};

import { idPathParam, okSchema } from '@core/schemas/common';
import {
  adminVideosResponseSchema,
  chunkReceivedSchema,
  chunkStatusQuerySchema,
  chunkStatusSchema,
  courseIdParamSchema,
  courseUploadResponseSchema,
  externalVideoBodySchema,
  retryProcessingResponseSchema,
  smartThumbnailResponseSchema,
  thumbnailUploadResponseSchema,
  updateVideoBodySchema,
  videoSchema,
} from '@core/schemas/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../../plugins/auth';
import { receiveUpload } from '../media/media.service';
import { retryProcessing } from './video-processing';
import * as admin from './videos-admin.service';
import { CHUNK_UPLOAD, type ChunkedDeps, chunkStatus, receiveChunk } from './videos-chunked.service';
import * as edit from './videos-edit.service';

const tags = ['admin', 'courses'];
const guard = requirePermission('content.manage');

/** Content management of admin spec §7 for lectures. */
export const videosAdminRoutes: FastifyPluginAsyncZod<ChunkedDeps> = async (app, deps) => {
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

  app.post(
    '/admin/upload-video-chunked',
    {
      onRequest: guard,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: chunkReceivedSchema, 201: videoSchema },
      },
    },
    async (req, reply) => {
      const upload = await receiveUpload(req, deps.chunks.incoming, CHUNK_UPLOAD);
      const outcome = await receiveChunk(deps, currentUser(req), upload);
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.get(
    '/admin/upload-video-chunked/status',
    {
      onRequest: guard,
      schema: { tags, querystring: chunkStatusQuerySchema, response: { 200: chunkStatusSchema } },
    },
    async (req) => chunkStatus(deps, currentUser(req), req.query),
  );

  app.delete(
    '/admin/videos/:id',
    { onRequest: guard, schema: { tags, params: idPathParam, response: { 200: okSchema } } },
    async (req) => {
      await admin.removeVideo(deps, currentUser(req), req.params.id);
      return { message: 'Video deleted' };
    },
  );

  app.get(
    '/admin/videos',
    { onRequest: guard, schema: { tags, response: { 200: adminVideosResponseSchema } } },
    async (req) => edit.listAdminVideos(deps, currentUser(req)),
  );

  app.post(
    '/admin/videos/:id/retry-processing',
    {
      onRequest: guard,
      schema: { tags, params: idPathParam, response: { 200: retryProcessingResponseSchema } },
    },
    async (req) => retryProcessing(deps, req.params.id),
  );

  app.put(
    '/content/videos/:id',
    {
      onRequest: guard,
      schema: { tags, params: idPathParam, body: updateVideoBodySchema, response: { 200: videoSchema } },
    },
    async (req) => edit.updateVideoDetails(deps, currentUser(req), req.params.id, req.body),
  );

  const multipart = { tags, consumes: ['multipart/form-data'] };
  app.post(
    '/content/videos/:id/upload-thumbnail',
    {
      onRequest: guard,
      schema: { ...multipart, params: idPathParam, response: { 200: thumbnailUploadResponseSchema } },
    },
    async (req) => {
      const upload = await receiveUpload(req, deps.storage, edit.THUMBNAIL_UPLOAD);
      return edit.uploadThumbnail(deps, currentUser(req), req.params.id, upload);
    },
  );

  app.post(
    '/content/videos/smart-thumbnail-upload',
    { onRequest: guard, schema: { ...multipart, response: { 200: smartThumbnailResponseSchema } } },
    async (req) =>
      edit.smartThumbnail(deps, await receiveUpload(req, deps.storage, edit.SMART_THUMBNAIL_UPLOAD)),
  );

  app.post(
    '/content/courses/:courseId/upload-image',
    {
      onRequest: guard,
      schema: { ...multipart, params: courseIdParamSchema, response: { 200: courseUploadResponseSchema } },
    },
    async (req) => {
      const upload = await receiveUpload(req, deps.storage, edit.COURSE_IMAGE_UPLOAD);
      return edit.uploadCourseImage(deps, req.params.courseId, upload);
    },
  );

  app.post(
    '/content/courses/:courseId/upload-video',
    {
      onRequest: guard,
      schema: { ...multipart, params: courseIdParamSchema, response: { 200: courseUploadResponseSchema } },
    },
    async (req) => {
      const upload = await receiveUpload(req, deps.storage, edit.COURSE_VIDEO_UPLOAD);
      return edit.uploadCourseVideo(deps, req.params.courseId, upload);
    },
  );
};

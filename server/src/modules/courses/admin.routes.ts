import { idPathParam, okSchema } from '@core/schemas/common';
import { externalVideoBodySchema, uploadVideoFieldsSchema, videoSchema } from '@core/schemas/courses';
import { studyMaterialSchema, uploadMaterialFieldsSchema } from '@core/schemas/materials';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ValidationError } from '../../lib/http-errors';
import { currentUser, requireAdmin } from '../../plugins/auth';
import { SIZE_LIMITS } from '../../plugins/storage';
import * as admin from './admin-videos.service';
import { storeMaterialFile, storeThumbnail, storeVideoFile } from './ingest';
import { createMaterial, deleteMaterial } from './materials.service';
import { discardUpload, receiveUpload } from './upload';

const tags = ['admin', 'courses'];

/** Content management calls of admin spec §7 for videos and study materials (administrators). */
export const courseAdminRoutes: FastifyPluginAsyncZod<admin.AdminVideoDeps> = async (app, deps) => {
  const { storage } = deps;
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: SIZE_LIMITS.video + 1, files: 2, fields: 20, fieldSize: 10_000, parts: 30 },
    });
  }
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/admin/external-video',
    { schema: { tags, body: externalVideoBodySchema, response: { 201: videoSchema } } },
    async (req, reply) =>
      reply.status(201).send(await admin.createExternalVideo(deps, currentUser(req), req.body)),
  );

  app.post(
    '/admin/simple-upload-video',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: videoSchema } } },
    async (req, reply) => {
      const upload = await receiveUpload(
        req,
        storage,
        { file: (s) => storeVideoFile(storage, s), thumbnail: (s) => storeThumbnail(storage, s) },
        'Please select a video file to upload (MP4 or WebM)',
      );
      try {
        const file = upload.files.file;
        if (!file)
          throw new ValidationError([{ loc: ['body', 'file'], msg: 'Please select a video file to upload' }]);
        const fields = parseFields(uploadVideoFieldsSchema, upload.fields);
        const video = await admin.createUploadedVideo(
          deps,
          currentUser(req),
          fields,
          file,
          upload.files.thumbnail,
        );
        return reply.status(201).send(video);
      } catch (err) {
        await discardUpload(storage, upload);
        throw err;
      }
    },
  );

  app.delete(
    '/admin/videos/:id',
    { schema: { tags, params: idPathParam, response: { 200: okSchema } } },
    async (req) => {
      await admin.removeVideo(deps, req.params.id);
      return { message: 'Video deleted' };
    },
  );

  app.post(
    '/study-materials/upload',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: studyMaterialSchema } } },
    async (req, reply) => {
      const user = currentUser(req);
      const upload = await receiveUpload(
        req,
        storage,
        { file: (s, name) => storeMaterialFile(storage, s, name) },
        'This type of file cannot be uploaded',
      );
      try {
        const file = upload.files.file;
        if (!file)
          throw new ValidationError([{ loc: ['body', 'file'], msg: 'Please fill all required fields' }]);
        const fields = parseFields(uploadMaterialFieldsSchema, upload.fields);
        return reply.status(201).send(await createMaterial(deps, user, fields, file));
      } catch (err) {
        await discardUpload(storage, upload);
        throw err;
      }
    },
  );

  app.delete(
    '/study-materials/:id',
    { schema: { tags, params: idPathParam, response: { 200: okSchema } } },
    async (req) => {
      await deleteMaterial(deps, req.params.id);
      return { message: 'Study material deleted' };
    },
  );
};

function parseFields<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new ValidationError(
    parsed.error.issues.map((i) => ({ loc: ['body', ...i.path.map(String)], msg: i.message })),
  );
}

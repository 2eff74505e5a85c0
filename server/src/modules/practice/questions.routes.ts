import { idParam, okSchema } from '@core/schemas/common';
import {
  adminQuestionSchema,
  adminQuestionsQuerySchema,
  adminQuestionsResponseSchema,
  bulkUploadResultSchema,
  questionInputSchema,
} from '@core/schemas/question-bank';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { currentUser, requireAdmin } from '../../plugins/auth';
import { importQuestionFile } from './question-import';
import * as questions from './questions.service';

const tags = ['questions'];
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The uploaded file (`file` field) and the other form fields, whatever their order. */
async function readUpload(req: FastifyRequest) {
  let file: { name: string; buffer: Buffer } | null = null;
  const fields: Record<string, string> = {};
  for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, 'The file is larger than 5 MB');
      if (part.fieldname === 'file') file = { name: part.filename, buffer };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  if (!file || file.buffer.length === 0)
    throw new HttpError(422, 'Please select a CSV or Excel file to upload');
  return { file, fields };
}

/** Administrators: the question bank (admin spec §7 "Content manager"). */
export const questionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  }
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/questions',
    {
      schema: {
        tags,
        querystring: adminQuestionsQuerySchema,
        response: { 200: adminQuestionsResponseSchema },
      },
    },
    async (req) => {
      const { page, limit, ...filter } = req.query;
      return questions.listAdminQuestions(db, filter, page, limit);
    },
  );

  app.post(
    '/admin/questions',
    { schema: { tags, body: questionInputSchema, response: { 201: adminQuestionSchema } } },
    async (req, reply) =>
      reply.status(201).send(await questions.createQuestion(db, req.body, currentUser(req).id)),
  );

  app.put(
    '/admin/questions/:id',
    { schema: { tags, params: idParam, body: questionInputSchema, response: { 200: adminQuestionSchema } } },
    async (req) => questions.replaceQuestion(db, req.params.id, req.body),
  );

  app.delete(
    '/admin/questions/:id',
    { schema: { tags, params: idParam, response: { 200: okSchema } } },
    async (req) => {
      await questions.removeQuestion(db, req.params.id);
      return { message: 'Question deleted' };
    },
  );

  app.post(
    '/admin/questions/bulk-upload',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: bulkUploadResultSchema } } },
    async (req) => {
      const { file } = await readUpload(req);
      return importQuestionFile(db, {
        fileName: file.name,
        buffer: file.buffer,
        authorId: currentUser(req).id,
        skipExisting: true,
      });
    },
  );

  app.post(
    '/admin/questions/bulk-upload-subject',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: bulkUploadResultSchema } } },
    async (req) => {
      const { file, fields } = await readUpload(req);
      return importQuestionFile(db, {
        fileName: file.name,
        buffer: file.buffer,
        authorId: currentUser(req).id,
        skipExisting: true,
        defaults: {
          board_area: fields.board_area || undefined,
          subject: fields.subject || undefined,
          subject_index: fields.subject_index ? Number(fields.subject_index) : undefined,
        },
      });
    },
  );
};

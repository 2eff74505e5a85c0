import { idParam, okSchema } from '@core/schemas/common';
import {
  adminQuestionSchema,
  adminQuestionsQuerySchema,
  adminQuestionsResponseSchema,
  bulkDeleteAreaBodySchema,
  bulkDeleteDifficultyBodySchema,
  bulkDeleteResponseSchema,
  bulkDeleteSubjectBodySchema,
  bulkUploadResultSchema,
  questionInputSchema,
  questionStatsSchema,
  templateParamsSchema,
  templateQuerySchema,
} from '@core/schemas/question-bank';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { receiveUpload, type Storage } from '../media/media.service';
import * as bank from './question-bank.service';

const tags = ['questions'];
const guard = requirePermission('content.manage');

/** The question bank (admin spec §7 "Content manager"). */
export const questionBankRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  inAttempts: bank.InAttempts;
}> = async (app, deps) => {
  const { db, storage, inAttempts } = deps;

  app.get(
    '/admin/questions/stats',
    { onRequest: guard, schema: { tags, response: { 200: questionStatsSchema } } },
    async () => bank.questionStats(db),
  );

  // Bulk deletes (admin spec §7): the web asks twice; the answer says how many went.
  for (const [url, body] of [
    ['/admin/questions/bulk-delete-board-area', bulkDeleteAreaBodySchema],
    ['/admin/questions/bulk-delete-subject', bulkDeleteSubjectBodySchema],
    ['/admin/questions/bulk-delete', bulkDeleteDifficultyBodySchema],
  ] as const) {
    app.delete(
      url,
      { onRequest: guard, schema: { tags, body, response: { 200: bulkDeleteResponseSchema } } },
      async (req) => bank.bulkRemove(db, inAttempts, currentUser(req), req.body),
    );
  }

  app.get(
    '/templates/download-template/:boardArea/:subjectIndex',
    { onRequest: guard, schema: { tags, params: templateParamsSchema, querystring: templateQuerySchema } },
    async (req, reply) => {
      const file = await bank.questionTemplate(
        db,
        req.params.boardArea,
        req.params.subjectIndex,
        req.query.format,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/admin/questions',
    {
      onRequest: guard,
      schema: {
        tags,
        querystring: adminQuestionsQuerySchema,
        response: { 200: adminQuestionsResponseSchema },
      },
    },
    async (req) => {
      const { page, limit, ...filter } = req.query;
      return bank.listAdminQuestions(db, filter, page, limit);
    },
  );

  app.post(
    '/admin/questions',
    { onRequest: guard, schema: { tags, body: questionInputSchema, response: { 201: adminQuestionSchema } } },
    async (req, reply) =>
      reply.status(201).send(await bank.createQuestion(db, req.body, currentUser(req).id)),
  );

  app.put(
    '/admin/questions/:id',
    {
      onRequest: guard,
      schema: { tags, params: idParam, body: questionInputSchema, response: { 200: adminQuestionSchema } },
    },
    async (req) => bank.replaceQuestion(db, req.params.id, req.body),
  );

  app.delete(
    '/admin/questions/:id',
    { onRequest: guard, schema: { tags, params: idParam, response: { 200: okSchema } } },
    async (req) => {
      await bank.removeQuestion(db, inAttempts, currentUser(req), req.params.id);
      return { message: 'Question deleted' };
    },
  );

  for (const [url, withDefaults] of [
    ['/admin/questions/bulk-upload', false],
    ['/admin/questions/bulk-upload-subject', true],
  ] as const) {
    app.post(
      url,
      {
        onRequest: guard,
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: bulkUploadResultSchema } },
      },
      async (req) =>
        bank.importUpload(
          deps,
          currentUser(req),
          await receiveUpload(req, storage, { file: bank.IMPORT_FIELD }),
          withDefaults,
        ),
    );
  }
};

import { okSchema } from '@core/schemas/common';
import {
  createMockBodySchema,
  mockAnswersBodySchema,
  mockAreaParam,
  mockExamSchema,
  mockIdParam,
  mockOverviewSchema,
  mockSittingResponseSchema,
  mockSubmitBodySchema,
} from '@core/schemas/mock-exam';
import { saveAnswersResponseSchema, testResultDetailSchema } from '@core/schemas/practice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/auth';
import * as mock from './mock-exam.service';

const tags = ['mock-exam'];

/** The mock board exam (issue 18 item 3): the signed-in learner's own; a Pro plan feature. */
export const mockExamRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/mock-exams',
    { onRequest: requireUser, schema: { tags, response: { 200: mockOverviewSchema } } },
    async (req) => mock.overview(db, currentUser(req)),
  );

  app.post(
    '/mock-exams',
    {
      onRequest: requireUser,
      schema: { tags, body: createMockBodySchema, response: { 201: mockExamSchema } },
    },
    async (req, reply) => reply.code(201).send(await mock.createMock(db, currentUser(req), req.body.form)),
  );

  app.get(
    '/mock-exams/:id',
    { onRequest: requireUser, schema: { tags, params: mockIdParam, response: { 200: mockExamSchema } } },
    async (req) => mock.getMock(db, currentUser(req), req.params.id),
  );

  app.delete(
    '/mock-exams/:id',
    { onRequest: requireUser, schema: { tags, params: mockIdParam, response: { 200: okSchema } } },
    async (req) => mock.discardMock(db, currentUser(req), req.params.id),
  );

  app.post(
    '/mock-exams/:id/areas/:position/start',
    {
      onRequest: requireUser,
      schema: { tags, params: mockAreaParam, response: { 200: mockSittingResponseSchema } },
    },
    async (req) => mock.startArea(db, currentUser(req), req.params.id, req.params.position),
  );

  app.put(
    '/mock-exams/:id/areas/:position/answers',
    {
      onRequest: requireUser,
      schema: {
        tags,
        params: mockAreaParam,
        body: mockAnswersBodySchema,
        response: { 200: saveAnswersResponseSchema },
      },
    },
    async (req) => mock.saveArea(db, currentUser(req), req.params.id, req.params.position, req.body.answers),
  );

  app.post(
    '/mock-exams/:id/areas/:position/submit',
    {
      onRequest: requireUser,
      schema: { tags, params: mockAreaParam, body: mockSubmitBodySchema, response: { 200: mockExamSchema } },
    },
    async (req) =>
      mock.submitArea(db, currentUser(req), req.params.id, req.params.position, req.body?.answers ?? []),
  );

  app.get(
    '/mock-exams/:id/areas/:position/review',
    {
      onRequest: requireUser,
      schema: { tags, params: mockAreaParam, response: { 200: testResultDetailSchema } },
    },
    async (req) => mock.areaReview(db, currentUser(req), req.params.id, req.params.position),
  );
};

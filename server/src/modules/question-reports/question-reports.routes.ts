import { idPathParam } from '@core/schemas/common';
import {
  closeReportsResponseSchema,
  createReportBodySchema,
  dismissReportsBodySchema,
  reportDetailSchema,
  reportListQuery,
  reportListSchema,
  reportSchema,
  resolveReportsBodySchema,
} from '@core/schemas/question-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission, requireUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import * as reports from './question-reports.service';

export const REPORTS_TOO_OFTEN = 'You sent many reports in the last hour. Please try again later.';

/** Reporting a question (issue 18 item 6): learners report, administrators resolve or dismiss. */
export const questionReportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['question-reports'];
  const admin = requirePermission('content.manage');

  app.post(
    '/question-reports',
    {
      onRequest: requireUser,
      config: { rateLimit: limit(10, 3_600_000, REPORTS_TOO_OFTEN) },
      schema: { tags, body: createReportBodySchema, response: { 201: reportSchema } },
    },
    async (req, reply) => reply.code(201).send(await reports.createReport(db, currentUser(req), req.body)),
  );

  app.get(
    '/admin/question-reports',
    { onRequest: admin, schema: { tags, querystring: reportListQuery, response: { 200: reportListSchema } } },
    async (req) => reports.listReported(db, req.query),
  );

  app.get(
    '/admin/question-reports/questions/:id',
    { onRequest: admin, schema: { tags, params: idPathParam, response: { 200: reportDetailSchema } } },
    async (req) => reports.reportDetail(db, req.params.id),
  );

  app.post(
    '/admin/question-reports/questions/:id/resolve',
    {
      onRequest: admin,
      schema: {
        tags,
        params: idPathParam,
        body: resolveReportsBodySchema,
        response: { 200: closeReportsResponseSchema },
      },
    },
    async (req) => reports.resolveReports(db, currentUser(req), req.params.id, req.body.note),
  );

  app.post(
    '/admin/question-reports/questions/:id/dismiss',
    {
      onRequest: admin,
      schema: {
        tags,
        params: idPathParam,
        body: dismissReportsBodySchema,
        response: { 200: closeReportsResponseSchema },
      },
    },
    async (req) => reports.dismissReports(db, currentUser(req), req.params.id, req.body.note),
  );
};

import { idPathParam } from '@core/schemas/common';
import {
  itemExportQuery,
  itemListQuery,
  itemListSchema,
  itemRowSchema,
  testAnalysisListSchema,
} from '@core/schemas/item-analysis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requirePermission } from '../../plugins/auth';
import { exportItems, itemOf, listItems, testAnalysis } from './item-analysis.service';

/** Item analysis in the content manager (issue 18 item 5): administrators only. */
export const itemAnalysisRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['item-analysis'];
  const onRequest = requirePermission('content.manage');

  app.get(
    '/admin/item-analysis/questions',
    { onRequest, schema: { tags, querystring: itemListQuery, response: { 200: itemListSchema } } },
    async (req) => listItems(db, req.query),
  );

  app.get(
    '/admin/item-analysis/questions/:id',
    { onRequest, schema: { tags, params: idPathParam, response: { 200: itemRowSchema } } },
    async (req) => itemOf(db, req.params.id),
  );

  app.get(
    '/admin/item-analysis/tests',
    { onRequest, schema: { tags, response: { 200: testAnalysisListSchema } } },
    async () => testAnalysis(db),
  );

  app.get(
    '/admin/item-analysis/export.csv',
    { onRequest, schema: { tags, querystring: itemExportQuery, response: { 200: z.string() } } },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="item-analysis.csv"')
        .header('cache-control', 'no-store')
        .send(await exportItems(db, req.query)),
  );
};

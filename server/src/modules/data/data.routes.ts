import {
  collectionParam,
  collectionQuery,
  collectionResponseSchema,
  collectionsResponseSchema,
  restoreResponseSchema,
} from '@core/schemas/data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { MediaListing } from '../../db/data-tools/backup';
import { currentUser, requirePermission } from '../../plugins/auth';
import * as data from './data.service';

const tags = ['data'];
const view = requirePermission('data.export');

/** Administrators: the database viewer, backup downloads and the restore (decisions.md "Data tools"). */
/** `media`: the uploaded files' storage, which a backup's manifest lists. */
export const dataRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string; media: MediaListing }> = async (
  app,
  { db, dataDir, media },
) => {
  app.get(
    '/admin/collections',
    { onRequest: view, schema: { tags, response: { 200: collectionsResponseSchema } } },
    async () => data.listCollections(db),
  );

  app.get(
    '/admin/collections/:name',
    {
      onRequest: view,
      schema: { tags, params: collectionParam, querystring: collectionQuery, response: { 200: collectionResponseSchema } },
    },
    async (req) => data.collectionPage(db, req.params.name, req.query.page, req.query.limit),
  );

  const download = async (table: string | null, req: Parameters<typeof currentUser>[0], reply: import('fastify').FastifyReply) => {
    const { fileName, stream } = await data.backupDownload(db, currentUser(req), table, media);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  };

  app.get('/admin/backup/full', { onRequest: view, schema: { tags } }, async (req, reply) =>
    download(null, req, reply),
  );

  app.get('/admin/backup/:name', { onRequest: view, schema: { tags, params: collectionParam } }, async (req, reply) =>
    download(req.params.name, req, reply),
  );

  app.post(
    '/admin/backup/restore',
    {
      onRequest: requirePermission('data.restore'),
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: restoreResponseSchema } },
    },
    async (req) => data.restoreFromUpload(db, currentUser(req), req, dataDir),
  );
};

import { idPathParam, okSchema } from '@core/schemas/common';
import {
  studyMaterialSchema,
  studyMaterialsQuerySchema,
  studyMaterialsResponseSchema,
} from '@core/schemas/materials';
import { startSessionBodySchema, startSessionResponseSchema } from '@core/schemas/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../../plugins/auth';
import { receiveUpload } from '../media/media.service';
import * as materials from './materials.service';

const tags = ['courses'];
/** Every role may read; subscription and closed board areas are checked by the services. */
const reader = requirePermission('courses.view');
const manager = requirePermission('content.manage');

export const materialsRoutes: FastifyPluginAsyncZod<materials.MaterialsDeps> = async (app, deps) => {
  for (const url of ['/study-materials', '/study-materials/']) {
    app.get(
      url,
      {
        onRequest: reader,
        schema: {
          tags,
          querystring: studyMaterialsQuerySchema,
          response: { 200: studyMaterialsResponseSchema },
          hide: url.endsWith('/'),
        },
      },
      async (req) => ({ materials: await materials.listMaterialsFor(deps, currentUser(req), req.query) }),
    );
  }

  // Sessions of videos too: the spec's client starts every study session here.
  app.post(
    '/study-materials/start-session',
    {
      onRequest: reader,
      schema: { tags, body: startSessionBodySchema, response: { 201: startSessionResponseSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await materials.startSession(deps.db, currentUser(req), req.body)),
  );

  app.post(
    '/study-materials/upload',
    {
      onRequest: manager,
      schema: {
        tags: ['admin', ...tags],
        consumes: ['multipart/form-data'],
        response: { 201: studyMaterialSchema },
      },
    },
    async (req, reply) => {
      const upload = await receiveUpload(req, deps.storage, materials.MATERIAL_UPLOAD);
      return reply.status(201).send(await materials.createMaterial(deps, currentUser(req), upload));
    },
  );

  app.delete(
    '/study-materials/:id',
    {
      onRequest: manager,
      schema: { tags: ['admin', ...tags], params: idPathParam, response: { 200: okSchema } },
    },
    async (req) => {
      await materials.deleteMaterial(deps, currentUser(req), req.params.id);
      return { message: 'Study material deleted' };
    },
  );
};

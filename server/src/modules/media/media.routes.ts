import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MediaDeps, openSignedMedia } from './media.service';
import { MEDIA_KINDS } from './signed-url';
import { sendMedia } from './stream';

const params = z.object({ kind: z.enum(MEDIA_KINDS), id: z.string().max(64) });
const querystring = z.object({
  s: z.string().max(64).optional(),
  exp: z.coerce.number().optional(),
  sig: z.string().max(128).optional(),
  download: z.string().max(1).optional(),
});

/**
 * GET /api/media/{kind}/{id}?s=&exp=&sig=: stored files through signed URLs bound to the
 * session they were issued under, streamed from local storage (never buffered) with HTTP Range
 * support, or redirected to a presigned URL of object storage.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaDeps> = async (app, deps) => {
  app.get(
    '/media/:kind/:id',
    {
      exposeHeadRoute: true,
      // Public to the router: the signature in the URL is the authorisation (a <video> sends no header).
      config: { public: true },
      schema: { tags: ['media'], params, querystring, security: [] },
    },
    async (req, reply) => {
      const file = await openSignedMedia(deps, req.params.kind, req.params.id, req.query);
      return sendMedia(req, reply, deps.storage, req.params.kind, file);
    },
  );
};

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_KINDS } from '../../lib/signed-url';
import { contentDisposition, type MediaDeps, resolveMedia } from './media.service';
import { ifRangeMatches, parseRange } from './range';

const params = z.object({ kind: z.enum(MEDIA_KINDS), id: z.string().max(64) });
const querystring = z.object({
  u: z.string().max(64).optional(),
  exp: z.coerce.number().optional(),
  sig: z.string().max(128).optional(),
  download: z.string().max(1).optional(),
});

/**
 * GET /api/media/{videos|thumbnails|materials}/{id}?u=&exp=&sig=: stored files through
 * signed URLs, streamed from storage (never buffered) with HTTP Range support.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaDeps> = async (app, deps) => {
  app.get(
    '/media/:kind/:id',
    { exposeHeadRoute: true, schema: { tags: ['media'], params, querystring, security: [] } },
    async (req, reply) => {
      const file = await resolveMedia(deps, req.params.kind, req.params.id, req.query);
      const { size, mtime } = file.stat;
      const etag = `"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('last-modified', mtime.toUTCString())
        .header('cache-control', 'private, max-age=600')
        .header('content-type', file.mime);
      if (file.disposition) reply.header('content-disposition', contentDisposition(file.disposition));

      if (req.headers['if-none-match'] === etag && !req.headers.range) return reply.status(304).send();

      const ifRange = req.headers['if-range'];
      const range = ifRangeMatches(typeof ifRange === 'string' ? ifRange : undefined, etag, mtime)
        ? parseRange(req.headers.range, size)
        : { kind: 'full' as const };
      if (range.kind === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${size}`)
          .header('content-type', 'application/json; charset=utf-8')
          .send({ detail: 'Requested range not satisfiable' });
      }
      const partial = range.kind === 'partial';
      const start = partial ? range.start : 0;
      const end = partial ? range.end : size - 1;
      reply.status(partial ? 206 : 200).header('content-length', String(size === 0 ? 0 : end - start + 1));
      if (partial) reply.header('content-range', `bytes ${start}-${end}/${size}`);
      // HEAD: an empty stream keeps our Content-Length (Fastify resets it for other bodies).
      if (req.method === 'HEAD' || size === 0) return reply.send(Readable.from([]));
      return reply.send(deps.storage.createReadStream(file.key, { start, end }));
    },
  );
};

import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaFile } from './media.service';
import { ifRangeMatches, parseRange } from './range';
import type { MediaKind } from './signed-url';
import type { FileStat, Storage } from './storage';

type OpenedFile = MediaFile & { key: string; stat: FileStat };

/**
 * A checked media request. With object storage the browser is sent (302) to a presigned GET
 * of a few minutes, so a video's range requests go straight to the bucket, never through the
 * app; captions stay proxied, since a cross-origin <track> needs CORS on the bucket.
 */
export async function sendMedia(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  kind: MediaKind,
  file: OpenedFile,
) {
  if (!storage.presignGet || kind === 'captions') return sendStoredFile(req, reply, storage, file);
  const url = await storage.presignGet(file.key, {
    contentType: file.mime,
    ...(file.disposition && { contentDisposition: contentDisposition(file.disposition) }),
  });
  // Cached for less than the presigned URL lives: a page showing the same image asks once.
  return reply.status(302).header('location', url).header('cache-control', 'private, max-age=60').send();
}

/**
 * Streams a stored file (never buffered) with validators and HTTP Range: 304 for a matching
 * ETag, 206 for one satisfiable range, 416 otherwise, 200 for the whole file.
 */
export function sendStoredFile(req: FastifyRequest, reply: FastifyReply, storage: Storage, file: OpenedFile) {
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
  return reply.send(storage.createReadStream(file.key, { start, end }));
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(d: NonNullable<MediaFile['disposition']>): string {
  const ascii = d.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${d.type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(d.fileName)}`;
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
}

/** A client-side route (no file extension), as opposed to a missing asset. */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (pathname.startsWith('/api/') || pathname === '/api') return false;
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built SPA (web/dist): hashed assets cached for a year, pre-compressed .br/.gz
 * files when the browser accepts them, and index.html for every client-side route so deep
 * links survive a reload. Files are looked up per request, so a rebuild needs no restart.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (!hasBuild) {
    app.log.warn(`No web build at ${webDist}: run "npm run build" (the API still works)`);
    app.setNotFoundHandler(notFoundJson);
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shell = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', (_request, reply) => shell(reply));
  app.setNotFoundHandler((request, reply) =>
    isClientRoute(request) ? shell(reply) : notFoundJson(request, reply),
  );
  return true;
}

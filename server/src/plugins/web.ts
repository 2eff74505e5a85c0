import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA (web/dist) with long caching for hashed assets. */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`No web build at ${webDist}: run "npm run build" (the API still works)`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Every other GET that is not an asset is a client-side route: hand back the SPA shell.
  app.get<{ Params: { '*': string } }>('/*', (req, reply) => {
    const file = path.join(webDist, req.params['*'] ?? '');
    if (file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDist, file));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}

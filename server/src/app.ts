import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import { createMediaSigner, loadMediaSecret } from './lib/signed-url';
import { accessRoutes } from './modules/access/access.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { coursesModule } from './modules/courses/courses.module';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { subscriptionStatusRoutes } from './modules/payments/subscription-status.routes';
import { practiceRoutes } from './modules/practice/practice.routes';
import { reviewCenterRoutes } from './modules/review-centers/review-centers.routes';
import { adminUsersRoutes } from './modules/users/users.routes';
import { authPlugin } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import type { Mailer } from './plugins/mailer';
import { registerRateLimit } from './plugins/rate-limit';
import { createLocalStorage, type Storage } from './plugins/storage';
import { registerTextInputChecks } from './plugins/text-input';
import { registerWeb } from './plugins/web';

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  dataDir: string;
  databaseKind: 'embedded' | 'external';
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /** Directory of the built SPA; defaults to web/dist. */
  webDist?: string;
  /** Uploaded files; defaults to local storage in DATA_DIR/uploads. */
  storage?: Storage;
  /** Secret of signed media URLs; defaults to MEDIA_SECRET or DATA_DIR/media-secret. */
  mediaSecret?: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ajv: { customOptions: { coerceTypes: true } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://i.vimeocdn.com'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'frame-src': [
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'CrimReview API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandling(app);
  registerTextInputChecks(app);
  const storage = deps.storage ?? createLocalStorage(path.join(deps.dataDir, 'uploads'));
  const signer = createMediaSigner({ secret: deps.mediaSecret ?? loadMediaSecret(deps.dataDir) });
  await app.register(authPlugin, { db: deps.db });
  await registerRateLimit(app, deps.db);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(catalogRoutes, deps);
      await api.register(reviewCenterRoutes, deps);
      await api.register(adminUsersRoutes, deps);
      await api.register(coursesModule, { db: deps.db, storage, signer, log: (m) => app.log.info(m) });
      await api.register(dashboardRoutes, { db: deps.db });
      await api.register(subscriptionStatusRoutes, { db: deps.db });
      await api.register(practiceRoutes, deps);
      await api.register(accessRoutes, deps);
      // Unknown /api/... paths answer 404 JSON, never the SPA shell.
      // Hidden from the OpenAPI document: a catch-all is not an operation (and `all` includes QUERY).
      api.all('/*', { schema: { hide: true } }, async (req, reply) =>
        reply.status(404).send({ detail: `Not found: ${req.method} ${req.url.split('?')[0]}` }),
      );
    },
    { prefix: '/api' },
  );

  await registerWeb(app, deps.webDist ?? path.join(root, 'web', 'dist'));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

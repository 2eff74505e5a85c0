import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { Db } from './db/client';
import { accessRoutes } from './modules/access/access.routes';
import { watchRestrictions } from './modules/access/access.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminResetRoutes } from './modules/auth/admin-reset.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { sessionUser } from './modules/auth/auth.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { videoMedia } from './modules/courses/courses.service';
import { videosAdminRoutes } from './modules/courses/videos-admin.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { staffDashboardRoutes } from './modules/dashboard/staff-dashboards.routes';
import { dataRoutes } from './modules/data/data.routes';
import { deckRoutes } from './modules/deck/deck.routes';
import { itemAnalysisRoutes } from './modules/item-analysis/item-analysis.routes';
import type { Jobs } from './modules/jobs/jobs.service';
import { materialsRoutes } from './modules/materials/materials.routes';
import { materialMedia } from './modules/materials/materials.service';
import { chunkStoreIn } from './modules/media/chunks';
import { mediaRoutes } from './modules/media/media.routes';
import { createMediaSigner, loadMediaSecret } from './modules/media/signed-url';
import { createLocalStorage, type Storage } from './modules/media/storage';
import { multipartSupport } from './modules/media/upload';
import { mockExamRoutes } from './modules/mock-exam/mock-exam.routes';
import { newsfeedRoutes } from './modules/newsfeed/newsfeed.routes';
import { postImageMedia } from './modules/newsfeed/newsfeed.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createHub, createStreamTokens } from './modules/notifications/notifications.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { screenshotMedia } from './modules/payments/payments.service';
import { practiceRoutes } from './modules/practice/practice.routes';
import { questionsInAttempts } from './modules/practice/practice.service';
import { questionBankRoutes } from './modules/question-bank/question-bank.routes';
import { watchPoolSizes } from './modules/question-bank/question-bank.service';
import { questionReportsRoutes } from './modules/question-reports/question-reports.routes';
import { readinessRoutes } from './modules/readiness/readiness.routes';
import { reviewCenterRoutes } from './modules/review-centers/review-centers.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { usersRoutes } from './modules/users/users.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { authPlugin, type RouteAccessEntry, requireDeclaredAccess } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { clientErrorHandler, registerErrorHandling } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { type PressureOptions, registerLoadShedding } from './plugins/load-shedding';
import type { Mailer } from './plugins/mailer';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
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
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY); default none, so a client cannot
   * pick its own address for the per-address limits.
   */
  trustProxy?: string | false;
  /** Routes added under /api by a caller that is not the product, e.g. the benchmark's ceiling. */
  extraRoutes?: FastifyPluginAsync<{ db: Db }>[];
  /** The job runner, for work a request queues (video processing); none in most tests. */
  jobs?: Pick<Jobs, 'send'>;
  /** When /api calls are shed with 503 (overload); see plugins/load-shedding.ts. */
  pressure?: PressureOptions;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes(): RouteAccessEntry[];
  }
}

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.trustProxy || false,
    ajv: { customOptions: { coerceTypes: true } },
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const storage = deps.storage ?? createLocalStorage(path.join(deps.dataDir, 'uploads'));
  // Object storage: media requests end in a redirect to the bucket, which the page must allow.
  const bucket = storage.publicOrigin ? [storage.publicOrigin] : [];
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://i.vimeocdn.com', ...bucket],
        'media-src': ["'self'", 'blob:', 'https:', ...bucket],
        'frame-src': [
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
          ...bucket,
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'self'", ...bucket],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerCompression(app);
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
  await registerLoadShedding(app, deps.pressure);
  registerTextInputChecks(app);
  const mediaSecret = deps.mediaSecret ?? loadMediaSecret(deps.dataDir);
  const signer = createMediaSigner({ secret: mediaSecret });
  // Live notifications: one LISTEN connection of this instance's pool (opened on the first stream).
  const pool = (deps.db as Db & { $client: Pool }).$client;
  const hub = createHub(pool, (m) => app.log.warn(m));
  const tokens = createStreamTokens(mediaSecret);
  await app.register(authPlugin, { db: deps.db, pool });
  const poolSizeCache = watchPoolSizes(deps.db, pool, (m) => app.log.warn(m));
  const restrictionCache = watchRestrictions(deps.db, pool, (m) => app.log.warn(m));
  app.addHook('onClose', () => Promise.all([poolSizeCache.close(), restrictionCache.close()]));
  await registerRateLimit(app, deps.db);

  let routeTable: () => RouteAccessEntry[] = () => [];
  await app.register(
    async (api) => {
      routeTable = requireDeclaredAccess(api);
      await api.register(multipartSupport);
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(healthRoutes, deps);
      const { db } = deps;
      const content = { db, storage, signer, jobs: deps.jobs, log: (m: string) => app.log.info(m) };
      await api.register(authRoutes, deps);
      await api.register(usersRoutes, { db });
      await api.register(adminResetRoutes, deps);
      await api.register(reviewCenterRoutes, { db });
      await api.register(catalogRoutes, { db });
      const mail = { db, mailer: deps.mailer, publicUrl: deps.publicUrl };
      await api.register(paymentsRoutes, { ...mail, storage, signer });
      await api.register(verificationRoutes, mail);
      await api.register(settingsRoutes, { db });
      await api.register(accessRoutes, { db });
      await api.register(coursesRoutes, content);
      await api.register(videosAdminRoutes, { ...content, chunks: chunkStoreIn(deps.dataDir) });
      await api.register(materialsRoutes, content);
      await api.register(trackingRoutes, { db });
      await api.register(questionBankRoutes, { db, storage, inAttempts: questionsInAttempts });
      await api.register(practiceRoutes, { db });
      await api.register(dashboardRoutes, { db });
      await api.register(readinessRoutes, { db });
      await api.register(deckRoutes, { db });
      await api.register(itemAnalysisRoutes, { db });
      await api.register(mockExamRoutes, { db });
      await api.register(questionReportsRoutes, { db });
      await api.register(staffDashboardRoutes, { db });
      // Who may read each kind of stored file is decided by the module that owns it.
      const resolvers = {
        videos: videoMedia(db, 'videos'),
        thumbnails: videoMedia(db, 'thumbnails'),
        materials: materialMedia(db),
        'post-images': postImageMedia(db),
        screenshots: screenshotMedia(db),
        captions: videoMedia(db, 'captions'),
        renditions: videoMedia(db, 'renditions'),
      };
      await api.register(mediaRoutes, {
        storage,
        signer,
        resolvers,
        sessionUser: (sessionId: string) => sessionUser(db, sessionId),
      });
      await api.register(newsfeedRoutes, { db, storage, signer });
      await api.register(notificationsRoutes, { db, hub, tokens });
      await api.register(adminRoutes, { db });
      await api.register(dataRoutes, { db, dataDir: deps.dataDir, media: storage });
      for (const routes of deps.extraRoutes ?? []) await api.register(routes, { db });
      // Unknown /api/... paths answer 404 JSON, never the SPA shell.
      // Hidden from the OpenAPI document: a catch-all is not an operation (and `all` includes QUERY).
      api.all('/*', { config: { public: true }, schema: { hide: true } }, async (req, reply) =>
        reply.status(404).send({ detail: `Not found: ${req.method} ${req.url.split('?')[0]}` }),
      );
    },
    { prefix: '/api' },
  );

  await registerWeb(app, deps.webDist ?? path.join(root, 'web', 'dist'));
  // The /api route table with who may call each route (the authorization matrix reads it).
  app.decorate('apiRoutes', () => routeTable());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

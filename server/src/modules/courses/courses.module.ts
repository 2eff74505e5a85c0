import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { MediaSigner } from '../../lib/signed-url';
import type { Storage } from '../../plugins/storage';
import { courseAdminRoutes } from './admin.routes';
import { coursesRoutes } from './courses.routes';
import { mediaRoutes } from './media.routes';

export interface CoursesModuleDeps {
  db: Db;
  storage: Storage;
  signer: MediaSigner;
  log?: (msg: string) => void;
}

/** Videos, study materials, tracking, signed media and their administration, under /api. */
export const coursesModule: FastifyPluginAsync<CoursesModuleDeps> = async (app, deps) => {
  await app.register(mediaRoutes, deps);
  await app.register(coursesRoutes, deps);
  await app.register(courseAdminRoutes, deps);
};

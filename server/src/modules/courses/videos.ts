/** Lecture lookups shared by the learner and the administrator services. */
import type { Catalog } from '@core/schemas/catalog';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { requireArea, requireCourseAccess } from '../access/access.service';
import { subjectName } from '../catalog/catalog.service';
import type { Jobs } from '../jobs/jobs.service';
import { type MediaSigner, mediaUrlsFor, type Storage } from '../media/media.service';
import type { SessionUser, UserRow } from '../users/users.service';
import { presentVideo } from './courses.presenter';
import * as q from './courses.queries';

export interface CoursesDeps {
  db: Db;
  storage: Storage;
  signer: MediaSigner;
  log?: (msg: string) => void;
  /** Queues background work (video processing); absent in tests of other modules and the CLI. */
  jobs?: Pick<Jobs, 'send'>;
}

export type { VideoRow } from './courses.queries';
export const VIDEO_NOT_FOUND = 'Video not found';
export const COURSE_NOT_FOUND = 'Course Not Found';

/** The video, if it exists (404) and this user may watch it (403). */
export async function accessibleVideo(db: Executor, user: UserRow, videoId: string): Promise<q.VideoRow> {
  const scope = await requireCourseAccess(db, user);
  const video = isUuid(videoId) ? await q.getVideo(db, videoId) : null;
  if (!video) throw notFound(VIDEO_NOT_FOUND);
  requireArea(scope, video.boardAreaId);
  return video;
}

/** Videos as one viewer sees them (signed media URLs bound to their session). */
export function presentVideos(
  catalog: Catalog,
  signer: MediaSigner,
  viewer: SessionUser,
  rows: q.VideoRow[],
) {
  const urls = mediaUrlsFor(signer, viewer);
  return rows.map((v) => presentVideo(v, subjectName(catalog, v.boardAreaId, v.subjectIndex), urls));
}

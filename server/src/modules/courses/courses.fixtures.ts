/** Test data for lectures (used by the *.test.ts files of several modules). */
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { Storage } from '../media/storage';
import type { VideoRow } from './courses.queries';
import { ingestVideo, type VideoMeta } from './videos-admin.service';

export async function addStoredVideo(
  db: Db,
  storage: Storage,
  content: Buffer,
  meta: Partial<VideoMeta> = {},
): Promise<VideoRow> {
  return ingestVideo({ db, storage }, Readable.from([content]), {
    boardArea: 'criminal-law',
    subjectIndex: 1,
    title: 'Felonies and their elements',
    description: 'Articles 3 to 10 of the Revised Penal Code',
    lessonNumber: 1,
    difficulty: 'basic',
    durationSeconds: 600,
    ...meta,
  });
}

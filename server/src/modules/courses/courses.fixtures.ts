/** Test data for lectures (used by the *.test.ts files of several modules). */
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { Storage } from '../media/storage';
import type { VideoRow } from './courses.queries';
import { type ProcessingLog, processVideo } from './video-processing';
import { unprocessedVideoIds } from './video-processing.queries';
import { ingestVideo, type VideoMeta } from './videos-admin.service';

/** Runs the processing job's work now for every video waiting for it (tests without the job runner). */
export async function processPendingVideos(db: Db, storage: Storage, log: ProcessingLog = quiet) {
  for (const id of await unprocessedVideoIds(db, 0, 1000)) await processVideo({ db, storage, log }, id);
}
const quiet: ProcessingLog = { info() {}, error() {} };

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

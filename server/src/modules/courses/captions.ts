/**
 * Captions and transcripts of lectures (issue 16). The WebVTT file is kept in storage and
 * read through a signed media URL (kind `captions`, resolved by `videoMedia`); the transcript
 * text is kept on the video and served with the time of each line, computed from the cues.
 */
import { parseVtt, transcriptLines } from '@core/rules/transcript';
import type { TranscriptResponse } from '@core/schemas/courses';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { type Source, type Storage, storeCaptions } from '../media/media.service';
import type { UserRow } from '../users/users.service';
import * as q from './courses.queries';
import { accessibleVideo, type CoursesDeps } from './videos';

export const TRANSCRIPT_NOT_FOUND = 'No transcript for this video';

/** Stores the captions file (replacing an older one) and the transcript of a video. */
export async function attachCaptions(
  deps: { db: Executor; storage: Storage },
  video: q.VideoRow,
  captions: Source | null,
  transcript: string | null,
): Promise<void> {
  const stored = captions ? await storeCaptions(deps.storage, captions) : null;
  await q.setVideoCaptions(deps.db, video.id, {
    captionsKey: stored?.key ?? video.captionsKey,
    transcript: transcript?.trim() || video.transcript,
  });
  if (stored && video.captionsKey) await deps.storage.delete(video.captionsKey);
}

async function readText(storage: Storage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.createReadStream(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** GET /content/videos/{id}/transcript: for a learner who may watch the video (403/404 otherwise). */
export async function videoTranscript(
  deps: CoursesDeps,
  user: UserRow,
  id: string,
): Promise<TranscriptResponse> {
  const video = await accessibleVideo(deps.db, user, id);
  if (!video.transcript) throw notFound(TRANSCRIPT_NOT_FOUND);
  const cues = video.captionsKey ? parseVtt(await readText(deps.storage, video.captionsKey)) : [];
  return { video_id: video.id, lines: transcriptLines(video.transcript, cues) };
}

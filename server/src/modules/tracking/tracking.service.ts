/**
 * What learners did: study sessions (time spent on a video or a material) and video progress.
 * Callers have already checked that the learner may see the video or material: the courses
 * and materials modules own those and ask the access module.
 */
import type { VideoProgressBody } from '@core/schemas/tracking';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { presentCompletion, presentProgress, presentStartedSession } from './tracking.presenter';
import * as q from './tracking.queries';

export const SESSION_NOT_FOUND = 'Study session not found';

export {
  activeDays,
  completedVideoIds,
  progressRows,
  recentCompletions,
  recentSessions,
  studyByTarget,
  studySecondsByMaterial,
  studyTotals,
} from './summary.queries';

/** video id → this learner's progress on it. */
export async function progressForVideos(db: Executor, userId: string, videoIds: string[]) {
  const rows = await q.progressForVideos(db, userId, videoIds);
  return new Map(rows.map((p) => [p.videoId, p]));
}

type Video = { id: string; durationSeconds: number };

function progressPercent(video: Video, position: number | undefined, claimed: number | undefined) {
  if (position !== undefined && video.durationSeconds > 0) {
    return Math.min(100, Math.round((100 * position) / video.durationSeconds));
  }
  return Math.round(claimed ?? 0);
}

/**
 * POST /user-tracking/video-progress. `watch_time_seconds` is the time watched since the
 * last save. It is credited to the open viewing session, and never beyond the wall-clock
 * time since that session started (minus what the session was already credited): a client
 * cannot claim an hour of study in a minute. Without an open session one is opened now,
 * so that call credits nothing.
 */
export async function recordVideoProgress(db: Db, userId: string, video: Video, body: VideoProgressBody) {
  const position =
    body.position_seconds === undefined
      ? undefined
      : Math.round(Math.min(body.position_seconds, video.durationSeconds || body.position_seconds));
  return db.transaction(async (tx) => {
    let session = body.session_id
      ? await q.lockSession(tx, body.session_id, userId)
      : await q.lockOpenVideoSession(tx, userId, video.id);
    if (body.session_id && (!session || session.videoId !== video.id)) throw notFound(SESSION_NOT_FOUND);
    if (!session) {
      const created = await q.insertSession(tx, { userId, kind: 'video', videoId: video.id });
      session = {
        ...created,
        kind: 'video',
        videoId: video.id,
        materialId: null,
        endedAt: null,
        durationSeconds: 0,
        elapsed: 0,
      };
    }
    const budget = session.endedAt ? 0 : Math.max(0, session.elapsed - session.durationSeconds);
    const credit = Math.min(body.watch_time_seconds, budget);
    if (credit > 0) await q.addSessionSeconds(tx, session.id, credit);
    const row = await q.upsertProgress(tx, {
      userId,
      videoId: video.id,
      addSeconds: credit,
      position,
      percent: progressPercent(video, position, body.progress_percent),
    });
    return presentProgress(row, session.id, credit);
  });
}

/** POST /user-tracking/video-complete/{videoId}: idempotent. */
export async function completeVideo(db: Db, userId: string, videoId: string) {
  const { row, alreadyCompleted } = await q.markCompleted(db, userId, videoId);
  return presentCompletion(row, alreadyCompleted);
}

/** Opens a study session on a video or a material. */
export async function startSession(
  db: Executor,
  userId: string,
  target: { kind: 'video'; videoId: string } | { kind: 'material'; materialId: string },
) {
  const s = await q.insertSession(db, { userId, ...target });
  return presentStartedSession(s);
}

/**
 * Heartbeat (`end` false) or end (`end` true) of a session. `duration_seconds` is the
 * session's total; it is clamped to the wall-clock time since the session started, and
 * only what exceeds the time already credited is added (to the video's watch time too).
 * Ending twice changes nothing.
 */
export async function recordSessionTime(
  db: Db,
  userId: string,
  sessionId: string,
  durationSeconds: number,
  end: boolean,
) {
  return db.transaction(async (tx) => {
    const s = isUuid(sessionId) ? await q.lockSession(tx, sessionId, userId) : null;
    if (!s) throw notFound(SESSION_NOT_FOUND);
    if (s.endedAt) return { session_id: s.id, duration_seconds: s.durationSeconds, ended: true };
    const extra = Math.max(0, Math.min(durationSeconds, s.elapsed) - s.durationSeconds);
    if (extra > 0 || end) await q.addSessionSeconds(tx, s.id, extra, end);
    if (extra > 0 && s.kind === 'video' && s.videoId) {
      await q.upsertProgress(tx, { userId, videoId: s.videoId, addSeconds: extra });
    }
    return { session_id: s.id, duration_seconds: s.durationSeconds + extra, ended: end };
  });
}

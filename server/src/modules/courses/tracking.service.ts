import type { StartSessionBody, VideoProgressBody } from '@core/schemas/tracking';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { requireArea, requireCourseAccess } from './access';
import { getVideo, type VideoWithSubject } from './courses.queries';
import { isUuid } from './ids';
import { getMaterial } from './materials.queries';
import * as q from './tracking.queries';

export const VIDEO_NOT_FOUND = 'Video not found';
export const MATERIAL_NOT_FOUND = 'Study material not found';
export const SESSION_NOT_FOUND = 'Study session not found';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The video, if it exists (404) and this user may watch it (403). */
async function accessibleVideo(db: Db, user: UserRow, videoId: string): Promise<VideoWithSubject> {
  const scope = await requireCourseAccess(db, user);
  const video = isUuid(videoId) ? await getVideo(db, videoId) : null;
  if (!video) throw notFound(VIDEO_NOT_FOUND);
  requireArea(scope, video.boardAreaId);
  return video;
}

function progressPercent(video: VideoWithSubject, position: number | undefined, claimed: number | undefined) {
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
export async function recordVideoProgress(db: Db, user: UserRow, body: VideoProgressBody) {
  const video = await accessibleVideo(db, user, body.video_id);
  const position =
    body.position_seconds === undefined
      ? undefined
      : Math.round(Math.min(body.position_seconds, video.durationSeconds || body.position_seconds));
  return db.transaction(async (tx) => {
    let session = body.session_id
      ? await q.lockSession(tx, body.session_id, user.id)
      : await q.lockOpenVideoSession(tx, user.id, video.id);
    if (body.session_id && (!session || session.videoId !== video.id)) throw notFound(SESSION_NOT_FOUND);
    if (!session) {
      const created = await q.insertSession(tx, { userId: user.id, kind: 'video', videoId: video.id });
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
      userId: user.id,
      videoId: video.id,
      addSeconds: credit,
      position,
      percent: progressPercent(video, position, body.progress_percent),
    });
    return {
      video_id: video.id,
      session_id: session.id,
      credited_seconds: credit,
      watch_time_seconds: row.watchTimeSeconds,
      progress_percent: row.progressPercent,
      last_position_seconds: row.lastPositionSeconds,
      is_completed: row.completed,
    };
  });
}

/** POST /user-tracking/video-complete/{videoId}: idempotent. */
export async function completeVideo(db: Db, user: UserRow, videoId: string) {
  const video = await accessibleVideo(db, user, videoId);
  const { row, alreadyCompleted } = await q.markCompleted(db, user.id, video.id);
  return {
    video_id: video.id,
    is_completed: true as const,
    completed_at: iso(row.completedAt!),
    already_completed: alreadyCompleted,
  };
}

/** POST /study-materials/start-session: watching a video or reading a material. */
export async function startSession(db: Db, user: UserRow, body: StartSessionBody) {
  if (body.session_type === 'video') {
    const video = await accessibleVideo(db, user, body.video_id!);
    const s = await q.insertSession(db, { userId: user.id, kind: 'video', videoId: video.id });
    return { session_id: s.id, started_at: iso(s.startedAt) };
  }
  const scope = await requireCourseAccess(db, user);
  const material = await getMaterial(db, body.material_id!);
  if (!material) throw notFound(MATERIAL_NOT_FOUND);
  requireArea(scope, material.boardAreaId);
  return db.transaction(async (tx) => {
    const s = await q.insertSession(tx, { userId: user.id, kind: 'material', materialId: material.id });
    await q.touchMaterial(tx, material.id);
    return { session_id: s.id, started_at: iso(s.startedAt) };
  });
}

/**
 * Heartbeat (`end` false) or end (`end` true) of a session. `duration_seconds` is the
 * session's total; it is clamped to the wall-clock time since the session started, and
 * only what exceeds the time already credited is added (to the video's watch time too).
 * Ending twice changes nothing.
 */
export async function recordSessionTime(
  db: Db,
  user: UserRow,
  sessionId: string,
  durationSeconds: number,
  end: boolean,
) {
  return db.transaction(async (tx) => {
    const s = isUuid(sessionId) ? await q.lockSession(tx, sessionId, user.id) : null;
    if (!s) throw notFound(SESSION_NOT_FOUND);
    if (s.endedAt) return { session_id: s.id, duration_seconds: s.durationSeconds, ended: true };
    const extra = Math.max(0, Math.min(durationSeconds, s.elapsed) - s.durationSeconds);
    if (extra > 0 || end) await q.addSessionSeconds(tx, s.id, extra, end);
    if (extra > 0 && s.kind === 'video' && s.videoId) {
      await q.upsertProgress(tx, { userId: user.id, videoId: s.videoId, addSeconds: extra });
    }
    return { session_id: s.id, duration_seconds: s.durationSeconds + extra, ended: end };
  });
}

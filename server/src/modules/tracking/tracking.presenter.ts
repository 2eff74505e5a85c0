import { toIso } from '@core/rules/time';
import type { ProgressRow } from './tracking.queries';

/** The answer to a progress save: what was credited, and where the learner stands. */
export function presentProgress(row: ProgressRow, sessionId: string, credited: number) {
  return {
    video_id: row.videoId,
    session_id: sessionId,
    credited_seconds: credited,
    watch_time_seconds: row.watchTimeSeconds,
    progress_percent: row.progressPercent,
    last_position_seconds: row.lastPositionSeconds,
    is_completed: row.completed,
  };
}

export function presentCompletion(row: ProgressRow, alreadyCompleted: boolean) {
  return {
    video_id: row.videoId,
    is_completed: true as const,
    completed_at: toIso(row.completedAt ?? row.updatedAt),
    already_completed: alreadyCompleted,
  };
}

export function presentStartedSession(s: { id: string; startedAt: Date }) {
  return { session_id: s.id, started_at: toIso(s.startedAt) };
}

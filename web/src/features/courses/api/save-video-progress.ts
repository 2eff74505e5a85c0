import { API_BASE, api } from '@web/lib/api';
import { getToken } from '@web/lib/session';

export interface VideoProgressInput {
  video_id: string;
  session_id?: string;
  /** Seconds watched since the last save. */
  watch_time_seconds: number;
  position_seconds?: number;
}

export interface VideoProgressResult {
  video_id: string;
  session_id: string;
  credited_seconds: number;
  watch_time_seconds: number;
  progress_percent: number;
  last_position_seconds: number;
  is_completed: boolean;
}

/** POST /user-tracking/video-progress. */
export function saveVideoProgress(input: VideoProgressInput): Promise<VideoProgressResult> {
  return api.post<VideoProgressResult>('/user-tracking/video-progress', { ...input, progress_percent: 0 });
}

/** The same call from a page that is being closed: `keepalive` lets it finish. */
export function saveVideoProgressOnExit(input: VideoProgressInput): void {
  const token = getToken();
  if (!token) return;
  void fetch(`${API_BASE}/user-tracking/video-progress`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...input, progress_percent: 0 }),
  }).catch(() => {});
}

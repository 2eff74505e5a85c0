import type { videoProgressBodySchema, videoProgressResponseSchema } from '@core/schemas/tracking';
import { api } from '@web/lib/api';
import { getToken } from '@web/lib/session';
import type { z } from 'zod';

/** `watch_time_seconds`: seconds watched since the last save. */
export type VideoProgressInput = z.input<typeof videoProgressBodySchema>;
type VideoProgressResult = z.infer<typeof videoProgressResponseSchema>;

/** POST /user-tracking/video-progress. */
export function saveVideoProgress(input: VideoProgressInput): Promise<VideoProgressResult> {
  return api.post<VideoProgressResult>('/user-tracking/video-progress', { ...input, progress_percent: 0 });
}

/** The same call from a page that is being closed: `keepalive` lets it finish. */
export function saveVideoProgressOnExit(input: VideoProgressInput): void {
  if (!getToken()) return;
  api
    .post('/user-tracking/video-progress', { ...input, progress_percent: 0 }, { keepalive: true })
    .catch(() => {});
}

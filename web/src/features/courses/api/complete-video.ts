import type { videoCompleteResponseSchema } from '@core/schemas/tracking';
import { api } from '@web/lib/api';
import type { z } from 'zod';

type VideoCompleteResult = z.infer<typeof videoCompleteResponseSchema>;

/** POST /user-tracking/video-complete/{videoId}. */
export function completeVideo(videoId: string): Promise<VideoCompleteResult> {
  return api.post<VideoCompleteResult>(`/user-tracking/video-complete/${encodeURIComponent(videoId)}`);
}

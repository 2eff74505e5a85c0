import { api } from '@web/lib/api';

export interface VideoCompleteResult {
  video_id: string;
  is_completed: true;
  completed_at: string;
  already_completed: boolean;
}

/** POST /user-tracking/video-complete/{videoId}. */
export function completeVideo(videoId: string): Promise<VideoCompleteResult> {
  return api.post<VideoCompleteResult>(`/user-tracking/video-complete/${encodeURIComponent(videoId)}`);
}

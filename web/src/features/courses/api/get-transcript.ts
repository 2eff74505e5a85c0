import type { TranscriptResponse } from '@core/schemas/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** GET /content/videos/{id}/transcript: the lecture's transcript, each line with its time. */
export function getTranscript(videoId: string): Promise<TranscriptResponse> {
  return api.get<TranscriptResponse>(`/content/videos/${videoId}/transcript`);
}

export function useTranscript(videoId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['courses', 'transcript', videoId],
      queryFn: () => getTranscript(videoId),
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

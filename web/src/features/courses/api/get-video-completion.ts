import type { VideoCompletion } from '@core/schemas/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const videoCompletionQueryKey = (boardArea: string) => ['courses', 'completion', boardArea] as const;

export function getVideoCompletion(boardArea: string): Promise<VideoCompletion> {
  return api.get<VideoCompletion>(`/user-tracking/video-completion/${encodeURIComponent(boardArea)}`);
}

export function videoCompletionQueryOptions(boardArea: string) {
  return queryOptions({
    queryKey: videoCompletionQueryKey(boardArea),
    queryFn: () => getVideoCompletion(boardArea),
    staleTime: 0,
  });
}

export function useVideoCompletion(boardArea: string | undefined) {
  return useQuery({ ...videoCompletionQueryOptions(boardArea ?? ''), enabled: !!boardArea });
}

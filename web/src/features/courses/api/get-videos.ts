import type { Video } from '@core/schemas/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const videosQueryKey = (boardArea?: string) => ['courses', 'videos', boardArea ?? 'all'] as const;

/** GET /content/videos: an empty list on failure is the spec's behaviour for the list screens. */
export function getVideos(boardArea?: string): Promise<Video[]> {
  return api.get<Video[]>('/content/videos', { query: { board_area: boardArea } });
}

export function videosQueryOptions(boardArea?: string) {
  // Signed media URLs last 30–40 minutes; a list older than 20 minutes is fetched again on use.
  return queryOptions({
    queryKey: videosQueryKey(boardArea),
    queryFn: () => getVideos(boardArea),
    staleTime: 20 * 60_000,
  });
}

export function useVideos(boardArea?: string) {
  return useQuery(videosQueryOptions(boardArea));
}

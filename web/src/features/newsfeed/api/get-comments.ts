import type { commentsResponseSchema } from '@core/schemas/newsfeed';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export const commentsQueryKey = (postId: string) => ['newsfeed', 'comments', postId] as const;

/** A post's comments, loaded on the first expansion only (`enabled`). */
export function useComments(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: commentsQueryKey(postId),
    queryFn: () => api.get<z.infer<typeof commentsResponseSchema>>(`/newsfeed/posts/${postId}/comments`),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import type { postsResponseSchema } from '@core/schemas/newsfeed';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type PostsPage = z.infer<typeof postsResponseSchema>;

export const postsQueryKey = ['newsfeed', 'posts'] as const;

export function getPosts(cursor: string | null, signal?: AbortSignal): Promise<PostsPage> {
  return api.get<PostsPage>('/newsfeed/posts', { query: { cursor }, signal });
}

/** The feed, newest first, a page at a time ("Load more"). */
export function usePosts() {
  return useInfiniteQuery({
    queryKey: postsQueryKey,
    queryFn: ({ pageParam, signal }) => getPosts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // A 401/403/429 is an answer, not a glitch: no retries.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

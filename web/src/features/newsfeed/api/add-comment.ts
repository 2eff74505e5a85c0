import type { NewsfeedComment } from '@core/schemas/newsfeed';
import { api } from '@web/lib/api';

export function addComment(postId: string, content: string): Promise<NewsfeedComment> {
  return api.post<NewsfeedComment>(`/newsfeed/posts/${postId}/comments`, { content });
}

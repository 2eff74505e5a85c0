import { api } from '@web/lib/api';

export function deletePost(id: string): Promise<unknown> {
  return api.delete(`/newsfeed/posts/${id}`);
}

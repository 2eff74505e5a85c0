import type { NewsfeedPost } from '@core/schemas/newsfeed';
import { api, type UploadProgress } from '@web/lib/api';

/** POST /newsfeed/posts: multipart `content` and repeated `images`; 60 s (spec §9). */
export function createPost(
  content: string,
  images: File[],
  onUploadProgress: (p: UploadProgress) => void,
): Promise<NewsfeedPost> {
  const form = new FormData();
  form.set('content', content);
  for (const image of images) form.append('images', image, image.name);
  return api.post<NewsfeedPost>('/newsfeed/posts', form, {
    onUploadProgress,
    signal: AbortSignal.timeout(60_000),
  });
}

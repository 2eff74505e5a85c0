import { toIso } from '@core/rules/time';
import type { NewsfeedComment, NewsfeedPost } from '@core/schemas/newsfeed';
import type { MediaUrls } from '../media/media.service';
import type { CommentRow, PostWithCount } from './newsfeed.queries';

/** The media id of a stored image is the uuid of its key (`images/<uuid>.webp`). */
export const mediaIdOf = (key: string) => key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));
export const imageKeyOf = (mediaId: string) => `images/${mediaId}.webp`;

export function presentPost(p: PostWithCount, urls: MediaUrls): NewsfeedPost {
  return {
    id: p.id,
    admin_name: p.authorName,
    content: p.content,
    image_urls: p.imageKeys.map((k) => urls.postImage(mediaIdOf(k.full))),
    thumbnail_urls: p.imageKeys.map((k) => urls.postImage(mediaIdOf(k.thumb))),
    created_at: toIso(p.createdAt),
    comments_count: p.commentsCount,
  };
}

export function presentComment(c: CommentRow): NewsfeedComment {
  return { id: c.id, user_name: c.userName, content: c.content, created_at: toIso(c.createdAt) };
}

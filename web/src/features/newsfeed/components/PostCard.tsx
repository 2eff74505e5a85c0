import { relativeTime } from '@core/rules/relative-time';
import type { NewsfeedPost } from '@core/schemas/newsfeed';
import { Avatar } from '@web/components/avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import { MessageCircle, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Comments } from './Comments';
import { ImageViewer } from './ImageViewer';
import { LinkifiedText } from './LinkifiedText';

/** One post: author, time, text, image grid, comments; a delete button for administrators. */
export function PostCard({
  post,
  canDelete,
  onDelete,
}: {
  post: NewsfeedPost;
  canDelete: boolean;
  onDelete: () => Promise<void>;
}) {
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [showComments, setShowComments] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const images = post.thumbnail_urls;
  const shown = images.slice(0, 4);
  const titleId = `post-${post.id}-author`;

  return (
    <Card aria-labelledby={titleId} className="overflow-hidden" data-testid="newsfeed-post">
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <header className="flex items-center gap-3">
          <Avatar user={{ name: post.admin_name }} />
          <div className="min-w-0 flex-1">
            <p id={titleId} className="truncate font-semibold">
              {post.admin_name}
            </p>
            <time className="text-xs text-muted-foreground" dateTime={post.created_at}>
              {relativeTime(post.created_at, { scale: 'newsfeed' })}
            </time>
          </div>
          {canDelete && (
            <Button variant="ghost" size="icon" aria-label="Delete post" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </header>
        <LinkifiedText text={post.content} />
        {images.length > 0 && (
          <ul
            className={cn('grid gap-1', shown.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}
            aria-label="Images"
          >
            {shown.map((src, i) => (
              <li key={src} className="relative">
                <button
                  type="button"
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    setViewing(i);
                  }}
                  className="block w-full overflow-hidden rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  aria-label={`Open image ${i + 1} of ${images.length}`}
                >
                  <img
                    src={src}
                    alt=""
                    loading="lazy"
                    className="aspect-video w-full bg-muted object-cover"
                  />
                  {i === 3 && images.length > 4 && (
                    <span className="absolute inset-0 flex items-center justify-center rounded-md bg-black/50 text-xl font-bold text-white">
                      +{images.length - 4}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showComments}
            onClick={() => setShowComments((v) => !v)}
          >
            <MessageCircle aria-hidden="true" />
            {showComments ? 'Hide comments' : `Comments (${post.comments_count})`}
          </Button>
        </div>
        {showComments && <Comments postId={post.id} />}
      </CardContent>
      <ImageViewer
        images={post.image_urls}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
        author={post.admin_name}
        returnFocusTo={opener}
      />
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this post?</DialogTitle>
            <DialogDescription>
              The post, its images and its comments will be removed for everyone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={deleting}
              onClick={async () => {
                setDeleting(true);
                await onDelete().finally(() => setDeleting(false));
                setConfirming(false);
              }}
            >
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

import { relativeTime } from '@core/rules/relative-time';
import type { NewsfeedComment } from '@core/schemas/newsfeed';
import { COMMENT_TOO_OFTEN, NEWSFEED_LIMITS } from '@core/schemas/newsfeed-limits';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { isApiError } from '@web/lib/errors';
import { showErrorToast, showToast } from '@web/lib/toast';
import { type FormEvent, useId, useState } from 'react';
import { addComment } from '../api/add-comment';
import { commentsQueryKey, useComments } from '../api/get-comments';
import { postsQueryKey } from '../api/get-posts';
import { LinkifiedText } from './LinkifiedText';

/** A post's comments (loaded when first expanded) and the box to add one. */
export function Comments({ postId }: { postId: string }) {
  const queryClient = useQueryClient();
  const comments = useComments(postId, true);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content) return; // empty after trimming is ignored (spec §5)
    setSending(true);
    try {
      const created = await addComment(postId, content);
      queryClient.setQueryData<{ comments: NewsfeedComment[] }>(commentsQueryKey(postId), (d) => ({
        comments: [...(d?.comments ?? []), created],
      }));
      void queryClient.invalidateQueries({ queryKey: postsQueryKey });
      setText('');
    } catch (err) {
      if (isApiError(err, 429))
        showToast({ title: 'Too Many Requests', description: COMMENT_TOO_OFTEN, variant: 'destructive' });
      else showErrorToast('Failed to add comment', err, 'Failed to add comment');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="grid gap-3 border-t border-border pt-3">
      {comments.isPending ? (
        <Spinner label="Loading comments" />
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the comments.{' '}
          <Button variant="link" onClick={() => void comments.refetch()}>
            Try again
          </Button>
        </p>
      ) : comments.data.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Be the first to comment.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Comments">
          {comments.data.comments.map((c) => (
            <li key={c.id} className="rounded-md bg-muted px-3 py-2">
              <p className="text-xs">
                <span className="font-semibold">{c.user_name}</span>{' '}
                <time className="text-muted-foreground" dateTime={c.created_at}>
                  {relativeTime(c.created_at, { scale: 'newsfeed' })}
                </time>
              </p>
              <LinkifiedText text={c.content} />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex items-end gap-2" aria-label="Add a comment">
        <div className="grid flex-1 gap-1">
          <label htmlFor={inputId} className="sr-only">
            Write a comment
          </label>
          <textarea
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={NEWSFEED_LIMITS.commentMax}
            rows={1}
            placeholder="Write a comment..."
            className="min-h-10 w-full resize-y rounded-md border border-input bg-card px-3 py-2 text-sm"
          />
        </div>
        <Button type="submit" disabled={sending || !text.trim()}>
          {sending ? 'Sending...' : 'Comment'}
        </Button>
      </form>
    </div>
  );
}

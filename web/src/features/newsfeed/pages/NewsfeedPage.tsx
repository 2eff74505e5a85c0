import { NEWSFEED_VERIFIED_MESSAGE } from '@core/rules/access';
import { REFRESH_TOO_OFTEN } from '@core/schemas/newsfeed-limits';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText, isApiError } from '@web/lib/errors';
import { userCan } from '@web/lib/permissions';
import { useUser } from '@web/lib/session';
import { STORAGE_KEYS, writeStorage } from '@web/lib/storage-keys';
import { showErrorToast, showToast } from '@web/lib/toast';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { deletePost } from '../api/delete-post';
import { postsQueryKey, usePosts } from '../api/get-posts';
import { CreatePostBox } from '../components/CreatePostBox';
import { PostCard } from '../components/PostCard';

const markChecked = () => writeStorage(STORAGE_KEYS.newsfeedLastChecked, new Date().toISOString());
const tooMany = () =>
  showToast({ title: 'Too Many Requests', description: REFRESH_TOO_OFTEN, variant: 'destructive' });

/** /newsfeed (learner spec §2, admin spec §2.6): the review community's posts. */
export function NewsfeedPage() {
  const user = useUser();
  const queryClient = useQueryClient();
  const posts = usePosts();
  const canPost = !!user && userCan(user, 'newsfeed.post');
  useEffect(markChecked, []);

  const refresh = async () => {
    const result = await posts.refetch();
    if (isApiError(result.error, 429)) tooMany();
  };
  const onDelete = async (id: string) => {
    try {
      await deletePost(id);
      showToast({ title: 'Post deleted', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: postsQueryKey });
    } catch (err) {
      showErrorToast('Failed to delete post', err, 'Failed to delete post');
    }
  };
  const loadMore = async () => {
    const result = await posts.fetchNextPage();
    if (result.error) showErrorToast('Could not load more posts', result.error);
  };
  const list = posts.data?.pages.flatMap((p) => p.posts) ?? [];

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-6">
      <header className="flex flex-wrap items-center gap-3">
        <div className="mr-auto">
          <h1 className="text-2xl font-bold">Newsfeed</h1>
          <p className="text-muted-foreground">Hello, welcome to our review community!</p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={posts.isFetching}>
          <RefreshCw
            aria-hidden="true"
            className={posts.isFetching && !posts.isFetchingNextPage ? 'animate-spin' : ''}
          />
          Refresh
        </Button>
      </header>

      {posts.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : posts.isError && list.length === 0 ? (
        <FeedError error={posts.error} onRetry={refresh} />
      ) : (
        <>
          {canPost && (
            <CreatePostBox
              onPosted={() => {
                markChecked();
                void queryClient.resetQueries({ queryKey: postsQueryKey });
              }}
            />
          )}
          {list.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
              No posts yet. Announcements from the review team are posted here; the bell tells you when one
              arrives.
            </p>
          ) : (
            <ul className="grid gap-4" aria-label="Posts">
              {list.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} canDelete={canPost} onDelete={() => onDelete(post.id)} />
                </li>
              ))}
            </ul>
          )}
          {posts.hasNextPage && (
            <Button
              variant="outline"
              onClick={loadMore}
              disabled={posts.isFetchingNextPage}
              className="justify-self-center"
            >
              {posts.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/** Why the feed is closed, in the spec's words, and what to do about it. */
function FeedError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error, 403)) {
    return (
      <Alert variant="warning">
        <AlertTitle>Access Denied</AlertTitle>
        <AlertDescription className="grid gap-2">
          <p>{NEWSFEED_VERIFIED_MESSAGE}.</p>
          <p>
            The newsfeed opens once an administrator has verified your account, usually after your
            subscription payment is confirmed. Choose a plan and send your payment, then check back here.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to="/pricing">See plans</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/dashboard">Go to dashboard</Link>
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }
  const [title, text] = isApiError(error, 401)
    ? ['Authentication Required', 'Please log in to view the newsfeed']
    : isApiError(error, 429)
      ? ['Too Many Requests', REFRESH_TOO_OFTEN]
      : isApiError(error) && error.kind === 'timeout'
        ? ['Error', 'Request timed out. Please try again.']
        : ['Could not load the newsfeed', errorText(error)];
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{text}</p>
        <Button size="sm" variant="outline" className="w-fit" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

import { NEWSFEED_LIMITS } from '@core/schemas/newsfeed-limits';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { isApiError } from '@web/lib/errors';
import { showErrorToast, showToast } from '@web/lib/toast';
import { ImagePlus, PenSquare, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPost } from '../api/create-post';

const MAX_BYTES = 5 * 1024 * 1024;

/** The spec's per-file checks, before anything is sent (the server checks again, by content). */
function fileError(f: File): string | null {
  if (!f.type.startsWith('image/')) return `${f.name} is not an image`;
  if (f.size > MAX_BYTES) return `${f.name} is larger than 5MB`;
  return null;
}

/** Administrators' create-post box (admin spec §2.6, §4): collapsed → editor → 'Posting...' → collapsed. */
export function CreatePostBox({ onPosted }: { onPosted: () => void }) {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const textId = useId();
  const fileId = useId();
  const errorId = useId();
  const previews = useMemo(
    () => files.map((f) => ({ file: f, url: URL.createObjectURL(f), error: fileError(f) })),
    [files],
  );
  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );
  // The editor opens because the admin asked for it: its text box takes the focus.
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) textRef.current?.focus();
  }, [open]);
  const posting = progress !== null;
  const bad = previews.some((p) => p.error);

  const reset = () => {
    setOpen(false);
    setContent('');
    setFiles([]);
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!content.trim()) return setError('Post content cannot be empty');
    if (files.length > NEWSFEED_LIMITS.imagesPerPost)
      return setError(`At most ${NEWSFEED_LIMITS.imagesPerPost} images per post`);
    if (bad) return setError('Remove the images that cannot be posted');
    setError(null);
    setProgress(0);
    try {
      await createPost(content.trim(), files, (p) => setProgress(p.fraction ?? 0));
      showToast({ title: 'Post created', variant: 'success' });
      reset();
      onPosted();
    } catch (err) {
      if (isApiError(err) && err.kind === 'timeout')
        showErrorToast('Failed to create post', err, 'Request timed out. Please try again.');
      else if (isApiError(err) && typeof err.detail === 'string') setError(err.detail);
      else showErrorToast('Failed to create post', err, 'Failed to create post');
    } finally {
      setProgress(null);
    }
  };

  if (!open) {
    return (
      <Button
        variant="outline"
        className="h-12 w-full justify-start text-muted-foreground"
        onClick={() => setOpen(true)}
      >
        <PenSquare aria-hidden="true" /> Create a post
      </Button>
    );
  }
  return (
    <Card>
      <CardContent className="p-4">
        <form onSubmit={submit} className="grid gap-3" aria-label="Create a post">
          <label htmlFor={textId} className="text-sm font-semibold">
            What would you like to share?
          </label>
          <textarea
            id={textId}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            maxLength={NEWSFEED_LIMITS.postMax}
            rows={4}
            ref={textRef}
            aria-describedby={error ? errorId : undefined}
            className="w-full resize-y rounded-md border border-input bg-card px-3 py-2 text-sm"
          />
          <div>
            <label
              htmlFor={fileId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm font-semibold hover:bg-muted focus-within:outline-3 focus-within:outline-ring"
            >
              <ImagePlus aria-hidden="true" className="size-4" /> Add images
              <input
                id={fileId}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                className="sr-only"
                onChange={(e) => {
                  const picked = Array.from(e.target.files ?? []);
                  setFiles((prev) => [...prev, ...picked].slice(0, NEWSFEED_LIMITS.imagesPerPost));
                  e.target.value = '';
                }}
              />
            </label>
            <span className="ml-2 text-xs text-muted-foreground">Up to 10 images, 5 MB each</span>
          </div>
          {previews.length > 0 && (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Selected images">
              {previews.map((p, i) => (
                <li key={p.url} className="grid gap-1">
                  <div className="relative">
                    <img
                      src={p.url}
                      alt={p.file.name}
                      className="aspect-square w-full rounded-md bg-muted object-cover"
                    />
                    <button
                      type="button"
                      aria-label={`Remove ${p.file.name}`}
                      onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}
                      className="absolute top-1 right-1 rounded-full bg-black/60 p-1 text-white"
                    >
                      <X aria-hidden="true" className="size-3" />
                    </button>
                  </div>
                  {p.error && <p className="text-xs text-destructive">{p.error}</p>}
                </li>
              ))}
            </ul>
          )}
          {error && (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          {posting && (
            <div className="grid gap-1">
              <progress
                className="h-2 w-full accent-primary"
                max={1}
                value={progress ?? 0}
                aria-label="Upload progress"
              />
              <span className="text-xs text-muted-foreground">{Math.round((progress ?? 0) * 100)}%</span>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={reset} disabled={posting}>
              Cancel
            </Button>
            <Button type="submit" disabled={posting}>
              {posting ? 'Posting...' : 'Post'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

import type { AdminVideo, UpdateVideoBody } from '@core/schemas/courses';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { formatDuration } from '@web/lib/duration';
import { errorText } from '@web/lib/errors';
import { useCatalog } from '@web/lib/queries/catalog';
import { showErrorToast, showToast } from '@web/lib/toast';
import { ImageIcon, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAdminVideos, useDeleteVideo, useUpdateVideo } from '../api/videos';
import { SmartThumbnailDialog, ThumbnailDialog } from './ThumbnailDialogs';

const hoursMinutes = (seconds: number) =>
  `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;

/** Videos tab of /content-manager (admin spec §2.5): lectures by area and subject, statistics, edit, delete. */
export default function VideosTab() {
  const catalog = useCatalog();
  const videos = useAdminVideos();
  const del = useDeleteVideo();
  const [editing, setEditing] = useState<AdminVideo | null>(null);
  const [deleting, setDeleting] = useState<AdminVideo | null>(null);
  const [thumbnail, setThumbnail] = useState<AdminVideo | 'smart' | null>(null);

  if (catalog.isPending || videos.isPending) return <Spinner label="Loading content..." />;
  if (catalog.isError || videos.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Error loading content</AlertTitle>
        <AlertDescription>Failed to load content</AlertDescription>
      </Alert>
    );
  const all = videos.data;
  const areas = catalog.data.board_areas.map((a) => ({
    area: a,
    list: all.filter((v) => v.board_area === a.id),
  }));
  const total = all.reduce((n, v) => n + v.duration, 0);

  const confirmDelete = () => {
    if (!deleting) return;
    del.mutate(deleting.id, {
      onSuccess: () => showToast({ title: 'Video deleted', description: deleting.title, variant: 'success' }),
      onError: (err) => showErrorToast('Error deleting video', err),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section className="grid gap-4" aria-labelledby="videos-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="videos-title" className="text-xl font-semibold">
          Video Lectures
        </h2>
        <Button variant="outline" onClick={() => setThumbnail('smart')}>
          <ImageIcon aria-hidden className="size-4" /> Smart Thumbnail
        </Button>
      </div>
      <Card>
        <CardContent className="grid gap-1 p-3 text-sm">
          <h3 className="font-semibold">Video Statistics</h3>
          <ul className="grid gap-0.5 sm:grid-cols-2">
            {areas.map(({ area, list }) => (
              <li key={area.id}>
                {area.title}: {list.length} videos, {hoursMinutes(list.reduce((n, v) => n + v.duration, 0))}
              </li>
            ))}
          </ul>
          <p className="font-medium">
            Total: {all.length} videos, {hoursMinutes(total)}
          </p>
        </CardContent>
      </Card>
      {all.length === 0 && <p className="text-muted-foreground">No video lectures yet.</p>}
      {areas
        .filter(({ list }) => list.length > 0)
        .map(({ area, list }) => (
          <Card key={area.id}>
            <CardContent className="grid gap-3 p-3">
              <h3 className="font-semibold">{area.title}</h3>
              {[...new Set(list.map((v) => v.subject ?? 'No subject'))].map((subject) => (
                <div key={subject} className="grid gap-2">
                  <h4 className="text-sm font-medium text-muted-foreground">{subject}</h4>
                  <ul className="grid gap-2">
                    {list
                      .filter((v) => (v.subject ?? 'No subject') === subject)
                      .map((v) => (
                        <li key={v.id} className="flex flex-wrap items-center gap-3 rounded border p-2">
                          {v.thumbnail_url ? (
                            <img
                              src={v.thumbnail_url}
                              alt=""
                              className="h-[45px] w-20 rounded object-cover"
                            />
                          ) : (
                            <div className="h-[45px] w-20 rounded bg-muted" aria-hidden />
                          )}
                          <div className="min-w-0 flex-1">
                            <p className="truncate font-medium">
                              {v.lesson_number}. {v.title}
                            </p>
                            <p className="text-xs text-muted-foreground">
                              {v.difficulty_level} · {formatDuration(v.duration)}
                            </p>
                          </div>
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => setThumbnail(v)}
                            aria-label={`Upload thumbnail for ${v.title}`}
                          >
                            <ImageIcon aria-hidden className="size-4" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => setEditing(v)}
                            aria-label={`Edit ${v.title}`}
                          >
                            <Pencil aria-hidden className="size-4" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => setDeleting(v)}
                            aria-label={`Delete ${v.title}`}
                          >
                            <Trash2 aria-hidden className="size-4" />
                          </Button>
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </CardContent>
          </Card>
        ))}
      {editing && <EditVideoDialog video={editing} onClose={() => setEditing(null)} />}
      {thumbnail === 'smart' && <SmartThumbnailDialog onClose={() => setThumbnail(null)} />}
      {thumbnail && thumbnail !== 'smart' && (
        <ThumbnailDialog video={thumbnail} onClose={() => setThumbnail(null)} />
      )}
      <Dialog open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete video?</DialogTitle>
            <DialogDescription>{deleting?.title} and its file will be deleted.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={del.isPending}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** Edit a lecture's details (admin spec §4 "Video save": no file replacement). */
function EditVideoDialog({ video, onClose }: { video: AdminVideo; onClose: () => void }) {
  const update = useUpdateVideo();
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const title = String(f.get('title') ?? '').trim();
    if (!title) {
      setError('Title is required');
      return;
    }
    update.mutate(
      {
        id: video.id,
        body: {
          title,
          description: String(f.get('description') ?? ''),
          board_area: video.board_area,
          subject: video.subject,
          difficulty_level: String(f.get('difficulty_level')) as UpdateVideoBody['difficulty_level'],
          lesson_number: Number(f.get('lesson_number')) || 1,
        },
      },
      {
        onSuccess: () => {
          showToast({ title: 'Video updated', description: title, variant: 'success' });
          onClose();
        },
        onError: (err) => setError(errorText(err, 'Failed to update video')),
      },
    );
  };
  const field = 'grid gap-1 text-sm font-medium';
  const input = 'rounded border px-2 py-1 font-normal';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Video Lecture</DialogTitle>
          <DialogDescription>The video file itself is not replaced.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit}>
          <label className={field}>
            Title
            <input name="title" defaultValue={video.title} className={input} required />
          </label>
          <label className={field}>
            Description
            <textarea name="description" defaultValue={video.description} className={input} rows={3} />
          </label>
          <label className={field}>
            Lesson number
            <input
              name="lesson_number"
              type="number"
              min={1}
              defaultValue={video.lesson_number}
              className={input}
            />
          </label>
          <label className={field}>
            Difficulty
            <select name="difficulty_level" defaultValue={video.difficulty_level} className={input}>
              <option value="basic">Basic</option>
              <option value="intermediate">Intermediate</option>
              <option value="advanced">Advanced</option>
            </select>
          </label>
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

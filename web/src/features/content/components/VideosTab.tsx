import type { AdminVideo } from '@core/schemas/courses';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDuration } from '@web/lib/duration';
import { useCatalog } from '@web/lib/queries/catalog';
import { showErrorToast, showToast } from '@web/lib/toast';
import { ImageIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useAdminVideos, useDeleteVideo } from '../api/videos';
import { SmartThumbnailDialog, ThumbnailDialog } from './ThumbnailDialogs';
import { VideoDialog } from './VideoDialog';
import { VideoProcessingState } from './VideoProcessingState';

const hoursMinutes = (seconds: number) =>
  `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;

/** Videos tab of /content-manager (admin spec §2.5): lectures by area and subject, statistics, edit, delete. */
export default function VideosTab() {
  const catalog = useCatalog();
  const videos = useAdminVideos();
  const del = useDeleteVideo();
  /** The lecture being edited, or 'new' while one is being added. */
  const [editing, setEditing] = useState<AdminVideo | 'new' | null>(null);
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
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setThumbnail('smart')}>
            <ImageIcon aria-hidden className="size-4" /> Smart Thumbnail
          </Button>
          {all.length > 0 && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden className="size-4" /> Add Video
            </Button>
          )}
        </div>
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
      {all.length === 0 && (
        <Card>
          <CardContent className="grid justify-items-center gap-3 p-6 text-center">
            <p className="text-muted-foreground">No video lectures yet.</p>
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden className="size-4" /> Add the first video
            </Button>
          </CardContent>
        </Card>
      )}
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
                          <VideoProcessingState video={v} />
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
      {editing && (
        <VideoDialog
          catalog={catalog.data}
          video={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {thumbnail === 'smart' && <SmartThumbnailDialog onClose={() => setThumbnail(null)} />}
      {thumbnail && thumbnail !== 'smart' && (
        <ThumbnailDialog video={thumbnail} onClose={() => setThumbnail(null)} />
      )}
      <ConfirmDeleteDialog
        open={!!deleting}
        title="Delete video?"
        description={<>{deleting?.title} and its file will be deleted.</>}
        pending={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

import type { AdminVideo } from '@core/schemas/courses';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { errorText } from '@web/lib/errors';
import { useCatalog } from '@web/lib/queries/catalog';
import { showErrorToast, showToast } from '@web/lib/toast';
import { type FormEvent, type ReactNode, useState } from 'react';
import { thumbnailProblem, useSmartThumbnail, useUploadThumbnail } from '../api/thumbnails';
import { AreaSubjectFields, type Place } from './AreaSubjectFields';
import { UploadProgressBar } from './UploadProgressBar';

/** The frame both thumbnail dialogs share: a JPG picker, progress, the error, the buttons. */
function ThumbnailForm({
  title,
  description,
  children,
  percent,
  error,
  busy,
  onFile,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  children?: ReactNode;
  percent: number | null;
  error: string | null;
  busy: boolean;
  onFile: (file: File | null) => void;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate aria-label={title}>
          <Field label="JPG image" hint="JPG only, smaller than 5 MB.">
            {({ id, describedBy }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                type="file"
                accept=".jpg,.jpeg,image/jpeg"
                className="text-sm"
                onChange={(e) => onFile(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          {children}
          {percent !== null && <UploadProgressBar percent={percent} />}
          {error && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Uploading...' : 'Upload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const percentOf = (fraction: number | null) => Math.round((fraction ?? 0) * 100);

/** Single-video thumbnail upload (admin spec §2.5, §5). */
export function ThumbnailDialog({ video, onClose }: { video: AdminVideo; onClose: () => void }) {
  const upload = useUploadThumbnail();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = thumbnailProblem(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    setPercent(0);
    upload.mutate(
      { id: video.id, file, onProgress: (p) => setPercent(percentOf(p.fraction)) },
      {
        onSuccess: (r) => {
          showToast({ title: r.message, description: video.title, variant: 'success' });
          onClose();
        },
        onError: (err) => {
          setPercent(null);
          setError(errorText(err, 'Upload Failed'));
          showErrorToast('Upload Failed', err);
        },
      },
    );
  };
  return (
    <ThumbnailForm
      title="Upload Thumbnail"
      description={`A new thumbnail for ${video.title}.`}
      percent={percent}
      error={error}
      busy={upload.isPending}
      onFile={(f) => {
        setFile(f);
        setError(f ? thumbnailProblem(f) : null);
      }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

/** Smart Thumbnail: one JPG for every lecture of an area (or one subject) that has none. */
export function SmartThumbnailDialog({ onClose }: { onClose: () => void }) {
  const catalog = useCatalog();
  const upload = useSmartThumbnail();
  const [file, setFile] = useState<File | null>(null);
  const [place, setPlace] = useState<Place>({ board_area: '', subject: '' });
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updated, setUpdated] = useState<number | null>(null);
  const submit = () => {
    if (!file || !place.board_area) {
      setError('Please select a board area and upload file');
      return;
    }
    const problem = thumbnailProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setUpdated(null);
    setPercent(0);
    upload.mutate(
      { file, ...place, onProgress: (p) => setPercent(percentOf(p.fraction)) },
      {
        onSuccess: (r) => {
          setPercent(null);
          setUpdated(r.videos_updated);
          showToast({ title: 'Smart thumbnail applied', description: r.message, variant: 'success' });
        },
        onError: (err) => {
          setPercent(null);
          setError(errorText(err, 'Upload Failed'));
          showErrorToast('Upload Failed', err);
        },
      },
    );
  };
  return (
    <ThumbnailForm
      title="Smart Thumbnail"
      description="Every lecture of the board area (or of one subject) that has no thumbnail gets this image, resized to 320×180."
      percent={percent}
      error={error}
      busy={upload.isPending}
      onFile={(f) => {
        setFile(f);
        setError(f ? thumbnailProblem(f) : null);
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      {catalog.data && (
        <AreaSubjectFields catalog={catalog.data} value={place} onChange={setPlace} subjectOptional />
      )}
      {updated !== null && (
        <p role="status" className="text-sm font-medium">
          {updated} {updated === 1 ? 'video' : 'videos'} updated
        </p>
      )}
    </ThumbnailForm>
  );
}

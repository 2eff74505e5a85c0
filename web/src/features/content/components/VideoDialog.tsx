import type { Catalog } from '@core/schemas/catalog';
import type { AdminVideo, UploadVideoFields } from '@core/schemas/courses';
import { useQueryClient } from '@tanstack/react-query';
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
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { RadioChoices } from '@web/components/ui/radio-choices';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { type FormEvent, useRef, useState } from 'react';
import {
  createExternalVideo,
  type UploadPhase,
  uploadErrorText,
  uploadVideoChunked,
} from '../api/video-upload';
import { useUpdateVideo } from '../api/videos';
import { AreaSubjectFields, type Place } from './AreaSubjectFields';
import { UploadProgressBar } from './UploadProgressBar';

type Mode = 'upload' | 'external';
type Errors = Partial<Record<'title' | 'board_area' | 'file' | 'video_url', string>>;

const isHttpUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/**
 * Add or edit a video lecture (admin spec §4 "Video save", §5): a new lecture is an uploaded
 * file (chunked and resumable) or an external URL; editing never replaces the file.
 */
export function VideoDialog({
  catalog,
  video,
  onClose,
}: {
  catalog: Catalog;
  /** The lecture to edit; none to add one. */
  video?: AdminVideo;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const update = useUpdateVideo();
  const [mode, setMode] = useState<Mode>('upload');
  const [place, setPlace] = useState<Place>({
    board_area: video?.board_area ?? '',
    subject: video?.subject ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** The upload stopped on a lost connection or a timeout: the server keeps what it received. */
  const [resumable, setResumable] = useState(false);
  const [progress, setProgress] = useState<{ percent: number; phase: UploadPhase } | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const done = (title: string, what: string) => {
    showToast({ title: what, description: title, variant: 'success' });
    void qc.invalidateQueries({ queryKey: ['admin', 'videos'] });
    onClose();
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim();
    const fields: UploadVideoFields = {
      title: text('title'),
      description: text('description'),
      board_area: place.board_area,
      subject: place.subject || null,
      difficulty_level: (text('difficulty_level') || 'basic') as UploadVideoFields['difficulty_level'],
      lesson_number: Number(text('lesson_number')) || 1,
    };
    const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    const url = text('video_url');
    const found: Errors = {};
    if (!fields.title) found.title = 'Title is required';
    if (!fields.board_area) found.board_area = 'Board area is required';
    if (!video && mode === 'upload' && !file?.size) found.file = 'Please select a video file to upload';
    if (!video && mode === 'external' && !isHttpUrl(url)) found.video_url = 'Please enter a valid video URL';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;

    if (video) {
      update.mutate(
        { id: video.id, body: fields },
        {
          onSuccess: () => done(fields.title, 'Video updated'),
          onError: (err) => setFailure(errorText(err, 'Failed to update video')),
        },
      );
      return;
    }
    setBusy(true);
    try {
      if (mode === 'external') {
        await createExternalVideo({
          ...fields,
          video_url: url,
          thumbnail_url: text('thumbnail_url') || null,
        });
        done(fields.title, 'Video added');
        return;
      }
      abort.current = new AbortController();
      setProgress({ percent: 0, phase: 'uploading' });
      await uploadVideoChunked(file!, fields, {
        signal: abort.current.signal,
        onProgress: setProgress,
      });
      done(fields.title, 'Video Uploaded');
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'aborted') return;
      setFailure(mode === 'external' ? errorText(err, 'Failed to save video') : uploadErrorText(err));
      setResumable(mode === 'upload' && err instanceof ApiError && ['network', 'timeout'].includes(err.kind));
      setProgress(null);
    } finally {
      abort.current = null;
      setBusy(false);
    }
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{video ? 'Edit Video Lecture' : 'Add Video Lecture'}</DialogTitle>
          <DialogDescription>
            {video
              ? 'The video file itself is not replaced.'
              : 'Upload a video file or link an external video.'}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          {!video && (
            <RadioChoices
              legend="Source"
              name="mode"
              layout="row"
              disabled={busy}
              choices={[
                { value: 'upload', label: 'Upload file' },
                { value: 'external', label: 'External URL' },
              ]}
              value={mode}
              onChange={setMode}
            />
          )}
          {/* Nothing can change while a file is being sent; Cancel stays available. */}
          <fieldset disabled={busy} className="grid min-w-0 gap-3">
            <TextField label="Title" name="title" defaultValue={video?.title} error={errors.title} />
            <Field label="Description" optional>
              {({ id }) => <Textarea id={id} name="description" rows={3} defaultValue={video?.description} />}
            </Field>
            <div className="grid gap-3 sm:grid-cols-2">
              <AreaSubjectFields
                catalog={catalog}
                value={place}
                onChange={setPlace}
                subjectOptional
                noSubjectLabel="No subject"
                errors={errors}
              />
              <Field label="Difficulty">
                {({ id }) => (
                  <NativeSelect
                    id={id}
                    name="difficulty_level"
                    defaultValue={video?.difficulty_level ?? 'basic'}
                  >
                    <option value="basic">Basic</option>
                    <option value="intermediate">Intermediate</option>
                    <option value="advanced">Advanced</option>
                  </NativeSelect>
                )}
              </Field>
              <TextField
                label="Lesson number"
                name="lesson_number"
                type="number"
                min={1}
                defaultValue={video?.lesson_number ?? 1}
              />
            </div>
            {!video && mode === 'upload' && (
              <Field
                label="Video file"
                error={errors.file}
                hint="Sent in 5 MB parts: if the connection drops, pick the same file again to continue."
              >
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    name="file"
                    type="file"
                    accept="video/*"
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    className="h-auto"
                  />
                )}
              </Field>
            )}
            {!video && mode === 'external' && (
              <>
                <TextField label="Video URL" name="video_url" type="url" error={errors.video_url} />
                <TextField label="Thumbnail URL" name="thumbnail_url" type="url" optional />
              </>
            )}
          </fieldset>
          {progress && mode === 'upload' && (
            <div className="grid gap-1 text-sm">
              <UploadProgressBar percent={progress.percent} />
              <p aria-live="polite">
                {progress.phase === 'processing'
                  ? 'Generating thumbnail and processing video...'
                  : 'Uploading...'}
              </p>
            </div>
          )}
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>
                {failure}
                {resumable && ' The parts already sent are kept: Resume upload continues from there.'}
              </AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || update.isPending}>
              {busy || update.isPending
                ? 'Saving...'
                : video
                  ? 'Save'
                  : mode === 'external'
                    ? 'Add Video'
                    : resumable
                      ? 'Resume upload'
                      : 'Upload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { MATERIAL_FILE_ACCEPT } from '@core/schemas/materials';
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
import { Input, Textarea } from '@web/components/ui/input';
import { errorText } from '@web/lib/errors';
import { useCatalog } from '@web/lib/queries/catalog';
import { showToast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { useUploadMaterial } from '../api/materials';
import { AreaSubjectFields, type Place } from './AreaSubjectFields';
import { UploadProgressBar } from './UploadProgressBar';

const REQUIRED = 'Please fill all required fields';

/** Upload Study Material (admin spec §2.5, §5): title, area, subject and file required; at most 100 MB. */
export function MaterialUploadDialog({ onClose }: { onClose: () => void }) {
  const catalog = useCatalog();
  const upload = useUploadMaterial();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [place, setPlace] = useState<Place>({ board_area: '', subject: '' });
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !place.board_area || !place.subject || !file) {
      setError(REQUIRED);
      return;
    }
    setError(null);
    setPercent(0);
    upload.mutate(
      {
        title: title.trim(),
        description: description.trim(),
        ...place,
        file,
        onProgress: (p) => setPercent(Math.round((p.fraction ?? 0) * 100)),
      },
      {
        onSuccess: (m) => {
          showToast({ title: 'Study material uploaded', description: m.title, variant: 'success' });
          onClose();
        },
        onError: (err) => {
          setPercent(null);
          setError(errorText(err, 'Upload failed'));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && !upload.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Upload Study Material</DialogTitle>
          <DialogDescription>
            PDF, Office documents, images or plain text; at most 100 MB. PDFs and images open in the browser,
            other files are downloaded.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate aria-label="Upload Study Material">
          <Field label="Title">
            {({ id }) => (
              <Input id={id} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
            )}
          </Field>
          <Field label="Description" optional>
            {({ id }) => (
              <Textarea
                id={id}
                value={description}
                maxLength={5000}
                rows={3}
                onChange={(e) => setDescription(e.target.value)}
              />
            )}
          </Field>
          {catalog.data && <AreaSubjectFields catalog={catalog.data} value={place} onChange={setPlace} />}
          <Field label="File">
            {({ id }) => (
              <input
                id={id}
                type="file"
                accept={MATERIAL_FILE_ACCEPT}
                className="text-sm"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          {percent !== null && <UploadProgressBar percent={percent} />}
          {error && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={upload.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Upload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import type { StudyMaterial } from '@core/schemas/materials';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format';
import { useCatalog } from '@web/lib/queries/catalog';
import { showErrorToast, showToast } from '@web/lib/toast';
import { FileText, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useAdminMaterials, useDeleteMaterial } from '../api/materials';
import { MaterialUploadDialog } from './MaterialUploadDialog';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

/** Study Materials tab of /content-manager (admin spec §2.5): cards per area and subject. */
export default function MaterialsTab() {
  const catalog = useCatalog();
  const materials = useAdminMaterials();
  const del = useDeleteMaterial();
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<StudyMaterial | null>(null);

  if (catalog.isPending || materials.isPending) return <Spinner label="Loading content..." />;
  if (catalog.isError || materials.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Error loading content</AlertTitle>
        <AlertDescription>Failed to load content</AlertDescription>
      </Alert>
    );
  const all = materials.data;
  const areas = catalog.data.board_areas
    .map((area) => ({ area, list: all.filter((m) => m.board_area === area.id) }))
    .filter(({ list }) => list.length > 0);

  const confirmDelete = () => {
    if (!deleting) return;
    del.mutate(deleting.id, {
      onSuccess: () =>
        showToast({ title: 'Study material deleted', description: deleting.title, variant: 'success' }),
      onError: (err) => showErrorToast('Failed to delete material', err),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section className="grid gap-4" aria-labelledby="materials-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="materials-title" className="text-xl font-semibold">
          Study Materials
        </h2>
        <Button onClick={() => setUploading(true)}>
          <Upload aria-hidden className="size-4" /> Upload Study Material
        </Button>
      </div>
      {all.length === 0 && (
        <Card>
          <CardContent className="grid justify-items-center gap-2 p-6 text-center">
            <FileText aria-hidden className="size-8 text-muted-foreground" />
            <p className="font-medium">No study materials yet</p>
            <p className="text-sm text-muted-foreground">
              Reviewers and guides uploaded here appear on the learners' course pages.
            </p>
          </CardContent>
        </Card>
      )}
      {areas.map(({ area, list }) => (
        <Card key={area.id}>
          <CardContent className="grid gap-3 p-3">
            <h3 className="font-semibold">{area.title}</h3>
            {[...new Set(list.map((m) => m.subject ?? 'No subject'))].map((subject) => (
              <div key={subject} className="grid gap-2">
                <h4 className="text-sm font-medium text-muted-foreground">{subject}</h4>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {list
                    .filter((m) => (m.subject ?? 'No subject') === subject)
                    .map((m) => (
                      <li key={m.id} className="grid gap-1 rounded border p-3 text-sm">
                        <div className="flex items-start justify-between gap-2">
                          <p className="min-w-0 break-words font-medium">{m.title}</p>
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => setDeleting(m)}
                            aria-label={`Delete ${m.title}`}
                          >
                            <Trash2 aria-hidden className="size-4" />
                          </Button>
                        </div>
                        <p className="break-all text-muted-foreground">
                          {m.file_name} · {megabytes(m.file_size)}
                        </p>
                        {m.description && <p className="break-words">{m.description}</p>}
                        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-foreground">
                          <dt>Uploaded</dt>
                          <dd>{formatDate(m.upload_date)}</dd>
                          <dt>Last accessed</dt>
                          <dd>{m.last_accessed ? formatDate(m.last_accessed) : 'Never'}</dd>
                          <dt>Studied</dt>
                          <dd>{minutes(m.total_study_time ?? 0)}</dd>
                        </dl>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
      {uploading && <MaterialUploadDialog onClose={() => setUploading(false)} />}
      <ConfirmDeleteDialog
        open={!!deleting}
        title="Delete study material?"
        description={<>{deleting?.title} and its file will be deleted.</>}
        pending={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

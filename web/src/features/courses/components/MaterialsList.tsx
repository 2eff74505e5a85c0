import type { StudyMaterial } from '@core/schemas/materials';
import { Button } from '@web/components/ui/button';
import { formatFileSize } from '@web/lib/format';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useStudyMaterials } from '../api/get-study-materials';
import { MaterialViewer } from './MaterialViewer';

/** Study materials of a board area (and subject), each opening in the in-app viewer. */
export function MaterialsList({ boardArea, subject }: { boardArea: string; subject?: string }) {
  const { data, isPending, isError } = useStudyMaterials(boardArea, subject);
  const [open, setOpen] = useState<StudyMaterial | null>(null);

  return (
    <section aria-labelledby="materials-heading" className="grid gap-3">
      <h2 id="materials-heading" className="text-base font-semibold">
        Study materials{subject ? ` · ${subject}` : ''}
      </h2>
      {isPending ? (
        <p className="text-sm text-muted-foreground">Loading study materials...</p>
      ) : isError || !data?.length ? (
        <p className="text-sm text-muted-foreground">
          No study materials yet for this {subject ? 'subject' : 'board area'}.
        </p>
      ) : (
        <ul className="grid gap-2">
          {data.map((m) => (
            <li
              key={m.id}
              className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-card p-3"
            >
              <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">{m.title}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {m.file_name} · {formatFileSize(m.file_size)}
                </span>
              </div>
              {m.is_pdf ? (
                <Button size="sm" onClick={() => setOpen(m)} aria-label={`Read ${m.title}`}>
                  Read
                </Button>
              ) : (
                <Button size="sm" variant="outline" asChild>
                  <a href={m.download_url} download={m.file_name} aria-label={`Download ${m.title}`}>
                    <Download aria-hidden="true" /> Download
                  </a>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && <MaterialViewer material={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

import { toCsv } from '@core/rules/csv';
import type { BulkUploadResult } from '@core/schemas/question-bank';
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { useState } from 'react';
import { saveBlob, type UploadTarget, useBulkUpload } from '../api/questions';

const PREVIEW_ROWS = 5;

interface PreviewRow {
  id: string;
  cells: { id: string; text: string }[];
}

/** The first rows of a CSV, split simply (quoted commas kept), for the preview only. */
function previewCsv(text: string): PreviewRow[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .slice(0, PREVIEW_ROWS + 1)
    .map((line) =>
      (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [])
        .map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"'))
        .slice(0, 6),
    );
  return rows.map((cells, r) => ({
    id: `r${r}`,
    cells: cells.map((t, c) => ({ id: `r${r}c${c}`, text: t })),
  }));
}

/** Bulk upload (top level, or one subject's): preview, progress, then every row's outcome. */
export function BulkUploadDialog({
  target,
  open,
  onOpenChange,
}: {
  target: UploadTarget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<BulkUploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useBulkUpload();

  const reset = () => {
    setFile(null);
    setPreview(null);
    setPercent(null);
    setResult(null);
    setError(null);
  };

  const choose = async (f: File | null) => {
    reset();
    setFile(f);
    if (f?.name.toLowerCase().endsWith('.csv')) setPreview(previewCsv(await f.slice(0, 64 * 1024).text()));
  };

  const submit = () => {
    if (!file) {
      setError('Please select a CSV or Excel file to upload');
      return;
    }
    setError(null);
    setPercent(0);
    upload.mutate(
      { file, target, onProgress: (p) => setPercent(Math.round((p.fraction ?? 0) * 100)) },
      {
        onSuccess: (r) => {
          setResult(r);
          setPercent(null);
          showToast({
            title: 'Bulk upload finished',
            description: `${r.successful_uploads} added, ${r.failed_uploads} failed, ${r.skipped_rows} already present`,
            variant: r.failed_uploads ? 'warning' : 'success',
          });
        },
        onError: (err) => {
          setPercent(null);
          setError(errorText(err, target ? 'Subject bulk upload failed' : 'Failed to process CSV file'));
        },
      },
    );
  };

  const downloadErrors = () => {
    if (!result) return;
    const csv = toCsv([
      ['row', 'question', 'error'],
      ...result.errors.map((e) => [e.row, e.question, e.error]),
    ]);
    saveBlob(new Blob([csv], { type: 'text/csv' }), 'row-errors.csv');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{target ? `Bulk upload: ${target.subject}` : 'Bulk Upload Questions'}</DialogTitle>
          <DialogDescription>
            Columns: question, option_a to option_d, correct_answer (A–D),{' '}
            {target ? '' : 'board_area, subject or subject_index, '}difficulty_level, optional explanation and
            points. CSV, .xlsx or .xls; at most 10 MB and 20,000 rows.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <label className="grid gap-1 text-sm font-medium" htmlFor="bulk-file">
            Question file
            <input
              id="bulk-file"
              type="file"
              accept=".csv,.xlsx,.xls"
              className="text-sm"
              onChange={(e) => void choose(e.target.files?.[0] ?? null)}
            />
          </label>
          {preview && preview.length > 0 && (
            <div className="overflow-x-auto">
              <p className="mb-1 text-sm text-muted-foreground">Preview of the first rows</p>
              <Table>
                <TableHeader>
                  <TableRow>
                    {preview[0]!.cells.map((h) => (
                      <TableHead key={h.id}>{h.text}</TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {preview.slice(1).map((r) => (
                    <TableRow key={r.id}>
                      {r.cells.map((c) => (
                        <TableCell key={c.id} className="max-w-48 truncate">
                          {c.text}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          {file && !preview && (
            <p className="text-sm text-muted-foreground">{file.name}: the server reads the sheet.</p>
          )}
          {percent !== null && (
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-2 w-full rounded bg-muted"
            >
              <div className="h-2 rounded bg-primary transition-all" style={{ width: `${percent}%` }} />
            </div>
          )}
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          {result && (
            <div className="grid gap-2" aria-live="polite">
              <p className="text-sm">
                {result.total_rows} rows: {result.successful_uploads} added, {result.failed_uploads} with
                errors, {result.skipped_rows} already in the bank.
              </p>
              {result.errors.length > 0 && (
                <>
                  <div className="max-h-64 overflow-auto">
                    <Table>
                      <TableHeader>
                        <TableRow>
                          <TableHead>Row</TableHead>
                          <TableHead>Question</TableHead>
                          <TableHead>Error</TableHead>
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {result.errors.map((e) => (
                          <TableRow key={e.row}>
                            <TableCell>{e.row}</TableCell>
                            <TableCell className="max-w-48 truncate">{e.question}</TableCell>
                            <TableCell>{e.error}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </div>
                  <Button variant="outline" size="sm" onClick={downloadErrors}>
                    Download row errors (CSV)
                  </Button>
                </>
              )}
            </div>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={submit} disabled={upload.isPending}>
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import type { AdminQuestion } from '@core/schemas/question-bank';
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
import { useCatalog } from '@web/lib/queries/catalog';
import { showErrorToast, showToast } from '@web/lib/toast';
import { Download, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import {
  type BulkDelete,
  downloadTemplate,
  type UploadTarget,
  useBulkDelete,
  useQuestionStats,
} from '../api/questions';
import { BulkUploadDialog } from './BulkUploadDialog';
import { LevelQuestions } from './LevelQuestions';
import { DIFFICULTIES, QuestionDialog, type QuestionPreset } from './QuestionDialog';

const DELETE_ERROR = {
  area: 'Error deleting board area questions',
  subject: 'Error deleting subject questions',
  difficulty: 'Error deleting questions',
};

/** Questions tab of /content-manager (admin spec §2.5): area → subject → difficulty with counts. */
export default function QuestionsTab() {
  const catalog = useCatalog();
  const stats = useQuestionStats();
  const del = useBulkDelete();
  const [uploading, setUploading] = useState<{ target: UploadTarget | null } | null>(null);
  const [deleting, setDeleting] = useState<{ what: BulkDelete; label: string; step: 1 | 2 } | null>(null);
  const [editing, setEditing] = useState<{ question?: AdminQuestion; preset?: QuestionPreset } | null>(null);

  if (catalog.isPending || stats.isPending) return <Spinner label="Loading content..." />;
  if (catalog.isError || stats.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Error loading content</AlertTitle>
        <AlertDescription>Failed to load content</AlertDescription>
      </Alert>
    );
  const count = (area: string, index?: number, difficulty?: string) =>
    stats.data.counts
      .filter(
        (c) =>
          c.board_area === area &&
          (index === undefined || c.subject_index === index) &&
          (difficulty === undefined || c.difficulty_level === difficulty),
      )
      .reduce((n, c) => n + c.count, 0);

  const confirm = () => {
    if (!deleting) return;
    if (deleting.step === 1) {
      setDeleting({ ...deleting, step: 2 });
      return;
    }
    const what = deleting.what;
    del.mutate(what, {
      onSuccess: (r) => showToast({ title: 'Questions deleted', description: r.message, variant: 'success' }),
      onError: (err) => showErrorToast(DELETE_ERROR[what.kind], err),
      onSettled: () => setDeleting(null),
    });
  };

  const template = (area: string, index: number, format: 'csv' | 'xlsx') =>
    downloadTemplate(area, index, format).catch((err) => showErrorToast('Download failed', err));

  return (
    <section className="grid gap-4" aria-labelledby="questions-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="questions-title" className="text-xl font-semibold">
          Practice Questions
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setUploading({ target: null })}>
            <Upload aria-hidden className="size-4" /> Bulk Upload
          </Button>
          <Button variant="outline" onClick={() => setEditing({})}>
            <Plus aria-hidden className="size-4" /> Add New Question
          </Button>
        </div>
      </div>
      <Card>
        <CardContent className="flex flex-wrap gap-4 p-3 text-sm">
          <span>
            <strong>{stats.data.total}</strong> questions in the bank
          </span>
          <span>
            Target: <strong>{stats.data.target_total}</strong> (18 categories × 30,{' '}
            {stats.data.target_per_difficulty} per difficulty per subject)
          </span>
        </CardContent>
      </Card>
      {catalog.data.board_areas.map((area) => (
        <Card key={area.id}>
          <CardContent className="grid gap-3 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">
                {area.title} <span className="text-sm text-muted-foreground">({count(area.id)})</span>
              </h3>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setEditing({ preset: { board_area: area.id } })}
              >
                <Plus aria-hidden className="size-4" /> Add to <span className="sr-only">{area.title}</span>
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={count(area.id) === 0}
                onClick={() =>
                  setDeleting({
                    what: { kind: 'area', board_area: area.id },
                    label: `all questions in ${area.title}`,
                    step: 1,
                  })
                }
              >
                <Trash2 aria-hidden className="size-4" /> Delete All in Area
              </Button>
            </div>
            <ul className="grid gap-2">
              {area.subjects.map((s) => (
                <li key={s.subject_index} className="grid gap-2 rounded border p-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{s.name}</span>
                    <div className="flex flex-wrap gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => void template(area.id, s.subject_index, 'csv')}
                      >
                        <Download aria-hidden className="size-4" /> Download Template
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => void template(area.id, s.subject_index, 'xlsx')}
                      >
                        .xlsx
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          setUploading({
                            target: { board_area: area.id, subject: s.name, subject_index: s.subject_index },
                          })
                        }
                      >
                        <Upload aria-hidden className="size-4" /> Bulk Upload
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={count(area.id, s.subject_index) === 0}
                        onClick={() =>
                          setDeleting({
                            what: {
                              kind: 'subject',
                              board_area: area.id,
                              subject: s.name,
                              subject_index: s.subject_index,
                            },
                            label: `all questions of ${s.name}`,
                            step: 1,
                          })
                        }
                      >
                        <Trash2 aria-hidden className="size-4" /> Delete Subject
                      </Button>
                    </div>
                  </div>
                  <ul className="grid gap-1 text-sm sm:grid-cols-3">
                    {DIFFICULTIES.map((d) => (
                      <LevelQuestions
                        key={d.id}
                        level={{
                          board_area: area.id,
                          subject_index: s.subject_index,
                          difficulty_level: d.id,
                        }}
                        label={d.label}
                        subject={s.name}
                        count={count(area.id, s.subject_index, d.id)}
                        target={stats.data.target_per_difficulty}
                        onAdd={() =>
                          setEditing({
                            preset: { board_area: area.id, subject: s.name, difficulty_level: d.id },
                          })
                        }
                        onEdit={(question) => setEditing({ question })}
                      />
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2 text-sm">
              {DIFFICULTIES.map((d) => (
                <Button
                  key={d.id}
                  variant="ghost"
                  size="sm"
                  disabled={count(area.id, undefined, d.id) === 0}
                  onClick={() =>
                    setDeleting({
                      what: { kind: 'difficulty', board_area: area.id, difficulty_level: d.id },
                      label: `all ${d.label.toLowerCase()} questions in ${area.title}`,
                      step: 1,
                    })
                  }
                >
                  <Trash2 aria-hidden className="size-4" /> Delete all {d.label}
                </Button>
              ))}
            </div>
          </CardContent>
        </Card>
      ))}
      {editing && (
        <QuestionDialog
          question={editing.question}
          preset={editing.preset}
          onClose={() => setEditing(null)}
        />
      )}
      {uploading && (
        <BulkUploadDialog target={uploading.target} open onOpenChange={(o) => !o && setUploading(null)} />
      )}
      <Dialog open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {deleting?.step === 2 ? 'Are you absolutely sure?' : 'Delete questions?'}
            </DialogTitle>
            <DialogDescription>
              {deleting?.step === 2
                ? `This cannot be undone: ${deleting.label} will be deleted. Questions learners have already answered stay in their results.`
                : `Delete ${deleting?.label}?`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={del.isPending}>
              {deleting?.step === 2 ? 'Yes, delete them' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

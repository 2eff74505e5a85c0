import type { AdminQuestion } from '@core/schemas/question-bank';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { showErrorToast, showToast } from '@web/lib/toast';
import { ChevronDown, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type QuestionLevel, useDeleteQuestion, useLevelQuestions } from '../api/question-items';

/**
 * One difficulty of one subject in the questions tree: its 'N / 10', an Add button, and its
 * questions (loaded when opened), each with edit and delete (admin spec §2.5).
 */
export function LevelQuestions({
  level,
  label,
  subject,
  count,
  target,
  onAdd,
  onEdit,
}: {
  level: QuestionLevel;
  label: string;
  subject: string;
  count: number;
  target: number;
  onAdd: () => void;
  onEdit: (q: AdminQuestion) => void;
}) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const list = useLevelQuestions(level, open);
  const del = useDeleteQuestion();
  const listId = useId();

  const confirmDelete = () => {
    if (!deleting) return;
    del.mutate(deleting.id, {
      onSuccess: () => showToast({ title: 'Question deleted', variant: 'success' }),
      onError: (err) => showErrorToast('Error deleting question', err),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <li className="grid gap-1 rounded bg-muted px-2 py-1">
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          disabled={count === 0}
          onClick={() => setOpen(!open)}
          aria-label={`${label} questions of ${subject}: ${count} / ${target}`}
        >
          {open ? (
            <ChevronDown aria-hidden className="size-4" />
          ) : (
            <ChevronRight aria-hidden className="size-4" />
          )}
          {label}:{' '}
          <span
            className={count >= target ? 'font-semibold text-green-700' : ''}
          >{`${count} / ${target}`}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onAdd}
          aria-label={`Add a ${label.toLowerCase()} question to ${subject}`}
        >
          <Plus aria-hidden className="size-4" /> Add
        </Button>
      </div>
      {open && (
        <div id={listId}>
          {list.isPending && <Spinner label="Loading questions..." />}
          {list.isError && <p className="text-sm text-destructive">Failed to load content</p>}
          {list.data && (
            <ol className="grid gap-1">
              {list.data.map((q, i) => (
                <li key={q.id} className="flex items-start gap-2 rounded border bg-card p-2 text-sm">
                  <span className="text-muted-foreground">{i + 1}.</span>
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 break-words">{q.question}</p>
                    <p className="text-xs text-muted-foreground">
                      Answer {q.correct_answer} · {q.points} {q.points === 1 ? 'point' : 'points'}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onEdit(q)}
                    aria-label={`Edit question ${i + 1}`}
                  >
                    <Pencil aria-hidden className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(q)}
                    aria-label={`Delete question ${i + 1}`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <ConfirmDeleteDialog
        open={!!deleting}
        title="Delete question?"
        description={<>{deleting?.question} Learners who already answered it keep it in their results.</>}
        pending={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </li>
  );
}

import { REPORT_COMMENT_MAX, REPORT_REASON_LABELS } from '@core/schemas/question-reports';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/input';
import { errorText } from '@web/lib/errors';
import { formatDate } from '@web/lib/format';
import { showToast } from '@web/lib/toast';
import { useState } from 'react';
import { useCloseReports, useReportDetail } from '../api/question-reports';
import { ItemStatsSummary } from './ItemStatsSummary';

/** One reported question: the question as the bank holds it, its statistics, each report, and the decision. */
export function ReportDetailDialog({
  questionId,
  onClose,
}: {
  questionId: string | null;
  onClose: () => void;
}) {
  const detail = useReportDetail(questionId);
  const close = useCloseReports();
  const [note, setNote] = useState('');
  const d = detail.data;
  const open = d?.items.some((r) => r.status === 'open') ?? false;

  const decide = (action: 'resolve' | 'dismiss') => {
    if (!questionId) return;
    close.mutate(
      { questionId, action, note: note.trim() },
      {
        onSuccess: (r) => {
          showToast({
            title:
              action === 'resolve' ? `Resolved; ${r.notified} reporter(s) notified` : 'Reports dismissed',
            variant: 'success',
          });
          setNote('');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={questionId !== null}
      onOpenChange={(o) => {
        if (!o) {
          setNote('');
          close.reset();
          onClose();
        }
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Reported question</DialogTitle>
          <DialogDescription>
            Resolving sends your note to every learner who reported it; dismissing notifies nobody.
          </DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : detail.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(detail.error, 'Could not load the reports')}
          </p>
        ) : d ? (
          <div className="grid gap-4">
            <div className="grid gap-2">
              <p className="font-medium break-words">{d.question || '(no longer in the bank)'}</p>
              {d.deleted && <Badge variant="outline">Deleted from the bank</Badge>}
              <ul className="grid gap-1 text-sm">
                {(['A', 'B', 'C', 'D'] as const).map((l) => (
                  <li key={l} className={l === d.correct_answer ? 'font-semibold text-success' : undefined}>
                    {l}. {d.options[l]} {l === d.correct_answer && '(key)'}
                  </li>
                ))}
              </ul>
              {d.explanation && <p className="text-sm">Explanation: {d.explanation}</p>}
              {d.citation && <p className="text-sm text-muted-foreground">Citation: {d.citation}</p>}
            </div>
            <section aria-label="Item statistics">
              <h3 className="mb-1 text-sm font-semibold">Item statistics</h3>
              <ItemStatsSummary stats={d.stats} correct={d.correct_answer} />
            </section>
            <section aria-label="Reports">
              <h3 className="mb-1 text-sm font-semibold">Reports</h3>
              <ul className="grid gap-2">
                {d.items.map((r) => (
                  <li key={r.id} className="grid gap-1 rounded-md border border-border p-2 text-sm">
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge variant="outline">{REPORT_REASON_LABELS[r.reason]}</Badge>
                      <span>{r.reporter}</span>
                      <span className="text-muted-foreground">{formatDate(r.created_at)}</span>
                      {r.status !== 'open' && <Badge variant="grey">{r.status}</Badge>}
                    </span>
                    {r.comment && <p className="break-words whitespace-pre-line">{r.comment}</p>}
                    {r.resolution_note && <p className="text-muted-foreground">Note: {r.resolution_note}</p>}
                  </li>
                ))}
              </ul>
            </section>
            {open && (
              <div className="grid gap-2">
                <Field label="Note to the reporters" hint="Required to resolve; optional to dismiss.">
                  {({ id, describedBy }) => (
                    <Textarea
                      id={id}
                      aria-describedby={describedBy}
                      value={note}
                      maxLength={REPORT_COMMENT_MAX}
                      onChange={(e) => setNote(e.target.value)}
                    />
                  )}
                </Field>
                {close.isError && (
                  <p role="alert" className="text-sm text-destructive">
                    {errorText(close.error, 'Could not save the decision')}
                  </p>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => decide('resolve')} disabled={!note.trim() || close.isPending}>
                    Resolve
                  </Button>
                  <Button variant="outline" onClick={() => decide('dismiss')} disabled={close.isPending}>
                    Dismiss
                  </Button>
                </div>
              </div>
            )}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

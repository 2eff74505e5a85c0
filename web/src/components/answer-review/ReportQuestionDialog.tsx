import {
  REPORT_COMMENT_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@core/schemas/question-reports';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/input';
import { RadioChoices } from '@web/components/ui/radio-choices';
import { errorText } from '@web/lib/errors';
import { Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useReportQuestion } from './report-question';

/** 'Report this question' under a reviewed question (issue 18 item 6). */
export function ReportQuestionDialog({ questionId, position }: { questionId: string; position: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const report = useReportQuestion();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    report.mutate(
      { question_id: questionId, reason, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          setSent(true);
          setOpen(false);
        },
      },
    );
  };

  if (sent)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Thank you: your report was sent.
      </p>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) report.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="justify-self-start">
          <Flag aria-hidden="true" /> Report question {position}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Report question {position}</DialogTitle>
            <DialogDescription>
              An administrator reviews every report; when the question is corrected, you are notified.
            </DialogDescription>
          </DialogHeader>
          <RadioChoices
            legend="What is wrong?"
            name="report-reason"
            choices={REPORT_REASONS.map((r) => ({ value: r, label: REPORT_REASON_LABELS[r] }))}
            value={reason}
            onChange={setReason}
          />
          <Field label="Comment" optional hint={`${comment.length} / ${REPORT_COMMENT_MAX} characters`}>
            {({ id, describedBy }) => (
              <Textarea
                id={id}
                aria-describedby={describedBy}
                value={comment}
                maxLength={REPORT_COMMENT_MAX}
                onChange={(e) => setComment(e.target.value)}
              />
            )}
          </Field>
          {report.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorText(report.error, 'Could not send the report')}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!reason || report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

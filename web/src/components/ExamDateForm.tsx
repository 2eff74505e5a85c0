import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorText } from '@web/lib/errors';
import { formatDate } from '@web/lib/format';
import { useSetExamDate } from '@web/lib/queries/deck';
import { type FormEvent, useEffect, useState } from 'react';

const OWN = 'own';
const NONE = '';

/**
 * The learner's exam date: one of the next CLE dates an administrator set, or a date of their
 * own. The deck brings every card back at least twice before it. Asked on the dashboard and on
 * the review deck.
 */
export function ExamDateForm({ examDate, cleDates }: { examDate: string | null; cleDates: string[] }) {
  const choiceOf = (d: string | null) =>
    d === null ? (cleDates.length ? NONE : OWN) : cleDates.includes(d) ? d : OWN;
  const [choice, setChoice] = useState(choiceOf(examDate));
  const [own, setOwn] = useState(examDate && !cleDates.includes(examDate) ? examDate : '');
  const save = useSetExamDate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved values change
  useEffect(() => {
    setChoice(choiceOf(examDate));
    setOwn(examDate && !cleDates.includes(examDate) ? examDate : '');
  }, [examDate, cleDates.join()]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = choice === OWN ? own : choice;
    save.mutate(value === '' ? null : value);
  };

  return (
    <form onSubmit={submit} className="grid gap-2" aria-describedby="exam-date-help">
      {cleDates.length > 0 && (
        <>
          <Label htmlFor="exam-date-choice">Your CLE date</Label>
          <NativeSelect
            id="exam-date-choice"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            className="w-auto"
          >
            <option value={NONE}>No date</option>
            {cleDates.map((d) => (
              <option key={d} value={d}>
                {formatDate(`${d}T00:00:00+08:00`)} CLE
              </option>
            ))}
            <option value={OWN}>Another date…</option>
          </NativeSelect>
        </>
      )}
      {choice === OWN && <Label htmlFor="exam-date">Your exam date</Label>}
      <div className="flex flex-wrap gap-2">
        {choice === OWN && (
          <Input
            id="exam-date"
            type="date"
            value={own}
            onChange={(e) => setOwn(e.target.value)}
            className="w-auto"
          />
        )}
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save date'}
        </Button>
      </div>
      <p id="exam-date-help" className="text-sm text-muted-foreground">
        With a date set, every card comes back at least twice before the exam.
      </p>
      {save.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(save.error, 'Could not save the date')}
        </p>
      )}
    </form>
  );
}

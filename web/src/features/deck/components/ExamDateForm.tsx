import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorText } from '@web/lib/errors';
import { type FormEvent, useEffect, useState } from 'react';
import { useSetExamDate } from '../api/deck';

/** The learner's exam date: the deck brings every card back at least twice before it. */
export function ExamDateForm({ examDate }: { examDate: string | null }) {
  const [value, setValue] = useState(examDate ?? '');
  const save = useSetExamDate();
  useEffect(() => setValue(examDate ?? ''), [examDate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value === '' ? null : value);
  };

  return (
    <form onSubmit={submit} className="grid gap-2" aria-describedby="exam-date-help">
      <Label htmlFor="exam-date">Your exam date</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="exam-date"
          type="date"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="w-auto"
        />
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

import type { MockExam, MockSitting } from '@core/schemas/mock-exam';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { areaReviewPath } from '../api/mock-exams';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the draw could not keep to, in words (nothing when the pool allowed the blueprint). */
export function drawNotes(s: MockSitting, noRepeatDays: number): string[] {
  const notes: string[] = [];
  if (s.repeated_items > 0) {
    notes.push(
      `${plural(s.repeated_items, 'item')} you saw in the last ${noRepeatDays} days came back: the bank has too few new ones in this area.`,
    );
  }
  if (s.off_mix_items > 0) {
    notes.push(
      `${plural(s.off_mix_items, 'item')} of another difficulty stood in: the bank is short of the blueprint's mix here.`,
    );
  }
  if (s.missing_items > 0) {
    notes.push(
      `The bank has only ${s.items - s.missing_items} items in this area, so the sitting is that long.`,
    );
  }
  return notes;
}

const STATUS: Record<MockSitting['status'], { label: string; variant: 'outline' | 'secondary' | 'default' }> =
  {
    not_started: { label: 'Not started', variant: 'outline' },
    in_progress: { label: 'In progress', variant: 'default' },
    submitted: { label: 'Done', variant: 'secondary' },
  };

/** The six sittings in the program's order with their state; a submitted one links to its review. */
export function SittingList({ mock, noRepeatDays }: { mock: MockExam; noRepeatDays: number }) {
  return (
    <ol className="grid gap-2" aria-label="Areas of this mock exam">
      {mock.sittings.map((s) => (
        <li key={s.position} className="grid gap-1 rounded-lg border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">
              {s.position}. {s.title}
            </span>
            <Badge variant={STATUS[s.status].variant}>{STATUS[s.status].label}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {s.items_drawn ?? s.items} items · {s.minutes} minutes
            {s.auto_submitted ? ' · submitted when its time ran out' : ''}
          </p>
          {drawNotes(s, noRepeatDays).map((n) => (
            <p key={n} className="text-sm">
              {n}
            </p>
          ))}
          {s.status === 'submitted' && (
            <Button asChild size="sm" variant="outline" className="w-fit">
              <Link to={areaReviewPath(mock.id, s.position)} aria-label={`Review answers: ${s.title}`}>
                <ListChecks aria-hidden="true" /> Review answers
              </Link>
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}

import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { CheckCircle2, Clock, FileQuestion, Lock, Play, RotateCcw, StepForward } from 'lucide-react';
import { type CardState, cardState, type TestEntry } from '../types';

const LEVEL = { basic: 'Basic', intermediate: 'Intermediate', advanced: 'Advanced' } as Record<
  string,
  string
>;

const ACTION: Record<CardState, { label: string; icon: typeof Play }> = {
  locked: { label: 'Locked', icon: Lock },
  completed: { label: 'Completed', icon: CheckCircle2 },
  retake: { label: 'Retake', icon: RotateCcw },
  continue: { label: 'Continue', icon: StepForward },
  start: { label: 'Start Answering', icon: Play },
};

/** One difficulty of a subject: question count, time limit and its state (learner spec §4). */
export function TestCard({
  test,
  onStart,
  busy,
}: {
  test: TestEntry;
  onStart: (t: TestEntry) => void;
  busy: boolean;
}) {
  const state = cardState(test);
  const { label, icon: Icon } = ACTION[state];
  const empty = test.available_questions === 0 && state === 'start';
  const passive = state === 'completed' || state === 'locked';
  return (
    <div
      className={cn(
        'grid gap-2 rounded-lg border p-3',
        state === 'completed' && 'border-success/40 bg-success-soft',
        state === 'locked' && 'bg-muted',
        state === 'retake' && 'border-accent',
      )}
      data-testid={`test-card-${test.id}`}
      data-state={state}
    >
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold">{LEVEL[test.difficulty_level] ?? test.difficulty_level}</h4>
        {test.previous_score !== null ? (
          <span className="text-sm font-semibold tabular-nums">{test.previous_score}%</span>
        ) : null}
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <FileQuestion className="size-3.5" aria-hidden="true" />
          {empty ? 'No questions yet' : `${test.questions} questions`}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {test.time_limit_minutes} min
        </span>
      </p>
      {empty ? (
        // A real state (an empty pool), not a control: nothing to press.
        <p className="text-xs text-muted-foreground">
          Not open: the bank has no questions for this test yet.
        </p>
      ) : (
        <Button
          size="sm"
          variant={passive ? 'ghost' : state === 'retake' ? 'accent' : 'default'}
          onClick={() => onStart(test)}
          disabled={busy}
          aria-label={`${label}: ${test.subject}, ${LEVEL[test.difficulty_level] ?? test.difficulty_level}`}
          className={cn(passive && 'border border-border')}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      )}
    </div>
  );
}

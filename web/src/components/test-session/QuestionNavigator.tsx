import { cn } from '@web/lib/cn';
import { Flag } from 'lucide-react';
import type { LearnerQuestion } from './types';
import type { AnswerState } from './use-answer-sync';

interface Props {
  questions: LearnerQuestion[];
  answers: Record<string, AnswerState>;
  current: number;
  onGo: (index: number) => void;
}

/** Every question as a numbered button: answered, unanswered or flagged. */
export function QuestionNavigator({ questions, answers, current, onGo }: Props) {
  const answered = questions.filter((q) => answers[q.id]?.selected).length;
  const flagged = questions.filter((q) => answers[q.id]?.flagged).length;
  return (
    <nav aria-label="Question navigator" className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {answered} of {questions.length} answered · {flagged} flagged
      </p>
      <ol className="grid grid-cols-6 gap-2 sm:grid-cols-8 lg:grid-cols-5">
        {questions.map((q, i) => {
          const a = answers[q.id];
          const state = `${a?.selected ? 'answered' : 'unanswered'}${a?.flagged ? ', flagged' : ''}`;
          return (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => onGo(i)}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`Question ${i + 1}, ${state}`}
                data-state={a?.selected ? 'answered' : 'unanswered'}
                className={cn(
                  'relative flex h-10 w-full items-center justify-center rounded-md border text-sm font-semibold',
                  a?.selected ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card',
                  i === current && 'ring-3 ring-ring ring-offset-1',
                )}
              >
                {i + 1}
                {a?.flagged ? (
                  <Flag
                    className="absolute -top-1.5 -right-1.5 size-4 fill-accent text-warning"
                    aria-hidden="true"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-primary" aria-hidden="true" /> Answered
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-input bg-card" aria-hidden="true" /> Unanswered
        </li>
        <li className="flex items-center gap-1.5">
          <Flag className="size-3 fill-accent text-warning" aria-hidden="true" /> Flagged
        </li>
      </ul>
    </nav>
  );
}

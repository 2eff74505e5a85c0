import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Flag } from 'lucide-react';
import { LETTERS, type LearnerQuestion, type Letter } from './types';
import type { AnswerState } from './use-answer-sync';

interface Props {
  question: LearnerQuestion;
  number: number;
  total: number;
  answer: AnswerState | undefined;
  onSelect: (letter: Letter | null) => void;
  onToggleFlag: () => void;
}

/** One question with lettered options A–D as a radio group, a flag and a clear button. */
export function QuestionCard({ question, number, total, answer, onSelect, onToggleFlag }: Props) {
  const flagged = answer?.flagged ?? false;
  const groupName = `q-${question.id}`;
  return (
    <section aria-labelledby={`${groupName}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          Question {number} of {total}
        </p>
        <Button
          variant={flagged ? 'accent' : 'outline'}
          size="sm"
          aria-pressed={flagged}
          onClick={onToggleFlag}
        >
          <Flag aria-hidden="true" />
          {flagged ? 'Flagged for review' : 'Flag for review'}
        </Button>
      </div>
      <fieldset className="grid gap-3">
        <legend id={`${groupName}-title`} className="mb-3 text-lg leading-snug font-semibold">
          {question.question}
        </legend>
        {LETTERS.map((letter) => {
          const checked = answer?.selected === letter;
          return (
            <label
              key={letter}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ring hover:bg-muted',
                checked ? 'border-primary bg-secondary' : 'border-border bg-card',
              )}
            >
              <input
                type="radio"
                name={groupName}
                value={letter}
                checked={checked}
                onChange={() => onSelect(letter)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-bold',
                  checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
                )}
              >
                {letter}
              </span>
              <span className="pt-0.5">
                <span className="sr-only">{letter}. </span>
                {question.all_options[letter]}
              </span>
            </label>
          );
        })}
      </fieldset>
      {answer?.selected ? (
        <Button variant="link" size="sm" className="w-fit" onClick={() => onSelect(null)}>
          Clear my answer
        </Button>
      ) : null}
    </section>
  );
}

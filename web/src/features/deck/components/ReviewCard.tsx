import type { CardAnswerResponse, DeckCard } from '@core/schemas/deck';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { errorText } from '@web/lib/errors';
import { useState } from 'react';
import { useAnswerCard } from '../api/deck';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** One due card: pick an answer, check it on the server, then read the key and why. */
export function ReviewCard({ card, onNext }: { card: DeckCard; onNext: () => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  const answer = useAnswerCard();
  const result: CardAnswerResponse | undefined = answer.data;

  return (
    <section aria-labelledby="card-question" className="grid gap-4">
      <fieldset className="grid gap-3" disabled={!!result}>
        <legend id="card-question" className="mb-3 text-lg leading-snug font-semibold">
          {card.question}
        </legend>
        {LETTERS.map((letter, i) => {
          const isKey = result?.correct_answer === letter;
          const isWrongPick = !!result && !result.is_correct && selected === letter;
          return (
            <label
              key={letter}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ring',
                selected === letter ? 'border-primary bg-secondary' : 'border-border bg-card',
                isKey && 'border-success bg-success-soft',
                isWrongPick && 'border-destructive bg-destructive-soft',
              )}
            >
              <input
                type="radio"
                name={`card-${card.id}`}
                value={letter}
                checked={selected === letter}
                onChange={() => setSelected(letter)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-bold"
              >
                {letter}
              </span>
              <span className="pt-0.5">
                <span className="sr-only">{letter}. </span>
                {card.options[i]}
                {isKey && <span className="sr-only"> (correct answer)</span>}
              </span>
            </label>
          );
        })}
      </fieldset>

      {!result && (
        <Button
          className="w-fit"
          disabled={!selected || answer.isPending}
          onClick={() => selected && answer.mutate({ id: card.id, answer: selected })}
        >
          {answer.isPending ? 'Checking...' : 'Check answer'}
        </Button>
      )}
      {answer.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(answer.error, 'Could not check the answer')}
        </p>
      )}
      {result && (
        <>
          <Alert variant={result.is_correct ? 'success' : 'destructive'} role="alert">
            <AlertTitle>
              {result.is_correct ? 'Correct' : `Not quite: the answer is ${result.correct_answer}`}
            </AlertTitle>
            <AlertDescription className="grid gap-2">
              {result.explanation && <p>{result.explanation}</p>}
              {result.citation && (
                <p>
                  <span className="font-semibold">Source:</span> {result.citation}
                </p>
              )}
              <p>
                Next review: {new Date(result.next_due).toLocaleDateString('en-PH', { dateStyle: 'medium' })}
              </p>
            </AlertDescription>
          </Alert>
          <Button className="w-fit" onClick={onNext} autoFocus>
            Next card
          </Button>
        </>
      )}
    </section>
  );
}

import type { AttemptQuestions } from '@core/schemas/practice';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api';
import { showToast } from '@web/lib/toast';
import { ChevronLeft, ChevronRight, CloudOff, LogOut, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { QuestionCard } from './QuestionCard';
import { QuestionNavigator } from './QuestionNavigator';
import { Countdown, SaveIndicator } from './TestStatusBar';
import type { AnswerChange } from './types';
import { clearLocalAnswers, useAnswerSync } from './use-answer-sync';
import { useCountdown } from './use-countdown';

/** What the session's buttons and dialogs say (a practice test's, unless told otherwise). */
export interface SessionTexts {
  submit: string;
  submitTitle: string;
  /** What submitting means, under the count of unanswered questions. */
  afterSubmit: string;
  exit: string;
  exitTitle: string;
  exitNote: string;
}

const PRACTICE_TEXTS: SessionTexts = {
  submit: 'Submit Test',
  submitTitle: 'Submit your test?',
  afterSubmit: 'After you submit, the test locks until an administrator reopens it.',
  exit: 'Exit Test',
  exitTitle: 'Exit the test?',
  exitNote:
    'Your answers are saved. The timer keeps running: come back before it ends to continue where you were.',
};

interface Props<R> {
  data: AttemptQuestions;
  /** Saves a batch of answers and flags on the server. */
  save: (answers: AnswerChange[]) => Promise<unknown>;
  /** Grades the attempt on the server; answers not yet saved go along. */
  submit: (answers: AnswerChange[]) => Promise<R>;
  onSubmitted: (result: R) => void;
  onSubmitError: (error: unknown) => void;
  onExit: () => void;
  texts?: Partial<SessionTexts>;
}

const OFFLINE_NOTICE = {
  title: 'You are offline',
  description:
    'Your answers are kept on this device; the test is submitted as soon as the connection returns.',
  variant: 'warning',
} as const;
const TIME_UP_NOTICE = {
  title: 'Time is up',
  description: 'Your test is being submitted with the answers you gave.',
  variant: 'warning',
} as const;

/**
 * Taking a timed attempt (a practice test, a mock exam's area): countdown from the server's
 * remaining time, one question at a time, navigator, flags, saving as one goes.
 */
export function TestSession<R>({
  data,
  save,
  submit: send,
  onSubmitted,
  onSubmitError,
  onExit,
  texts,
}: Props<R>) {
  const { attempt, questions } = data;
  const t = { ...PRACTICE_TEXTS, ...texts };
  const [current, setCurrent] = useState(0);
  const [dialog, setDialog] = useState<'submit' | 'exit' | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** A submit that found no connection: kept, and sent again when the connection returns. */
  const [waitingOnline, setWaitingOnline] = useState(false);
  const submitted = useRef(false);

  const submitRef = useRef<() => void>(() => {});
  const sync = useAnswerSync(attempt, () => submitRef.current(), save);
  const submit = useCallback(async () => {
    if (submitted.current) return;
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await send(sync.takePending());
      clearLocalAnswers(attempt.id);
      onSubmitted(result);
    } catch (error) {
      submitted.current = false;
      setSubmitting(false);
      if (error instanceof ApiError && error.kind === 'network') {
        setDialog(null);
        setWaitingOnline(true);
        showToast(OFFLINE_NOTICE);
      } else onSubmitError(error);
    }
  }, [attempt.id, sync, send, onSubmitted, onSubmitError]);
  submitRef.current = () => void submit();

  useEffect(() => {
    if (!waitingOnline) return;
    const retry = () => {
      setWaitingOnline(false);
      void submit();
    };
    // 'online' is the usual signal; the timer covers a connection that returns without one.
    window.addEventListener('online', retry);
    const timer = setInterval(() => {
      if (navigator.onLine) retry();
    }, 15_000);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [waitingOnline, submit]);

  const left = useCountdown(attempt.remaining_seconds, () => {
    showToast(TIME_UP_NOTICE);
    void submit();
  });
  const question = questions[current]!;
  const unanswered = questions.filter((q) => !sync.answers[q.id]?.selected).length;
  const flagged = questions.filter((q) => sync.answers[q.id]?.flagged).length;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-4 sm:px-6 sm:py-6">
      <header className="sticky top-16 z-10 -mx-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <div className="min-w-0">
          <h1 className="truncate text-base font-bold sm:text-lg">{attempt.test_title}</h1>
          <SaveIndicator status={sync.status} />
        </div>
        <div className="flex items-center gap-2">
          <Countdown seconds={left} />
          <Button variant="outline" size="sm" onClick={() => setDialog('exit')}>
            <LogOut aria-hidden="true" />
            {t.exit}
          </Button>
        </div>
      </header>

      {waitingOnline ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-warning"
        >
          <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">{OFFLINE_NOTICE.title}.</span> {OFFLINE_NOTICE.description}
          </p>
        </div>
      ) : null}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardContent className="grid gap-6 pt-5 sm:pt-6">
            <QuestionCard
              key={question.id}
              question={question}
              number={current + 1}
              total={questions.length}
              answer={sync.answers[question.id]}
              onSelect={(letter) => sync.select(question.id, letter)}
              onToggleFlag={() => sync.toggleFlag(question.id)}
            />
            <div className="flex items-center justify-between gap-2">
              <Button variant="outline" onClick={() => setCurrent((i) => i - 1)} disabled={current === 0}>
                <ChevronLeft aria-hidden="true" /> Previous
              </Button>
              {current < questions.length - 1 ? (
                <Button onClick={() => setCurrent((i) => i + 1)}>
                  Next <ChevronRight aria-hidden="true" />
                </Button>
              ) : (
                <Button variant="accent" onClick={() => setDialog('submit')}>
                  <Send aria-hidden="true" /> {t.submit}
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
        <Card className="h-fit">
          <CardContent className="grid gap-4 pt-5 sm:pt-6">
            <QuestionNavigator
              questions={questions}
              answers={sync.answers}
              current={current}
              onGo={setCurrent}
            />
            <Button
              variant="accent"
              onClick={() => setDialog('submit')}
              disabled={submitting || waitingOnline}
            >
              <Send aria-hidden="true" /> {t.submit}
            </Button>
          </CardContent>
        </Card>
      </div>

      <ConfirmDialog
        open={dialog === 'submit' || submitting}
        title={submitting ? 'Submitting…' : t.submitTitle}
        description={
          <>
            <p>
              {unanswered === 0
                ? 'You have answered every question.'
                : `You have ${unanswered} unanswered question${unanswered === 1 ? '' : 's'}; unanswered questions count as wrong.`}
            </p>
            {flagged > 0 ? (
              <p>{`${flagged} question${flagged === 1 ? ' is' : 's are'} flagged for review.`}</p>
            ) : null}
            <p>{t.afterSubmit}</p>
          </>
        }
        confirmLabel={t.submit}
        cancelLabel="Keep answering"
        busy={submitting}
        onConfirm={() => void submit()}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'exit'}
        title={t.exitTitle}
        description={<p>{t.exitNote}</p>}
        confirmLabel={t.exit}
        cancelLabel="Stay"
        onConfirm={() => {
          void sync.flush();
          onExit();
        }}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

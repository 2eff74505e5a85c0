import type { Attempt } from '@core/schemas/practice';
import { ApiError } from '@web/lib/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerChange, Letter } from './types';

export interface AnswerState {
  selected: Letter | null;
  flagged: boolean;
}

/** saved: everything is on the server · saving · offline: kept here, retried · error: refused */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error';

const storageKey = (attemptId: string) => `crimreview_attempt_${attemptId}`;
const RETRY_MS = [2000, 5000, 10_000, 20_000];

function readLocal(attemptId: string): Record<string, AnswerChange> {
  try {
    return JSON.parse(localStorage.getItem(storageKey(attemptId)) ?? '{}') as Record<string, AnswerChange>;
  } catch {
    return {};
  }
}

function writeLocal(attemptId: string, pending: Map<string, AnswerChange>) {
  try {
    if (pending.size === 0) localStorage.removeItem(storageKey(attemptId));
    else localStorage.setItem(storageKey(attemptId), JSON.stringify(Object.fromEntries(pending)));
  } catch {
    // Storage full or disabled: the answers still go to the server.
  }
}

export function clearLocalAnswers(attemptId: string) {
  try {
    localStorage.removeItem(storageKey(attemptId));
  } catch {
    // ignore
  }
}

/**
 * The learner's answers and flags, saved to the server as they change. Changes not yet
 * confirmed by the server are kept in localStorage too, so a reload or a dropped
 * connection loses nothing: they are merged back and sent again.
 */
export function useAnswerSync(
  attempt: Attempt,
  onTimeUp: () => void,
  save: (answers: AnswerChange[]) => Promise<unknown>,
) {
  const attemptId = attempt.id;
  const saveRef = useRef(save);
  saveRef.current = save;
  const pending = useRef<Map<string, AnswerChange>>(new Map());
  const inFlight = useRef(false);
  const retry = useRef<{ timer?: ReturnType<typeof setTimeout>; count: number }>({ count: 0 });
  const closed = useRef(false);
  const onTimeUpRef = useRef(onTimeUp);
  onTimeUpRef.current = onTimeUp;

  const [answers, setAnswers] = useState<Record<string, AnswerState>>(() => {
    const fromServer: Record<string, AnswerState> = {};
    for (const a of attempt.answers)
      fromServer[a.question_id] = { selected: a.selected_answer, flagged: a.flagged };
    for (const [id, change] of Object.entries(readLocal(attemptId))) {
      pending.current.set(id, change);
      fromServer[id] = { selected: change.selected_answer, flagged: change.flagged };
    }
    return fromServer;
  });
  const [status, setStatus] = useState<SaveStatus>(pending.current.size ? 'offline' : 'saved');
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  const flush = useCallback(async (): Promise<void> => {
    if (inFlight.current || closed.current || pending.current.size === 0) return;
    clearTimeout(retry.current.timer);
    inFlight.current = true;
    const batch = new Map(pending.current);
    setStatus('saving');
    try {
      await saveRef.current([...batch.values()]);
      for (const [id, change] of batch) if (pending.current.get(id) === change) pending.current.delete(id);
      writeLocal(attemptId, pending.current);
      retry.current.count = 0;
      setSavedAt(new Date());
      setStatus(pending.current.size ? 'saving' : 'saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        closed.current = true;
        onTimeUpRef.current();
      } else if (error instanceof ApiError && error.status >= 400 && error.status !== 429) {
        setStatus('error');
      } else {
        setStatus('offline');
        const delay = RETRY_MS[Math.min(retry.current.count, RETRY_MS.length - 1)];
        retry.current.count += 1;
        retry.current.timer = setTimeout(() => void flush(), delay);
      }
      return;
    } finally {
      inFlight.current = false;
    }
    if (pending.current.size > 0) void flush();
  }, [attemptId]);

  const change = useCallback(
    (questionId: string, next: (prev: AnswerState) => AnswerState) => {
      setAnswers((prev) => {
        const current = prev[questionId] ?? { selected: null, flagged: false };
        const updated = next(current);
        pending.current.set(questionId, {
          question_id: questionId,
          selected_answer: updated.selected,
          flagged: updated.flagged,
        });
        writeLocal(attemptId, pending.current);
        return { ...prev, [questionId]: updated };
      });
      queueMicrotask(() => void flush());
    },
    [attemptId, flush],
  );

  const select = useCallback(
    (questionId: string, letter: Letter | null) => change(questionId, (p) => ({ ...p, selected: letter })),
    [change],
  );
  const toggleFlag = useCallback(
    (questionId: string) => change(questionId, (p) => ({ ...p, flagged: !p.flagged })),
    [change],
  );

  /** Stops saving and hands over what the server has not confirmed yet (sent with Submit). */
  const takePending = useCallback((): AnswerChange[] => {
    clearTimeout(retry.current.timer);
    return [...pending.current.values()];
  }, []);

  useEffect(() => {
    void flush(); // answers restored from localStorage go out at once
    const online = () => {
      retry.current.count = 0;
      void flush();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(retry.current.timer);
    };
  }, [flush]);

  return { answers, select, toggleFlag, status, savedAt, takePending, flush };
}

// @vitest-environment jsdom
import type { Attempt, TestEntry } from '@core/schemas/practice';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QuestionNavigator } from '@web/components/test-session/QuestionNavigator';
import { useAnswerSync } from '@web/components/test-session/use-answer-sync';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAnswers } from './api/save-answers';
import { cardState } from './types';

const entry = (over: Partial<TestEntry>): TestEntry =>
  ({
    id: 'criminal-law-1-basic',
    can_take: true,
    has_completed: false,
    is_completed: false,
    is_locked: false,
    is_retake: false,
    in_progress: false,
    status: 'available',
    ...over,
  }) as TestEntry;

describe('cardState (learner spec §4 "Test card")', () => {
  it('maps eligibility to Locked, Completed, Retake, Continue or Start', () => {
    expect(cardState(entry({}))).toBe('start');
    expect(cardState(entry({ can_take: false, reason: 'Payment verification required' }))).toBe('start');
    expect(cardState(entry({ can_take: false, has_completed: true, is_locked: true }))).toBe('completed');
    expect(cardState(entry({ can_take: true, has_completed: true, is_retake: true }))).toBe('retake');
    expect(cardState(entry({ can_take: false, is_locked: true, status: 'manually_locked' }))).toBe('locked');
    expect(
      cardState(entry({ can_take: false, has_completed: true, is_locked: true, status: 'manually_locked' })),
    ).toBe('locked');
    expect(cardState(entry({ in_progress: true }))).toBe('continue');
  });
});

const attempt: Attempt = {
  id: 'a1',
  test_id: 'criminal-law-1-basic',
  test_title: 'Criminal Law Book 1 — Basic',
  board_area: 'criminal-law',
  subject_index: 1,
  difficulty_level: 'basic',
  status: 'in_progress',
  is_retake: false,
  started_at: new Date().toISOString(),
  deadline_at: new Date(Date.now() + 1_200_000).toISOString(),
  server_now: new Date().toISOString(),
  remaining_seconds: 1200,
  time_limit_minutes: 20,
  total_questions: 15,
  answers: [{ question_id: 'q1', selected_answer: 'B', flagged: false }],
};

describe('useAnswerSync', () => {
  const save = (answers: Parameters<typeof saveAnswers>[1]) => saveAnswers('a1', answers);
  const fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const ok = () =>
    Promise.resolve(
      new Response(JSON.stringify({ saved: 1 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );

  it('starts from the server’s answers and saves a change at once', async () => {
    fetchMock.mockImplementation(ok);
    const { result } = renderHook(() => useAnswerSync(attempt, () => {}, save));
    expect(result.current.answers.q1).toEqual({ selected: 'B', flagged: false });
    act(() => result.current.select('q2', 'C'));
    await waitFor(() => expect(result.current.status).toBe('saved'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/practice/attempts/a1/answers');
    expect(JSON.parse(init.body)).toEqual({
      answers: [{ question_id: 'q2', selected_answer: 'C', flagged: false }],
    });
    expect(localStorage.getItem('crimreview_attempt_a1')).toBeNull();
  });

  it('keeps answers on the device while offline and sends them after a reload', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const first = renderHook(() => useAnswerSync(attempt, () => {}, save));
    act(() => first.result.current.toggleFlag('q3'));
    await waitFor(() => expect(first.result.current.status).toBe('offline'));
    expect(JSON.parse(localStorage.getItem('crimreview_attempt_a1')!)).toEqual({
      q3: { question_id: 'q3', selected_answer: null, flagged: true },
    });
    first.unmount();

    fetchMock.mockReset();
    fetchMock.mockImplementation(ok);
    const second = renderHook(() => useAnswerSync(attempt, () => {}, save));
    expect(second.result.current.answers.q3).toEqual({ selected: null, flagged: true });
    await waitFor(() => expect(second.result.current.status).toBe('saved'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body).answers).toEqual([
      { question_id: 'q3', selected_answer: null, flagged: true },
    ]);
  });

  it('hands over to submission when the server says time is up', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ detail: 'Time is up' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const onTimeUp = vi.fn();
    const { result } = renderHook(() => useAnswerSync(attempt, onTimeUp, save));
    act(() => result.current.select('q1', 'A'));
    await waitFor(() => expect(onTimeUp).toHaveBeenCalledTimes(1));
  });
});

describe('QuestionNavigator', () => {
  afterEach(cleanup);
  it('labels every question answered, unanswered or flagged', () => {
    const questions = ['q1', 'q2', 'q3'].map((id, i) => ({
      id,
      position: i + 1,
      question: `Q${i + 1}`,
      options: ['a', 'b', 'c', 'd'],
      all_options: { A: 'a', B: 'b', C: 'c', D: 'd' },
    }));
    render(
      <QuestionNavigator
        questions={questions}
        answers={{ q1: { selected: 'A', flagged: false }, q3: { selected: null, flagged: true } }}
        current={1}
        onGo={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 2, unanswered' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(screen.getByRole('button', { name: 'Question 3, unanswered, flagged' })).toBeTruthy();
    expect(screen.getByText('1 of 3 answered · 1 flagged')).toBeTruthy();
  });
});

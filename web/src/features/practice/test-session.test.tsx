// @vitest-environment jsdom
import type { Attempt, AttemptQuestions } from '@core/schemas/practice';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@web/components/ui/toaster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestSession } from './components/TestSession';

function session(remaining: number): AttemptQuestions {
  const attempt = {
    id: 'a1',
    test_id: 'criminal-law-1-basic',
    test_title: 'Criminal Law Book 1 — Basic',
    board_area: 'criminal-law',
    subject_index: 1,
    difficulty_level: 'basic',
    status: 'in_progress',
    is_retake: false,
    started_at: new Date().toISOString(),
    deadline_at: new Date(Date.now() + remaining * 1000).toISOString(),
    server_now: new Date().toISOString(),
    remaining_seconds: remaining,
    time_limit_minutes: 20,
    total_questions: 1,
    answers: [],
  } as Attempt;
  const questions = [
    {
      id: 'q1',
      position: 1,
      question: 'Which code defines felonies?',
      options: ['a', 'b', 'c', 'd'],
      all_options: { A: 'a', B: 'b', C: 'c', D: 'd' },
    },
  ];
  return { attempt, questions } as unknown as AttemptQuestions;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('TestSession', () => {
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

  it('says the time is up when the countdown reaches zero and submits by itself', async () => {
    fetchMock.mockImplementation(async () => json(200, { id: 'r1' }));
    const onSubmitted = vi.fn();
    render(
      <>
        <TestSession data={session(0)} onSubmitted={onSubmitted} onSubmitError={() => {}} onExit={() => {}} />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('Time is up')).toBeTruthy();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  });

  it('keeps the test on screen when a submit finds no connection, and submits once it returns', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const onSubmitted = vi.fn();
    const onSubmitError = vi.fn();
    render(
      <>
        <TestSession
          data={session(1200)}
          onSubmitted={onSubmitted}
          onSubmitError={onSubmitError}
          onExit={() => {}}
        />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Submit Test' })[0]!);
    await user.click(
      screen.getAllByRole('button', { name: 'Submit Test' }).find((b) => b.closest('[role="dialog"]'))!,
    );
    expect((await screen.findAllByText(/You are offline/)).length).toBeGreaterThan(0);
    expect(screen.getByText('Which code defines felonies?')).toBeTruthy();
    expect(onSubmitError).not.toHaveBeenCalled();

    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json(200, { id: 'r1' }));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/practice/attempts/a1/submit');
  });
});

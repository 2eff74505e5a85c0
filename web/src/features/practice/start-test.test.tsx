// @vitest-environment jsdom
import type { TestEntry } from '@core/schemas/practice';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartTestDialogs } from './components/StartTestDialogs';
import { PAYMENT_CONTACT, type StartPrompt, useStartTest } from './hooks/useStartTest';

const test = { id: 'criminal-law-1-basic', title: 'Criminal Law Book 1 — Basic' } as TestEntry;
const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useStartTest (learner spec §5 "Test start")', () => {
  it('opens an eligible test at once and asks before a retake', async () => {
    const go = vi.fn();
    answer(200, { can_take: true, is_retake: false, in_progress: false });
    const { result } = renderHook(() => useStartTest(go));
    await act(() => result.current.start(test));
    expect(go).toHaveBeenCalledWith(test.id);
    expect(result.current.prompt).toBeNull();

    answer(200, { can_take: true, is_retake: true, in_progress: false, previous_score: 64 });
    await act(() => result.current.start(test));
    expect(result.current.prompt).toEqual({ kind: 'retake', test, previous: 64 });
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('turns a refusal, a 403 and an unknown eligibility into the matching prompt', async () => {
    const { result } = renderHook(() => useStartTest(() => {}));
    answer(200, { can_take: false, reason: 'This test is locked', contact_message: 'Ask your admin' });
    await act(() => result.current.start(test));
    expect(result.current.prompt).toEqual({
      kind: 'refused',
      reason: 'This test is locked',
      contact_message: 'Ask your admin',
    });

    answer(403, { detail: 'Payment verification required to access practice tests.' });
    await act(() => result.current.start(test));
    expect(result.current.prompt).toMatchObject({
      kind: 'refused',
      payment: true,
      contact_message: PAYMENT_CONTACT,
    });

    answer(500, { detail: 'boom' });
    await act(() => result.current.start(test));
    expect(result.current.prompt).toEqual({ kind: 'unverified', test });
    act(() => result.current.close());
    expect(result.current.prompt).toBeNull();
  });
});

describe('StartTestDialogs', () => {
  const show = (prompt: StartPrompt) => {
    const close = vi.fn();
    const go = vi.fn();
    render(
      <MemoryRouter>
        <StartTestDialogs prompt={prompt} close={close} go={go} />
      </MemoryRouter>,
    );
    return { close, go };
  };

  it('confirms a retake with the previous score and opens the test', async () => {
    const { close, go } = show({ kind: 'retake', test, previous: 64 });
    expect(screen.getByRole('dialog', { name: 'Retake this test?' })).toBeTruthy();
    expect(screen.getByText(/Your previous score was 64%\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start Retake' }));
    expect(go).toHaveBeenCalledWith(test.id);
    expect(close).toHaveBeenCalled();
  });

  it('explains a payment refusal and links to the plans, without opening the test', async () => {
    const { close, go } = show({
      kind: 'refused',
      reason: 'Payment verification required',
      contact_message: PAYMENT_CONTACT,
      payment: true,
    });
    expect(screen.getByRole('alertdialog', { name: 'Payment verification required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/pricing');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(close).toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it('lets the learner proceed when eligibility could not be checked', async () => {
    const { go } = show({ kind: 'unverified', test });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed anyway' }));
    expect(go).toHaveBeenCalledWith(test.id);
  });
});

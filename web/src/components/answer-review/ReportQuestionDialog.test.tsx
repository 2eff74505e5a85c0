// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportQuestionDialog } from './ReportQuestionDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(status: number, body: object) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportQuestionDialog questionId="q-1" position={3} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('ReportQuestionDialog', () => {
  it('sends the reason and comment by keyboard, then thanks the learner', async () => {
    const sent = open(201, { id: 'r1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report question 3' }));
    const send = screen.getByRole('button', { name: 'Send report' });
    expect(send).toHaveProperty('disabled', true); // no reason yet
    await user.click(screen.getByRole('radio', { name: 'Outdated law' }));
    await user.type(screen.getByLabelText(/Comment/), 'RA 10951 changed the fines.');
    expect(screen.getByText('27 / 1000 characters')).toBeTruthy();
    await user.keyboard('{Tab}{Tab}{Enter}'); // Cancel, then Send report
    expect(await screen.findByText(/your report was sent/)).toBeTruthy();
    expect(sent).toEqual([
      { question_id: 'q-1', reason: 'outdated_law', comment: 'RA 10951 changed the fines.' },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    open(409, { detail: 'You already reported this question; an administrator will look at it' });
    await userEvent.click(screen.getByRole('button', { name: 'Report question 3' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Typo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already reported');
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import QuestionReportsTab from './QuestionReportsTab';

const stats = {
  responses: 12,
  sufficient: false,
  facility: null,
  discrimination: null,
  choice_shares: null,
  omitted_share: null,
  unused_distractors: [],
  flags: [],
};
const reported = {
  question_id: 'q1',
  question: 'Which circumstance justifies the act?',
  topic: 'Justifying circumstances',
  correct_answer: 'A',
  deleted: false,
  reports: 2,
  reasons: { wrong_key: 1, unclear: 0, outdated_law: 1, typo: 0 },
  latest_at: '2026-11-20T02:00:00.000Z',
  stats,
};
const detail = {
  ...reported,
  options: { A: 'Self-defense', B: 'Minority', C: 'Insanity', D: 'Accident' },
  explanation: null,
  citation: 'RPC Art. 11',
  items: [
    {
      id: 'r1',
      question_id: 'q1',
      reason: 'wrong_key',
      comment: 'The key should be B.',
      status: 'open',
      created_at: '2026-11-20T02:00:00.000Z',
      reporter: 'Ana Cruz',
      resolution_note: null,
      resolved_at: null,
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QuestionReportsTab', () => {
  it('lists counts per reason and the statistics, and resolves with a note', async () => {
    const calls: { url: string; method: string; body?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
        const body = url.includes('/resolve')
          ? { closed: 1, notified: 1 }
          : url.includes('/questions/')
            ? detail
            : { items: [reported], total: 1, page: 1, limit: 25 };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <QuestionReportsTab />
      </QueryClientProvider>,
    );
    await screen.findByText('Which circumstance justifies the act?');
    const table = screen.getByRole('table', { name: 'Reported questions' });
    expect(within(table).getByText('Wrong answer key: 1')).toBeTruthy();
    expect(within(table).getByText('Outdated law: 1')).toBeTruthy();
    expect(within(table).getByText('not enough responses (12)')).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: /Review/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The key should be B.')).toBeTruthy();
    const resolve = within(dialog).getByRole('button', { name: 'Resolve' });
    expect(resolve).toHaveProperty('disabled', true); // a note is required
    await userEvent.type(within(dialog).getByLabelText('Note to the reporters'), 'Key corrected to B.');
    await userEvent.click(resolve);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/questions/q1/resolve'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/resolve'))!;
    expect(sent.method).toBe('POST');
    expect(JSON.parse(sent.body!)).toEqual({ note: 'Key corrected to B.' });
  });
});

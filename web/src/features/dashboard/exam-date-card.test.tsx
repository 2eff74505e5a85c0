// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExamDateCard } from './components/ExamDateCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cleDates = ['2027-03-14', '2027-09-12'];

function renderCard(examDate: string | null) {
  const calls: { url: string; method?: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method, body: init?.body as string | undefined });
      const saved = JSON.parse((init?.body as string) ?? '{}').exam_date ?? null;
      return new Response(
        JSON.stringify({ due_today: 0, total_cards: 0, exam_date: saved, cle_dates: cleDates }),
      );
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExamDateCard summary={{ due_today: 0, total_cards: 0, exam_date: examDate, cle_dates: cleDates }} />
    </QueryClientProvider>,
  );
  return calls;
}

/** A date `days` from today in Manila, as YYYY-MM-DD. */
function manilaDatePlus(days: number) {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('ExamDateCard (the exam date asked on the dashboard)', () => {
  it('offers the next CLE dates set by an administrator and saves the choice', async () => {
    const calls = renderCard(null);
    const choice = screen.getByLabelText('Your CLE date') as HTMLSelectElement;
    expect([...choice.options].map((o) => o.value)).toEqual(['', ...cleDates, 'own']);
    await userEvent.selectOptions(choice, '2027-03-14');
    await userEvent.click(screen.getByRole('button', { name: 'Save date' }));
    const put = calls.find((c) => c.url.includes('/deck/exam-date'));
    expect(put?.method).toBe('PUT');
    expect(put?.body).toBe(JSON.stringify({ exam_date: '2027-03-14' }));
  });

  it('counts the days left to a saved date', () => {
    renderCard(manilaDatePlus(10));
    expect(screen.getByText(/10 days to go/)).toBeTruthy();
  });
});

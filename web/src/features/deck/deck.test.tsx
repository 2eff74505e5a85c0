// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeckPage } from './pages/DeckPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = {
  id: '7f0c1c9e-5a43-4a59-9b3c-2a8e0c7a1d11',
  question: 'Which circumstance exempts from criminal liability?',
  options: ['Insanity', 'Passion', 'Intoxication', 'Recidivism'],
  board_area: 'criminal-law',
  topic: 'Exempting circumstances',
  reviews: 0,
};

function serve(routes: Record<string, unknown>) {
  const calls: { url: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body as string | undefined });
      const key = Object.keys(routes).find((k) => url.includes(k));
      return new Response(JSON.stringify(key ? routes[key] : { detail: 'not found' }), {
        status: key ? 200 : 404,
      });
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DeckPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DeckPage', () => {
  it('asks for an answer, checks it on the server, then shows the key, the explanation and the source', async () => {
    const calls = serve({
      '/deck/summary': { due_today: 1, total_cards: 4, exam_date: null, cle_dates: [] },
      '/deck/next': { card, due_today: 1 },
      [`/deck/cards/${card.id}/answer`]: {
        is_correct: false,
        correct_answer: 'A',
        explanation: 'An insane person is exempt under Art. 12(1).',
        citation: 'Revised Penal Code, Art. 12(1)',
        next_due: '2026-11-28T00:00:00.000Z',
      },
    });
    renderPage();
    expect(await screen.findByText('1 due today · 4 cards from questions you missed')).toBeTruthy();
    const check = await screen.findByRole('button', { name: 'Check answer' });
    expect((check as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText(/Passion/));
    await userEvent.click(check);
    expect(await screen.findByText('Not quite: the answer is A')).toBeTruthy();
    expect(screen.getByText('An insane person is exempt under Art. 12(1).')).toBeTruthy();
    expect(screen.getByText('Revised Penal Code, Art. 12(1)')).toBeTruthy();
    expect(calls.find((c) => c.url.includes('/answer'))?.body).toBe(JSON.stringify({ answer: 'B' }));
    expect(screen.getByRole('button', { name: 'Next card' })).toBeTruthy();
  });

  it('says when nothing is due and points to the practice tests', async () => {
    serve({
      '/deck/summary': { due_today: 0, total_cards: 0, exam_date: '2027-03-01', cle_dates: [] },
      '/deck/next': { card: null, due_today: 0 },
    });
    renderPage();
    expect(await screen.findByText('Nothing to review right now')).toBeTruthy();
    expect((screen.getByLabelText('Your exam date') as HTMLInputElement).value).toBe('2027-03-01');
  });

  it("offers the next CLE dates and still takes a date of the learner's own", async () => {
    const calls = serve({
      '/deck/summary': {
        due_today: 0,
        total_cards: 0,
        exam_date: null,
        cle_dates: ['2027-03-14', '2027-09-12'],
      },
      '/deck/next': { card: null, due_today: 0 },
      '/deck/exam-date': {
        due_today: 0,
        total_cards: 0,
        exam_date: '2027-09-12',
        cle_dates: ['2027-03-14', '2027-09-12'],
      },
    });
    renderPage();
    const choice = (await screen.findByLabelText('Your CLE date')) as HTMLSelectElement;
    expect([...choice.options].map((o) => o.textContent)).toEqual([
      'No date',
      'Mar 14, 2027 CLE',
      'Sep 12, 2027 CLE',
      'Another date…',
    ]);
    expect(screen.queryByLabelText('Your exam date')).toBeNull();
    await userEvent.selectOptions(choice, '2027-09-12');
    await userEvent.click(screen.getByRole('button', { name: 'Save date' }));
    expect(calls.find((c) => c.url.includes('/deck/exam-date'))?.body).toBe(
      JSON.stringify({ exam_date: '2027-09-12' }),
    );

    await userEvent.selectOptions(choice, 'own');
    await userEvent.type(screen.getByLabelText('Your exam date'), '2027-05-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save date' }));
    expect(calls.filter((c) => c.url.includes('/deck/exam-date')).at(-1)?.body).toBe(
      JSON.stringify({ exam_date: '2027-05-02' }),
    );
  });
});

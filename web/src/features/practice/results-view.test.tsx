// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { gradedResult } from '@web/components/answer-review/answer-review.fixtures';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultsView } from './components/ResultsView';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResultsView (a practice test result)', () => {
  it('shows the score, the facts, every question with the answer, key, explanation and source, and the weakest topics', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ min_answers: 3, topics: [], weakest: [] }), { status: 200 }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ResultsView result={gradedResult('Criminal Law Book 1 — Intermediate')} onTakeAnother={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Criminal Law Book 1 — Intermediate' }),
    ).toBeTruthy();
    expect(screen.getByTestId('result-score').textContent).toBe('50%');
    expect(screen.getByText('1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: /View Dashboard/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Take Another Test/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Review your answers' })).toBeTruthy();
    const [wrong, right] = screen.getAllByTestId('review-item');
    expect(within(wrong!).getByRole('heading').textContent).toContain('(Wrong)');
    expect(within(wrong!).getByText('Correct answer').closest('li')!.textContent).toContain(
      'Revised Penal Code',
    );
    expect(within(wrong!).getByText('Your answer').closest('li')!.textContent).toContain('Civil Code');
    expect(within(wrong!).getByText('Felonies are acts punished by the Revised Penal Code.')).toBeTruthy();
    expect(within(wrong!).getByText('RPC, Art. 3')).toBeTruthy();
    expect(within(wrong!).getByRole('button', { name: /Report/ })).toBeTruthy();
    expect(within(right!).getByRole('heading').textContent).toContain('(Correct)');
    expect(await screen.findByRole('heading', { name: 'Your weakest topics' })).toBeTruthy();
  });
});

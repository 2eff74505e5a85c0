// @vitest-environment jsdom
import type { Readiness } from '@core/schemas/readiness';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadinessPage } from './pages/ReadinessPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const area = (
  board_area: string,
  title: string,
  weight: number,
  estimate: number | null,
  toChange: number | null,
) => ({
  board_area,
  title,
  weight,
  estimate,
  low: estimate === null ? null : estimate - 8,
  high: estimate === null ? null : estimate + 8,
  items_answered: estimate === null ? 0 : 40,
  correct_to_change: toChange,
});

function renderWith(body: Readiness) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReadinessPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const base = { passing_average: 75, area_floor: 60, retake_areas: [], holding_back: null };

describe('ReadinessPage', () => {
  it('names the deferred area and how many more correct answers lift it to the floor', async () => {
    renderWith({
      ...base,
      verdict: 'deferred',
      weighted_average: 82,
      retake_areas: ['criminal-law'],
      areas: [
        area('criminal-law', 'Criminal Law and Jurisprudence', 20, 50, 25),
        area('criminalistics', 'Criminalistics', 20, 90, null),
      ],
    });
    expect(await screen.findByText('Deferred: Criminal Law and Jurisprudence below 60%')).toBeTruthy();
    expect(screen.getByText('25 more correct answers in this area would lift it to 60%.')).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: /Criminal Law and Jurisprudence: estimated 50%, likely between 42% and 58%/,
      }),
    ).toBeTruthy();
  });

  it('asks for a test in every area before it gives a verdict', async () => {
    renderWith({
      ...base,
      verdict: 'not_enough_data',
      weighted_average: null,
      areas: [
        area('criminal-law', 'Criminal Law and Jurisprudence', 20, 70, null),
        area('correctional', 'Correctional Administration', 10, null, null),
      ],
    });
    expect(await screen.findByText('Not enough results yet')).toBeTruthy();
    expect(screen.getByText(/Still missing: Correctional Administration\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take a practice test' }).getAttribute('href')).toBe('/practice');
  });

  it('says when one area alone cannot lift the average', async () => {
    renderWith({
      ...base,
      verdict: 'not_passing',
      weighted_average: 70,
      holding_back: 'criminal-law',
      areas: [
        area('criminal-law', 'Criminal Law and Jurisprudence', 20, 70, 500),
        area('correctional', 'Correctional Administration', 10, 70, null),
      ],
    });
    expect(await screen.findByText('Not yet passing')).toBeTruthy();
    expect(screen.getByText(/Criminal Law and Jurisprudence holds you back the most/)).toBeTruthy();
    expect(
      screen.getByText('500 more correct answers here alone would lift your weighted average to 75%.'),
    ).toBeTruthy();
    expect(screen.getByText('This area alone cannot lift your weighted average to 75%.')).toBeTruthy();
  });
});

describe('ReadinessPage outside the plan', () => {
  it('shows what the report is and where to upgrade, not an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              detail: 'The board readiness report comes with the Premium plan.',
              upgrade_to: 'premium',
            }),
            { status: 403 },
          ),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ReadinessPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Part of the Premium plan')).toBeTruthy();
    expect(screen.getByText('The board readiness report comes with the Premium plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByText('Could not load your readiness report')).toBeNull();
  });
});

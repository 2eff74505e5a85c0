// @vitest-environment jsdom
import type { PercentileReport } from '@core/schemas/readiness';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ordinal, PercentileCard } from './components/PercentileCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(body: PercentileReport) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PercentileCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const hidden = (reason: 'no_average' | 'no_center' | 'too_few_learners') => ({
  shown: false,
  percentile: null,
  learners: null,
  reason,
});

describe('PercentileCard', () => {
  it('shows the percentile in the center and overall when each has enough learners', async () => {
    renderWith({
      average: 72.5,
      review_center: 'Alpha Review',
      center: { shown: true, percentile: 63, learners: 20, reason: null },
      all: { shown: true, percentile: 81, learners: 240, reason: null },
      floor: 20,
    });
    expect(await screen.findByText('63rd percentile')).toBeTruthy();
    expect(screen.getByText('81st percentile')).toBeTruthy();
    expect(screen.getByText('In Alpha Review')).toBeTruthy();
    expect(screen.getByText(/about 81% of 240 learners/)).toBeTruthy();
    expect(screen.getByText('72.5%')).toBeTruthy();
  });

  it('says why a percentile is not shown: the 20-learner floor, no center', async () => {
    renderWith({
      average: 50,
      review_center: 'Small Review',
      center: hidden('too_few_learners'),
      all: { shown: true, percentile: 40, learners: 30, reason: null },
      floor: 20,
    });
    expect(await screen.findByText(/Shown once at least 20 learners have a graded test/)).toBeTruthy();
    cleanup();
    renderWith({
      average: 50,
      review_center: null,
      center: hidden('no_center'),
      all: hidden('too_few_learners'),
      floor: 20,
    });
    expect(await screen.findByText(/Add your review center to your profile/)).toBeTruthy();
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 48, 98, 100].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '48th',
      '98th',
      '100th',
    ]);
  });

  it('asks for a graded test first', async () => {
    renderWith({
      average: null,
      review_center: null,
      center: hidden('no_average'),
      all: hidden('no_average'),
      floor: 20,
    });
    expect(await screen.findByText('You have no graded practice test yet.')).toBeTruthy();
    expect(screen.getAllByText('Take a graded practice test first.')).toHaveLength(2);
  });
});

// @vitest-environment jsdom
import type { TopicScores } from '@core/schemas/readiness';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeakTopicsCard } from './weak-topics-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: RequestInfo | URL) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WeakTopicsCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const topic = { board_area: 'criminal-law', subject: 'Criminal Law Book 1' };
const course = {
  title: 'Criminal Law Book 1',
  url: '/course/criminal-law?subject=Criminal%20Law%20Book%201',
};

describe('WeakTopicsCard', () => {
  it('lists the weakest topics with their share, counts and links to the lecture, guide section or course', async () => {
    const body: TopicScores = {
      min_answers: 3,
      topics: [],
      weakest: [
        {
          ...topic,
          topic: 'Justifying circumstances',
          answered: 4,
          correct: 1,
          share: 25,
          lecture: {
            title: 'Felonies: Elements, Stages and Circumstances',
            url: '/course/criminal-law?v=v1',
          },
          guide: {
            title: 'Criminal Law and Jurisprudence: Study Guide',
            section: 'Justifying circumstances (Art. 11): the act is lawful',
            url: '/course/criminal-law',
          },
          course,
        },
        {
          ...topic,
          topic: 'Stages of execution',
          answered: 3,
          correct: 2,
          share: 66.7,
          lecture: null,
          guide: null,
          course,
        },
      ],
    };
    const fetch = renderWith(200, body);
    await screen.findByText('Justifying circumstances');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/readiness/topics');
    const first = within(screen.getByRole('list', { name: 'Where to study Justifying circumstances' }));
    expect(first.getByRole('link', { name: /Lecture: Felonies/ })).toHaveProperty(
      'href',
      expect.stringContaining('/course/criminal-law?v=v1'),
    );
    expect(
      first.getByRole('link', { name: /Study guide: .*section “Justifying circumstances \(Art\. 11\)/ }),
    ).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText(/\(1 of 4\)/)).toBeTruthy();
    // no lecture or guide: the subject's course page, never a dead link
    const second = within(screen.getByRole('list', { name: 'Where to study Stages of execution' }));
    expect(second.getByRole('link', { name: 'Course: Criminal Law Book 1' })).toHaveProperty(
      'href',
      expect.stringContaining('/course/criminal-law?subject=Criminal%20Law%20Book%201'),
    );
  });

  it('says so when no topic has enough answers yet', async () => {
    renderWith(200, {
      min_answers: 3,
      topics: [{ ...topic, topic: 'Arson', answered: 2, correct: 0, share: 0 }],
      weakest: [],
    });
    expect(
      await screen.findByText(/No topic has 3 answers in your graded tests yet \(1 topics answered/),
    ).toBeTruthy();
  });

  it('outside the plan: what it is and a link to the plans, not an error', async () => {
    renderWith(403, { detail: 'Scores by topic comes with the Pro plan.', upgrade_to: 'pro' });
    expect(await screen.findByText('Part of the Pro plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

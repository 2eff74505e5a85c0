// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ItemAnalysisTab from './ItemAnalysisTab';

const stats = (o: object) => ({
  responses: 40,
  sufficient: true,
  facility: 0.5,
  discrimination: 0.33,
  choice_shares: { A: 0.2, B: 0.5, C: 0.3, D: 0 },
  omitted_share: 0,
  unused_distractors: ['D'],
  flags: ['unused_distractor'],
  ...o,
});
const row = (id: string, question: string, s: object) => ({
  question_id: id,
  question,
  topic: 'Justifying circumstances',
  test_id: 'criminal-law-1-basic',
  board_area: 'criminal-law',
  subject_index: 1,
  difficulty: 'basic',
  correct_answer: 'B',
  deleted: false,
  stats: stats(s),
});
const list = {
  items: [
    row('q1', 'Which circumstance justifies?', {}),
    row('q2', 'Asked rarely?', {
      responses: 12,
      sufficient: false,
      facility: null,
      discrimination: null,
      choice_shares: null,
      omitted_share: null,
      unused_distractors: [],
      flags: [],
    }),
  ],
  total: 2,
  page: 1,
  limit: 25,
  min_responses: 30,
};
const tests = {
  tests: [
    {
      test_id: 'criminal-law-1-basic',
      title: 'Criminal Law Book 1 — Basic',
      board_area: 'criminal-law',
      attempts: 59,
      learners: 12,
      average_score: 61.5,
      items: 7,
      items_analysed: 6,
      items_flagged: 6,
    },
  ],
  min_responses: 30,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.includes('export.csv')) return new Response('Question ID\r\n', { status: 200 });
      const body = url.includes('/tests') ? tests : list;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ItemAnalysisTab />
    </QueryClientProvider>,
  );
  return urls;
}

describe('ItemAnalysisTab', () => {
  it('shows the figures, the flags, and "not enough responses (n)" below the floor', async () => {
    open();
    await screen.findByText('Which circumstance justifies?');
    const table = screen.getByRole('table', { name: 'Item analysis' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('50 %')).toBeTruthy();
    expect(within(first!).getByText('0.33')).toBeTruthy();
    expect(within(first!).getByText('Distractor nobody picks: D')).toBeTruthy();
    expect(within(second!).getAllByText('not enough responses (12)').length).toBeGreaterThan(0);
    expect(screen.getByText(/at least 30 responses/)).toBeTruthy();
  });

  it('sorts and filters on the server, shows the test summary, and exports with the same filter', async () => {
    const urls = open();
    await screen.findByText('Which circumstance justifies?');
    expect(urls.some((u) => u.includes('sort=flags&order=desc'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Facility' }));
    await waitFor(() => expect(urls.some((u) => u.includes('sort=facility&order=asc'))).toBe(true));

    await userEvent.selectOptions(await screen.findByLabelText('Test'), 'criminal-law-1-basic');
    await waitFor(() => expect(urls.some((u) => u.includes('test_id=criminal-law-1-basic'))).toBe(true));
    expect(screen.getByRole('status').textContent).toContain('59 graded attempts by 12 learners');

    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(urls.find((u) => u.includes('export.csv'))).toContain('test_id=criminal-law-1-basic'),
    );
  });
});

// @vitest-environment jsdom
import type { TestEntry, TestsResponse } from '@core/schemas/practice';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { freshPageEachTest, whilePageLoads } from '@web/test/page-loading';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// How many times the start's dialogs (and with them Radix's dialog code) were fetched.
const dialogsModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./components/StartTestDialogs', async (importOriginal) => {
  dialogsModule.loads++;
  return importOriginal();
});

freshPageEachTest(() => {
  dialogsModule.loads = 0;
});

const test: TestEntry = {
  id: 'criminal-law-1-basic',
  title: 'Criminal Law Book 1 — Basic',
  area_id: 'criminal-law',
  board_area: 'criminal-law',
  subject: 'Criminal Law Book 1',
  subject_index: 1,
  difficulty_level: 'basic',
  questions: 15,
  timeLimit: 20,
  time_limit_minutes: 20,
  available_questions: 15,
  can_take: true,
  has_completed: true,
  is_completed: true,
  is_locked: false,
  is_retake: true,
  in_progress: false,
  status: 'available',
} as TestEntry;

const list: TestsResponse = {
  tests: [test],
  total_tests: 1,
  board_areas: [{ id: 'criminal-law', title: 'Criminal Law', icon: 'scale', color: '#1d4ed8', weight: 20 }],
};

/** /practice on a page still loading (lib/after-load.ts waits for the load event), as on a phone. */
async function renderListWhileLoading() {
  whilePageLoads();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/test-eligibility/')
        ? new Response(
            JSON.stringify({ can_take: true, is_retake: true, in_progress: false, previous_score: 64 }),
          )
        : new Response(JSON.stringify(list)),
    ),
  );
  const { PracticePage } = await import('./pages/PracticePage');
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/practice']}>
        <PracticePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('button', { name: 'Retake: Criminal Law Book 1, Basic' });
}

describe('PracticePage', () => {
  it('draws the list without fetching the start’s dialogs', async () => {
    await renderListWhileLoading();
    await act(async () => new Promise((r) => setTimeout(r, 100)));
    expect(dialogsModule.loads).toBe(0);
  });

  it('a start that asks first (a retake) fetches the dialogs and asks', async () => {
    fireEvent.click(await renderListWhileLoading());
    expect(await screen.findByRole('dialog', { name: 'Retake this test?' })).toBeTruthy();
    expect(screen.getByText(/Your previous score was 64%\./)).toBeTruthy();
    expect(dialogsModule.loads).toBe(1);
  });
});

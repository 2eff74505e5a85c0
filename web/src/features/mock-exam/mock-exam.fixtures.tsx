/** Test data and a fetch stand-in for the mock exam's web tests (the API's shapes from core). */
import type { MockExam, MockOverview, MockSitting } from '@core/schemas/mock-exam';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { MockExamPage } from './pages/MockExamPage';

export const AREAS = [
  ['criminal-law', 'Criminal Law and Jurisprudence', 20, 23],
  ['law-enforcement', 'Law Enforcement Administration', 20, 17],
  ['criminalistics', 'Criminalistics', 20, 23],
  ['criminal-investigation', 'Crime Detection and Investigation', 15, 17],
  ['criminal-sociology', 'Criminal Sociology and Ethics', 15, 23],
  ['correctional-administration', 'Correctional Administration', 10, 17],
] as const;

export function sitting(
  i: number,
  status: MockSitting['status'],
  over: Partial<MockSitting> = {},
): MockSitting {
  const [board_area, title, weight, minutes] = AREAS[i]!;
  return {
    position: i + 1,
    board_area,
    title,
    weight,
    items: 20,
    minutes,
    status,
    attempt_id: status === 'not_started' ? null : `att-${i}`,
    deadline_at: null,
    remaining_seconds: status === 'in_progress' ? 600 : null,
    auto_submitted: false,
    items_drawn: status === 'not_started' ? null : 20,
    repeated_items: 0,
    off_mix_items: 0,
    missing_items: 0,
    ...over,
  };
}

export const mock = (sittings: MockSitting[], over: Partial<MockExam> = {}): MockExam => ({
  id: 'm1',
  form: 'short',
  status: 'in_progress',
  created_at: '2026-11-27T00:00:00Z',
  completed_at: null,
  sittings,
  next_position: (sittings.find((s) => s.status !== 'submitted')?.position ?? null) as number | null,
  report: null,
  ...over,
});

export const overview = (current: MockExam | null, past: MockOverview['past'] = []): MockOverview => ({
  forms: [
    {
      form: 'full',
      items_per_area: 100,
      total_minutes: 1080,
      mix: { basic: 30, intermediate: 50, advanced: 20 },
    },
    {
      form: 'short',
      items_per_area: 20,
      total_minutes: 120,
      mix: { basic: 6, intermediate: 10, advanced: 4 },
    },
  ],
  current,
  past,
  no_repeat_days: 30,
});

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
export const routes: Record<string, () => Response> = {};
/** Replaces the stand-in's routes: `METHOD /path` (after /api) → the response. */
export function setRoutes(next: Record<string, () => Response>) {
  for (const k of Object.keys(routes)) delete routes[k];
  Object.assign(routes, next);
}
export const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input).replace(/^.*\/api/, '');
  const handler = routes[`${init?.method ?? 'GET'} ${url}`];
  return handler ? handler() : json(404, { detail: `no route ${url}` });
});

/** Installs the fetch stand-in around each test of the file that calls it. */
export function installFetchStandIn() {
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

export function renderPage(path = '/mock-exam') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <MockExamPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const allSittings = (status: MockSitting['status']) => AREAS.map((_, i) => sitting(i, status));

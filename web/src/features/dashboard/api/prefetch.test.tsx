// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDashboardStats } from './get-dashboard-stats';
import { prefetchDashboard } from './prefetch';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BODIES: Record<string, unknown> = {
  '/api/realtime/dashboard-stats': {
    tests_taken: 3,
    average_score: 70,
    study_streak: 2,
    total_study_minutes: 45,
    videos_completed: 1,
  },
};

function Stats() {
  const stats = useDashboardStats();
  return <p>{stats.data ? 'figures' : 'loading'}</p>;
}

describe('prefetchDashboard', () => {
  it("starts the dashboard's requests, and the page mounting a moment later does not ask again", async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      return new Response(JSON.stringify(BODIES[path] ?? {}), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    prefetchDashboard(client);
    const asked = () => fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(asked()).toEqual(
      expect.arrayContaining([
        '/api/realtime/dashboard-stats',
        '/api/realtime/test-performance',
        '/api/realtime/course-progress',
        '/api/realtime/recent-activity',
        '/api/payments/subscription/status',
      ]),
    );
    await vi.waitFor(() => expect(client.getQueryData(['dashboard', 'stats'])).toBeTruthy());

    render(
      <QueryClientProvider client={client}>
        <Stats />
      </QueryClientProvider>,
    );
    expect(screen.getByText('figures')).toBeTruthy();
    expect(asked().filter((p) => p === '/api/realtime/dashboard-stats')).toHaveLength(1);
  });
});

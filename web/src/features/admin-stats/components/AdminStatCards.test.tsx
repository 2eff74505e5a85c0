// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminStatCards from './AdminStatCards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCards(respond: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(respond));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdminStatCards />
    </QueryClientProvider>,
  );
}

describe('AdminStatCards', () => {
  it('keeps the four cards in place while the figures load, so the tabs below do not shift', () => {
    renderCards(() => new Promise<Response>(() => {}));
    expect(screen.getByRole('status').textContent).toContain('Loading admin dashboard');
    const list = screen.getByRole('list', { name: 'Statistics' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('Monthly Revenue')).toBeTruthy();
    expect(screen.queryByTestId('stat-Total Users')).toBeNull();
  });

  it('shows the figures once they arrive', async () => {
    const body = {
      total_users: 1234,
      active_subscriptions: 56,
      total_courses: 6,
      revenue_this_month: 4990,
      month_start: '2026-10-31T16:00:00.000Z',
    };
    renderCards(async () => new Response(JSON.stringify(body), { status: 200 }));
    expect((await screen.findByTestId('stat-Total Users')).textContent).toBe('1,234');
    expect(screen.getByTestId('stat-Active Subscriptions').textContent).toBe('56');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

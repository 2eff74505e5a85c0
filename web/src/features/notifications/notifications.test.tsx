// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgeText, NotificationBell } from './components/NotificationBell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(list: { notifications: unknown[]; unread_count: number }) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      const body = url.includes('/notifications?')
        ? list
        : url.includes('stream-token')
          ? { token: 't', expires_in: 300 }
          : { message: 'ok', updated_count: 1 };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

const renderBell = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationBell />
    </QueryClientProvider>,
  );

describe('NotificationBell', () => {
  it("caps the badge at '99+'", () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('shows the unread count, lists items with their board area, and marks all read when opened', async () => {
    const calls = serve({
      unread_count: 150,
      notifications: [
        {
          _id: 'n1',
          id: 'n1',
          type: 'new_video',
          title: 'New video lecture',
          message: 'A new lecture "Rifling" was added.',
          is_read: false,
          created_at: new Date().toISOString(),
          metadata: { board_area: 'criminalistics' },
        },
      ],
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 150 unread' }, { timeout: 5000 });
    expect(within(bell).getByText('99+')).toBeTruthy();
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(popover).getByText('New video lecture')).toBeTruthy();
    expect(within(popover).getByText('Criminalistics')).toBeTruthy();
    expect(within(popover).getByText('Just now')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/notifications/mark-all-read') && c.method === 'PUT')).toBe(
      true,
    );
  });

  it('marks all read when the list arrives after the popover was opened', async () => {
    // Opened on a slow connection: the click comes before the list, whose items are unread.
    let release = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = serve({
      unread_count: 1,
      notifications: [
        {
          _id: 'n2',
          id: 'n2',
          type: 'admin_message',
          title: 'Schedule change',
          message: 'The mock exam moves to Sunday.',
          is_read: false,
          created_at: new Date().toISOString(),
          metadata: {},
        },
      ],
    });
    const served = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      if (String(url).includes('/notifications?')) await loaded;
      return served(url, init);
    });
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Loading notifications')).toBeTruthy();
    release();
    expect(await screen.findByText('Schedule change')).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('/notifications/mark-all-read') && c.method === 'PUT')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
  });

  it('has an empty state', async () => {
    serve({ unread_count: 0, notifications: [] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByText("We'll notify you when there's something new!")).toBeTruthy();
  });
});

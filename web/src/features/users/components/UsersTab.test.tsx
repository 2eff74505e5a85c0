// @vitest-environment jsdom
import type { AdminUser, AdminUsersResponse } from '@core/schemas/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { freshPageEachTest, whilePageLoads } from '@web/test/page-loading';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// How many times the row actions' dialogs (and with them Radix's dialog code) were fetched.
const dialogsModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./UserDialogs', async (importOriginal) => {
  dialogsModule.loads++;
  return importOriginal();
});

freshPageEachTest(() => {
  dialogsModule.loads = 0;
});

const ana: AdminUser = {
  id: '4f0c2f1e-7d1a-4c55-9a43-1b8f6c1d2e01',
  _id: '4f0c2f1e-7d1a-4c55-9a43-1b8f6c1d2e01',
  name: 'Ana Cruz',
  email: 'ana@example.com',
  phone: null,
  review_center: 'Manila Review Center',
  city: null,
  province: null,
  team_number: '1',
  section_number: 'A',
  subscription: 'none',
  subscription_expires: null,
  payment_verified: false,
  is_verified: true,
  is_admin: false,
  admin_level: null,
  last_login: null,
  created_at: '2026-11-01T02:00:00.000Z',
};

const page: AdminUsersResponse = {
  users: [ana],
  total: 1,
  page: 1,
  limit: 25,
  total_all: 1,
  counters: { verified: 0, unverified: 1, review_centers: 1, admin_users: 0 },
  filter_options: { review_centers: ['Manila Review Center'], team_numbers: ['1'], section_numbers: ['A'] },
};

/** The tab on a page still loading (lib/after-load.ts waits for the load event), as on a phone. */
async function renderTabWhileLoading() {
  whilePageLoads();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(page), { status: 200 })),
  );
  const { default: UsersTab } = await import('./UsersTab');
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <UsersTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('Ana Cruz');
}

describe('UsersTab', () => {
  it('draws the tab and its rows without fetching the dialogs’ code', async () => {
    await renderTabWhileLoading();
    await act(async () => new Promise((r) => setTimeout(r, 100)));
    expect(screen.getByRole('button', { name: 'Delete Account: Ana Cruz' })).toBeTruthy();
    expect(dialogsModule.loads).toBe(0);
  });

  it('a row action pressed before the dialogs have loaded fetches them and opens its dialog', async () => {
    await renderTabWhileLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Payment: Ana Cruz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Payment' });
    expect(dialog.textContent).toContain("Verify Ana Cruz's payment");
    expect(dialogsModule.loads).toBe(1);
  });
});

// @vitest-environment jsdom
import type { AdminPayment } from '@core/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { clearSession, setSession } from '@web/lib/session';
import { buildUser } from '@web/test/factories';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentsTab from './PaymentsTab';

const payment = (o: Partial<AdminPayment>): AdminPayment => ({
  _id: 'p1',
  id: 'p1',
  user_id: 'u1',
  user_name: 'Ana Cruz',
  user_email: 'ana@example.ph',
  reference: 'CRIM-P1',
  plan: 'premium',
  billing_cycle: 'yearly',
  amount: 4990,
  reported_amount: 4990,
  amount_flagged: false,
  reused_reference_attempts: 0,
  gcash_reference: '1234567890123',
  screenshot_url: null,
  screenshot_uploaded: false,
  status: 'pending',
  created_at: '2026-11-20T02:00:00.000Z',
  confirmed_at: '2026-11-20T02:05:00.000Z',
  ...o,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession('logout');
});

describe('payments tab', () => {
  it("shows a deleted learner's payment as Deleted user, which can be rejected but not accepted", async () => {
    setSession({ access_token: 't', user: buildUser({ is_admin: true, admin_level: 'admin' }) });
    const orphan = payment({ id: 'p2', _id: 'p2', user_id: null, user_name: 'Deleted user', user_email: '' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('pending-payments')
          ? Response.json({ pending_payments: [payment({}), orphan], pending_count: 2 })
          : Response.json({ gcash_number: '', gcash_account_name: '' }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PaymentsTab />
      </QueryClientProvider>,
    );
    await screen.findAllByText('Deleted user');
    const table = screen.getByRole('table', { name: 'Pending payments' });
    const row = within(table).getByText('Deleted user').closest('tr')!;
    expect(within(row).queryByRole('button', { name: /^Accept/ })).toBeNull();
    const blocked = within(row).getByRole('button', { name: 'Account deleted - cannot accept' });
    expect(blocked).toHaveProperty('disabled', true);
    expect(within(row).getByRole('button', { name: 'Reject: Deleted user' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(table).getByRole('button', { name: 'Accept: Ana Cruz' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import type { AuditEntry } from '@core/schemas/audit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { clearSession, setSession } from '@web/lib/session';
import { buildUser } from '@web/test/factories';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardBase } from '../api/user-dashboard';
import { UserDashboardView } from './UserDashboardView';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const entry = (o: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  action: 'payment.revoke',
  target_type: 'user',
  target_id: 'u1',
  reason: 'Admin revoked payment verification',
  details: {},
  actor_id: 'admin-1',
  actor_name: 'Dean Reyes',
  created_at: ago(90),
  ...o,
});

const STATS = {
  user_info: {
    id: 'u1',
    name: 'Nora Villanueva',
    email: 'nora@example.ph',
    review_center: null,
    team_number: null,
    section_number: null,
    subscription: 'pro',
    payment_verified: true,
    is_verified: true,
    last_login: null,
    created_at: ago(10_000),
  },
  stats: {
    total_study_hours: 0,
    video_hours: 0,
    material_hours: 0,
    total_study_seconds: 0,
    video_seconds: 0,
    material_seconds: 0,
    completed_lessons: 0,
    total_tests: 0,
    average_score: 0,
    study_streak: 0,
  },
};

function openView(base: DashboardBase) {
  setSession({ access_token: 't', user: buildUser({ is_admin: true, admin_level: 'admin' }) });
  const fetch = vi.fn(async (url: string) => {
    const u = String(url);
    if (u.includes('/audit-log'))
      return Response.json({
        entries: [
          entry({
            id: 'a2',
            action: 'test_access.manually_locked',
            reason: 'Cheating report',
            details: { test_id: 'criminal-law-1-basic' },
            created_at: ago(5),
          }),
          entry({}),
        ],
      });
    if (u.includes('/dashboard-stats')) return Response.json(STATS);
    if (u.includes('/test-results')) return Response.json({ test_results: [] });
    return Response.json({ activities: [] });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UserDashboardView base={base} userId="u1" />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession('logout');
});

describe("the user's detail: audit entries", () => {
  it('shows an administrator who did what, why and when, newest first', async () => {
    openView('/admin/user');
    const list = await screen.findByRole('list', { name: 'Administrator actions on this account' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(
        /^Test locked.*criminal-law-1-basic.*Reason: Cheating report.*By Dean Reyes · 5m ago$/,
      ),
      expect.stringMatching(
        /^Payment verification revoked.*Reason: Admin revoked payment verification.*By Dean Reyes · 1h ago$/,
      ),
    ]);
  });

  it('is not shown, nor asked for, on the sub-admin console', async () => {
    const fetch = openView('/sub-admin/user');
    await screen.findByText('Nora Villanueva');
    expect(screen.queryByText('Account History')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('audit'))).toEqual([]);
  });
});

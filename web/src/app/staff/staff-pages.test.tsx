// @vitest-environment jsdom
import type { User } from '@core/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@web/lib/session';
import { buildUser } from '@web/test/factories';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';

/** A full administrator unless overridden. */
const user = (overrides: Partial<User>) =>
  buildUser({ email: 'staff@example.ph', is_admin: true, admin_level: 'admin', ...overrides });

/** The whole route tree (root layout, guard layouts, pages) at a URL, signed in as `who` or not at all. */
function openAt(url: string, who: User | null) {
  if (who) setSession({ access_token: 't', user: who });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(who ?? {}), { status: 200 })),
  );
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// The whole app's lazy chunks load on first use: give them time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession('logout');
  localStorage.clear();
});

describe('/admin', () => {
  it("opens on the tab of the link, with the spec's tabs in order (and issue 18's exam dates)", async () => {
    const router = openAt('/admin#user-verification', user({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin Dashboard sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Users',
      'User Verification',
      'Review Centers',
      'Payments',
      'User Dashboards',
      'Test Access',
      'Board Access',
      'Content',
      'Courses',
      'Database',
      'Backup',
      'Notifications',
      'Exam Dates',
    ]);
    expect(screen.getByRole('tab', { name: 'User Verification' }).getAttribute('aria-selected')).toBe('true');
    const panel = await screen.findByRole('tabpanel', { name: 'User Verification' });
    expect(await within(panel).findByRole('heading', { name: 'User verification' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Content' }));
    expect(router.state.location.hash).toBe('#content');
    const content = await screen.findByRole('tabpanel', { name: 'Content' });
    expect(await within(content).findByRole('heading', { name: 'Content Uploads' })).toBeTruthy();
    expect(within(content).getByRole('button', { name: 'Upload Image' })).toBeTruthy();
  });

  it('sends a visitor to /login remembering the tab, so signing in lands on it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/admin#user-verification'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(router.state.location.state).toMatchObject({ from: '/admin#user-verification' });
  });

  it('keeps its guard: a learner sees Access Denied, a level-less administrator gets in', async () => {
    openAt('/admin', user({ is_admin: false, admin_level: null }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Admin Access Required')).toBeTruthy();
    cleanup();

    openAt('/admin', user({ admin_level: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
  });
});

describe('/content-manager', () => {
  it('has the videos, study-materials, questions, item-analysis and reports tabs; the materials tab is built (issue 15)', async () => {
    openAt('/content-manager#study-materials', user({}));
    const list = await screen.findByRole('tablist', { name: 'Content Manager sections' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Videos', 'Study Materials', 'Questions', 'Item Analysis', 'Reports']);
    const panel = await screen.findByRole('tabpanel', { name: 'Study Materials' });
    // This stub answers every call with the user, not a list: the tab's own error state, not
    // the placeholder (its own tests: features/content/components/MaterialsTab.test.tsx).
    expect(await within(panel).findByText('Failed to load content')).toBeTruthy();
    expect(within(panel).queryByText(/not available yet/)).toBeNull();
  });

  it('refuses a sub-admin', async () => {
    openAt('/content-manager', user({ admin_level: 'sub_admin' }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });
});

describe('/sub-admin', () => {
  it('shows a sub-admin the limited-access frame and no tabs, and sends a learner to /login', async () => {
    openAt('/sub-admin', user({ admin_level: 'sub_admin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Dashboards' })).toBeTruthy();
    expect(screen.getByRole('note')).toHaveProperty(
      'textContent',
      expect.stringContaining('Limited Access Account'),
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(await screen.findByRole('searchbox', { name: 'Search users' })).toBeTruthy();
    cleanup();

    // Admin spec §2.1: to /login, which sends a signed-in learner on to where sign-in leads.
    const router = openAt('/sub-admin', user({ is_admin: false, admin_level: null, is_verified: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newsfeed'));
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
    expect(screen.queryByText(/Limited Access Account/)).toBeNull();
  });
});
